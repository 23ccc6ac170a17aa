// Perfect's solver memory (engine/ai/solver_memory.h): one table a board,
// and values kept from decision to decision that stay exact.
#include "engine/ai/random.h"
#include "engine/ai/search.h"
#include "engine/ai/solver_memory.h"
#include "engine/ai/think.h"
#include "engine/rules.h"
#include "engine/solver/solver.h"
#include "tests/engine/support/two_row_test_support.h"

#include <catch2/catch.hpp>

using namespace semina;
using namespace semina::ai;
using semina::test::kalah;

TEST_CASE("solver memory: one table a board, a new one for another board")
{
    SolverMemory memory(1);
    const Variant v = kalah(true, 4, 3);
    Position p = startPosition(v, Side::South);
    const auto first = memory.tableFor(v, p);
    REQUIRE(first);
    CHECK(memory.tableFor(v, p) == first);
    play(v, p, Decision::sow(0)); // the same board a decision later
    CHECK(memory.tableFor(v, p) == first);

    // Another capture rule, another number of holes or seeds, protected
    // holes: each a board of other values, so a new table.
    const Variant standard = kalah(false, 4, 3);
    const auto other = memory.tableFor(standard, startPosition(standard, Side::South));
    CHECK(other != first);
    const auto back = memory.tableFor(v, p);
    CHECK(back != first);
    CHECK(back != other);
    Position guarded = p;
    guarded.protectedMask[0] = 1;
    CHECK(memory.tableFor(v, guarded) != back);
    const Variant more = kalah(true, 4, 4);
    CHECK(memory.tableFor(more, startPosition(more, Side::South)) != back);
}

TEST_CASE("solver memory: perfect with a memory through whole games keeps "
          "exact values")
{
    // Games of Kalah(4,3) under both rules alternately with one memory, a
    // budget that leaves the first decisions unsolved: every decision called
    // exact has the fresh solver's value and keeps it. A bound carried from
    // the other rule's board (the same keys) would give wrong values.
    auto memory = std::make_shared<SolverMemory>(1);
    Rng rng(7);
    int exact = 0, inexact = 0;
    for (int game = 0; game < 8; ++game) {
        const Variant v = kalah(game % 2 == 0, 4, 3);
        AiLimits limits;
        limits.maxNodes = 600;
        limits.memory = memory;
        Position p = startPosition(v, Side::South);
        while (!status(v, p).over) {
            Decision d;
            if (p.toMove == Side::South) {
                const AiResult r = think(v, p, Level::Perfect, limits, rng.next());
                REQUIRE(r.hasBest);
                REQUIRE(isLegal(v, p, r.best));
                if (r.exact) {
                    ++exact;
                    const int value = solver::solveKalah(v, p, 1).value;
                    CHECK(r.value == (value > 0 ? kWinScore : value < 0 ? -kWinScore : 0) + 256 * value);
                    Position q = p;
                    play(v, q, r.best);
                    int after = 0; // for South, final
                    if (status(v, q).over) {
                        settle(v, q);
                        after = q.stores[0] - q.stores[1];
                    } else {
                        const int forMover = solver::solveKalah(v, q, 1).value;
                        after = q.toMove == Side::South ? forMover : -forMover;
                    }
                    CHECK(after == value);
                } else {
                    ++inexact;
                }
                d = r.best;
            } else {
                d = randomDecision(v, p, rng);
            }
            play(v, p, d);
        }
    }
    CHECK(exact > 0);
    CHECK(inexact > 0); // the budget did leave decisions to expert
}
