// Ali Guli Mane and the turn limit (docs/rules.md §5): a turn sows at most 1,000
// laps, both sowings together; decisions whose turn cannot end within it are
// not offered; a player left without a legal decision ends the round (rule 5).
//
// Small cases are worked out by hand. Turns of about 1,000 laps cannot be, so
// they are checked against (a) a formula derived by hand for a ring of two
// holes and (b) a seed-by-seed reference written from the rules text, apart
// from the engine (aliguli_test_support.h and below: no shared code, no
// whole-ring shortcut).
#include "engine/rules.h"
#include "engine/trace.h"
#include "tests/engine/support/aliguli_test_support.h"
#include "tests/engine/support/two_row_test_support.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <random>
#include <vector>

using namespace semina;
using test::pos;
using test::RefSowing;
using test::refSow;

namespace {

constexpr int X = test::P; // a protected hole (docs/notation.md's `x`)

Variant ali() { return defaultVariant(GameId::AliGuli); }

// ---- The rest of the reference (aliguli_test_support.h: one sowing). ----

bool refRowEmpty(const Position& p, Side s)
{
    for (int h = 0; h < 7; ++h)
        if (!p.isProtected(s, h) && p.pit(s, h) > 0)
            return false;
    return true;
}
bool refOver(const Position& p) { return refRowEmpty(p, Side::South) || refRowEmpty(p, Side::North); }

std::vector<Decision> refCandidates(const Variant& v, const Position& p)
{
    std::vector<Decision> out;
    for (int h = 0; h < 7; ++h) {
        if (p.isProtected(p.toMove, h) || p.pit(p.toMove, h) == 0)
            continue;
        out.push_back(Decision::sow(h, Dir::Ccw));
        if (v.aliDirectionChoice)
            out.push_back(Decision::sow(h, Dir::Cw));
    }
    return out;
}

// Fewest laps of any second sowing in `after` (0: none ends).
int refShortestSecond(const Variant& v, Position after)
{
    after.secondSowingDue = true;
    int best = 0;
    for (const Decision& d : refCandidates(v, after)) {
        const int laps = refSow(v, after, d.hole, d.dir).laps;
        if (laps > 0 && (best == 0 || laps < best))
            best = laps;
    }
    return best;
}

// §5 with the whole turn counted: this sowing plus the best second sowing.
bool refLegal(const Variant& v, const Position& p, const Decision& d)
{
    if (refOver(p))
        return false;
    const RefSowing first = refSow(v, p, d.hole, d.dir);
    if (first.laps == 0 || first.laps > kMaxLapsPerTurn)
        return false;
    if (p.secondSowingDue || refOver(first.after) || (!v.aliSecondAlways && first.captured == 0))
        return true;
    const int second = refShortestSecond(v, first.after);
    return second > 0 && first.laps + second <= kMaxLapsPerTurn;
}

// ---- A ring of two holes, by hand. ----
// Only holes a (the mover's) and b in play; k seeds in hand picked from a,
// T seeds in all, so b holds T-k. The k seeds fall b, a, b, a, ...: b gets
// ceil(k/2), a gets floor(k/2), the last falls in b when k is odd, in a when
// even. Odd k >= 3: N = a holds (k-1)/2, relay from a with (k-1)/2 (b holds
// the rest). Even k: N = b holds T-k+k/2 = T-k/2 > 0, relay from b with T-k/2
// (the same shape with the roles of a and b swapped). k = 1: N = a is empty,
// C = b holds all T seeds and is captured; the facing holes are protected.
// Returns the laps, or 0 when the hand repeats (a loop).
int twoHoleLaps(int total, int k)
{
    std::vector<bool> seen(static_cast<std::size_t>(total) + 1, false);
    int laps = 1;
    while (k != 1) {
        if (seen[static_cast<std::size_t>(k)])
            return 0;
        seen[static_cast<std::size_t>(k)] = true;
        k = k % 2 == 1 ? (k - 1) / 2 : total - k / 2;
        ++laps;
    }
    return laps;
}

// South's hole 0 against North's hole 0, every other hole protected.
Position twoHoles(int south, int north)
{
    return pos({south, X, X, X, X, X, X}, {north, X, X, X, X, X, X});
}

} // namespace

