#include "engine/ai/search.h"

#include "engine/ai/eval.h"
#include "engine/rules.h"
#include "engine/ai/score.h"

#include <algorithm>

namespace semina::ai {

namespace {

constexpr int kEvalBound = kWinThreshold - 1;

bool atTurnBoundary(const Position& p) { return !p.secondSowingDue && !p.choicePending() && !p.setupPhase; }

// Final store (omweso: seed) difference for the player to move.
int finalDifference(const Variant& v, const Position& p) { return materialDifference(v, p); }

} // namespace

Search::Search(const Variant& v, TranspositionTable& tt, const SearchLimits& limits, const SearchOptions& options)
    : m_v(v)
    , m_tt(tt)
    , m_limits(limits)
    , m_options(options)
    , m_plies(kMaxPly + 1)
{
}

bool Search::limitReached()
{
    if (m_stopped)
        return true;
    if (m_limits.maxNodes && m_nodes >= m_limits.maxNodes)
        m_stopped = true;
    else if (m_limits.stop && m_limits.stop->load(std::memory_order_relaxed))
        m_stopped = true;
    else if (m_limits.deadline && (m_nodes & 31) == 0 && Clock::now() >= *m_limits.deadline)
        m_stopped = true;
    return m_stopped;
}

int Search::evaluateLeaf(const Position& p, std::uint64_t key) const
{
    int value = m_options.plainEval ? kSeed * finalDifference(m_v, p) : ai::evaluate(m_v, p);
    if (m_options.noise > 0) {
        std::uint64_t z = (key ^ m_options.noiseSeed) * 0x9e3779b97f4a7c15ull;
        z ^= z >> 31;
        value += static_cast<int>(z % static_cast<std::uint64_t>(2 * m_options.noise + 1)) - m_options.noise;
    }
    return std::clamp(value, -kEvalBound, kEvalBound);
}

int Search::terminalValue(const Position& p, Outcome winner, int ply) const
{
    if (winner == Outcome::Draw || winner == Outcome::None)
        return 0;
    const bool moverWins = (winner == Outcome::South) == (p.toMove == Side::South);
    return (moverWins ? kWinScore - ply : -(kWinScore - ply)) + marginUnit(m_v) * finalDifference(m_v, p);
}

bool Search::repeated(int ply) const
{
    const std::uint64_t key = m_plies[ply].key;
    for (int j = ply - 1; j >= 0; --j)
        if (m_plies[j].boundary && m_plies[j].key == key)
            return true;
    return false;
}

int Search::childDepth(const Position& parent, const Position& child, int depth) const
{
    // Finish the turn before judging: a leaf in the middle of a turn (seeds
    // still to sow, a second sowing due) says little about the position.
    if (m_options.finishTurns && depth - 1 < 1 && child.toMove == parent.toMove)
        return 1;
    return depth - 1;
}

int Search::childValue(const Position& parent, int ply, int i, int depth, int alpha, int beta)
{
    const Ply& pl = m_plies[ply];
    const Position& child = pl.child[i];
    if (child.toMove == parent.toMove)
        return negamax(child, pl.childKey[i], pl.childLaps[i], depth, alpha, beta, ply + 1);
    return -negamax(child, pl.childKey[i], pl.childLaps[i], depth, -beta, -alpha, ply + 1);
}

void Search::expand(Ply& pl, const Position& p, int i, std::uint8_t ttMove) const
{
    Position& c = pl.child[i];
    c = p;
    const Decision& d = pl.list[i];
    const int laps = play(m_v, c, d, nullptr, pl.lapsLeft);
    pl.childLaps[i] = c.toMove == p.toMove ? pl.lapsLeft - laps : kMaxLapsPerTurn;
    pl.childKey[i] = positionKey(m_v, c);
    if (m_options.table)
        m_tt.prefetch(pl.childKey[i]);
    const Side me = p.toMove;
    const std::uint8_t packed = packDecision(d);
    if (packed != 0 && packed == ttMove) {
        pl.score[i] = 1 << 30;
        return;
    }
    // Captures first (seeds won), then decisions that keep the turn (extra
    // moves), then the ones that cut off elsewhere (history).
    int gain = 0;
    if (m_v.hasStores())
        gain = c.stores[idx(me)] - p.stores[idx(me)];
    else
        gain = seedsOnSide(p, other(me), m_v.pitsPerSide()) - seedsOnSide(c, other(me), m_v.pitsPerSide());
    const int keep = c.toMove == me ? 1 : 0;
    pl.score[i] = (gain << 16) + (keep << 15) + std::min(m_history[idx(me)][packed], (1 << 15) - 1);
}

void Search::sortFrom(Ply& pl, int from, int n) const
{
    // Insertion sort, stable: equal scores keep the rules' order.
    for (int a = from + 1; a < n; ++a) {
        const int x = pl.order[a];
        int b = a;
        while (b > from && pl.score[pl.order[b - 1]] < pl.score[x]) {
            pl.order[b] = pl.order[b - 1];
            --b;
        }
        pl.order[b] = x;
    }
}

int Search::negamax(const Position& p, std::uint64_t key, int lapsLeft, int depth, int alpha, int beta, int ply)
{
    ++m_nodes;
    if (limitReached())
        return 0; // discarded by every caller
    const Status st = status(m_v, p);
    if (st.over)
        return terminalValue(p, st.winner, ply);

    Ply& pl = m_plies[ply];
    pl.key = key;
    pl.lapsLeft = lapsLeft;
    pl.boundary = atTurnBoundary(p);
    if (ply > 0 && pl.boundary && m_v.game != GameId::Kalah && repeated(ply)) {
        m_horizon = true; // depends on the path, not on the position
        if (m_v.game == GameId::Omweso)
            return 0;
        Position ended = p;
        endByRepetition(m_v, ended);
        return terminalValue(ended, compareStores(ended), ply);
    }
    // A decided game (ai/eval.h decidedWinner) is a won game with a margin of
    // at least the stores' lead over all other seeds: a bound that cuts
    // without a horizon, and the score of a leaf.
    const int decided = ply > 0 ? decidedWinner(m_v, p) : 0;
    if (decided != 0) {
        const int total = totalSeeds(p, m_v.pitsPerSide());
        const int winner = decided > 0 ? p.stores[idx(p.toMove)] : p.stores[idx(other(p.toMove))];
        const int least = kWinScore - kMaxPly + marginUnit(m_v) * (2 * winner - total);
        if (decided > 0 && least >= beta)
            return least;
        if (decided < 0 && -least <= alpha)
            return -least;
    }
    if (depth <= 0 || ply >= kMaxPly) {
        m_horizon = true;
        if (decided != 0) {
            const int lead = p.stores[idx(p.toMove)] - p.stores[idx(other(p.toMove))];
            return (decided > 0 ? kWinScore - ply : -(kWinScore - ply)) + marginUnit(m_v) * lead;
        }
        return evaluateLeaf(p, pl.key);
    }

    std::uint8_t ttMove = 0;
    if (const TtEntry* e = m_options.table ? m_tt.probe(pl.key) : nullptr) {
        ttMove = e->move;
        if (ply > 0 && e->depth >= depth) {
            const int v = usedValue(e->value, ply);
            if (e->bound == Bound::Exact || (e->bound == Bound::Lower && v >= beta)
                || (e->bound == Bound::Upper && v <= alpha)) {
                if (e->depth != kSolvedDepth)
                    m_horizon = true;
                return v;
            }
        }
    }

    legalDecisions(m_v, p, pl.list, lapsLeft);
    const int n = pl.list.size();
    if (n == 0) { // a settled unfinished position always has a decision; be safe
        m_horizon = true;
        return evaluateLeaf(p, pl.key);
    }

    const bool outerHorizon = m_horizon;
    m_horizon = false;
    const int alpha0 = alpha;
    int best = -kInfinity;
    int bestIndex = -1;
    // The table's move is tried before the others are even played.
    int first = -1;
    for (int i = 0; i < n && ttMove; ++i)
        if (packDecision(pl.list[i]) == ttMove)
            first = i;
    int done = 0;
    if (first >= 0) {
        expand(pl, p, first, ttMove);
        pl.order[0] = first;
        done = 1;
    }
    bool expanded = first < 0;
    if (expanded) {
        for (int i = 0; i < n; ++i) {
            expand(pl, p, i, ttMove);
            pl.order[i] = i;
        }
        sortFrom(pl, 0, n);
    }
    for (int k = 0; k < n; ++k) {
        if (!expanded && k == done) {
            int at = done;
            for (int i = 0; i < n; ++i)
                if (i != first) {
                    expand(pl, p, i, ttMove);
                    pl.order[at++] = i;
                }
            sortFrom(pl, done, n);
            expanded = true;
        }
        const int i = pl.order[k];
        const Position& c = pl.child[i];
        const int cd = childDepth(p, c, depth);
        int value;
        if (k == 0) {
            value = childValue(p, ply, i, cd, alpha, beta);
        } else {
            value = childValue(p, ply, i, cd, alpha, alpha + 1);
            if (value > alpha && value < beta && !m_stopped)
                value = childValue(p, ply, i, cd, alpha, beta);
        }
        if (m_stopped)
            return 0;
        if (value > best) {
            best = value;
            bestIndex = i;
            if (value > alpha) {
                alpha = value;
                if (alpha >= beta) {
                    int& h = m_history[idx(p.toMove)][packDecision(pl.list[i])];
                    h = std::min(h + depth * depth, 1 << 20);
                    break;
                }
            }
        }
    }
    const Bound bound = best <= alpha0 ? Bound::Upper : best >= beta ? Bound::Lower : Bound::Exact;
    const int storedDepth = m_horizon ? depth : kSolvedDepth;
    if (m_options.table)
        m_tt.store(pl.key, storedValue(best, ply), storedDepth, bound, packDecision(pl.list[bestIndex]));
    m_horizon = m_horizon || outerHorizon;
    return best;
}

void Search::prepareRoot(const Position& root)
{
    Ply& pl = m_plies[0];
    pl.key = positionKey(m_v, root);
    pl.lapsLeft = m_limits.lapsLeft;
    pl.boundary = atTurnBoundary(root);
    legalDecisions(m_v, root, pl.list, pl.lapsLeft);
}

SearchReport Search::iterate(const Position& root)
{
    SearchReport r;
    if (status(m_v, root).over)
        return r;
    prepareRoot(root);
    Ply& pl = m_plies[0];
    const int n = pl.list.size();
    if (n == 0)
        return r;
    r.best = pl.list[0];
    r.hasBest = true;
    if (n == 1) {
        r.value = evaluateLeaf(root, pl.key);
        return r;
    }
    for (int i = 0; i < n; ++i) {
        expand(pl, root, i, 0);
        pl.order[i] = i;
    }
    sortFrom(pl, 0, n);
    // Deeper plies never touch ply 0: the root's children and order stay.
    const auto& children = pl.child;
    auto& order = pl.order;
    r.best = pl.list[order[0]];

    Decision hopeful;
    bool hasHopeful = false;
    for (int depth = 1; depth <= std::max(1, m_limits.maxDepth); ++depth) {
        m_horizon = false;
        int alpha = -kInfinity;
        const int beta = kInfinity;
        int best = -kInfinity;
        int bestK = -1;
        for (int k = 0; k < n; ++k) {
            const Position& c = children[order[k]];
            const int cd = childDepth(root, c, depth);
            int value;
            if (k == 0) {
                value = childValue(root, 0, order[k], cd, alpha, beta);
            } else {
                value = childValue(root, 0, order[k], cd, alpha, alpha + 1);
                if (value > alpha && !m_stopped)
                    value = childValue(root, 0, order[k], cd, alpha, beta);
            }
            if (m_stopped)
                break;
            if (value > best) {
                best = value;
                bestK = k;
                alpha = std::max(alpha, value);
            }
        }
        if (m_stopped) {
            // A decision that beat the previous best at this depth is proven.
            if (bestK > 0) {
                r.best = pl.list[order[bestK]];
                r.value = best;
            }
            break;
        }
        // Lead the next iteration with this one's best.
        const int b = order[bestK];
        std::rotate(order.begin(), order.begin() + bestK, order.begin() + bestK + 1);
        r.best = pl.list[b];
        r.value = best;
        r.depth = depth;
        if (best >= -kWinThreshold) {
            hopeful = pl.list[b];
            hasHopeful = true;
        }
        if (!m_horizon) {
            r.exact = true;
            break;
        }
        if (m_limits.softDeadline && Clock::now() >= *m_limits.softDeadline)
            break; // the next iteration would most likely not finish
    }
    // A lost game: the deepest iteration that did not see the loss chose the
    // move that resists best if the opponent does not find the win.
    if (r.value < -kWinThreshold && hasHopeful)
        r.best = hopeful;
    r.nodes = m_nodes;
    r.stopped = m_stopped;
    return r;
}

int Search::scoreRoot(const Position& root, int depth, std::array<RootScore, 2 * kMaxPits>& out)
{
    if (status(m_v, root).over)
        return 0;
    prepareRoot(root);
    Ply& pl = m_plies[0];
    const int n = pl.list.size();
    int scored = 0;
    for (int i = 0; i < n; ++i) {
        expand(pl, root, i, 0);
        const int value = childValue(root, 0, i, childDepth(root, pl.child[i], depth), -kInfinity, kInfinity);
        if (m_stopped)
            break;
        out[scored++] = {pl.list[i], value};
    }
    std::stable_sort(out.begin(), out.begin() + scored,
                     [](const RootScore& a, const RootScore& b) { return a.value > b.value; });
    return scored;
}

} // namespace semina::ai
