#pragma once
// Who plays each side: a person or a computer level. The computer thinks
// on a worker thread (AiPlayer) when its turn comes and the board is at
// rest, and hands its decision back through `decided`; a person may ask for
// a hint. A Perfect player of Kalah uses the endgame database
// (EndgameDbCache) once it is loaded, and keeps what its solver proved
// from one decision to the next (one SolverMemory a session).

#include "app/game/aiplayer.h"
#include "engine/ai/level.h"
#include "engine/ai/solver_memory.h"
#include "engine/decision.h"
#include "engine/solver/db.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>
#include <memory>
#include <optional>

class BoardModel;
class GameHistory;
class TracePlayer;

class Players : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The players belong to a GameSession")
    Q_PROPERTY(Kind south READ south NOTIFY changed)
    Q_PROPERTY(Kind north READ north NOTIFY changed)
    Q_PROPERTY(bool humanToMove READ humanToMove NOTIFY humanToMoveChanged)
    Q_PROPERTY(bool thinking READ thinking NOTIFY thinkingChanged)
    Q_PROPERTY(int hintRow READ hintRow NOTIFY hintChanged)
    Q_PROPERTY(int hintDirection READ hintDirection NOTIFY hintChanged)
    Q_PROPERTY(bool hintBusy READ hintBusy NOTIFY hintChanged)

public:
    // A person, or a computer level (semina::ai::Level, in its order).
    enum Kind { Human, Random, Beginner, Casual, Strong, Expert, Perfect };
    Q_ENUM(Kind)

    Players(GameHistory* history, BoardModel* board, TracePlayer* player, QObject* parent = nullptr);

    Kind south() const { return m_kinds[0]; }
    Kind north() const { return m_kinds[1]; }
    Q_INVOKABLE Kind kind(int side) const { return m_kinds[side == 0 ? 0 : 1]; }
    bool isComputer(semina::Side s) const { return m_kinds[semina::idx(s)] != Human; }
    bool humanToMove() const;
    bool thinking() const { return m_ai->thinking(); }
    int hintRow() const { return m_hintRow; }
    // 1 counter-clockwise, 2 clockwise (0: no hint).
    int hintDirection() const { return m_hintDirection; }
    bool hintBusy() const { return m_hintAi->thinking(); }

    static std::optional<semina::ai::Level> level(Kind kind);
    static Kind kindOf(semina::ai::Level level);
    // The kind of a stable level key ("beginner" .. "perfect"; "" a person).
    static std::optional<Kind> kindFromKey(const QString& key);

    // Who plays each side. Returns false, changing nothing, with the
    // history's lastError set, for a level the game lacks (Random is for
    // tests and self-play, not for the screen).
    Q_INVOKABLE bool set(Players::Kind south, Players::Kind north);
    // The same from the new-game dialog's stable keys ("" a person).
    Q_INVOKABLE bool setKeys(const QString& south, const QString& north);
    // Asks the strongest level, briefly, for the best decision of the person
    // to move; hintRow / hintDirection follow.
    Q_INVOKABLE void hint();

    // Starts the computer's turn if it is to move and the board is at rest.
    void startTurn();
    // Stops the computer's thinking and drops the hint.
    void stop();
    // The least time from the computer's turn to its move (600 ms, so that
    // a person can follow; the soak, app/devtools/soak.h, plays at 0).
    void setThinkPause(int ms) { m_thinkPauseMs = ms; }
    // Shows a hint found elsewhere (a lesson's exact answer) as the board
    // shows the computer's: on `row`, with `direction` (1 ccw, 2 cw).
    void showHint(int row, int direction);

signals:
    void changed();
    void humanToMoveChanged();
    void thinkingChanged();
    void hintChanged();
    // The computer's legal decision, after a pause a person can follow.
    void decided(const semina::Decision& d);

private:
    // The endgame database for a Perfect player of this Kalah game: null when
    // there is none or it is still loading (the load then starts).
    std::shared_ptr<const semina::solver::EndgameDb> perfectDatabase() const;
    // Perfect's and the hint's solver memory, made at first use.
    const std::shared_ptr<semina::ai::SolverMemory>& solverMemory();
    void computerDecided(const semina::ai::AiResult& result);
    void hinted(const semina::ai::AiResult& result);
    void clearHint();

    GameHistory* m_history;
    BoardModel* m_board;
    TracePlayer* m_player;
    AiPlayer* m_ai;
    AiPlayer* m_hintAi;
    std::shared_ptr<semina::ai::SolverMemory> m_solverMemory;
    Kind m_kinds[2] = {Human, Human};
    qint64 m_thinkStart = 0;
    int m_thinkPauseMs;
    int m_hintRow = -1;
    int m_hintDirection = 0;
};
