#include "engine/puzzle/check.h"

#include "engine/analysis/analysis.h"
#include "engine/game.h"
#include "engine/puzzle/rating.h"
#include "engine/puzzle/themes.h"
#include "engine/rules.h"

#include <algorithm>
#include <climits>

namespace semina::puzzle {

namespace {

// docs/puzzles.md "What qualifies": a best that is also the greedy decision
// (strictly the highest immediate gain) and leads by this many margins is
// too plain to be a puzzle.
constexpr int kObviousMargins = 3;
// A turn has at most this many decisions in a puzzle's answer (a long Kalah
// chain of extra moves, Omweso choices); longer ones are not puzzles.
constexpr int kMaxSteps = 24;

bool atTurnStart(const Position& p)
{
    return !p.secondSowingDue && !p.setupPhase && !p.choicePending();
}

// Over, or won already: seeds never leave a store or stock.
bool decided(const Variant& v, const Game& g)
{
    const Position& p = g.position();
    const int total = totalSeeds(p, v.pitsPerSide());
    return g.over() || (v.hasStores() && 2 * std::max(p.stores[0], p.stores[1]) > total);
}

bool clearBest(const std::vector<Valued>& values, int margin)
{
    return values.size() >= 2 && values[0].value - values[1].value >= margin;
}

// The step at g's position: its best within spec.nodes, by the margin.
Reject checkStep(const Game& g, const CheckSpec& spec, Step& step)
{
    const Variant& v = g.variant();
    DecisionList legal;
    g.legalDecisions(legal);
    step = {};
    step.legal = legal.size();
    if (legal.size() == 1) { // forced: part of the turn, but no choice to make
        step.decision = legal[0];
        return Reject::None;
    }
    const std::vector<Valued> values = valuesAt(v, g.position(), g.lapsLeft(), spec.exact, spec.nodes, &step.depth);
    if (values.size() != static_cast<std::size_t>(legal.size()))
        return Reject::Unsettled;
    step.decision = values[0].decision;
    step.value = values[0].value;
    step.second = values[1].value;
    return clearBest(values, spec.margin) ? Reject::None : Reject::NoClearBest;
}

// The same best by the margin within spec.recheckNodes (estimates only).
Reject recheckStep(const Game& g, const CheckSpec& spec, Step& step)
{
    if (spec.exact || step.legal < 2)
        return Reject::None;
    const Variant& v = g.variant();
    const std::vector<Valued> again =
        valuesAt(v, g.position(), g.lapsLeft(), false, spec.recheckNodes, &step.recheckDepth);
    if (again.size() != static_cast<std::size_t>(step.legal) || again[0].decision != step.decision || !clearBest(again, spec.margin))
        return Reject::Disagrees;
    return Reject::None;
}

Verdict examine(const Variant& v, const Position& p, const CheckSpec& spec, bool recheck)
{
    Verdict out;
    const Game start(v, p);
    if (decided(v, start))
        return {Reject::Decided, {}};
    if (!atTurnStart(start.position()))
        return {Reject::NotTurnStart, {}};
    DecisionList legal;
    start.legalDecisions(legal);
    if (legal.size() < 2)
        return {Reject::OneDecision, {}};

    Puzzle& z = out.puzzle;
    z.variant = v;
    z.position = start.position();
    z.spec = spec;
    const Side mover = z.position.toMove;
    Game g = start;
    int answerGain = 0;
    int bestOtherGain = INT_MIN;
    while (!g.over() && g.position().toMove == mover) {
        if (static_cast<int>(z.steps.size()) == kMaxSteps)
            return {Reject::NoClearBest, {}};
        Step step;
        const bool first = z.steps.empty();
        // The obviousness rule is cheap: weigh it before the greater budget.
        if (const Reject r = checkStep(g, spec, step); r != Reject::None)
            return {r, {}};
        if (first) {
            for (const Decision& d : legal) {
                const int gain = immediateGain(v, z.position, d, g.lapsLeft());
                if (d == step.decision)
                    answerGain = gain;
                else
                    bestOtherGain = std::max(bestOtherGain, gain);
            }
            if (answerGain > bestOtherGain && step.margin() >= kObviousMargins * spec.margin)
                return {Reject::Obvious, {}};
        }
        if (recheck)
            if (const Reject r = recheckStep(g, spec, step); r != Reject::None)
                return {r, {}};
        z.steps.push_back(step);
        g.play(step.decision);
    }

    z.themes = themesOf(v, z.position, z.answer());
    RatingInputs in;
    in.legal = legal.size();
    in.margin = z.steps[0].margin();
    in.specMargin = spec.margin;
    in.answerGain = answerGain;
    in.bestOtherGain = bestOtherGain;
    in.decisiveSteps = static_cast<int>(std::count_if(z.steps.begin(), z.steps.end(), [](const Step& s) { return s.legal > 1; }));
    z.rating = ratingOf(in);
    return out;
}

} // namespace

std::vector<Valued> valuesAt(const Variant& v, const Position& p, int lapsLeft, bool exact, std::uint64_t nodes,
                             int* depth)
{
    std::vector<Valued> out;
    if (depth)
        *depth = 0;
    if (exact) {
        DecisionList legal;
        legalDecisions(v, p, legal, lapsLeft);
        analysis::SettleLimits limits;
        limits.maxNodes = nodes;
        for (const Decision& d : legal) {
            const std::optional<int> value = analysis::exactValue(v, p, lapsLeft, d, {}, limits);
            if (!value)
                return {};
            out.push_back({d, *value});
        }
    } else {
        const analysis::PositionAnalysis a = analysis::estimatePosition(v, p, lapsLeft, nodes);
        for (const auto& dv : a.values)
            out.push_back({dv.decision, dv.value});
        if (depth)
            *depth = a.depth;
    }
    std::stable_sort(out.begin(), out.end(), [](const Valued& a, const Valued& b) { return a.value > b.value; });
    return out;
}

Verdict checkPosition(const Variant& v, const Position& p, const CheckSpec& spec)
{
    return examine(v, p, spec, true);
}

Verdict checkPosition(const Variant& v, const Position& p)
{
    return checkPosition(v, p, checkSpecFor(v.game));
}

bool confirms(const Puzzle& puzzle, bool recheck)
{
    const Verdict again = examine(puzzle.variant, puzzle.position, puzzle.spec, recheck);
    return again.ok() && again.puzzle.answer() == puzzle.answer() && again.puzzle.margin() >= puzzle.spec.margin;
}

} // namespace semina::puzzle
