#include "engine/analysis/analysis.h"

#include "engine/ai/level.h"
#include "engine/ai/solver_memory.h"
#include "engine/ai/think.h"
#include "engine/ai/values.h"
#include "engine/solver/book.h"
#include "engine/solver/db.h"
#include "engine/solver/solver.h"
#include "engine/solver/tt.h"

#include <algorithm>

namespace semina::analysis {

namespace {

// A solve without a kept memory gets a table of its own this size.
constexpr std::size_t kSolveTableMegabytes = 16;

int storeDifference(const Position& p, Side s)
{
    return p.stores[idx(s)] - p.stores[idx(other(s))];
}

bool stopped(const SettleLimits& l)
{
    if (l.stop && l.stop->load(std::memory_order_relaxed))
        return true;
    return l.deadline && std::chrono::steady_clock::now() >= *l.deadline;
}

// The exact final difference for p's player to move, if settled within the limits.
std::optional<int> exactOf(const Variant& v, const Position& p, const ExactHelp& help, const SettleLimits& limits,
                           Decision* best = nullptr)
{
    if (status(v, p).over)
        return storeDifference(p, p.toMove);
    if (help.book && help.book->isFor(v) && p.protectedMask == std::array<std::uint16_t, 2>{}) {
        if (const auto e = help.book->find(v, p)) {
            if (best)
                *best = Decision::sow(e->hole);
            return storeDifference(p, p.toMove) + e->value;
        }
    }
    if (stopped(limits))
        return std::nullopt;
    solver::SolveOptions o;
    o.ttMegabytes = kSolveTableMegabytes;
    std::shared_ptr<solver::BoundTable> kept;
    if (help.memory)
        kept = help.memory->tableFor(v, p);
    o.table = kept.get();
    o.db = help.db.get();
    o.maxNodes = limits.maxNodes;
    o.stop = limits.stop;
    o.deadline = limits.deadline;
    const solver::SolveResult s = solver::solveKalah(v, p, o);
    if (!s.complete)
        return std::nullopt;
    if (best && s.hasBest)
        *best = s.best;
    return s.value;
}

} // namespace

bool PositionAnalysis::allExact() const
{
    return !values.empty() && std::all_of(values.begin(), values.end(), [](const DecisionValue& d) { return d.exact; });
}

bool hasExactValues(const Variant& v)
{
    return v.game == GameId::Kalah;
}

std::uint64_t estimateNodes(GameId game)
{
    return ai::fixedLimits(ai::Level::Expert, game).maxNodes;
}

PositionAnalysis estimatePosition(const Variant& v, const Position& p, int lapsLeft, std::uint64_t nodes,
                                  const std::atomic<bool>* stop)
{
    PositionAnalysis a;
    DecisionList legal;
    legalDecisions(v, p, legal, lapsLeft);
    if (p.setupPhase || legal.empty())
        return a;
    int depth = 0;
    const std::vector<ai::DecisionValue> found =
        ai::decisionValuesWithin(v, p, lapsLeft, nodes > 0 ? nodes : estimateNodes(v.game), stop, &depth);
    if (found.size() != static_cast<std::size_t>(legal.size()))
        return a; // stopped before every decision had a value
    for (const Decision& d : legal) {
        const auto it = std::find_if(found.begin(), found.end(), [&](const ai::DecisionValue& f) { return f.decision == d; });
        if (it == found.end())
            return {};
        a.values.push_back({d, it->seeds, false});
    }
    a.depth = depth;
    return a;
}

std::optional<int> exactValue(const Variant& v, const Position& p, int lapsLeft, const Decision& d,
                              const ExactHelp& help, const SettleLimits& limits)
{
    if (!hasExactValues(v) || !isLegal(v, p, d, lapsLeft))
        return std::nullopt;
    Position child = p;
    play(v, child, d, nullptr, lapsLeft);
    const std::optional<int> value = exactOf(v, child, help, limits);
    if (!value)
        return std::nullopt;
    return child.toMove == p.toMove ? *value : -*value;
}

int settlePosition(const Variant& v, const Position& p, int lapsLeft, PositionAnalysis& a, const ExactHelp& help,
                   const SettleLimits& limits, const Decision* first,
                   const std::function<void(const PositionAnalysis&)>& onValue)
{
    if (!hasExactValues(v))
        return 0;
    std::vector<std::size_t> order(a.values.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) {
        const bool fx = first && a.values[x].decision == *first;
        const bool fy = first && a.values[y].decision == *first;
        if (fx != fy)
            return fx;
        return a.values[x].value > a.values[y].value;
    });
    for (const std::size_t i : order) {
        DecisionValue& dv = a.values[i];
        if (dv.exact)
            continue;
        if (stopped(limits))
            break;
        if (const std::optional<int> value = exactValue(v, p, lapsLeft, dv.decision, help, limits)) {
            dv.value = *value;
            dv.exact = true;
            if (onValue)
                onValue(a);
        }
    }
    return static_cast<int>(std::count_if(a.values.begin(), a.values.end(), [](const DecisionValue& d) { return d.exact; }));
}

std::vector<Decision> bestLine(const Variant& v, const Position& p, int lapsLeft, int length, const ExactHelp& help,
                               const SettleLimits& limits, std::uint64_t nodes)
{
    std::vector<Decision> line;
    Position q = p;
    int laps = lapsLeft;
    while (static_cast<int>(line.size()) < length && !q.setupPhase && !status(v, q).over) {
        if (limits.stop && limits.stop->load(std::memory_order_relaxed))
            break;
        Decision best;
        bool found = false;
        if (hasExactValues(v) && exactOf(v, q, help, limits, &best) && isLegal(v, q, best, laps))
            found = true;
        if (!found) {
            const std::vector<ai::DecisionValue> values =
                ai::decisionValuesWithin(v, q, laps, nodes > 0 ? nodes : estimateNodes(v.game), limits.stop);
            if (values.empty())
                break;
            best = values.front().decision;
        }
        const int used = play(v, q, best, nullptr, laps);
        const bool newTurn = !q.secondSowingDue && !q.choicePending(); // as a Game counts laps
        laps = newTurn ? kMaxLapsPerTurn : std::max(1, laps - used);
        line.push_back(best);
    }
    return line;
}

} // namespace semina::analysis
