#include "engine/ai/values.h"

#include "engine/ai/eval.h"
#include "engine/ai/score.h"
#include "engine/ai/search.h"
#include "engine/ai/tt.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <deque>
#include <mutex>

namespace semina::ai {

namespace {

// Deeper than the strong level in a lesson's position, to the end in a short
// endgame; small enough never to keep the learner waiting long.
constexpr std::uint64_t kNodeBudget = 400'000;
constexpr std::size_t kTableBytes = std::size_t{8} << 20;

// The last positions valued: a lesson values the same position for its
// verdict, its hints and its check.
struct Valued {
    Variant variant;
    Position position;
    int lapsLeft = 0;
    std::vector<DecisionValue> values;
};
std::mutex cacheMutex;
std::deque<Valued> cache;
constexpr std::size_t kCacheSize = 16;

std::vector<DecisionValue> search(const Variant& v, const Position& p, int lapsLeft, std::uint64_t nodes,
                                  const std::atomic<bool>* stop, int* reached)
{
    std::vector<DecisionValue> out;
    const int total = totalSeeds(p, v.pitsPerSide());
    // About 12 bytes a node (ai/think.cpp), at least the lessons' 8 MB.
    TranspositionTable tt(std::clamp<std::uint64_t>(nodes * 12, kTableBytes, std::uint64_t{64} << 20));
    SearchLimits limits;
    limits.maxNodes = nodes;
    limits.lapsLeft = lapsLeft;
    limits.stop = stop;
    SearchOptions options; // no noise: the same values every time
    std::array<RootScore, 2 * kMaxPits> scored{};
    for (int depth = 1; depth <= kMaxPly - 8; ++depth) {
        Search search(v, tt, limits, options);
        const int n = search.scoreRoot(p, depth, scored);
        if (search.stopped() && !out.empty())
            break; // this depth ran out of nodes: the last complete one stands
        out.clear();
        for (int i = 0; i < n; ++i)
            out.push_back({scored[i].decision, scoreInSeeds(v, scored[i].value, total)});
        if (reached)
            *reached = depth;
        if (search.stopped())
            break;
        limits.maxNodes -= std::min(limits.maxNodes - 1, search.nodes());
    }
    return out;
}

} // namespace

int scoreInSeeds(const Variant& v, int score, int total)
{
    const int sign = score < 0 ? -1 : 1;
    const int magnitude = std::abs(score);
    if (magnitude <= kWinThreshold) // an evaluation, kSeed points a seed, rounded half away from zero
        return sign * ((magnitude + kSeed / 2) / kSeed);
    const int unit = marginUnit(v);
    if (unit == 0)
        return sign * total;
    // kWinScore - plies + unit x margin, plies < kMaxPly < unit / 2 + 1
    return sign * ((magnitude - kWinScore + unit / 2) / unit);
}

std::vector<DecisionValue> decisionValues(const Variant& v, const Position& p, int lapsLeft)
{
    if (p.setupPhase || status(v, p).over)
        return {};
    {
        const std::lock_guard lock(cacheMutex);
        for (const Valued& c : cache)
            if (c.variant == v && c.position == p && c.lapsLeft == lapsLeft)
                return c.values;
    }
    std::vector<DecisionValue> out = search(v, p, lapsLeft, kNodeBudget, nullptr, nullptr);
    const std::lock_guard lock(cacheMutex);
    cache.push_front({v, p, lapsLeft, out});
    if (cache.size() > kCacheSize)
        cache.pop_back();
    return out;
}

std::vector<DecisionValue> decisionValuesWithin(const Variant& v, const Position& p, int lapsLeft, std::uint64_t nodes,
                                                const std::atomic<bool>* stop, int* depth)
{
    if (depth)
        *depth = 0;
    if (p.setupPhase || status(v, p).over)
        return {};
    return search(v, p, lapsLeft, nodes, stop, depth);
}

} // namespace semina::ai
