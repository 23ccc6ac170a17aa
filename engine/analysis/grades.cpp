#include "engine/analysis/grades.h"

#include <algorithm>
#include <cmath>

namespace semina::analysis {

Thresholds thresholdsFor(GameId game)
{
    switch (game) {
    case GameId::Kalah:   // 48 seeds at the default options; the exact unit of the solver
    case GameId::Mankala: // 48 seeds; a capture of a 2 or a 6 swings 2 to 6
        return {1, 3, 6};
    case GameId::AliGuli: // 70 seeds; a Saada or a relay's capture swings more
        return {1, 4, 8};
    case GameId::Omweso:  // 64 seeds, values are estimates of the material (a win counts all 64)
        return {2, 5, 10};
    }
    return {1, 3, 6};
}

Grade gradeFor(GameId game, int loss)
{
    const Thresholds t = thresholdsFor(game);
    if (loss <= 0)
        return Grade::Best;
    if (loss <= t.good)
        return Grade::Good;
    if (loss <= t.inaccuracy)
        return Grade::Inaccuracy;
    if (loss <= t.mistake)
        return Grade::Mistake;
    return Grade::Blunder;
}

std::optional<int> bestValue(const std::vector<DecisionValue>& values)
{
    if (values.empty())
        return std::nullopt;
    int best = values.front().value;
    for (const DecisionValue& v : values)
        best = std::max(best, v.value);
    return best;
}

std::optional<int> valueOf(const std::vector<DecisionValue>& values, const Decision& d)
{
    for (const DecisionValue& v : values)
        if (v.decision == d)
            return v.value;
    return std::nullopt;
}

PlyReview reviewOf(GameId game, std::vector<DecisionValue> values, const Decision& played)
{
    PlyReview r;
    const std::optional<int> best = bestValue(values);
    const std::optional<int> mine = valueOf(values, played);
    if (best && mine)
        r.grade = gradeFor(game, *best - *mine);
    r.values = std::move(values);
    return r;
}

std::optional<int> lossOf(const PlyReview& r, const Decision& played)
{
    const std::optional<int> best = bestValue(r.values);
    const std::optional<int> mine = valueOf(r.values, played);
    if (!r.grade || !best || !mine)
        return std::nullopt;
    return *best - *mine;
}

double decisionAccuracy(GameId game, int loss)
{
    const double h = thresholdsFor(game).inaccuracy;
    return 100.0 * h / (h + std::max(0, loss));
}

std::array<SideSummary, 2> summarize(GameId game, const std::vector<GradedDecision>& decisions)
{
    std::array<SideSummary, 2> out{};
    std::array<double, 2> sum{};
    for (const GradedDecision& d : decisions) {
        if (!d.review || !d.review->grade || d.review->values.size() < 2)
            continue;
        const std::optional<int> loss = lossOf(*d.review, d.played);
        if (!loss)
            continue;
        SideSummary& s = out[static_cast<std::size_t>(idx(d.mover))];
        ++s.weighed;
        sum[static_cast<std::size_t>(idx(d.mover))] += decisionAccuracy(game, *loss);
        switch (*d.review->grade) {
        case Grade::Inaccuracy: ++s.inaccuracies; break;
        case Grade::Mistake: ++s.mistakes; break;
        case Grade::Blunder: ++s.blunders; break;
        default: break;
        }
    }
    for (std::size_t i = 0; i < 2; ++i)
        if (out[i].weighed > 0)
            out[i].accuracy = sum[i] / out[i].weighed;
    return out;
}

} // namespace semina::analysis
