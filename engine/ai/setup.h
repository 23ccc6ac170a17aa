#pragma once
// The AI's Omweso set-up (docs/rules.md §4.1): not a fixed pattern, but the best of
// candidate arrangements, each judged by a short search of the game that
// follows.
//
// Candidates: shapes a player would try (even, inner-heavy, capture-ready
// with empty outer holes, aloka-heavy, columns kept half-empty so that they
// cannot be captured, a few big holes) and seeded random ones, then small
// changes (a few seeds moved) to the best so far while the budget lasts.
// The first placer does not know the second's board: each of its candidates
// is judged against the worse of two replies (the even spread, and a loaded
// inner row ready to capture); the second placer sees the first's board.

#include "engine/ai/search.h"
#include "engine/decision.h"
#include "engine/position.h"
#include "engine/variant.h"

#include <cstdint>

namespace semina::ai {

struct SetupPlan {
    int candidates = 8;   // arrangements judged (shapes first, then random and changes)
    int depth = 2;        // search depth of each judgement
    int temperature = 0;  // > 0: a seeded, weaker choice among the judged (points, see ai/eval.h)
};

struct SetupChoice {
    Decision setup;      // Kind::Setup, summing to the placer's seeds
    int value = 0;       // the judged value for the placer
    std::uint64_t nodes = 0;
};

// Precondition: p.setupPhase. `limits` bound the whole choice (maxDepth is
// ignored, plan.depth is used); the seed picks the random candidates.
SetupChoice chooseSetup(const Variant& v, const Position& p, const SetupPlan& plan, const SearchLimits& limits,
                        std::uint64_t seed);

} // namespace semina::ai
