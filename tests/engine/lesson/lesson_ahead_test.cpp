// engine/lesson goals that look ahead (check.h judgeLine): "near-best"
// against the values of ai/values.h, "defend" against every way the
// opponent can play their next turn. Positions worked out by hand from
// docs/rules.md §1 (Kalah: North's holes 1-6 right to left, so South's hole
// k faces North's hole 7-k; a capture takes place even when the facing hole
// is empty, the last seed then going to the store alone).
#include "engine/ai/values.h"
#include "engine/ai/score.h"
#include "engine/lesson/check.h"
#include "engine/solver/solver.h"
#include "tests/engine/lesson/lesson_test_support.h"

#include <catch2/catch.hpp>

#include <vector>

using namespace semina;
using namespace semina::lesson;
using test::ccw;
using test::gameAt;

namespace {

const Variant kalah = defaultVariant(GameId::Kalah);

std::vector<Decision> listed(const DecisionList& l) { return {l.begin(), l.end()}; }

// South 1,0,8,0,0,1 against North 0,2,0,0,0,0 (stores 18, 18). North's hole 2
// sows into 3 and 4; hole 4 faces South's hole 3 and is empty, so it
// captures South's 8 there (and its own last seed).
// - Hole 1 ends in the empty hole 2: a capture (the facing North hole 5 is
//   empty: the last seed alone), the turn passes, hole 3 stays loaded: 8.
// - Hole 3 sows 4, 5, 6, the store, North 1-4: North's 4 now holds a seed, the
//   turn passes; North's only captures then end in their empty hole 5,
//   facing South's empty hole 2: none of South's seeds.
// - Hole 6 ends in the store: another move, hole 3 (safe) or hole 1 (not).
const std::string threatened = "1,0,8,0,0,1/0,2,0,0,0,0/18,18/S";

} // namespace

TEST_CASE("lesson ahead, kalah: defend a loaded hole against the opponent's next turn")
{
    const Game g = gameAt(kalah, threatened);
    const Goal defend{GoalKind::Defend, 1, {}, Scope::Turn, 0};

    const Attempt lost = judgeLine(g, {ccw(1)}, defend);
    CHECK(lost.miss == Miss::OpponentCanCapture);
    CHECK(lost.facts.threat == 8);
    CHECK(lost.facts.threatFrom == Place::holeOf(Side::North, 1));

    const Attempt safe = judgeLine(g, {ccw(3)}, defend);
    CHECK(safe.miss == Miss::None);
    CHECK(safe.facts.threat == 0);
    CHECK(judgeLine(g, {ccw(6), ccw(3)}, defend).miss == Miss::None);
    CHECK(judgeLine(g, {ccw(6), ccw(1)}, defend).facts.threat == 8);
    // The turn is not over after hole 6 alone.
    CHECK(judgeLine(g, {ccw(6)}, defend).miss == Miss::TurnGoesOn);

    CHECK(listed(meeting(g, defend)) == std::vector{ccw(3), ccw(6)});
    CHECK(listed(missing(g, defend)) == std::vector{ccw(1)});

    // Allowed to lose up to 8 seeds, every move defends.
    const Goal loose{GoalKind::Defend, 1, {}, Scope::Turn, 8};
    CHECK(missing(g, loose).empty());
}

TEST_CASE("lesson ahead: a search score in seeds")
{
    const Variant mankala = defaultVariant(GameId::Mankala);
    const Variant omweso = defaultVariant(GameId::Omweso);
    CHECK(ai::scoreInSeeds(kalah, 0, 48) == 0);
    CHECK(ai::scoreInSeeds(kalah, 24, 48) == 2);   // 2.4 seeds
    CHECK(ai::scoreInSeeds(kalah, -25, 48) == -3); // -2.5: half away from zero
    // A won game 5 plies on by 4 seeds, a lost one 12 plies on by 6.
    CHECK(ai::scoreInSeeds(mankala, ai::kWinScore - 5 + 256 * 4, 48) == 4);
    CHECK(ai::scoreInSeeds(mankala, -(ai::kWinScore - 12 + 256 * 6), 48) == -6);
    // Omweso counts no margin: a win is worth every seed.
    CHECK(ai::scoreInSeeds(omweso, ai::kWinScore - 3, 64) == 64);
}

TEST_CASE("lesson ahead, kalah: every decision's value agrees with the exact solver")
{
    // Endgames short enough for the strong level's depth to see them to the
    // end: its values are the final store differences the solver proves.
    for (const char* text : {"0,0,0,0,1,1/2,2,0,0,0,0/10,10/S", "0,3,0,2,1,1/1,0,2,2,0,1/17,19/S",
                             "2,0,0,1,0,1/0,1,1,0,3,0/20,19/S"}) {
        INFO(text);
        const Game g = gameAt(kalah, text);
        const std::vector<ai::DecisionValue> values = ai::decisionValues(kalah, g.position());
        DecisionList legal;
        g.legalDecisions(legal);
        REQUIRE(values.size() == legal.size());
        for (const ai::DecisionValue& dv : values) {
            Game next = g;
            REQUIRE(next.play(dv.decision));
            const Position& p = next.position();
            int exact = 0;
            if (next.over())
                exact = p.stores[idx(Side::South)] - p.stores[idx(Side::North)];
            else {
                const int v = solver::solveKalah(kalah, p).value;
                exact = p.toMove == Side::South ? v : -v;
            }
            CHECK(dv.seeds == exact);
        }
        for (std::size_t i = 1; i < values.size(); ++i)
            CHECK(values[i - 1].seeds >= values[i].seeds); // best first
    }
}

TEST_CASE("lesson ahead, kalah: near-best judges a decision by its value against the best")
{
    // Holes 6 then 5 win at once 14-12 (hole 5 captures North's 2 in hole 1,
    // North sweeps the 2 of hole 2): hole 6 is worth +2, and nothing is worth
    // more (the solver agrees, above).
    const Game g = gameAt(kalah, "0,0,0,0,1,1/2,2,0,0,0,0/10,10/S");
    const std::vector<ai::DecisionValue> values = ai::decisionValues(kalah, g.position());
    REQUIRE(values.size() == 2);
    CHECK(values[0].decision == ccw(6));
    CHECK(values[0].seeds == 2);
    const int short5 = 2 - values[1].seeds;
    REQUIRE(short5 > 0);

    const Goal exact{GoalKind::NearBest, 1, {}, Scope::Decision, 0};
    CHECK(judgeLine(g, {ccw(6)}, exact).miss == Miss::None);
    const Attempt five = judgeLine(g, {ccw(5)}, exact);
    CHECK(five.miss == Miss::FarFromBest);
    CHECK(five.facts.shortOfBest == short5);
    CHECK(listed(meeting(g, exact)) == std::vector{ccw(6)});
    CHECK(listed(missing(g, exact)) == std::vector{ccw(5)});
    // With as much slack as hole 5 loses, both meet.
    const Goal slack{GoalKind::NearBest, 1, {}, Scope::Decision, short5};
    CHECK(judgeLine(g, {ccw(5)}, slack).miss == Miss::None);
    CHECK(missing(g, slack).empty());
}