TEST_CASE("aliguli §5: a relay that repeats a state is not offered")
{
    // Only S0, S1, N0 in play (ccw S0 -> S1 -> N0 -> S0).
    // S1 cw: hand 1 from S1, board (S0,S1,N0) = (0,0,1) -> drop S0; N = N0 (1):
    // relay, (1,0,0) -> drop S1; N = S0 (1): relay, (0,1,0) -> drop N0; N = S1
    // (1): relay from S1 with (0,0,1) again: a loop, never ending.
    // S1 ccw: -> N0 (2); N = S0 empty: C = S1 (empty), facing N5 protected.
    const Position p = pos({0, 1, X, X, X, X, X}, {1, X, X, X, X, X, X});
    DecisionList list;
    legalDecisions(ali(), p, list);
    REQUIRE(list.size() == 1);
    CHECK(list[0] == Decision::sow(1, Dir::Ccw));
    CHECK_FALSE(isLegal(ali(), p, Decision::sow(1, Dir::Cw)));

    // Playing the legal one empties South's row: N0's 2 seeds go to North.
    Position q = p;
    play(ali(), q, Decision::sow(1, Dir::Ccw));
    CHECK(q == pos({0, 0, X, X, X, X, X}, {0, X, X, X, X, X, X}, 0, 2, Side::North));
}

TEST_CASE("aliguli §5: a player whose every sowing loops has no move: the round ends (rule 5)")
{
    // S0 (2) against N0 (1): hand 2 from S0 -> N0 (2), S0 (1); N = N0: relay 2
    // -> S0 (2), N0 (1); N = S0: relay 2 from S0 with N0 holding 1, as at the
    // start. Both directions are the same in a ring of two holes.
    CHECK(twoHoleLaps(3, 2) == 0);
    Position p = twoHoles(2, 1);
    p.stores = {10, 10};
    DecisionList list;
    legalDecisions(ali(), p, list);
    CHECK(list.empty());
    CHECK_FALSE(isLegal(ali(), p, Decision::sow(0, Dir::Ccw)));
    CHECK_FALSE(isLegal(ali(), p, Decision::sow(0, Dir::Cw)));

    // Judged at once (§5a): every seed goes to its row's owner: 12 to 11.
    Trace t;
    settle(ali(), p, &t);
    Position expected = twoHoles(0, 0);
    expected.stores = {12, 11};
    CHECK(p == expected); // South, who had no move, is still "to move"
    CHECK(status(ali(), p) == Status{true, Outcome::South});
    REQUIRE(t.size() == 4);
    CHECK(t[0].type == EventType::Sweep);
    CHECK(t[0].count == 2);
    CHECK(t[1].type == EventType::Sweep);
    CHECK(t[1].count == 1);
    CHECK(t[1].to == Place::storeOf(Side::North));
    CHECK(t[2].type == EventType::RoundEnds);
    CHECK(t[2].outcome == Outcome::South);
    CHECK(t[3].type == EventType::GameEnds);
}

