#pragma once
// The computer opponent: a player of a level thinks about a position within
// limits and can be stopped at once from another thread (the app's worker
// thread runs think(); the GUI thread sets `stop`). Returns the best decision
// found so far when stopped or out of time.

#include "engine/ai/level.h"
#include "engine/ai/rng.h"
#include "engine/decision.h"
#include "engine/position.h"
#include "engine/rules.h"
#include "engine/variant.h"

#include <atomic>
#include <cstdint>
#include <memory>

namespace semina::solver {
class Book;
class EndgameDb;
}

namespace semina::ai {

class SolverMemory;

struct AiLimits {
    int timeMs = 0;               // wall-clock budget; 0: none
    int maxDepth = 0;             // deepest iteration; 0: the level's own
    std::uint64_t maxNodes = 0;   // node budget; 0: none
    // Laps left in the current turn (docs/rules.md §5): pass a Game's lapsLeft()
    // when the position is in the middle of a turn (an aliguli second
    // sowing, an omweso choice), so that the decision is one the Game accepts.
    int lapsLeft = kMaxLapsPerTurn;
    // Perfect (kalah): an endgame database for the solver (solver/db.h), if
    // one is at hand for the game's holes and capture rule.
    std::shared_ptr<const solver::EndgameDb> db;
    // Kalah: the opening book of the game's board (solver/book.h), if at
    // hand. Perfect plays a position in it from the book, at once.
    std::shared_ptr<const solver::Book> book;
    // Perfect (kalah): what its solver proved at earlier decisions
    // (ai/solver_memory.h), kept through a game; without one each decision
    // solves with a fresh 16 MiB table.
    std::shared_ptr<SolverMemory> memory;
};

// `value` is for the player to move: an evaluation in tenths of a seed
// (ai/eval.h kSeed), or beyond +-(kWinScore - 10000) a won / lost game:
// +-(kWinScore - decisions to its end) + 256 x the final store difference
// (ai/search.h; omweso counts no margin); 0 for a draw. The solver's exact
// values (perfect) are +-kWinScore + 256 x the difference.
struct AiResult {
    Decision best;
    bool hasBest = false;         // false only when the position is over
    int value = 0;                // for the player to move, see above
    int depth = 0;                // the deepest completed iteration
    std::uint64_t nodes = 0;
    bool exact = false;           // the value is the game's exact value (solved)
};

// The limits a level plays with by default in a game (Expert: ~2 s a decision).
AiLimits levelLimits(Level level, GameId game);

// The same level with its clock replaced by a fixed node budget, so that it
// decides the same on every machine and run (self-play, the strength ladder,
// tests). Expert's budget is well below its 2 s in the app (a scaled-down
// Expert, so that hundreds of games finish in minutes).
AiLimits fixedLimits(Level level, GameId game);

// The decision a player of `level` makes. Deterministic for a given seed when
// no time limit cuts the search. Thread-safe: all state is local to the call
// (its own table, 256 KB to 32 MB by the limits). The levels (ai/think.cpp):
// beginner and casual search shallow and make seeded near-miss mistakes;
// strong searches to a fixed depth; expert deepens until its clock runs out
// (give expert a clock, a node budget or a stop flag: its own depth is out of
// reach); perfect (kalah) plays from limits.book when the position is in it,
// else calls the exact solver within half its clock or twice its node
// budget (without limits, only on boards with few enough seeds to solve
// quickly), and when the solver is cut short plays as expert; random picks
// uniformly. An omweso set-up is chosen by short searches over candidate
// arrangements (ai/setup.h). A lone legal decision is returned at
// once, unsearched (value: the evaluation, depth 0). When `stop` is set or a
// limit strikes, the best decision found so far is returned, always legal
// (within limits.lapsLeft).
// Precondition: levelPlays(level, v.game).
AiResult think(const Variant& v, const Position& p, Level level, const AiLimits& limits, std::uint64_t seed,
               const std::atomic<bool>* stop = nullptr);

// think() with the seed drawn from `rng`: the decision alone.
Decision chooseDecision(const Variant& v, const Position& p, Level level, Rng& rng, const AiLimits& limits);
// The same with the level's fixedLimits() (no clock: the same decision for
// the same rng state).
Decision chooseDecision(const Variant& v, const Position& p, Level level, Rng& rng);

} // namespace semina::ai
