// solveKalah (engine/solver/solver.h): hand-worked positions, and agreement with a
// plain minimax over kalah::play on many small random positions.
#include "engine/rules.h"
#include "engine/solver/solver.h"
#include "engine/solver/tt.h"
#include "tests/engine/support/two_row_test_support.h"

#include <catch2/catch.hpp>

#include <random>

using namespace semina;
using namespace semina::solver;
using semina::test::P;
using semina::test::pos;
using semina::test::kalah;

namespace {

// Final store difference for the player to move, by full minimax (no pruning,
// no table) over the rules engine itself.
int minimax(const Variant& v, const Position& p)
{
    if (status(v, p).over) {
        Position end = p;
        settle(v, end);
        return end.stores[idx(p.toMove)] - end.stores[idx(other(p.toMove))];
    }
    DecisionList list;
    legalDecisions(v, p, list);
    int best = -1000;
    for (const Decision& d : list) {
        Position q = p;
        play(v, q, d);
        const int value = q.toMove == p.toMove ? minimax(v, q) : -minimax(v, q);
        best = std::max(best, value);
    }
    return best;
}

// The value after playing `d`, for the player who played it.
int valueAfter(const Variant& v, const Position& p, const Decision& d, std::size_t mb = 1)
{
    Position q = p;
    play(v, q, d);
    const int rest = solveKalah(v, q, mb).value;
    return q.toMove == p.toMove ? rest : -rest;
}

} // namespace

TEST_CASE("solver: a finished position has its final difference and no best move")
{
    const Variant v = kalah();
    // South's side is empty: North adds 1 + 2; from North's view 7 - 5 = 2.
    const SolveResult r = solveKalah(v, pos({0, 0, 0, 0, 0, 0}, {1, 2, 0, 0, 0, 0}, 5, 4, Side::North), 1);
    CHECK(r.value == 2);
    CHECK_FALSE(r.hasBest);
}

TEST_CASE("solver: one-hole games worked out by hand")
{
    // Kalah(1,1): the seed goes to the store (extra move), South's side is
    // empty, North adds its seed: 1 - 1 = 0.
    CHECK(solveKalah(kalah(true, 1, 1), startPosition(kalah(true, 1, 1), Side::South), 1).value == 0);
    // Kalah(1,2): store 1, North's hole 3; South's side is empty: 1 - 3 = -2.
    const SolveResult r = solveKalah(kalah(true, 1, 2), startPosition(kalah(true, 1, 2), Side::South), 1);
    CHECK(r.value == -2);
    CHECK(r.hasBest);
    CHECK(r.best == Decision::sow(0));
}

TEST_CASE("solver: an extra move keeps the point of view (no negation within a turn)")
{
    for (const bool empty : {true, false}) {
        const Variant v = kalah(empty, 2);
        // South 1,1 / North 0,5, South to move.
        // a) South 2 into the store (1), South 1 into the empty South 2: under
        //    capture=empty it takes that seed (store 2), under standard not
        //    (South 2 keeps it, store 1). Either way North then ... :
        //    empty: South's side is empty, North adds 5: 2 - 5 = -3.
        //    standard: North 2 (5 seeds): store, South 1, South 2, North 1,
        //    North 2 (emptied, now 1, facing South 1 = 1: captured, 3). South
        //    2 (2 seeds): store 2, North 1 (2); South is empty, North adds 2:
        //    2 - 5 = -3.
        // b) South 1 first (into South 2: 2). North 2 (5 seeds) as above, ends
        //    with North 2 capturing South 1: North 3; South 2 (3 seeds): store
        //    1, North 1, North 2; South is empty, North adds 3: 1 - 6 = -5.
        const Position p = pos({1, 1}, {0, 5}, 0, 0);
        const SolveResult r = solveKalah(v, p, 1);
        CHECK(r.value == -3);
        CHECK(r.best == Decision::sow(1));
        CHECK(valueAfter(v, p, Decision::sow(0)) == -5);
        CHECK(minimax(v, p) == -3);
    }
}

TEST_CASE("solver: the stores already won count in the value")
{
    const Variant v = kalah(true, 2);
    // The same board as above with stores 10 and 4: -3 + 10 - 4 = 3; from
    // North's view of the mirrored board with those stores swapped, the same.
    CHECK(solveKalah(v, pos({1, 1}, {0, 5}, 10, 4), 1).value == 3);
    CHECK(solveKalah(v, pos({0, 5}, {1, 1}, 4, 10, Side::North), 1).value == 3);
}

TEST_CASE("solver: agrees with plain minimax on random small positions, both capture rules, protected holes")
{
    std::mt19937 rng(2024);
    int checked = 0;
    for (int i = 0; i < 600; ++i) {
        const int holes = 1 + static_cast<int>(rng() % 4);
        const Variant v = kalah(i % 2 == 0, holes);
        Position p;
        p.toMove = rng() % 2 ? Side::South : Side::North;
        p.stores = {static_cast<int>(rng() % 5), static_cast<int>(rng() % 5)};
        for (int s = 0; s < 2; ++s)
            for (int h = 1; h < holes; ++h) // hole 0 stays open: no side is all protected
                if (rng() % 6 == 0)
                    p.protectedMask[s] |= static_cast<std::uint16_t>(1u << h);
        // 2..11 seeds dropped on random open holes (larger laps come with few holes).
        const int seeds = 2 + static_cast<int>(rng() % (holes == 1 ? 20 : 10));
        for (int k = 0; k < seeds; ++k) {
            const int s = static_cast<int>(rng() % 2);
            const int h = static_cast<int>(rng() % static_cast<unsigned>(holes));
            if (!p.isProtected(static_cast<Side>(s), h))
                ++p.pits[s][h];
        }
        settle(v, p);
        const SolveResult r = solveKalah(v, p, 1);
        const int expected = minimax(v, p);
        INFO("case " << i);
        REQUIRE(r.value == expected);
        if (status(v, p).over) {
            CHECK_FALSE(r.hasBest);
            continue;
        }
        REQUIRE(r.hasBest);
        REQUIRE(isLegal(v, p, r.best));
        CHECK(valueAfter(v, p, r.best) == expected);
        ++checked;
    }
    CHECK(checked > 300);
}

