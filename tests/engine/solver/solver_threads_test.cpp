// solveKalah on several threads sharing one table (SolveOptions::threads):
// the same values as one thread, a best move that keeps the value (checked
// by a fresh one-thread solve), limits counting every thread's nodes.
#include "engine/rules.h"
#include "engine/solver/db.h"
#include "engine/solver/solver.h"

#include <catch2/catch.hpp>

#include <array>
#include <random>
#include <vector>

using namespace semina;
using namespace semina::solver;

namespace {

Variant kalah(bool captureEmpty, int holes)
{
    Variant v = defaultVariant(GameId::Kalah);
    v.kalahCaptureEmpty = captureEmpty;
    v.holes = holes;
    return v;
}

// A random settled position with `seeds` seeds in the holes.
Position randomPosition(const Variant& v, int seeds, std::mt19937& rng)
{
    Position p;
    p.toMove = rng() % 2 ? Side::South : Side::North;
    p.stores = {static_cast<int>(rng() % 9), static_cast<int>(rng() % 9)};
    for (int k = 0; k < seeds; ++k)
        ++p.pits[rng() % 2][rng() % static_cast<unsigned>(v.holes)];
    settle(v, p);
    return p;
}

SolveResult solve(const Variant& v, const Position& p, int threads, const EndgameDb* db = nullptr)
{
    SolveOptions o;
    o.ttMegabytes = 2;
    o.threads = threads;
    o.db = db;
    return solveKalah(v, p, o);
}

// The value for the mover after `p` plays `d`, by a fresh one-thread solve.
int valueAfter(const Variant& v, const Position& p, const Decision& d)
{
    Position q = p;
    play(v, q, d);
    const int rest = solve(v, q, 1).value;
    return q.toMove == p.toMove ? rest : -rest;
}

} // namespace

TEST_CASE("solver threads: two threads give one thread's value, and their move keeps it", "[threads]")
{
    std::mt19937 rng(2026);
    int solved = 0;
    for (const bool empty : {true, false}) {
        for (const int holes : {4, 5, 6}) {
            const Variant v = kalah(empty, holes);
            for (int i = 0; i < 12; ++i) {
                const Position p = randomPosition(v, 14 + static_cast<int>(rng() % 12), rng);
                if (status(v, p).over)
                    continue;
                const SolveResult one = solve(v, p, 1);
                INFO("capture empty " << empty << " holes " << holes << " case " << i);
                REQUIRE(one.complete);
                for (const int threads : {2, 3}) {
                    const SolveResult many = solve(v, p, threads);
                    REQUIRE(many.complete);
                    REQUIRE(many.value == one.value);
                    REQUIRE(many.hasBest);
                    REQUIRE(valueAfter(v, p, many.best) == one.value);
                    CHECK(many.busiestNodes <= many.nodes);
                    CHECK(many.busiestNodes * threads >= many.nodes);
                }
                ++solved;
            }
        }
    }
    CHECK(solved > 60);
}

TEST_CASE("solver threads: with an endgame database too, and one thread stays deterministic", "[threads]")
{
    std::mt19937 rng(41);
    const Variant v = kalah(false, 6);
    const EndgameDb db = EndgameDb::build(6, false, 8);
    for (int i = 0; i < 10; ++i) {
        const Position p = randomPosition(v, 18 + static_cast<int>(rng() % 8), rng);
        if (status(v, p).over)
            continue;
        const SolveResult one = solve(v, p, 1, &db);
        const SolveResult again = solve(v, p, 1, &db);
        INFO("case " << i);
        CHECK(again.nodes == one.nodes);
        CHECK(one.busiestNodes == one.nodes);
        CHECK(again.best == one.best);
        const SolveResult two = solve(v, p, 2, &db);
        REQUIRE(two.value == one.value);
        REQUIRE(valueAfter(v, p, two.best) == one.value);
        CHECK(solve(v, p, 1).value == one.value); // without the database
    }
}

TEST_CASE("solver threads: a node limit counts the nodes of both threads", "[threads]")
{
    Variant v = kalah(true, 6);
    v.seeds = 4;
    Position p = startPosition(v, Side::South);
    settle(v, p);
    SolveOptions o;
    o.ttMegabytes = 4;
    o.threads = 2;
    o.maxNodes = 200000; // Kalah(6,4) needs tens of millions
    const SolveResult r = solveKalah(v, p, o);
    CHECK_FALSE(r.complete);
    CHECK_FALSE(r.hasBest);
    CHECK(r.nodes >= o.maxNodes);
    // Each thread adds its nodes to the total and looks at it every 4096 of
    // its own: past the limit, at most one such stride of each, and what the
    // other had not yet added.
    CHECK(r.nodes <= o.maxNodes + 3 * 4096);

    std::atomic<bool> stop{true};
    o.maxNodes = 0;
    o.stop = &stop;
    CHECK_FALSE(solveKalah(v, p, o).complete);
}

TEST_CASE("solver progress: the reported bounds narrow and meet at the value, on one thread and two", "[threads]")
{
    const Variant v = kalah(false, 4);
    std::mt19937 rng(515);
    for (int threads : {1, 2}) {
        for (int trial = 0; trial < 6; ++trial) {
            const Position p = randomPosition(v, 18, rng);
            if (status(v, p).over)
                continue;
            std::vector<std::array<long long, 3>> seen;
            SolveOptions o;
            o.ttMegabytes = 2;
            o.threads = threads;
            o.onBounds = [&seen](int lower, int upper, std::uint64_t nodes) {
                seen.push_back({lower, upper, static_cast<long long>(nodes)});
            };
            const SolveResult r = solveKalah(v, p, o);
            REQUIRE(r.complete);
            REQUIRE_FALSE(seen.empty());
            for (std::size_t k = 1; k < seen.size(); ++k) {
                CHECK(seen[k][0] >= seen[k - 1][0]); // lower never falls
                CHECK(seen[k][1] <= seen[k - 1][1]); // upper never rises
                CHECK(seen[k][2] >= seen[k - 1][2]); // nodes only grow
            }
            for (const auto& b : seen) {
                CHECK(b[0] <= r.value);
                CHECK(r.value <= b[1]);
            }
            CHECK(seen.back()[0] == r.value);
            CHECK(seen.back()[1] == r.value);
        }
    }
}
