#pragma once
// The analysis board's values (docs/analysis.md): every legal decision of a
// position valued for the player to move, in seeds — the final difference
// of the stores (mover's minus opponent's, the seeds already stored
// included) under best play after it.
//
// First every decision gets the strongest level's estimate (the search's
// values at the deepest depth completed within a node budget, ai/values.h);
// in Kalah the exact values then replace the estimates one by one, from the
// opening book, the endgame database or the solver, as far as the limits
// allow. Everything here may run on a worker thread and stops at once when
// `stop` is set.

#include "engine/analysis/review.h"
#include "engine/decision.h"
#include "engine/position.h"
#include "engine/rules.h"
#include "engine/variant.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace semina::solver {
class Book;
class EndgameDb;
}
namespace semina::ai {
class SolverMemory;
}

namespace semina::analysis {

// What settles Kalah values exactly, each optional: the book of the game's
// board, the endgame database of its holes and capture rule, and a solver
// memory kept through a game's positions (its bounds hold for every
// position of the board: ai/solver_memory.h).
struct ExactHelp {
    std::shared_ptr<const solver::Book> book;
    std::shared_ptr<const solver::EndgameDb> db;
    std::shared_ptr<ai::SolverMemory> memory;
};

struct PositionAnalysis {
    std::vector<DecisionValue> values; // every legal decision, in the order of legalDecisions; empty: none weighed
    int depth = 0;                     // the estimates' depth in decisions (0: no estimate searched)
    bool allExact() const;
};

// Whether the engine can settle values of v's game exactly (Kalah: the
// solver, its books and databases), so that an ExactHelp is worth making.
bool hasExactValues(const Variant& v);

// The strongest level's node budget for a game (ai/think.h fixedLimits(Expert)).
std::uint64_t estimateNodes(GameId game);

// Every decision legal within `lapsLeft` with its estimate, searched within
// `nodes` (0: estimateNodes). Empty when the game is over, in an Omweso
// set-up, or when `stop` came before every decision had a value.
PositionAnalysis estimatePosition(const Variant& v, const Position& p, int lapsLeft, std::uint64_t nodes = 0,
                                  const std::atomic<bool>* stop = nullptr);

struct SettleLimits {
    std::optional<std::chrono::steady_clock::time_point> deadline; // for the whole position
    std::uint64_t maxNodes = 0;                                    // per decision (0: none)
    const std::atomic<bool>* stop = nullptr;
};

// The exact value of playing `d` in p (Kalah), if the book, the database or
// the solver settles it within the limits.
std::optional<int> exactValue(const Variant& v, const Position& p, int lapsLeft, const Decision& d,
                              const ExactHelp& help, const SettleLimits& limits);

// Kalah: replaces a's estimates by exact values where they can be had within
// the limits, the decisions valued best first (and `first`, the decision
// played there, before them), calling `onValue` after each one settled.
// Other games: nothing. Returns how many values are exact now.
int settlePosition(const Variant& v, const Position& p, int lapsLeft, PositionAnalysis& a, const ExactHelp& help,
                   const SettleLimits& limits, const Decision* first = nullptr,
                   const std::function<void(const PositionAnalysis&)>& onValue = {});

// The best line from p, at most `length` decisions: in Kalah the exact best
// where it is settled within the limits, else (and elsewhere) the decision
// the search values best within `nodes` each.
std::vector<Decision> bestLine(const Variant& v, const Position& p, int lapsLeft, int length, const ExactHelp& help,
                               const SettleLimits& limits, std::uint64_t nodes = 0);

} // namespace semina::analysis
