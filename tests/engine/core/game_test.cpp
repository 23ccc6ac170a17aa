// Game: a position with its repetition history (docs/rules.md §2.6, §3.6, §4.8, §5a).
#include "engine/game.h"
#include "engine/notation.h"
#include "tests/engine/support/notation_test_support.h"

#include <catch2/catch.hpp>

#include <string>

using namespace semina;
using test::parsed;

namespace {

Decision decisionOf(const Variant& v, const std::string& text)
{
    const DecisionParse r = parseDecision(v, text);
    REQUIRE(r.ok());
    return r.decision;
}

void playAll(Game& g, const std::vector<std::string>& decisions)
{
    for (const auto& d : decisions) {
        INFO(d << " at " << printPosition(g.variant(), g.position()));
        REQUIRE_FALSE(g.over());
        REQUIRE(g.play(decisionOf(g.variant(), d)));
    }
}

// A mankala cycle worked out by hand. Two single seeds on the ring of 12
// holes: South's hole 6 and North's hole 6; South to move. A single seed
// moves one hole on, into an empty hole (it held 0, not 1 or 5: no capture).
//   S 6: South's seed crosses to North's hole 1.   N 6: North's to South's hole 1.
//   S 1 -> 2, N 1 -> 2, S 2 -> 3, N 2 -> 3, ... S 5 -> 6, N 5 -> 6.
// After these 12 decisions the seeds are back in both holes 6 with South to
// move: the given position's second occurrence; the same 12 again give its third.
const std::vector<std::string> kCycle = {"6", "6", "1", "1", "2", "2", "3", "3", "4", "4", "5", "5"};

} // namespace

TEST_CASE("mankala 2.6: the third occurrence of a position ends the game, each side to its owner")
{
    const Variant v = defaultVariant(GameId::Mankala);
    const std::string given = "0,0,0,0,0,1/0,0,0,0,0,1/3,0/S";
    Game g(v, parsed(v, given));
    CHECK(g.occurrences(g.position()) == 1);
    playAll(g, kCycle);
    CHECK(printPosition(v, g.position()) == given);
    CHECK(g.occurrences(g.position()) == 2);
    CHECK_FALSE(g.over());
    // 23 more decisions: every position so far has occurred at most twice.
    playAll(g, std::vector<std::string>(kCycle.begin(), kCycle.end() - 1));
    CHECK_FALSE(g.over());
    Trace trace;
    const Position before = g.position();
    REQUIRE(g.play(decisionOf(v, "5"), &trace));
    CHECK(g.over());
    CHECK(g.endedByRepetition());
    // Each player takes the seeds on their own side: 3+1 and 0+1.
    CHECK(printPosition(v, g.position()) == "0,0,0,0,0,0/0,0,0,0,0,0/4,1/S");
    CHECK(g.winner() == Outcome::South);
    // The trace covers the repetition's sweep too.
    CHECK(replay(before, trace) == g.position());
    DecisionList list;
    g.legalDecisions(list);
    CHECK(list.empty());
    CHECK_FALSE(g.play(decisionOf(v, "1")));
}

TEST_CASE("mankala 2.6: equal stores after a repetition are a draw")
{
    const Variant v = defaultVariant(GameId::Mankala);
    Game g(v, parsed(v, "0,0,0,0,0,1/0,0,0,0,0,1/0,0/S"));
    playAll(g, kCycle);
    playAll(g, kCycle);
    CHECK(g.over());
    CHECK(g.winner() == Outcome::Draw);
    CHECK(printPosition(v, g.position()) == "0,0,0,0,0,0/0,0,0,0,0,0/1,1/S");
}

TEST_CASE("mankala 2.6: the same holes with the other player to move are another position")
{
    const Variant v = defaultVariant(GameId::Mankala);
    Game g(v, parsed(v, "0,0,0,0,0,1/0,0,0,0,0,1/0,0/S"));
    Position sameHolesNorth = g.position();
    sameHolesNorth.toMove = Side::North;
    CHECK(g.occurrences(g.position()) == 1);
    CHECK(g.occurrences(sameHolesNorth) == 0);
}