TEST_CASE("aliguli §5: a sowing of exactly 1,000 laps is legal, one of 1,001 is not")
{
    // 1,012 seeds in a ring of two holes: hand 554 takes 1,000 laps, hand 916
    // takes 1,001 (the formula above; the reference agrees).
    REQUIRE(twoHoleLaps(1012, 554) == 1000);
    REQUIRE(twoHoleLaps(1012, 916) == 1001);
    CHECK(refSow(ali(), twoHoles(554, 458), 0, Dir::Ccw).laps == 1000);
    CHECK(refSow(ali(), twoHoles(916, 96), 0, Dir::Ccw).laps == 1001);

    // 1,000 laps: legal; it ends with k = 1 taking all 1,012 seeds, which ends
    // the round (no second sowing).
    Position p = twoHoles(554, 458);
    CHECK(isLegal(ali(), p, Decision::sow(0, Dir::Ccw)));
    CHECK(isLegal(ali(), p, Decision::sow(0, Dir::Cw)));
    Trace t;
    play(ali(), p, Decision::sow(0, Dir::Ccw), &t);
    Position expected = twoHoles(0, 0);
    expected.stores = {1012, 0};
    expected.toMove = Side::North;
    CHECK(p == expected);
    CHECK(replay(twoHoles(554, 458), t) == p);
    int laps = 0;
    for (const Event& e : t)
        laps += e.type == EventType::PickUp || e.type == EventType::RelayPickUp;
    CHECK(laps == 1000);

    // 1,001 laps: not legal, and South has nothing else: the round ends.
    Position q = twoHoles(916, 96);
    DecisionList list;
    legalDecisions(ali(), q, list);
    CHECK(list.empty());
    settle(ali(), q);
    Position swept = twoHoles(0, 0);
    swept.stores = {916, 96};
    CHECK(q == swept);
}

TEST_CASE("aliguli §5: with the second sowing due (sowing=2) the count starts at 0")
{
    Position p = twoHoles(554, 458);
    p.secondSowingDue = true;
    CHECK(isLegal(ali(), p, Decision::sow(0, Dir::Ccw))); // 1,000 laps
    play(ali(), p, Decision::sow(0, Dir::Ccw));
    Position expected = twoHoles(0, 0);
    expected.stores = {1012, 0};
    expected.toMove = Side::North;
    CHECK(p == expected);

    // No second sowing ends within 1,000 laps: the round ends as by rule 5 and
    // the turn passes, as after a round that ends on the first sowing (§5a).
    Position q = twoHoles(916, 96);
    q.secondSowingDue = true;
    DecisionList list;
    legalDecisions(ali(), q, list);
    CHECK(list.empty());
    Trace t;
    settle(ali(), q, &t);
    Position swept = twoHoles(0, 0);
    swept.stores = {916, 96};
    swept.toMove = Side::North;
    CHECK(q == swept);
    REQUIRE_FALSE(t.empty());
    CHECK(t.front().type == EventType::TurnPasses);
    CHECK(t.front().side == Side::North);
    CHECK(t.back().type == EventType::GameEnds);
}

TEST_CASE("aliguli §5: both sowings of a turn count together (1,000 legal, 1,001 not)")
{
    const Variant v = ali();
    // Positions found by a separate search script; their lap counts are
    // confirmed here by the reference.
    SECTION("998 + 2 = 1,000 laps: legal")
    {
        const Position p = pos({X, 140, X, 161, X, X, X}, {X, 41, X, 152, X, X, X});
        const RefSowing first = refSow(v, p, 1, Dir::Ccw);
        REQUIRE(first.laps == 998);
        REQUIRE_FALSE(refOver(first.after));
        REQUIRE(refShortestSecond(v, first.after) == 2);
        CHECK(isLegal(v, p, Decision::sow(1, Dir::Ccw)));

        Position q = p;
        play(v, q, Decision::sow(1, Dir::Ccw));
        Position expected = first.after;
        expected.secondSowingDue = true;
        CHECK(q == expected);
    }
    SECTION("875 + 126 = 1,001 laps: not legal, though each sowing alone fits")
    {
        const Position p = pos({59, 151, X, X, X, X, X}, {138, X, X, X, 184, X, X});
        const RefSowing first = refSow(v, p, 0, Dir::Ccw);
        REQUIRE(first.laps == 875);
        REQUIRE_FALSE(refOver(first.after));
        REQUIRE(refShortestSecond(v, first.after) == 126);
        CHECK_FALSE(isLegal(v, p, Decision::sow(0, Dir::Ccw)));
        DecisionList list;
        legalDecisions(v, p, list);
        CHECK_FALSE(list.contains(Decision::sow(0, Dir::Ccw)));

        // The same position after the first sowing, given with sowing=2,
        // starts its count at 0: the 126-lap second sowing is offered there.
        Position mid = first.after;
        mid.secondSowingDue = true;
        DecisionList seconds;
        legalDecisions(v, mid, seconds);
        CHECK_FALSE(seconds.empty());
        for (const Decision& d : seconds)
            CHECK(refSow(v, mid, d.hole, d.dir).laps >= 126);
    }
    SECTION("958 + 74 laps: filtered out of the list, the others stay")
    {
        // S2 ccw ends the round (297 laps); S2 cw takes 958 and its best second
        // sowing 74; S4 ccw 39 + 42; S4 cw 53 + 19.
        const Position p = pos({X, X, 71, X, 76, X, X}, {72, X, X, X, 21, X, X});
        REQUIRE(refSow(v, p, 2, Dir::Cw).laps == 958);
        REQUIRE(refShortestSecond(v, refSow(v, p, 2, Dir::Cw).after) == 74);
        DecisionList list;
        legalDecisions(v, p, list);
        REQUIRE(list.size() == 3);
        CHECK(list[0] == Decision::sow(2, Dir::Ccw));
        CHECK(list[1] == Decision::sow(4, Dir::Ccw));
        CHECK(list[2] == Decision::sow(4, Dir::Cw));
    }
}

