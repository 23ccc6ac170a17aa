#include "game.h"

#include "rules/aliguli.h"
#include "rules/aliguli_turn.h"
#include "rules/omweso.h"

namespace semina {

namespace {

// The rules with `lapsLeft` laps left in the turn. Kalah and Mankala have no
// limit to apply (rules.md §5): each decision sows one lap.
void legalWithin(const Variant& v, const Position& p, int lapsLeft, DecisionList& out)
{
    switch (v.game) {
    case GameId::Omweso: omweso::legalDecisionsWithin(v, p, lapsLeft, out); return;
    case GameId::AliGuli: aliguli::legalDecisionsWithin(v, p, lapsLeft, out); return;
    case GameId::Kalah:
    case GameId::Mankala: break;
    }
    semina::legalDecisions(v, p, out);
}

bool isLegalWithin(const Variant& v, const Position& p, const Decision& d, int lapsLeft)
{
    switch (v.game) {
    case GameId::Omweso: return omweso::isLegalWithin(v, p, d, lapsLeft);
    case GameId::AliGuli: return aliguli::legalWithin(v, p, d, lapsLeft);
    case GameId::Kalah:
    case GameId::Mankala: break;
    }
    return semina::isLegal(v, p, d);
}

// Returns the laps sown.
int playWithin(const Variant& v, Position& p, const Decision& d, int lapsLeft, Trace* trace)
{
    switch (v.game) {
    case GameId::Omweso: return omweso::playWithin(v, p, d, lapsLeft, trace);
    case GameId::AliGuli: return aliguli::playWithin(v, p, d, lapsLeft, trace);
    case GameId::Kalah:
    case GameId::Mankala: break;
    }
    semina::play(v, p, d, trace);
    return 1;
}

} // namespace

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
        legalWithin(m_variant, m_position, lapsLeft(), out);
}

bool Game::isLegal(const Decision& d) const
{
    return !m_status.over && isLegalWithin(m_variant, m_position, d, lapsLeft());
}

bool Game::play(const Decision& d, Trace* trace)
{
    if (!isLegal(d))
        return false;
    const Side mover = m_position.toMove;
    const int laps = playWithin(m_variant, m_position, d, lapsLeft(), trace);
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