// Omweso, worked out by hand: each player has 2 seeds in a hole and 1 in the
// next, the hole after that empty. Sowing the 2 drops 1 into the next hole
// (now 2) and 1 into the empty one: the lap ends there (4a). Each turn has
// exactly one legal start (the only hole with more than one seed, ccw; no cw
// lap can capture as every lap ends in an empty hole), and moves the pattern
// one hole on. After 16 turns each (32 decisions) the position is back.
TEST_CASE("omweso 4.8: the third repetition is a draw and leaves the board as it is")
{
    const Variant v = defaultVariant(GameId::Omweso);
    const std::string given = "2,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0/2,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0/0,0/S";
    Game g(v, parsed(v, given));
    for (int i = 0; i < 64; ++i) {
        INFO("decision " << i << " at " << printPosition(v, g.position()));
        REQUIRE_FALSE(g.over());
        DecisionList list;
        g.legalDecisions(list);
        REQUIRE(list.size() == 1);
        // The hole holding 2 seeds: hole i/2 of the mover's loop (0-based).
        CHECK(list[0] == Decision::sow((i / 2) % 16, Dir::Ccw));
        REQUIRE(g.play(list[0]));
        if (i == 31)
            CHECK(printPosition(v, g.position()) == given);
    }
    CHECK(g.over());
    CHECK(g.endedByRepetition());
    CHECK(g.winner() == Outcome::Draw);
    CHECK(printPosition(v, g.position()) == given);
}

TEST_CASE("game: positions with a second sowing due are not counted")
{
    const Variant v = defaultVariant(GameId::AliGuli);
    const Game g(v, parsed(v, "5,5,5,5,5,5,5/5,5,5,5,5,5,5/0,0/S/sowing=2"));
    CHECK(g.occurrences(g.position()) == 0);
}

TEST_CASE("game: a pending omweso choice and the set-up are not counted")
{
    const Variant v = defaultVariant(GameId::Omweso);
    const Game setup(v);
    CHECK(setup.position().setupPhase);
    CHECK(setup.occurrences(setup.position()) == 0);
    const Game pending(v,
        parsed(v, "0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0/0,0/S/from=1;hand=1"));
    CHECK(pending.occurrences(pending.position()) == 0);
}

TEST_CASE("game: an illegal decision changes nothing")
{
    const Variant v = defaultVariant(GameId::Kalah);
    Game g(v);
    REQUIRE(g.play(decisionOf(v, "3"))); // 4 seeds: 4, 5, 6, store: South again
    const Game before = g;
    CHECK_FALSE(g.play(decisionOf(v, "3"))); // hole 3 is empty now
    CHECK(g == before);
    CHECK(printPosition(v, g.position()) == "4,4,0,5,5,5/4,4,4,4,4,4/1,0/S");
}

TEST_CASE("game: a given position with an empty side is over at once with its sweep")
{
    const Variant v = defaultVariant(GameId::Kalah);
    Trace trace;
    const Position given = parsed(v, "0,0,0,0,0,0/1,2,0,0,0,0/5,4/S");
    const Game g(v, given, &trace);
    CHECK(g.over());
    // North adds the 1+2 seeds on their side: 5 against 7.
    CHECK(printPosition(v, g.position()) == "0,0,0,0,0,0/0,0,0,0,0,0/5,7/S");
    CHECK(g.winner() == Outcome::North);
    CHECK(replay(given, trace) == g.position());
    DecisionList list;
    g.legalDecisions(list);
    CHECK(list.empty());
}

TEST_CASE("game: copies are independent undo points")
{
    const Variant v = defaultVariant(GameId::Mankala);
    Game g(v, parsed(v, "0,0,0,0,0,1/0,0,0,0,0,1/0,0/S"));
    const Game saved = g;
    playAll(g, {"6", "6"});
    CHECK(g.decisionsPlayed() == 2);
    CHECK(saved.decisionsPlayed() == 0);
    CHECK(printPosition(v, saved.position()) == "0,0,0,0,0,1/0,0,0,0,0,1/0,0/S");
    g = saved;
    CHECK(g == saved);
}