TEST_CASE("aliguli: legality and play agree with a seed-by-seed reference")
{
    std::mt19937 rng(20240611);
    int checked = 0;
    int illegal = 0;
    for (int round = 0; round < 300; ++round) {
        Variant v = ali();
        v.aliSecondAlways = rng() % 2 == 0;
        v.aliDirectionChoice = rng() % 3 != 0;
        v.aliEmptyCaptureFacing = rng() % 2 == 0;
        Position p;
        const int protectChance = static_cast<int>(rng() % 3); // 0: none, 1: some, 2: many
        const int maxSeeds = round % 3 == 0 ? 12 : 4;
        for (Side s : {Side::South, Side::North}) {
            for (int h = 0; h < 7; ++h) {
                if (protectChance > 0 && static_cast<int>(rng() % 6) < protectChance * 2)
                    p.protectedMask[idx(s)] |= static_cast<std::uint16_t>(1u << h);
                else
                    p.pit(s, h) = static_cast<int>(rng() % (maxSeeds + 1));
            }
        }
        p.toMove = rng() % 2 == 0 ? Side::South : Side::North;
        p.secondSowingDue = rng() % 4 == 0;

        DecisionList list;
        legalDecisions(v, p, list);
        std::vector<Decision> expected;
        for (const Decision& d : refCandidates(v, p))
            if (refLegal(v, p, d))
                expected.push_back(d);
        REQUIRE(std::vector<Decision>(list.begin(), list.end()) == expected);
        if (!refOver(p))
            illegal += static_cast<int>(refCandidates(v, p).size() - expected.size());

        for (const Decision& d : expected) {
            const RefSowing r = refSow(v, p, d.hole, d.dir);
            Position q = p;
            Trace t;
            play(v, q, d, &t);
            CHECK(replay(p, t) == q);
            CHECK(totalSeeds(q, 7) == totalSeeds(p, 7));
            if (refOver(r.after)) {
                CHECK(status(v, q).over);
                CHECK(q.toMove == other(p.toMove));
                CHECK(q.stores[0] == r.after.stores[0] + seedsOnSide(r.after, Side::South, 7));
                CHECK(q.stores[1] == r.after.stores[1] + seedsOnSide(r.after, Side::North, 7));
            } else {
                Position e = r.after;
                const bool second = !p.secondSowingDue && (v.aliSecondAlways || r.captured > 0);
                e.secondSowingDue = second;
                e.toMove = second ? p.toMove : other(p.toMove);
                bool nextHasMove = false;
                for (const Decision& n : refCandidates(v, e))
                    nextHasMove = nextHasMove || refLegal(v, e, n);
                if (nextHasMove)
                    CHECK(q == e);
                else
                    CHECK(status(v, q).over); // the next player has no move: rule 5
            }
            ++checked;
        }
    }
    CHECK(checked > 500);
    CHECK(illegal > 0); // some candidates broke the limit
}
