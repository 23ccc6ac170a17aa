#include "engine/ai/reference.h"

#include "engine/ai/score.h"
#include "engine/rules.h"
#include "engine/setup.h"

#include <algorithm>

namespace semina::ai {

namespace {

int terminalValue(const Variant& v, const Position& p, Outcome winner)
{
    const int diff = materialDifference(v, p);
    if (winner == Outcome::Draw || winner == Outcome::None)
        return diff;
    const bool moverWins = (winner == Outcome::South) == (p.toMove == Side::South);
    return (moverWins ? kWinScore : -kWinScore) + diff;
}

class Searcher {
public:
    explicit Searcher(const Variant& v) : m_v(v) {}

    // Fail-soft negamax: the value of `p` for p.toMove.
    int negamax(const Position& p, int depth, int alpha, int beta, Decision* best)
    {
        ++nodes;
        const Status st = status(m_v, p);
        if (st.over)
            return terminalValue(m_v, p, st.winner);
        if (depth == 0 || p.setupPhase)
            return materialDifference(m_v, p);
        DecisionList list;
        legalDecisions(m_v, p, list);
        if (list.empty()) // settled positions with no decision are over; be safe
            return materialDifference(m_v, p);
        int bestValue = -kInfinity;
        for (const Decision& d : list) {
            Position child = p;
            play(m_v, child, d);
            int value;
            if (child.toMove == p.toMove) // the same turn goes on: same point of view
                value = negamax(child, depth - 1, alpha, beta, nullptr);
            else
                value = -negamax(child, depth - 1, -beta, -alpha, nullptr);
            if (value > bestValue) {
                bestValue = value;
                if (best)
                    *best = d;
            }
            alpha = std::max(alpha, value);
            if (alpha >= beta)
                break;
        }
        return bestValue;
    }

    std::uint64_t nodes = 0;

private:
    const Variant& m_v;
};

} // namespace

SearchResult search(const Variant& v, const Position& p, int depth)
{
    SearchResult r;
    if (status(v, p).over)
        return r;
    if (p.setupPhase) {
        r.best = evenSetup(v, p);
        r.hasBest = true;
        r.nodes = 1;
        return r;
    }
    Searcher s(v);
    Decision best;
    r.value = s.negamax(p, std::max(depth, 1), -kInfinity, kInfinity, &best);
    r.nodes = s.nodes;
    r.best = best;
    r.hasBest = true;
    return r;
}

} // namespace semina::ai
