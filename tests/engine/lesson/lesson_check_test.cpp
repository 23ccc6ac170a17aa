// engine/lesson/check.h and line.h: which decisions meet or miss a task, and
// lines of play against replies. Positions and expected lists worked out by
// hand from docs/rules.md (the same positions as lesson_facts_test.cpp and
// lesson_facts_sowing_test.cpp, whose comments give the sowings).
#include "engine/lesson/check.h"
#include "engine/lesson/line.h"
#include "tests/engine/lesson/lesson_test_support.h"

#include <catch2/catch.hpp>

#include <vector>

using namespace semina;
using namespace semina::lesson;
using test::ccw;
using test::cw;
using test::gameAt;

namespace {

const Variant kalah = defaultVariant(GameId::Kalah);
const Variant ali = defaultVariant(GameId::AliGuli);
const Variant omw = defaultVariant(GameId::Omweso);

std::vector<Decision> listed(const DecisionList& l) { return {l.begin(), l.end()}; }

// South 0,0,0,0,1,1 against North 2,2,0,0,0,0, stores 10,10: holes 6 then 5
// win at once 14-12 (lesson_facts_test.cpp); hole 5 alone keeps the game going.
const std::string kalahEnd = "0,0,0,0,1,1/2,2,0,0,0,0/10,10/S";

} // namespace

TEST_CASE("lesson check, kalah: a capture task is met by one hole and missed by the others")
{
    // Hole 1 captures 11; hole 3 (3 seeds) ends in hole 6, which held 1;
    // hole 6 (1 seed) ends in the store.
    const Game g = gameAt(kalah, "1,0,3,0,0,1/3,3,3,3,10,3/0,0/S");
    const Goal capture{GoalKind::Capture};
    CHECK(listed(meeting(g, capture)) == std::vector{Decision::sow(0)});
    CHECK(listed(missing(g, capture)) == std::vector{Decision::sow(2), Decision::sow(5)});
    const std::vector<Attempt> all = attempts(g, capture);
    REQUIRE(all.size() == 3);
    CHECK(all[1].miss == Miss::LastInOwnHole);
    CHECK(all[2].miss == Miss::LastInOwnStore);
}

TEST_CASE("lesson check, kalah: no first move of the game captures: not a task")
{
    // From the start every hole's last seed falls into a hole holding 4, the
    // store (hole 3) or North's row (holes 4-6).
    const Game g(kalah);
    CHECK(meeting(g, {GoalKind::Capture}).empty());
    CHECK(missing(g, {GoalKind::Capture}).size() == 6);
    // Two extra moves in the first turn: after hole 3 (4,4,0,5,5,5) no hole i
    // holds 7 - i seeds.
    CHECK(meeting(g, {GoalKind::ExtraMove, 2, {}, Scope::Turn}).empty());
}

TEST_CASE("lesson check, kalah: winning in the turn")
{
    const Game g = gameAt(kalah, kalahEnd);
    const Goal win{GoalKind::WinGame, 1, {}, Scope::Turn};
    CHECK(listed(meeting(g, win)) == std::vector{Decision::sow(5)});
    CHECK(listed(missing(g, win)) == std::vector{Decision::sow(4)});
}

TEST_CASE("lesson line, kalah: win within K turns against scripted and engine replies")
{
    const Game g = gameAt(kalah, kalahEnd);
    const std::vector<Decision> right{Decision::sow(5), Decision::sow(4)};
    const LineResult won = playLine(g, right, {}, 1);
    CHECK(won.miss == Miss::None);
    CHECK(won.turns == 1);
    CHECK(won.decisions == 2);
    CHECK(won.replies == 0);
    // Hole 5 alone: North replies with its hole 1 (2 seeds: holes 2, 3; hole
    // 3 was empty and faces South's empty hole 4: North takes its 1 seed).
    // South's second turn would begin: too many turns for K = 1.
    Replies script;
    script.script = {Decision::sow(0)};
    const std::vector<Decision> wrong{Decision::sow(4)};
    const LineResult slow = playLine(g, wrong, script, 1);
    CHECK(slow.miss == Miss::TooManyTurns);
    CHECK(slow.turns == 1);
    CHECK(slow.replies == 1);
    // With K = 2, South's hole 6 (2 seeds: store, North's hole 1) empties
    // South's row: North sweeps 1 + 3: South 11, North 11 + 4 = 15. Lost.
    const std::vector<Decision> lost{Decision::sow(4), Decision::sow(5)};
    CHECK(playLine(g, lost, script, 2).miss == Miss::GameLost);
    // The engine's replies: whichever of its two holes North sows, both rows
    // keep seeds, so the line is too slow.
    Replies engine;
    engine.level = ai::Level::Beginner;
    engine.seed = 7;
    CHECK(playLine(g, wrong, engine, 1).miss == Miss::TooManyTurns);
    const Goal within{GoalKind::WinWithin, 1};
    CHECK(listed(meeting(g, within, {}, engine)) == std::vector{Decision::sow(5)});
    CHECK(listed(missing(g, within, {}, engine)) == std::vector{Decision::sow(4)});
    // An empty hole is no decision of a line.
    CHECK(playLine(g, std::vector{Decision::sow(0)}, engine, 1).miss == Miss::LineIllegal);
    // A line that stops early.
    CHECK(playLine(g, std::vector{Decision::sow(5)}, engine, 1).miss == Miss::GameNotOver);
}

