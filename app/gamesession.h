#pragma once
// One game on the screen: the engine's Game, the history for undo/redo and
// the move list, and what the mouse may do now. Rules stay in the engine:
// this class asks it what is legal and plays what it returns.

#include "app/aiplayer.h"
#include "app/boardmodel.h"
#include "engine/game.h"
#include "app/traceplayer.h"

#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <memory>
#include <optional>
#include <vector>

class GameSession : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(BoardModel* board READ board CONSTANT)
    Q_PROPERTY(TracePlayer* player READ player CONSTANT)
    Q_PROPERTY(QString variantKey READ variantKey NOTIFY gameChanged)
    Q_PROPERTY(QString title READ title NOTIFY gameChanged)
    Q_PROPERTY(QString position READ position NOTIFY positionChanged)
    Q_PROPERTY(int toMove READ toMove NOTIFY positionChanged)
    Q_PROPERTY(bool over READ over NOTIFY positionChanged)
    Q_PROPERTY(QString statusText READ statusText NOTIFY positionChanged)
    Q_PROPERTY(QString resultText READ resultText NOTIFY positionChanged)
    Q_PROPERTY(int southScore READ southScore NOTIFY positionChanged)
    Q_PROPERTY(int northScore READ northScore NOTIFY positionChanged)
    Q_PROPERTY(bool setupPhase READ setupPhase NOTIFY positionChanged)
    Q_PROPERTY(int setupSeeds READ setupSeeds NOTIFY positionChanged)
    Q_PROPERTY(int choiceRow READ choiceRow NOTIFY positionChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY historyChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY historyChanged)
    Q_PROPERTY(QStringList moveList READ moveList NOTIFY historyChanged)
    Q_PROPERTY(int viewIndex READ viewIndex NOTIFY viewChanged)
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
    Q_PROPERTY(QString southPlayer READ southPlayer NOTIFY playersChanged)
    Q_PROPERTY(QString northPlayer READ northPlayer NOTIFY playersChanged)
    Q_PROPERTY(QString southTitle READ southTitle NOTIFY playersChanged)
    Q_PROPERTY(QString northTitle READ northTitle NOTIFY playersChanged)
    Q_PROPERTY(bool thinking READ thinking NOTIFY thinkingChanged)
    Q_PROPERTY(bool humanToMove READ humanToMove NOTIFY positionChanged)
    Q_PROPERTY(int hintRow READ hintRow NOTIFY hintChanged)
    Q_PROPERTY(int hintDirection READ hintDirection NOTIFY hintChanged)
    Q_PROPERTY(bool hintBusy READ hintBusy NOTIFY hintChanged)

public:
    explicit GameSession(QObject* parent = nullptr);

    BoardModel* board() const { return m_board; }
    TracePlayer* player() const { return m_player; }
    QString variantKey() const;
    QString title() const;
    QString position() const;
    int toMove() const { return static_cast<int>(m_game.position().toMove); }
    bool over() const { return m_game.over(); }
    QString statusText() const;
    QString resultText() const;
    int southScore() const { return score(semina::Side::South); }
    int northScore() const { return score(semina::Side::North); }
    bool setupPhase() const { return m_game.position().setupPhase; }
    int setupSeeds() const;
    int choiceRow() const;
    bool canUndo() const { return !m_history.empty(); }
    bool canRedo() const { return !m_redo.empty(); }
    QStringList moveList() const;
    int viewIndex() const { return m_viewIndex; }
    QString lastError() const { return m_lastError; }
    QString southPlayer() const { return m_players[0]; }
    QString northPlayer() const { return m_players[1]; }
    QString southTitle() const { return playerTitle(0); }
    QString northTitle() const { return playerTitle(1); }
    bool thinking() const { return m_ai->thinking(); }
    bool humanToMove() const { return m_players[toMove()].isEmpty(); }
    int hintRow() const { return m_hintRow; }
    int hintDirection() const { return m_hintDirection; }
    bool hintBusy() const { return m_hintAi->thinking(); }

    // Who plays each side: "" a person, else a level key (beginner ..
    // perfect). Returns false for an unknown level or one the game lacks.
    Q_INVOKABLE bool setPlayers(const QString& south, const QString& north);
    // A player's kind as the screen names it ("Human", "Computer · Expert").
    Q_INVOKABLE QString playerTitle(int side) const;
    // Asks the strongest level, briefly, for the best decision of the person
    // to move; hintRow / hintDirection (1 ccw, 2 cw, 3 a mid-turn choice) follow.
    Q_INVOKABLE void hint();

    // A new game of `key` with rule options {name: value} (rules.md names),
    // `starter` 0 South / 1 North, or from a position string when `position`
    // is not empty. Returns false, changing nothing, with lastError set.
    Q_INVOKABLE bool newGame(const QString& key, const QVariantMap& options = {}, int starter = 0,
                             const QString& position = {});
    Q_INVOKABLE void restart();

    // A click on a board row: plays it when it has one legal direction, asks
    // for a direction (directionNeeded) when it has two, explains otherwise
    // (illegalClick). During an animation a click only skips it.
    Q_INVOKABLE bool clickHole(int row);
    Q_INVOKABLE bool playHole(int row, bool clockwise);
    // Directions from a row now: bit 0 ccw, bit 1 cw (0: not playable).
    Q_INVOKABLE int directionsAt(int row) const;
    Q_INVOKABLE bool chooseDirection(bool clockwise);
    // Omweso set-up: 16 counts in loop order for the player to place.
    Q_INVOKABLE bool submitSetup(const QVariantList& counts);
    Q_INVOKABLE bool setupIsLegal(const QVariantList& counts) const;

    // Plays legal decision number `k` (modulo their count); an omweso set-up
    // places the seeds evenly. For scripted runs (--frame-stats, tests).
    Q_INVOKABLE bool playScripted(int k);

    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();
    // Shows the position after move-list entry `index` (-1: the live game).
    Q_INVOKABLE void view(int index);
    // True when the board shows exactly the engine's current position.
    Q_INVOKABLE bool boardMatchesEngine() const;

signals:
    void gameChanged();
    void positionChanged();
    void historyChanged();
    void viewChanged();
    void lastErrorChanged();
    void illegalClick(int row, const QString& reason);
    void directionNeeded(int row);
    void playersChanged();
    void thinkingChanged();
    void hintChanged();

private:
    struct Entry {
        semina::Game before;
        semina::Decision decision;
        semina::Side mover;
    };

    bool play(const semina::Decision& d, bool animate = true);
    bool isComputer(semina::Side s) const { return !m_players[static_cast<int>(s)].isEmpty(); }
    void startComputerTurn();
    // The endgame database for a Perfect player of this Kalah game: null when
    // there is none or it is still loading (the load then starts).
    std::shared_ptr<const semina::solver::EndgameDb> perfectDatabase() const;
    void computerDecided(int request, const semina::ai::AiResult& result);
    void stopThinking();
    void clearHint();
    static std::optional<semina::Decision> setupDecision(const QVariantList& counts);
    void syncBoard();
    void setError(const QString& text);
    int score(semina::Side s) const;

    BoardModel* m_board;
    TracePlayer* m_player;
    semina::Game m_game;
    semina::Game m_start;
    std::vector<Entry> m_history;
    std::vector<Entry> m_redo;
    int m_viewIndex = -1;
    QString m_lastError;
    QString m_players[2];
    AiPlayer* m_ai;
    AiPlayer* m_hintAi;
    qint64 m_thinkStart = 0;
    int m_hintRow = -1;
    int m_hintDirection = 0;
};