TEST_CASE("solver: one test says whether the value reaches a target, a table kept between solves changes no value")
{
    for (const bool empty : {true, false}) {
        const int holes = 3;
        const Variant v = kalah(empty, holes);
        // One table for every solve and test below (small, so entries are
        // also lost and replaced).
        BoundTable table(1, KeyMaker(holes).keyBits(40));
        SolveOptions kept;
        kept.table = &table;
        std::mt19937 rng(empty ? 7 : 8);
        int tests = 0;
        for (int i = 0; i < 150; ++i) {
            Position p;
            p.toMove = rng() % 2 ? Side::South : Side::North;
            p.stores = {static_cast<int>(rng() % 5), static_cast<int>(rng() % 5)};
            const int seeds = 2 + static_cast<int>(rng() % 12);
            for (int k = 0; k < seeds; ++k)
                ++p.pits[rng() % 2][rng() % static_cast<unsigned>(holes)];
            settle(v, p);
            const int expected = minimax(v, p);
            INFO("empty " << empty << ", case " << i << ", value " << expected);
            for (int target = expected - 2; target <= expected + 2; ++target) {
                const std::optional<bool> reaches = kalahValueAtLeast(v, p, target, kept);
                REQUIRE(reaches.has_value());
                CHECK(*reaches == (expected >= target));
                ++tests;
            }
            const SolveResult r = solveKalah(v, p, kept);
            CHECK(r.complete);
            CHECK(r.value == expected);
            if (r.hasBest)
                CHECK(valueAfter(v, p, r.best) == expected);
        }
        CHECK(tests == 750);
    }
    // A test cut short by its node budget says nothing.
    const Variant v = kalah(true, 6, 4);
    SolveOptions limited;
    limited.ttMegabytes = 1;
    limited.maxNodes = 5000;
    CHECK_FALSE(kalahValueAtLeast(v, startPosition(v, Side::South), 10, limited).has_value());
}

TEST_CASE("solver: a tiny table gives the same values as a large one")
{
    const Variant v = kalah(true, 4, 3);
    const Position p = startPosition(v, Side::South);
    const SolveResult small = solveKalah(v, p, 0);
    const SolveResult large = solveKalah(v, p, 32);
    CHECK(small.value == large.value);
    CHECK(small.value == 8); // Table 9: Kalah(4,3) is +8
    CHECK(small.nodes > 0);
    CHECK(large.nodes > 0);
}

TEST_CASE("solver: a position in the middle of a game, North to move, standard capture")
{
    const Variant v = kalah(false, 4, 4);
    Position p = startPosition(v, Side::South);
    for (int h : {0, 3}) // South 1 (extra move), South 4; North to move
        play(v, p, Decision::sow(h));
    REQUIRE(p.toMove == Side::North);
    const SolveResult r = solveKalah(v, p, 4);
    REQUIRE(r.hasBest);
    CHECK(valueAfter(v, p, r.best, 4) == r.value);
    // No other first move does better.
    DecisionList list;
    legalDecisions(v, p, list);
    for (const Decision& d : list)
        CHECK(valueAfter(v, p, d, 4) <= r.value);
}

TEST_CASE("solver: boards of up to 255 seeds and beyond (the plain fallback)")
{
    // One hole a side: every turn has a single choice, so minimax is one line.
    const Variant v = kalah(true, 1);
    for (const int south : {3, 120, 200, 400}) {
        const Position p = pos({south}, {55}, 0, 0);
        INFO(south << " seeds against 55");
        const SolveResult r = solveKalah(v, p, 1);
        CHECK(r.value == minimax(v, p));
        CHECK(r.hasBest);
    }
}

TEST_CASE("solver: limits stop the search, and a search within its limits is exact")
{
    // Kalah(5,3) from the start is far beyond 1000 nodes (the seeds bound
    // alone cannot settle a 30-seed board so soon).
    const Variant v = kalah(true, 5, 3);
    const Position start = startPosition(v, Side::South);
    const SolveResult full = solveKalah(v, start, 4);
    REQUIRE(full.complete);
    REQUIRE(full.nodes > 10000);

    SolveOptions o;
    o.ttMegabytes = 4;
    o.maxNodes = 1000;
    SolveResult r = solveKalah(v, start, o);
    CHECK_FALSE(r.complete);
    CHECK_FALSE(r.hasBest);
    CHECK(r.nodes <= 1000 + 4096);

    o.maxNodes = 0;
    std::atomic<bool> stop{true};
    o.stop = &stop;
    r = solveKalah(v, start, o);
    CHECK_FALSE(r.complete);
    CHECK(r.nodes < 4096);

    o.stop = nullptr;
    o.deadline = std::chrono::steady_clock::now() - std::chrono::seconds(1);
    CHECK_FALSE(solveKalah(v, start, o).complete);

    // Limits far above the need change nothing.
    o.deadline.reset();
    stop = false;
    o.stop = &stop;
    o.maxNodes = full.nodes * 10;
    r = solveKalah(v, start, o);
    CHECK(r.complete);
    CHECK(r.value == full.value);
    CHECK(r.nodes == full.nodes);
}
