#include "engine/analysis/gamereview.h"

#include <algorithm>
#include <mutex>
#include <thread>

namespace semina::analysis {

std::vector<ReviewStep> stepsOf(const Variant& v, const Position& start, const std::vector<Decision>& decisions,
                                int round)
{
    std::vector<ReviewStep> steps;
    Game g(v, start);
    for (std::size_t i = 0; i < decisions.size(); ++i) {
        ReviewStep s;
        s.round = round;
        s.index = static_cast<int>(i);
        s.position = g.position();
        s.lapsLeft = g.lapsLeft();
        s.played = decisions[i];
        if (!g.play(decisions[i]))
            break;
        steps.push_back(s);
    }
    return steps;
}

namespace {

// Runs `work(i)` for every i < n on `threads` threads, each taking the next
// index in turn, until `stop`.
void shareOut(std::size_t n, int threads, const std::atomic<bool>* stop, const std::function<void(std::size_t)>& work)
{
    std::atomic<std::size_t> next{0};
    auto worker = [&] {
        for (;;) {
            if (stop && stop->load(std::memory_order_relaxed))
                return;
            const std::size_t i = next.fetch_add(1);
            if (i >= n)
                return;
            work(i);
        }
    };
    const int extra = std::clamp(threads, 1, 16) - 1;
    std::vector<std::thread> helpers;
    for (int t = 0; t < extra && static_cast<std::size_t>(t + 1) < n; ++t)
        helpers.emplace_back(worker);
    worker();
    for (std::thread& t : helpers)
        t.join();
}

} // namespace

std::vector<PositionAnalysis> reviewSteps(const Variant& v, const std::vector<ReviewStep>& steps,
                                          const ReviewOptions& options, const ReviewProgress& progress)
{
    std::vector<PositionAnalysis> out(steps.size());
    std::mutex told;
    auto tell = [&](std::size_t i, const PositionAnalysis& a, int pass) {
        if (!progress)
            return;
        const std::lock_guard lock(told);
        progress(i, a, pass);
    };
    shareOut(steps.size(), options.threads, options.stop, [&](std::size_t i) {
        out[i] = estimatePosition(v, steps[i].position, steps[i].lapsLeft, options.estimateNodes, options.stop);
        tell(i, out[i], 1);
    });
    if (!hasExactValues(v) || options.exactMs <= 0)
        return out;
    shareOut(steps.size(), options.threads, options.stop, [&](std::size_t i) {
        if (out[i].values.empty() || out[i].allExact())
            return;
        SettleLimits limits;
        limits.deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(options.exactMs);
        limits.stop = options.stop;
        PositionAnalysis a = out[i];
        if (settlePosition(v, steps[i].position, steps[i].lapsLeft, a, options.help, limits, &steps[i].played) > 0) {
            out[i] = a;
            tell(i, out[i], 2);
        }
    });
    return out;
}

} // namespace semina::analysis
