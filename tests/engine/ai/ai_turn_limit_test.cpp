// The AI and the turn limit (docs/rules.md §5: a turn sows at most 1,000 laps,
// both Ali Guli Mane sowings together). A Position carries no lap count; a
// Game does, and refuses a decision whose turn cannot end within the laps
// left. Given those laps (AiLimits::lapsLeft), every level decides within
// them. The two turns are those of turn_budget_test.cpp, whose seed-by-seed
// reference simulations establish the lap counts used here.
#include "engine/ai/think.h"
#include "engine/game.h"
#include "engine/notation.h"
#include "tests/engine/support/omweso_test_support.h"
#include "engine/rules/omweso.h"

#include <catch2/catch.hpp>

#include <vector>

using namespace semina;
using namespace semina::ai;

namespace {

constexpr Level kLevels[] = {Level::Random, Level::Beginner, Level::Casual, Level::Strong, Level::Expert};

std::vector<Decision> listOf(const DecisionList& list) { return {list.begin(), list.end()}; }

AiLimits limitsWith(Level l, GameId g, int lapsLeft)
{
    AiLimits limits = fixedLimits(l, g);
    limits.maxNodes = 20000; // a few iterations are enough to prefer the illegal sowing
    limits.lapsLeft = lapsLeft;
    return limits;
}

} // namespace

TEST_CASE("ai laps: an aliguli second sowing gets only the laps the first one left")
{
    const Variant v = defaultVariant(GameId::AliGuli);
    // Four holes in play, South's 2 and 4, North's 2 and 4 (0-based 1 and 3).
    const PositionParse start = parsePosition(v, "x,140,x,161,x,x,x/x,41,x,152,x,x,x/0,0/S");
    REQUIRE(start.ok());
    // turn_budget_test.cpp: the ccw first sowing from South's 2 sows 998 laps
    // and leaves a second sowing due from that hole (14 seeds); of those, cw
    // ends in 2 laps (and empties South's row: a lost round, 175 to 319) and
    // ccw needs 150. So the game has 1,000 - 998 = 2 laps left and only cw.
    Game g(v, start.position);
    REQUIRE(g.play(Decision::sow(1, Dir::Ccw)));
    REQUIRE(g.position().secondSowingDue);
    REQUIRE(g.lapsLeft() == 2);
    DecisionList list;
    g.legalDecisions(list);
    REQUIRE(listOf(list) == std::vector<Decision>{Decision::sow(1, Dir::Cw)});
    // The position alone offers both: an AI told nothing of the laps may
    // choose ccw, which the game refuses.
    legalDecisions(v, g.position(), list);
    REQUIRE(list.size() == 2);

    for (Level l : kLevels) {
        INFO(levelKey(l));
        const AiResult r = think(v, g.position(), l, limitsWith(l, v.game, g.lapsLeft()), 7);
        REQUIRE(r.hasBest);
        CHECK(r.best == Decision::sow(1, Dir::Cw));
        Game copy = g;
        CHECK(copy.play(r.best));
    }
}

TEST_CASE("ai laps: an omweso choice that recurs is not offered past the laps left")
{
    using namespace omweso_test;
    const Variant v = omweso_test::variant();
    // turn_budget_test.cpp: at this choice point (hole 15 just emptied, 5 in
    // hand) cw ends the turn in 2 laps; ccw comes back to the same choice
    // after 120 laps, so it needs 120 + 2 = 122.
    Position p = position({2, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 0},
                          {2, 2, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 2, 0, 2, 0});
    p.pendingFrom = 14;
    p.pendingHand = 5;
    DecisionList list;
    legalDecisions(v, p, list, 121);
    REQUIRE(listOf(list) == std::vector<Decision>{Decision::choice(Dir::Cw)});
    for (Level l : kLevels) {
        INFO(levelKey(l));
        for (int lapsLeft : {2, 121}) {
            const AiResult r = think(v, p, l, limitsWith(l, v.game, lapsLeft), 3);
            REQUIRE(r.hasBest);
            CHECK(r.best == Decision::choice(Dir::Cw));
        }
        // With 122 laps both are legal, and whichever the AI picks is one of them.
        const AiResult r = think(v, p, l, limitsWith(l, v.game, 122), 3);
        CHECK(isLegal(v, p, r.best, 122));
    }
}

TEST_CASE("ai laps: every level plays a long omweso turn through a Game with decisions it accepts")
{
    using namespace omweso_test;
    const Variant v = omweso_test::variant();
    // South's hole 8 (2 seeds) starts a turn of relays that meets the choice
    // above after 53 laps and every 120 laps after it (turn_budget_test.cpp).
    const Position start = position({1, 0, 1, 0, 1, 0, 1, 2, 3, 2, 1, 0, 1, 0, 1, 0},
                                    {2, 2, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 2, 0, 2, 0});
    for (Level l : kLevels) {
        INFO(levelKey(l));
        Game g(v, start);
        REQUIRE(g.play(Decision::sow(7)));
        int decisions = 0;
        while (g.position().toMove == Side::South && !g.over()) {
            REQUIRE(g.position().choicePending());
            const AiResult r = think(v, g.position(), l, limitsWith(l, v.game, g.lapsLeft()), 11);
            REQUIRE(r.hasBest);
            REQUIRE(g.play(r.best));
            REQUIRE(++decisions <= 7); // the game offers the choice at most 7 times
        }
        CHECK(g.lapsThisTurn() == 0);
    }
}
