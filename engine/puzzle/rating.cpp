#include "engine/puzzle/rating.h"

#include <algorithm>
#include <cmath>

namespace semina::puzzle {

int ratingOf(const RatingInputs& in)
{
    // Each term is in 0..its weight; the weights add up to 1 (docs/puzzles.md).
    const double choices = 0.20 * std::clamp(in.legal - 2, 0, 10) / 10.0;
    const double quiet = in.answerGain <= 0 ? 0.25 : in.answerGain < in.bestOtherGain ? 0.10 : 0.0;
    const double trap = in.bestOtherGain > 0 && in.bestOtherGain >= in.answerGain ? 0.25 : 0.0;
    const int room = 3 * in.specMargin; // a lead this far beyond the margin makes the answer plain
    const double close = 0.15 * (1.0 - std::clamp(in.margin - in.specMargin, 0, room) / static_cast<double>(room));
    const double line = 0.15 * std::clamp(in.decisiveSteps - 1, 0, 3) / 3.0;
    const double s = choices + quiet + trap + close + line;
    const int steps = static_cast<int>(std::lround(s * (kMaxRating - kMinRating) / 10.0));
    return std::clamp(kMinRating + 10 * steps, kMinRating, kMaxRating);
}

} // namespace semina::puzzle
