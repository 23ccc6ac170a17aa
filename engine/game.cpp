#include "engine/game.h"

namespace semina {

Game::Game(const Variant& v, Side starter)
    : m_variant(v)
    , m_position(startPosition(v, starter))
{
    settle(m_variant, m_position);
    m_status = status(m_variant, m_position);
    record();
}

Game::Game(const Variant& v, const Position& given, Trace* trace)
    : m_variant(v)
    , m_position(given)
{
    settle(m_variant, m_position, trace);
    m_status = status(m_variant, m_position);
    record();
}

void Game::legalDecisions(DecisionList& out) const
{
    out.clear();
    if (!m_status.over)
        semina::legalDecisions(m_variant, m_position, out, lapsLeft());
}

bool Game::isLegal(const Decision& d) const
{
    return !m_status.over && semina::isLegal(m_variant, m_position, d, lapsLeft());
}

bool Game::play(const Decision& d, Trace* trace)
{
    if (!isLegal(d))
        return false;
    const Side mover = m_position.toMove;
    const int laps = semina::play(m_variant, m_position, d, trace, lapsLeft());
    // A new turn starts when the player to move changes (an omweso set-up is
    // no turn and sows nothing).
    m_lapsThisTurn = m_position.toMove == mover ? m_lapsThisTurn + laps : 0;
    ++m_decisionsPlayed;
    m_status = status(m_variant, m_position);
    if (m_status.over)
        return true;
    record();
    if (atTurnBoundary(m_position) && occurrences(m_position) >= 3) {
        endByRepetition(m_variant, m_position, trace);
        m_endedByRepetition = true;
        // Omweso: a draw whatever the board. The others have swept every seed
        // to its owner's store/stock, so the stores decide.
        m_status.over = true;
        m_status.winner = m_variant.game == GameId::Omweso ? Outcome::Draw : compareStores(m_position);
    }
    return true;
}

int Game::occurrences(const Position& p) const
{
    if (!atTurnBoundary(p))
        return 0;
    const std::uint64_t h = hashOf(p);
    int n = 0;
    for (std::size_t i = 0; i < m_hashes.size(); ++i)
        if (m_hashes[i] == h && m_history[i] == p)
            ++n;
    return n;
}

bool Game::atTurnBoundary(const Position& p)
{
    return !p.secondSowingDue && !p.choicePending() && !p.setupPhase;
}

std::uint64_t Game::hashOf(const Position& p)
{
    // FNV-1a over the fields that make up a position.
    std::uint64_t h = 1469598103934665603ull;
    const auto mix = [&h](std::uint64_t x) {
        h ^= x;
        h *= 1099511628211ull;
    };
    for (const auto& side : p.pits)
        for (auto n : side)
            mix(static_cast<std::uint32_t>(n));
    mix(static_cast<std::uint32_t>(p.stores[0]));
    mix(static_cast<std::uint32_t>(p.stores[1]));
    mix(p.protectedMask[0] | (std::uint64_t{p.protectedMask[1]} << 16));
    mix(static_cast<std::uint64_t>(p.toMove));
    return h;
}

void Game::record()
{
    if (!atTurnBoundary(m_position))
        return;
    m_hashes.push_back(hashOf(m_position));
    m_history.push_back(m_position);
}

} // namespace semina
