#pragma once
// What the game screen says: the game's title, the status line, the result
// and each player's title, translated. The status, result, scores and the
// side to move follow the seeds: they describe the position the board
// shows, and change when the animation gets there (show()), not when the
// engine has played.

#include "engine/game.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

class Players;

class GameTexts : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The texts belong to a GameSession")
    Q_PROPERTY(QString title READ title NOTIFY changed)
    // The side the shown position waits for, and whether it is the end.
    Q_PROPERTY(int toMove READ toMove NOTIFY changed)
    Q_PROPERTY(bool over READ over NOTIFY changed)
    // The shown position waits for toMove's set-up (omweso): the set-up
    // panel stays until the placing animation ends.
    Q_PROPERTY(bool setupPhase READ setupPhase NOTIFY changed)
    Q_PROPERTY(QString status READ status NOTIFY changed)
    Q_PROPERTY(QString result READ result NOTIFY changed)
    // Why the shown game is over (engine/explain.h endReason); empty if it is not.
    Q_PROPERTY(QString endReason READ endReason NOTIFY changed)
    Q_PROPERTY(int southScore READ southScore NOTIFY changed)
    Q_PROPERTY(int northScore READ northScore NOTIFY changed)
    Q_PROPERTY(QString southTitle READ southTitle NOTIFY changed)
    Q_PROPERTY(QString northTitle READ northTitle NOTIFY changed)

public:
    explicit GameTexts(const Players* players, QObject* parent = nullptr);

    // The game the board shows now.
    void show(const semina::Game& shown);
    // A match that is over (MatchSession): the status says its result
    // (empty: no match over); `roundStopped` when the players ended it
    // during a round, which then counts as over and does not count.
    void setMatchOver(const QString& result, bool roundStopped);

    QString title() const;
    int toMove() const { return static_cast<int>(m_shown.position().toMove); }
    bool over() const { return m_shown.over() || m_roundStopped; }
    bool setupPhase() const { return m_shown.position().setupPhase && !m_roundStopped; }
    QString status() const;
    QString result() const;
    QString endReason() const;
    int southScore() const { return score(semina::Side::South); }
    int northScore() const { return score(semina::Side::North); }
    QString southTitle() const { return playerTitle(0); }
    QString northTitle() const { return playerTitle(1); }
    // A player's kind as the screen names it ("Human", "Computer · Expert").
    Q_INVOKABLE QString playerTitle(int side) const;

signals:
    void changed();

private:
    int score(semina::Side s) const;
    QString sideName(int side) const;

    const Players* m_players;
    semina::Game m_shown;
    QString m_matchResult;
    bool m_roundStopped = false;
};
