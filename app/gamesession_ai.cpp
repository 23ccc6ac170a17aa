// GameSession: computer players, their turns and hints.
#include "app/gamesession.h"

#include "app/endgamedbcache.h"
#include "app/sessiontext.h"

#include <QDateTime>
#include <QTimer>

using semina::Decision;
using semina::Side;

namespace {

// A computer's move never comes sooner than this after its turn began, so a
// person can follow the game.
constexpr qint64 kMinThinkMs = 600;
constexpr int kHintMs = 1000;

} // namespace

bool GameSession::setPlayers(const QString& south, const QString& north)
{
    for (const QString& key : {south, north}) {
        if (key.isEmpty())
            continue;
        const auto level = semina::ai::levelFromKey(key.toStdString());
        if (!level || *level == semina::ai::Level::Random || !semina::ai::levelPlays(*level, m_game.variant().game)) {
            setError(tr("Unknown computer level \"%1\" for this game.").arg(key));
            return false;
        }
    }
    stopThinking();
    m_players[0] = south;
    m_players[1] = north;
    perfectDatabase(); // starts loading it now, if a Perfect player will want it
    emit playersChanged();
    emit positionChanged();
    startComputerTurn();
    return true;
}

std::shared_ptr<const semina::solver::EndgameDb> GameSession::perfectDatabase() const
{
    const semina::Variant& v = m_game.variant();
    const bool wanted = v.game == semina::GameId::Kalah
        && (m_players[0] == QLatin1String("perfect") || m_players[1] == QLatin1String("perfect"));
    return wanted ? EndgameDbCache::request(v) : nullptr;
}

QString GameSession::playerTitle(int side) const
{
    const QString& key = m_players[side == 0 ? 0 : 1];
    if (key.isEmpty())
        return tr("Human");
    //: A computer player and its level, e.g. "Computer · Expert"
    return tr("Computer · %1").arg(SessionText::levelTitle(key));
}

void GameSession::stopThinking()
{
    m_ai->cancel();
    m_hintAi->cancel();
    clearHint();
}

void GameSession::clearHint()
{
    if (m_hintRow < 0 && m_hintDirection == 0)
        return;
    m_hintRow = -1;
    m_hintDirection = 0;
    emit hintChanged();
}

void GameSession::startComputerTurn()
{
    const semina::Position& p = m_game.position();
    if (m_game.over() || m_viewIndex >= 0 || m_player->running() || m_ai->thinking() || !isComputer(p.toMove))
        return;
    const auto level = semina::ai::levelFromKey(m_players[static_cast<int>(p.toMove)].toStdString());
    if (!level)
        return;
    m_thinkStart = QDateTime::currentMSecsSinceEpoch();
    semina::ai::AiLimits limits = semina::ai::levelLimits(*level, m_game.variant().game);
    limits.lapsLeft = m_game.lapsLeft();
    if (*level == semina::ai::Level::Perfect)
        limits.db = perfectDatabase();
    m_ai->start(m_game.variant(), p, *level, limits, 0x5e31a + m_history.size());
}

void GameSession::computerDecided(int, const semina::ai::AiResult& result)
{
    if (!result.hasBest)
        return;
    const qint64 waited = QDateTime::currentMSecsSinceEpoch() - m_thinkStart;
    const Decision d = result.best;
    const int moves = static_cast<int>(m_history.size());
    // Play after the natural pause, unless the game moved on meanwhile.
    QTimer::singleShot(static_cast<int>(std::max<qint64>(0, kMinThinkMs - waited)), this, [this, d, moves] {
        if (static_cast<int>(m_history.size()) != moves || m_viewIndex >= 0 || !isComputer(m_game.position().toMove))
            return;
        if (play(d))
            return;
        // A safety net: the AI decides within the game's laps left, so its
        // decision is legal; should it not be, the first legal one is played.
        semina::DecisionList list;
        m_game.legalDecisions(list);
        if (!list.empty())
            play(list[0]);
    });
}

void GameSession::hint()
{
    if (m_game.over() || m_viewIndex >= 0 || m_player->running() || isComputer(m_game.position().toMove)
        || m_game.position().setupPhase)
        return;
    clearHint();
    semina::ai::AiLimits limits;
    limits.timeMs = kHintMs;
    limits.lapsLeft = m_game.lapsLeft();
    m_hintAi->start(m_game.variant(), m_game.position(), semina::ai::Level::Expert, limits, 0x41a7);
    emit hintChanged();
}
