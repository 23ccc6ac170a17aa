// The loser's choice of holes to fill (ai/fill.h, docs/rules.md §3.10).
#include "engine/ai/fill.h"

#include "engine/ai/eval.h"
#include "engine/ai/rng.h"
#include "engine/ai/score.h"
#include "engine/ai/search.h"
#include "engine/ai/think.h"
#include "engine/ai/tt.h"
#include "engine/match.h"
#include "engine/rules.h"

#include <algorithm>

namespace semina::ai {

namespace {

// Every set of `k` of the holes 0..n-1, each ascending, in lexicographic
// order: the default fill (0..k-1) comes first.
void combinations(int n, int k, int from, std::vector<int>& cur, std::vector<std::vector<int>>& out)
{
    if (static_cast<int>(cur.size()) == k) {
        out.push_back(cur);
        return;
    }
    for (int h = from; h <= n - (k - static_cast<int>(cur.size())); ++h) {
        cur.push_back(h);
        combinations(n, k, h + 1, cur, out);
        cur.pop_back();
    }
}

// A search value compared at the resolution of a seed for decisive values
// (a won / lost round by its final margin, not by how soon), so that a fill
// is preferred to the default only for a difference the app can name.
int rankOf(int value)
{
    if (value > kWinThreshold)
        return kWinScore + kSeed * ((value - kWinScore + 128) / 256);
    if (value < -kWinThreshold) {
        const int x = value + kWinScore; // plies + 256 x difference (< 0)
        const int d = x >= 0 ? x / 256 : -((-x + 255) / 256);
        return -kWinScore + kSeed * d;
    }
    return value;
}

// The start's value for `loser`, searched by a player of `level`.
// think() returns a lone legal decision unsearched, valued by the
// evaluation: such forced decisions are played first, so that the value is
// always a search's (or the end's).
int valueFor(const Variant& v, const Position& from, Side loser, Level level, AiLimits limits,
             std::uint64_t seed, const std::atomic<bool>* stop, std::uint64_t& nodes)
{
    Position start = from;
    DecisionList list;
    for (int forced = 0; forced < kMaxPly && !status(v, start).over; ++forced) {
        legalDecisions(v, start, list, limits.lapsLeft);
        if (list.size() != 1)
            break;
        const Side mover = start.toMove;
        const int laps = play(v, start, list[0], nullptr, limits.lapsLeft);
        limits.lapsLeft = start.toMove == mover ? std::max(1, limits.lapsLeft - laps) : kMaxLapsPerTurn;
    }
    const Status st = status(v, start);
    if (st.over) {
        const int diff = start.stores[idx(loser)] - start.stores[idx(other(loser))];
        const Outcome mine = loser == Side::South ? Outcome::South : Outcome::North;
        const int base = st.winner == Outcome::Draw ? 0 : st.winner == mine ? kWinScore : -kWinScore;
        return base + marginUnit(v) * diff;
    }
    const AiResult r = think(v, start, level, limits, seed, stop);
    nodes += r.nodes;
    return start.toMove == loser ? r.value : -r.value;
}

int threatFrom(const Variant& v, const Position& p, Side mover, int base, int lapsLeft, int& budget)
{
    int best = p.stores[idx(mover)] - base;
    if (p.toMove != mover || status(v, p).over || --budget <= 0)
        return best;
    DecisionList list;
    legalDecisions(v, p, list, lapsLeft);
    for (const Decision& d : list) {
        Position q = p;
        const int laps = play(v, q, d, nullptr, lapsLeft);
        best = std::max(best, threatFrom(v, q, mover, base, std::max(1, lapsLeft - laps), budget));
        if (budget <= 0)
            break;
    }
    return best;
}

} // namespace

int firstTurnThreat(const Variant& v, const Position& p, int maxNodes)
{
    int budget = maxNodes;
    return threatFrom(v, p, p.toMove, p.stores[idx(p.toMove)], kMaxLapsPerTurn, budget);
}

FillChoice chooseFill(const Variant& v, const Position& finalPosition, Side previousStarter, Level level,
                      std::uint64_t seed, std::uint64_t nodesPerFill, const std::atomic<bool>* stop)
{
    FillChoice c;
    const NextRound base = nextRound(v, finalPosition, previousStarter);
    if (roundSetUp(v) != RoundSetUp::Refill || base.error != MatchError::None || base.matchOver
        || base.roundWinner == Outcome::Draw)
        return c;
    const int holes = v.pitsPerSide();
    c.loser = base.roundWinner == Outcome::South ? Side::North : Side::South;
    c.fills = base.loserFills;
    c.opponentFirst = base.start.toMove != c.loser;
    if (c.fills >= holes)
        return c;

    std::vector<std::vector<int>> fills;
    std::vector<int> cur;
    combinations(holes, c.fills, 0, cur, fills);
    c.candidates = static_cast<int>(fills.size());

    std::size_t chosen = 0;
    if (level == Level::Random) {
        Rng rng(seed);
        chosen = static_cast<std::size_t>(rng.below(c.candidates));
        c.reason = FillReason::Random;
    } else {
        AiLimits limits = fixedLimits(level, v.game);
        if (nodesPerFill > 0 && limits.maxNodes > 0)
            limits.maxNodes = nodesPerFill;
        int bestRank = 0;
        for (std::size_t i = 0; i < fills.size(); ++i) {
            if (i > 0 && stop && stop->load()) {
                c.stopped = true;
                break;
            }
            const Position start = nextRound(v, finalPosition, previousStarter, fills[i]).start;
            const int value = valueFor(v, start, c.loser, level, limits, seed, stop, c.nodes);
            if (i == 0) {
                c.defaultValue = value;
                c.value = value;
                bestRank = rankOf(value);
            } else if (rankOf(value) > bestRank) {
                chosen = i;
                c.value = value;
                bestRank = rankOf(value);
            }
        }
    }

    if (stop && stop->load())
        c.stopped = true;
    c.fill = fills[chosen];
    c.isDefault = chosen == 0;
    c.protectedMask = static_cast<std::uint16_t>((1u << holes) - 1);
    for (int h : c.fill)
        c.protectedMask &= static_cast<std::uint16_t>(~(1u << h));
    if (c.opponentFirst) {
        c.threat = firstTurnThreat(v, nextRound(v, finalPosition, previousStarter, c.fill).start);
        c.defaultThreat = firstTurnThreat(v, base.start);
    }
    if (c.reason == FillReason::Random)
        return c;

    const int rank = rankOf(c.value);
    const int defaultRank = rankOf(c.defaultValue);
    const bool won = c.value > kWinThreshold;
    const bool lost = c.value < -kWinThreshold;
    const bool defaultWon = c.defaultValue > kWinThreshold;
    const bool defaultLost = c.defaultValue < -kWinThreshold;
    if (won == defaultWon && lost == defaultLost)
        c.gainTenths = rank - defaultRank;
    if (c.isDefault)
        c.reason = FillReason::DefaultBest;
    else if (won && !defaultWon)
        c.reason = FillReason::WinsRound;
    else if (defaultLost && !lost)
        c.reason = FillReason::AvoidsLoss;
    else if (c.opponentFirst && c.threat < c.defaultThreat)
        c.reason = FillReason::AvoidsCapture;
    else
        c.reason = FillReason::BetterBySeeds;
    return c;
}

} // namespace semina::ai
