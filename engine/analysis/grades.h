#pragma once
// How a review grades a decision and scores a side (docs/analysis.md): by
// the seeds it loses against the best decision there, one table per game.

#include "engine/analysis/review.h"
#include "engine/position.h"
#include "engine/variant.h"

#include <array>
#include <optional>
#include <vector>

namespace semina::analysis {

// The most seeds a decision may lose against the best and still be graded
// good, an inaccuracy, a mistake; losing more is a blunder, losing nothing best.
struct Thresholds {
    int good = 0;
    int inaccuracy = 0;
    int mistake = 0;
};

Thresholds thresholdsFor(GameId game);
Grade gradeFor(GameId game, int loss);

// The highest value among `values` (none when empty).
std::optional<int> bestValue(const std::vector<DecisionValue>& values);
// The value of `d` among `values`, if it is there.
std::optional<int> valueOf(const std::vector<DecisionValue>& values, const Decision& d);

// The review of playing `played` where `values` are the decisions' values:
// no grade when there are no values (an Omweso set-up) or `played` is not
// among them.
PlyReview reviewOf(GameId game, std::vector<DecisionValue> values, const Decision& played);
// Seeds the played decision lost against the best (>= 0); none without a grade.
std::optional<int> lossOf(const PlyReview& r, const Decision& played);

// One decision's accuracy, 100 for the best and less the more it loses:
// 100 x h / (h + loss), h the game's inaccuracy threshold (half the credit
// is gone at a loss of h seeds).
double decisionAccuracy(GameId game, int loss);

struct SideSummary {
    double accuracy = 100; // mean decisionAccuracy over the side's weighed decisions (none: 100)
    int weighed = 0;       // decisions with a grade and more than one legal choice
    int inaccuracies = 0;
    int mistakes = 0;
    int blunders = 0;
};

// A played decision as the summary counts it.
struct GradedDecision {
    Side mover = Side::South;
    Decision played;
    const PlyReview* review = nullptr;
};

// [South, North]. A forced decision (one legal choice) and an ungraded one
// (an Omweso set-up) count for nothing.
std::array<SideSummary, 2> summarize(GameId game, const std::vector<GradedDecision>& decisions);

} // namespace semina::analysis
