#include "app/game/gametexts.h"

#include "app/game/players.h"
#include "app/game/sessiontext.h"
#include "app/shell/language.h"
#include "engine/board.h"
#include "engine/explain.h"
#include "engine/setup.h"

using semina::Side;

GameTexts::GameTexts(const Players* players, QObject* parent)
    : QObject(parent), m_players(players), m_shown(semina::defaultVariant(semina::kAllGames.front()))
{
    connect(players, &Players::changed, this, &GameTexts::changed);
    Language::onChange(this, [this] { emit changed(); });
}

void GameTexts::show(const semina::Game& shown)
{
    m_shown = shown;
    emit changed();
}

void GameTexts::setMatchOver(const QString& result, bool roundStopped)
{
    if (result == m_matchResult && roundStopped == m_roundStopped)
        return;
    m_matchResult = result;
    m_roundStopped = roundStopped;
    emit changed();
}

QString GameTexts::title() const { return SessionText::gameTitle(m_shown.variant().game); }

QString GameTexts::sideName(int side) const { return SessionText::sideName(m_shown.variant().game, side); }

int GameTexts::score(Side s) const
{
    const semina::Position& p = m_shown.position();
    if (m_shown.variant().hasStores())
        return p.stores[semina::idx(s)];
    return semina::seedsOnSide(p, s, m_shown.variant().pitsPerSide());
}

QString GameTexts::status() const
{
    if (!m_matchResult.isEmpty())
        return m_matchResult;
    if (m_shown.over())
        return result();
    const semina::Position& p = m_shown.position();
    const int side = static_cast<int>(p.toMove);
    const QString who = sideName(side);
    if (p.setupPhase)
        return tr("%1: place your %n seeds in your holes.", nullptr, semina::setupSeeds(m_shown.variant(), p.toMove)).arg(who);
    if (p.choicePending())
        return tr("%1: choose the direction of the next lap.").arg(who);
    if (p.secondSowingDue)
        return tr("%1: your second sowing.").arg(who);
    return tr("%1 to move.").arg(who);
}

QString GameTexts::result() const
{
    if (m_roundStopped && !m_shown.over())
        //: The game-over panel when the players ended a match during a round (docs/rules.md §3.12)
        return tr("The match was ended during this round: it does not count.");
    if (!m_shown.over())
        return {};
    const QString result = SessionText::outcome(m_shown.variant().game, m_shown.winner());
    return m_shown.endedByRepetition() ? tr("Third repetition: %1").arg(result) : result;
}

QString GameTexts::endReason() const
{
    const semina::Variant& v = m_shown.variant();
    const int mover = static_cast<int>(m_shown.position().toMove);
    const bool stocks = semina::capabilities(v).containers == semina::Containers::Stocks;
    switch (semina::endReason(m_shown)) {
    case semina::EndReason::None:
        //: Why the round on the board is over: the players ended the match
        return m_roundStopped ? tr("The players ended the match.") : QString();
    case semina::EndReason::SideEmpty:
        return stocks ? tr("A row is empty: each player took the seeds left in their row into their stock.")
                      : tr("A row is empty: each player took the seeds left in their row into their store.");
    case semina::EndReason::CannotMove:
        //: %1 cannot move, %2 the other player
        return tr("%1 has no seed to sow: the seeds left went to %2's store.").arg(sideName(mover), sideName(1 - mover));
    case semina::EndReason::OnlySingleSeeds: return tr("%1 has no hole with more than one seed.").arg(sideName(mover));
    case semina::EndReason::NoTurnEnds:
        return tr("%1 has no turn that ends within the turn limit.").arg(sideName(mover));
    case semina::EndReason::Repetition: return tr("The same position came up for the third time.");
    }
    return {};
}

QString GameTexts::playerTitle(int side) const
{
    const Players::Kind kind = m_players->kind(side);
    if (kind == Players::Human)
        return tr("Human");
    //: A computer player and its level, e.g. "Computer · Expert"
    return tr("Computer · %1").arg(SessionText::levelTitle(*Players::level(kind)));
}
