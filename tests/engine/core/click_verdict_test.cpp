// A click verdict and the playable marks never disagree (engine/explain.h):
// for every hole of both sides, "marked playable" (a bit of playableHoles),
// "click accepted" (judgeHole says Playable) and "some sowing from it is
// legal" (Game::isLegal, with the laps left in the turn, docs/rules.md §5) are
// one and the same, also deep into a long turn with few laps left.
#include "engine/explain.h"
#include "engine/game.h"
#include "engine/notation.h"
#include "tests/engine/support/notation_test_support.h"

#include <catch2/catch.hpp>

#include <string>

using namespace semina;
using test::parsed;

namespace {

bool legalFrom(const Game& g, Side side, int hole)
{
    return side == g.position().toMove
        && (g.isLegal(Decision::sow(hole, Dir::Ccw)) || g.isLegal(Decision::sow(hole, Dir::Cw)));
}

// Checks every hole of both sides; returns how many are playable.
int checkEveryHole(const Game& g)
{
    const unsigned marks = playableHoles(g);
    int playable = 0;
    for (Side side : {Side::South, Side::North}) {
        for (int h = 0; h < g.variant().pitsPerSide(); ++h) {
            INFO((side == Side::South ? "South" : "North") << " hole " << h + 1 << " at "
                                                           << printPosition(g.variant(), g.position()));
            const bool marked = side == g.position().toMove && ((marks >> h) & 1u);
            const bool accepted = judgeHole(g, side, h) == HoleVerdict::Playable;
            CHECK(marked == accepted);
            CHECK(accepted == legalFrom(g, side, h));
            playable += accepted;
        }
    }
    return playable;
}

// The mover's holes a sowing could start from with a whole turn left: the
// position-based rules, which know nothing of the laps already sown.
unsigned playableWithWholeTurn(const Game& g)
{
    unsigned holes = 0;
    for (int h = 0; h < g.variant().pitsPerSide(); ++h)
        for (Dir d : {Dir::Ccw, Dir::Cw})
            if (isLegal(g.variant(), g.position(), Decision::sow(h, d)))
                holes |= 1u << h;
    return holes;
}

} // namespace

TEST_CASE("click verdicts: aliguli, a second sowing with 42 laps left")
{
    const Variant v = defaultVariant(GameId::AliGuli);
    // Found by a scratch search: South's hole 1 cw sows 958 laps and captures,
    // so a second sowing is due with 1,000 - 958 = 42 laps left. From
    // 0,x,x,x,227,x,57 South's hole 5 needs 83 laps ccw and 67 cw, hole 7 144
    // ccw and 39 cw: only hole 7 (cw) fits, while with a whole turn hole 5
    // would be playable too.
    Game g(v, parsed(v, "5,x,x,x,55,x,47/162,x,x,x,90,x,x/0,0/S"));
    CHECK(checkEveryHole(g) > 0);
    REQUIRE(g.play(Decision::sow(0, Dir::Cw)));
    REQUIRE(g.position().secondSowingDue);
    CHECK(g.lapsLeft() == 42);

    CHECK(checkEveryHole(g) == 1);
    CHECK(playableHoles(g) == 1u << 6);
    CHECK(playableWithWholeTurn(g) == ((1u << 4) | (1u << 6)));
    CHECK(judgeHole(g, Side::South, 4) == HoleVerdict::NeverEnds);

    // The second sowing ends the turn: North gets a whole turn again.
    REQUIRE(g.play(Decision::sow(6, Dir::Cw)));
    CHECK(g.lapsThisTurn() == 0);
    checkEveryHole(g);
}

TEST_CASE("click verdicts: omweso, a turn stopped at a direction choice after 773 laps")
{
    const Variant v = defaultVariant(GameId::Omweso);
    // The recurring choice of turn_budget_test: South's hole 8 relays 53 laps
    // to a choice, and each ccw answer comes back to the same choice 120 laps
    // later. After six of them, 53 + 6 x 120 = 773 laps are sown.
    Game g(v, parsed(v, "1,0,1,0,1,0,1,2,3,2,1,0,1,0,1,0/2,2,0,0,0,0,1,0,1,0,0,0,2,0,2,0/0,0/S"));
    CHECK(checkEveryHole(g) > 0);
    REQUIRE(g.play(Decision::sow(7)));
    for (int n = 0; n < 6; ++n) {
        REQUIRE(g.position().choicePending());
        CHECK(checkEveryHole(g) == 0); // the choice comes first: no hole is playable
        REQUIRE(g.play(Decision::choice(Dir::Ccw)));
    }
    REQUIRE(g.position().choicePending());
    CHECK(g.lapsThisTurn() == 773);
    CHECK(checkEveryHole(g) == 0);
    for (int h = 0; h < 16; ++h) {
        CHECK(judgeHole(g, Side::South, h) == HoleVerdict::ChoicePending);
        CHECK(judgeHole(g, Side::North, h) == HoleVerdict::ChoicePending);
    }

    // The turn ends (cw: 2 more laps); North starts a whole turn.
    REQUIRE(g.play(Decision::choice(Dir::Cw)));
    REQUIRE(g.position().toMove == Side::North);
    CHECK(g.lapsThisTurn() == 0);
    CHECK(checkEveryHole(g) > 0);
}
