#include "search.h"

#include "ai.h"
#include "ai_laps.h"
#include "rules.h"

#include <algorithm>

namespace semina {

std::uint64_t Rng::next()
{
    std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

int Rng::below(int n)
{
    // Multiply-shift: unbiased enough for n far below 2^32.
    return static_cast<int>(((next() >> 32) * static_cast<std::uint64_t>(n)) >> 32);
}

int evaluate(const Variant& v, const Position& p)
{
    const Side me = p.toMove;
    if (v.game == GameId::Omweso) {
        const int hand = p.choicePending() ? p.pendingHand : 0;
        return seedsOnSide(p, me, v.pitsPerSide()) + hand - seedsOnSide(p, other(me), v.pitsPerSide());
    }
    return p.stores[idx(me)] - p.stores[idx(other(me))];
}

namespace {

int terminalValue(const Variant& v, const Position& p, Outcome winner)
{
    const int diff = evaluate(v, p);
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
            return evaluate(m_v, p);
        DecisionList list;
        legalDecisions(m_v, p, list);
        if (list.empty()) // settled positions with no decision are over; be safe
            return evaluate(m_v, p);
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

int placerSeeds(const Variant& v, const Position& p)
{
    return p.toMove == Side::South ? v.southSeeds : v.northSeeds;
}

} // namespace

SearchResult search(const Variant& v, const Position& p, int depth)
{
    SearchResult r;
    if (status(v, p).over)
        return r;
    if (p.setupPhase) {
        r.best = fixedSetup(v, p);
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

Decision fixedSetup(const Variant& v, const Position& p)
{
    Decision d;
    d.kind = Decision::Kind::Setup;
    const int n = v.pitsPerSide();
    const int seeds = placerSeeds(v, p);
    for (int i = 0; i < n; ++i)
        d.setup[i] = static_cast<std::uint8_t>(seeds / n + (i < seeds % n ? 1 : 0));
    return d;
}

Decision randomSetup(const Variant& v, const Position& p, Rng& rng)
{
    Decision d;
    d.kind = Decision::Kind::Setup;
    for (int s = placerSeeds(v, p); s > 0; --s)
        ++d.setup[rng.below(v.pitsPerSide())];
    return d;
}

Position randomOpening(const Variant& v, int plies, std::uint64_t seed)
{
    Rng rng(seed);
    Position p = startPosition(v, Side::South);
    for (int i = 0; i < plies; ++i) {
        const Decision d = p.setupPhase ? fixedSetup(v, p) : randomDecision(v, p, rng);
        Position next = p;
        play(v, next, d);
        if (status(v, next).over)
            break;
        p = next;
    }
    return p;
}

Decision randomDecision(const Variant& v, const Position& p, Rng& rng, int lapsLeft)
{
    if (p.setupPhase)
        return randomSetup(v, p, rng);
    DecisionList list;
    ai::legalDecisionsWithin(v, p, lapsLeft, list);
    if (list.empty())
        return {};
    return list[rng.below(list.size())];
}

namespace {
constexpr std::string_view kLevelKeys[] = {"random", "beginner", "casual", "strong", "expert", "perfect"};
} // namespace

std::optional<Level> levelFromKey(std::string_view key)
{
    for (int i = 0; i < 6; ++i)
        if (kLevelKeys[i] == key)
            return static_cast<Level>(i);
    return std::nullopt;
}

std::string_view levelKey(Level level) { return kLevelKeys[static_cast<int>(level)]; }

int levelDepth(Level level, GameId game)
{
    if (level == Level::Random || level == Level::Perfect)
        return 0;
    return levelLimits(level, game).maxDepth;
}

bool levelPlays(Level level, GameId game) { return level != Level::Perfect || game == GameId::Kalah; }

Decision chooseDecision(const Variant& v, const Position& p, Level level, Rng& rng)
{
    return chooseDecision(v, p, level, rng, fixedLimits(level, v.game));
}

} // namespace semina