TEST_CASE("lesson check, aliguli: two captures in the turn's two sowings")
{
    // 1ccw captures 5 and 3cw then captures 1 (lesson_facts_sowing_test.cpp);
    // 1cw captures nothing, and one sowing makes at most one Saada capture.
    const Game g = gameAt(ali, "2,0,0,0,2,0,0/0,0,3,0,0,0,1/0,0/S");
    const Goal twice{GoalKind::Captures, 2, {}, Scope::Turn};
    CHECK(meeting(g, twice).contains(ccw(1)));
    CHECK(missing(g, twice).contains(cw(1)));
    CHECK_FALSE(missing(g, twice).contains(ccw(1)));
    // After 1ccw, the second sowing 3cw meets it.
    CHECK(meeting(g, twice, {ccw(1)}).contains(cw(3)));
}

TEST_CASE("lesson check, omweso: the capture across the centre, and the clockwise one")
{
    // Hole 7 captures; hole 6's outer hole is full; hole 4 relays into an
    // empty hole.
    const Game g = gameAt(omw, "0,0,0,2,0,4,3,0,0,1,0,0,0,0,0,0/0,3,0,0,2,0,0,0,0,0,0,0,0,0,2,0/0,0/S");
    CHECK(listed(meeting(g, {GoalKind::Capture})) == std::vector{ccw(7)});
    CHECK(listed(missing(g, {GoalKind::Capture})) == std::vector{ccw(4), ccw(6)});
    // The aloka hole 2: cw captures, ccw does not.
    const Game a = gameAt(omw, "0,3,0,0,0,0,0,0,0,0,0,0,0,0,1,0/0,0,0,2,0,0,2,0,0,2,0,0,0,0,0,0/0,0/S");
    CHECK(listed(meeting(a, {GoalKind::ClockwiseCapture})) == std::vector{cw(2)});
    CHECK(listed(missing(a, {GoalKind::ClockwiseCapture})) == std::vector{ccw(2)});
}

TEST_CASE("lesson check, omweso: a task over the whole turn through a direction choice")
{
    // Hole 13 stops at a choice at the aloka hole 16, where cw captures; hole
    // 5's 2 seeds end in the empty 7.
    const Game g = gameAt(omw, "0,0,0,0,2,0,0,0,0,0,0,0,3,0,0,1/0,0,0,2,0,2,0,0,0,0,2,0,0,0,0,0/0,0/S");
    const Goal cwTurn{GoalKind::ClockwiseCapture, 1, {}, Scope::Turn};
    CHECK(listed(meeting(g, cwTurn)) == std::vector{ccw(13)});
    CHECK(listed(missing(g, cwTurn)) == std::vector{ccw(5)});
    const std::vector<Attempt> all = attempts(g, cwTurn);
    REQUIRE(all.size() == 3); // 5ccw; 13ccw then ccw; 13ccw then cw
    CHECK(all[0].miss == Miss::LastInOwnEmptyHole);
    CHECK(all[1].miss == Miss::FacingNotBothFull);
    CHECK(all[2].miss == Miss::None);
    // At the choice: cw meets it, ccw misses.
    CHECK(listed(meeting(g, cwTurn, {ccw(13)})) == std::vector{Decision::choice(Dir::Cw)});
    CHECK(listed(missing(g, cwTurn, {ccw(13)})) == std::vector{Decision::choice(Dir::Ccw)});
    // Reaching the choice at all, one decision.
    CHECK(listed(meeting(g, {GoalKind::ChoiceDue})) == std::vector{ccw(13)});
}
