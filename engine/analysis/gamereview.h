#pragma once
// A game's review (docs/analysis.md): every decision played, the values of
// every decision there, on worker threads. A first pass gives every position
// the strongest level's estimates; a second (Kalah) replaces them by exact
// values within a time budget per position. Progress is told after each
// change, so a screen can show the review as it fills in.

#include "engine/analysis/analysis.h"
#include "engine/game.h"

#include <atomic>
#include <functional>
#include <vector>

namespace semina::analysis {

// One decision of a game: the position before it and what was played.
struct ReviewStep {
    int round = 0;    // 0-based round of a match (0 in a single game)
    int index = 0;    // 0-based decision of the round
    Position position;
    int lapsLeft = kMaxLapsPerTurn; // in the turn of `position` (a Game's lapsLeft())
    Decision played;
};

// The steps of a round played from `start` (legal decisions: a game file's).
// Stops at the first decision that is not legal.
std::vector<ReviewStep> stepsOf(const Variant& v, const Position& start, const std::vector<Decision>& decisions,
                                int round = 0);

struct ReviewOptions {
    int threads = 2;                // worker threads sharing out the positions
    std::uint64_t estimateNodes = 0; // per position (0: estimateNodes(game))
    int exactMs = 1000;             // Kalah: the time per position for exact values (0: no exact pass)
    ExactHelp help;
    const std::atomic<bool>* stop = nullptr;
};

// Called after a step's values changed, with the step's index and its
// analysis so far; `pass` 1 (estimates) or 2 (exact). From a worker thread,
// one call at a time.
using ReviewProgress = std::function<void(std::size_t step, const PositionAnalysis& a, int pass)>;

// Every step's analysis (an Omweso set-up or a stopped step: empty values).
std::vector<PositionAnalysis> reviewSteps(const Variant& v, const std::vector<ReviewStep>& steps,
                                          const ReviewOptions& options, const ReviewProgress& progress = {});

} // namespace semina::analysis
