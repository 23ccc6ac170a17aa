// Omweso and the turn limit (docs/rules.md §5, §5a): at most 1,000 laps per turn.
// The long and looping positions were found by scratch searches (random
// boards, hill climbing, and cutting a long line at a relay), then checked:
// short sides by hand in the comments, long sides by the seed-by-seed
// reference simulation of omweso_test_support.h.
#include "tests/engine/support/omweso_test_support.h"

#include "engine/rules/omweso.h"
#include "engine/rules/omweso_search.h"

#include <algorithm>

using namespace semina;
using namespace omweso_test;

namespace {

// North with seeds in its outer row only: no South lap can capture, so every
// South lap is forced ccw (a cw lap must capture).
const Holes kNorthOuterOnly{4, 4, 4, 4, 4, 4, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0};

bool offered(const Variant& v, const Position& p, const Decision& d)
{
    const auto list = decisions(v, p);
    return std::find(list.begin(), list.end(), d) != list.end();
}

} // namespace

TEST_CASE("omweso §5: a turn that loops forever is not offered, and a player with only such turns loses")
{
    // South: hole 4 holds 3; counting steps ccw from 4, odd steps hold 1, even
    // steps are empty. Lap 1 (3 seeds): 5 (1->2), 6 (0->1), 7 (1->2): relay 2
    // from 7. Each lap of 2 from an odd step k fills k+1 (0->1) and k+2 (1->2)
    // and relays from k+2: 9, 11, 13, 15, 1, 3; the 8th lap from 3 fills 4
    // (0->1) and 5 (2->3): relay 3 from 5, and now odd steps from 5 hold 1 and
    // even steps are empty: the same picture one hole on. After 16 such rounds
    // (128 laps) the state is the first one again, and no lap ever ended in an
    // empty hole. North's inner row is empty: no capture, no cw.
    // Hole 4 is South's only hole with more than one seed, so rule 7 does not
    // end the game; §5 does: South has no legal decision and loses.
    const Variant v = variant();
    Position p = position({0, 1, 0, 1, 3, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1}, kNorthOuterOnly);

    const RefLine line = refForcedLine(refStart(p, 4), Dir::Ccw, true, 10'000);
    CHECK_FALSE(line.ends);
    CHECK(line.firstRepeat - line.repeatOf == 128);

    CHECK_FALSE(isLegal(v, p, Decision::sow(4)));
    CHECK(omweso::searchWork() <= kMaxLapsPerTurn); // one forced line, cut at the limit
    CHECK(decisions(v, p).empty());
    CHECK(status(v, p) == Status{true, Outcome::North});
    Trace t;
    settle(v, p, &t);
    CHECK(t == Trace{gameEnds(Outcome::North)});
}

TEST_CASE("omweso §5: a turn of exactly 1,000 laps is legal, one of 1,001 laps is not")
{
    // Found by cutting a 1,274-lap line (below) at a relay. The 1,001-lap
    // start: hole 4 (2 seeds) sows 5 (0->1), 6 (1->2) and relays 2 from 6,
    // which is exactly the 1,000-lap start after its pick-up from 6 (same
    // board: 4 empty, 5 holding 1, 6 empty, 2 in hand). So 1,001 = 1 + 1,000.
    // No capture is possible (North's inner row is empty): the turns are forced.
    const Variant v = variant();
    const Position p1000 = position({1, 9, 2, 1, 0, 1, 2, 4, 1, 0, 3, 0, 3, 1, 3, 2}, kNorthOuterOnly);
    const Position p1001 = position({1, 9, 2, 1, 2, 0, 1, 4, 1, 0, 3, 0, 3, 1, 3, 2}, kNorthOuterOnly);

    RefState after1001 = refStart(p1001, 4);
    REQUIRE(refLap(after1001, Dir::Ccw, true) == RefEnd::Relay);
    CHECK(after1001.key() == refStart(p1000, 6).key());
    const RefLine line = refForcedLine(refStart(p1000, 6), Dir::Ccw, true, 10'000);
    REQUIRE(line.ends);
    CHECK(line.laps == 1000);

    CHECK(isLegal(v, p1000, Decision::sow(6)));
    CHECK(offered(v, p1000, Decision::sow(6)));
    CHECK_FALSE(isLegal(v, p1001, Decision::sow(4)));
    CHECK_FALSE(offered(v, p1001, Decision::sow(4)));
    CHECK_FALSE(decisions(v, p1001).empty()); // other starts remain

    // Playing the 1,000-lap turn ends it where the reference ends it.
    RefState ref = refStart(p1000, 6);
    while (refLap(ref, Dir::Ccw, true) != RefEnd::Empty) {
    }
    Position played = p1000;
    play(v, played, Decision::sow(6));
    CHECK(holes(played, Side::South) == ref.own);
    CHECK(played.toMove == Side::North);
    CHECK_FALSE(played.choicePending());
}

TEST_CASE("omweso §5: a turn that would end only after 1,274 laps is not offered")
{
    const Variant v = variant();
    const Position p = position({3, 5, 2, 2, 1, 3, 2, 1, 2, 3, 0, 3, 2, 3, 0, 1}, kNorthOuterOnly);
    const RefLine line = refForcedLine(refStart(p, 2), Dir::Ccw, true, 10'000);
    REQUIRE(line.ends);
    CHECK(line.laps == 1274);
    CHECK_FALSE(isLegal(v, p, Decision::sow(2)));
    CHECK_FALSE(offered(v, p, Decision::sow(2)));
}

namespace {

// Mid-turn choice, ccw loops. South 11 (4): 12 (0->1), 13 (2->3), 14 (1->2),
// 15 (1->2): column 0, outer 0 holds 3: relay 2 from 15: 0 (3->4), 1 (2->3):
// relay 3 from aloka hole 1. There cw would sow 0 (4->5), 15 (0->1), 14
// (2->3): column 1, outer 1 is the emptied hole 1, North 9 (1) and 6 (1): a
// capture. ccw would start a line that never ends (checked below).
const Holes kLoopCcwSouth{3, 2, 1, 0, 2, 1, 0, 1, 0, 2, 1, 4, 0, 2, 1, 1};
const Holes kLoopCcwNorth{0, 0, 0, 4, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0};
// The same turn at that choice point (1 emptied, 3 seeds in hand).
const Holes kLoopCcwAtChoice{4, 0, 1, 0, 2, 1, 0, 1, 0, 2, 1, 0, 1, 3, 2, 0};

// Mid-turn choice, cw loops. South 11 (3): 12 (0->1), 13 (2->3), 14 (2->3):
// column 1, outer 1 holds 3: relay 3 from 14 (cw from there would end in the
// emptied 11: no capture, no choice): 15 (0->1), 0 (1->2), 1 (3->4): relay 4
// from aloka hole 1. cw would sow 0 (2->3), 15 (1->2), 14 (0->1), 13 (3->4):
// column 2, outer 2 empty, North 10 (2) and 5 (2): a capture, and then a line
// that never ends (checked below).
const Holes kLoopCwSouth{1, 3, 0, 1, 2, 4, 0, 2, 1, 0, 3, 3, 0, 2, 2, 0};
const Holes kLoopCwNorth{0, 0, 0, 4, 0, 2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0};
const Holes kLoopCwAtChoice{2, 0, 0, 1, 2, 4, 0, 2, 1, 0, 3, 0, 1, 3, 0, 1};

RefState atChoice(const Holes& own, const Holes& opp, int hand, int anchor)
{
    RefState s;
    s.own = own;
    s.opp = opp;
    s.hand = hand;
    s.anchor = anchor;
    return s;
}

} // namespace

TEST_CASE("omweso §5: a mid-turn choice whose ccw side never ends is played cw without asking")
{
    const Variant v = variant();
    const RefState choice = atChoice(kLoopCcwAtChoice, kLoopCcwNorth, 3, 1);
    CHECK(refCwCaptures(choice, true));
    const RefLine ccw = refForcedLine(choice, Dir::Ccw, true, 10'000);
    CHECK_FALSE(ccw.ends);
    const RefLine cw = refForcedLine(choice, Dir::Cw, true, 10'000);
    CHECK(cw.ends);
    CHECK(cw.laps == 2);

    // cw: capture 2 (North 9, 6); S = 1: cw again would sow 0 and 15 (1->2),
    // column 0 with outer 0 full: no capture, so ccw: 2 (1->2), 3 (0->1): ends.
    Position p = position(kLoopCcwSouth, kLoopCcwNorth);
    CHECK(isLegal(v, p, Decision::sow(11)));
    Trace t;
    play(v, p, Decision::sow(11), &t);
    CHECK_FALSE(p.choicePending());
    CHECK(p.toMove == Side::North);
    CHECK(holes(p, Side::South) == Holes{5, 0, 2, 1, 2, 1, 0, 1, 0, 2, 1, 0, 1, 3, 3, 1});
    CHECK(holes(p, Side::North) == Holes{0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
    const Side S = Side::South;
    CHECK(t == Trace{pickUp(S, 11, 4), drop(S, 12), drop(S, 13), drop(S, 14), drop(S, 15),
                     pickUp(S, 15, 2, true), drop(S, 0), drop(S, 1), pickUp(S, 1, 3, true),
                     choiceMade(S, Dir::Cw), drop(S, 0), drop(S, 15), drop(S, 14), capture(S, 9, 1),
                     capture(S, 6, 1), drop(S, 2), drop(S, 3), turnPasses(Side::North)});
}

TEST_CASE("omweso §5: a mid-turn choice whose cw side never ends is played ccw without asking")
{
    const Variant v = variant();
    const RefState choice = atChoice(kLoopCwAtChoice, kLoopCwNorth, 4, 1);
    CHECK(refCwCaptures(choice, true));
    const RefLine cw = refForcedLine(choice, Dir::Cw, true, 10'000);
    CHECK_FALSE(cw.ends);
    const RefLine ccw = refForcedLine(choice, Dir::Ccw, true, 10'000);
    CHECK(ccw.ends);
    CHECK(ccw.laps == 3);

    // ccw: 2 (0->1), 3 (1->2), 4 (2->3), 5 (4->5): relay 5 from 5: 6 (0->1),
    // 7 (2->3), 8 (1->2), 9 (0->1), 10 (3->4): column 5, North 13 and 2 empty:
    // relay 4 from 10: 11 (0->1), 12 (1->2), 13 (3->4), 14 (0->1): ends.
    Position p = position(kLoopCwSouth, kLoopCwNorth);
    CHECK(isLegal(v, p, Decision::sow(11)));
    Trace t;
    play(v, p, Decision::sow(11), &t);
    CHECK_FALSE(p.choicePending());
    CHECK(p.toMove == Side::North);
    CHECK(holes(p, Side::South) == Holes{2, 0, 1, 2, 3, 0, 1, 3, 2, 1, 0, 1, 2, 4, 1, 1});
    CHECK(holes(p, Side::North) == kLoopCwNorth);
    const Side S = Side::South;
    CHECK(t == Trace{pickUp(S, 11, 3), drop(S, 12), drop(S, 13), drop(S, 14), pickUp(S, 14, 3, true),
                     drop(S, 15), drop(S, 0), drop(S, 1), pickUp(S, 1, 4, true), choiceMade(S, Dir::Ccw),
                     drop(S, 2), drop(S, 3), drop(S, 4), drop(S, 5), pickUp(S, 5, 5, true), drop(S, 6),
                     drop(S, 7), drop(S, 8), drop(S, 9), drop(S, 10), pickUp(S, 10, 4, true), drop(S, 11),
                     drop(S, 12), drop(S, 13), drop(S, 14), turnPasses(Side::North)});
}

TEST_CASE("omweso §5a: a position given at a choice with one legal side is no choice that is due")
{
    const Variant v = variant();
    Position p = position(kLoopCcwAtChoice, kLoopCcwNorth);
    p.pendingFrom = 1;
    p.pendingHand = 3;
    CHECK_FALSE(omweso::choiceDue(v, p));
    CHECK(decisions(v, p) == std::vector<Decision>{Decision::choice(Dir::Cw)});
    CHECK_FALSE(isLegal(v, p, Decision::choice(Dir::Ccw)));

    Position q = position(kLoopCwAtChoice, kLoopCwNorth);
    q.pendingFrom = 1;
    q.pendingHand = 4;
    CHECK_FALSE(omweso::choiceDue(v, q));
    CHECK(decisions(v, q) == std::vector<Decision>{Decision::choice(Dir::Ccw)});

    // Where cw would not capture there is no choice at all: empty North.
    Position r = position(kLoopCwAtChoice, Holes{});
    r.pendingFrom = 1;
    r.pendingHand = 4;
    CHECK_FALSE(omweso::choiceDue(v, r));
    // Not at a choice: nothing is due.
    CHECK_FALSE(omweso::choiceDue(v, position(kLoopCwSouth, kLoopCwNorth)));
}

TEST_CASE("omweso §5: a cw start is offered where the ccw start from the same hole never ends")
{
    // The first mid-turn choice above, as the start of a turn: hole 1 holds
    // the 3 seeds. ccw: the never-ending line; cw: capture, then 2, 3: ends.
    const Variant v = variant();
    Holes south = kLoopCcwAtChoice;
    south[1] = 3;
    const Position p = position(south, kLoopCcwNorth);
    CHECK_FALSE(isLegal(v, p, Decision::sow(1, Dir::Ccw)));
    CHECK(isLegal(v, p, Decision::sow(1, Dir::Cw)));
    CHECK_FALSE(offered(v, p, Decision::sow(1, Dir::Ccw)));
    CHECK(offered(v, p, Decision::sow(1, Dir::Cw)));
}

TEST_CASE("omweso §5: deciding legality stays cheap")
{
    // Random positions (fixed seed): all the queries of one legalDecisions
    // call together simulate far less than 10 forced lines of the limit
    // (about 110 laps at worst here; hill-climbed adversarial positions
    // reached about 2,800 laps for one query; the guard is 100 lines).
    const Variant v = variant();
    std::uint32_t state = 12345;
    auto next = [&state] { state = state * 1664525u + 1013904223u; return state >> 8; };
    std::int64_t worst = 0;
    for (int n = 0; n < 200; ++n) {
        Position p;
        for (int i = 0; i < 64; ++i)
            ++p.pits[next() % 2][next() % 16];
        DecisionList list;
        legalDecisions(v, p, list);
        worst = std::max(worst, omweso::searchWork());
    }
    CHECK(worst <= 10 * kMaxLapsPerTurn);
    CHECK(worst > 0);
}

namespace {

// Exhaustive: can the turn end within `budget` laps, the next lap going `d`
// and every later choice point tried both ways? (reference laps, no memo)
bool exhaustive(RefState s, Dir d, int budget, bool outerRequired)
{
    if (budget <= 0)
        return false;
    if (d == Dir::Cw && !refCwCaptures(s, outerRequired))
        return false;
    if (refLap(s, d, outerRequired) == RefEnd::Empty)
        return true;
    return exhaustive(s, Dir::Ccw, budget - 1, outerRequired)
        || (refCwCaptures(s, outerRequired) && exhaustive(s, Dir::Cw, budget - 1, outerRequired));
}

} // namespace

TEST_CASE("omweso §5: the pruned turn-limit search agrees with an exhaustive one")
{
    // Random boards rich in capture chances (North keeps many seeds), every
    // start and direction, small budgets where trying every choice is cheap.
    std::uint32_t state = 777;
    auto next = [&state] { state = state * 1664525u + 1013904223u; return state >> 8; };
    int agreeTrue = 0, agreeFalse = 0, choiceTurns = 0;
    for (bool required : {true, false}) {
        const Variant v = variant(required);
        for (int n = 0; n < 150; ++n) {
            Position p;
            const int south = 12 + static_cast<int>(next() % 30);
            for (int i = 0; i < south; ++i)
                ++p.pits[0][next() % 16];
            for (int i = south; i < 64; ++i)
                ++p.pits[1][next() % 16];
            for (int h = 0; h < 16; ++h) {
                if (p.pit(Side::South, h) <= 1)
                    continue;
                for (Dir d : {Dir::Ccw, Dir::Cw}) {
                    const int budget = 1 + static_cast<int>(next() % 40);
                    const RefState ref = refStart(p, h);
                    const bool expected = exhaustive(ref, d, budget, required);
                    omweso::newSearch();
                    const bool got = omweso::canFinishWith(v, omweso::startOfTurn(p, h), d, budget);
                    INFO("hole " << h << " dir " << static_cast<int>(d) << " budget " << budget);
                    REQUIRE(got == expected);
                    (expected ? agreeTrue : agreeFalse)++;
                    if (d == Dir::Cw && refCwCaptures(ref, required))
                        ++choiceTurns;
                }
            }
        }
    }
    // The sample covers both answers and cw turns.
    CHECK(agreeTrue > 100);
    CHECK(agreeFalse > 100);
    CHECK(choiceTurns > 20);
}
