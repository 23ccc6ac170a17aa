#pragma once
// The game on the screen and how it came there: the engine's Game, the
// decisions played (for undo, redo and the move list) and the entry being
// reviewed. It plays what it is given and asks the engine whether it is
// legal; it knows nothing of the board, the animation or the computer.

#include "engine/decision.h"
#include "engine/game.h"
#include "engine/trace.h"

#include <QObject>
#include <QString>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <optional>
#include <vector>

class GameHistory : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The history belongs to a GameSession")
    Q_PROPERTY(QString variantKey READ variantKey NOTIFY gameChanged)
    Q_PROPERTY(QString position READ position NOTIFY positionChanged)
    Q_PROPERTY(int toMove READ toMove NOTIFY positionChanged)
    Q_PROPERTY(bool over READ over NOTIFY positionChanged)
    Q_PROPERTY(bool setupPhase READ setupPhase NOTIFY positionChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY historyChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY historyChanged)
    Q_PROPERTY(bool inProgress READ inProgress NOTIFY historyChanged)
    Q_PROPERTY(int viewIndex READ viewIndex NOTIFY viewChanged)
    Q_PROPERTY(bool viewing READ viewing NOTIFY viewChanged)
    // Replay: the decisions played to reach the position shown (0 the start,
    // stepCount the live game) and that position in docs/notation.md.
    Q_PROPERTY(int step READ step NOTIFY stepChanged)
    Q_PROPERTY(int stepCount READ stepCount NOTIFY historyChanged)
    Q_PROPERTY(QString shownPosition READ shownPosition NOTIFY stepChanged)
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)

public:
    struct Entry {
        semina::Game before;
        semina::Decision decision;
        semina::Side mover;
    };

    explicit GameHistory(QObject* parent = nullptr);

    const semina::Game& game() const { return m_game; }
    // The game the board shows: the live one, or the one after the viewed entry.
    const semina::Game& shown() const;
    const std::vector<Entry>& entries() const { return m_history; }
    // The game as it started (before the first entry).
    const semina::Game& start() const { return m_start; }
    // The decisions of the entries, in order.
    std::vector<semina::Decision> decisions() const;

    QString variantKey() const;
    QString position() const;
    int toMove() const { return static_cast<int>(m_game.position().toMove); }
    bool over() const { return m_game.over(); }
    bool setupPhase() const { return m_game.position().setupPhase; }
    bool canUndo() const { return !m_history.empty() || m_abandoned.has_value(); }
    bool canRedo() const { return !m_redo.empty(); }
    // A game a new game would throw away: decisions played (or undone) and
    // not over, or one just restarted.
    bool inProgress() const;
    // The entry after which the position shown comes (-1: the live game, or
    // the start when viewing).
    int viewIndex() const { return m_viewStep > 0 ? m_viewStep - 1 : -1; }
    bool viewing() const { return m_viewStep >= 0; }
    int step() const { return viewing() ? m_viewStep : stepCount(); }
    int stepCount() const { return static_cast<int>(m_history.size()); }
    QString shownPosition() const;
    QString lastError() const { return m_lastError; }
    void setError(const QString& text);

    // A new game of `key` with rule options {name: value} (docs/rules.md
    // names), `starter` 0 South / 1 North, or from a position string
    // (docs/notation.md) when `position` is not empty. Returns false, changing
    // nothing, with lastError set.
    Q_INVOKABLE bool newGame(const QString& key, const QVariantMap& options = {}, int starter = 0,
                             const QString& position = {});
    // A game read back (a saved game): `start` and then `decisions`, each
    // legal in turn, as one jump with nothing to undo beyond the decisions.
    // Returns false, changing nothing, when a decision is not legal.
    bool load(const semina::Game& start, const std::vector<semina::Decision>& decisions);
    // Back to the position the game started from. The game left is kept: an
    // undo before the person plays again brings it back.
    Q_INVOKABLE void restart();
    // Back to the start of the last whole turn; when the other side is a
    // computer, back to the start of the person's last turn. Right after a
    // restart (only the computer has played since): back to the game restarted.
    Q_INVOKABLE void undo();
    // Forward by one whole turn.
    Q_INVOKABLE void redo();
    // Shows the position after entry `index` (-1, or the last entry: the live game).
    Q_INVOKABLE void view(int index);
    // Shows the position after `step` decisions, clamped to [0, stepCount]
    // (stepCount: the live game).
    Q_INVOKABLE void showStep(int step);
    // Play from the position shown: the decisions after it (and the redo
    // list) are dropped and it becomes the live game. False, changing
    // nothing, when the live game is shown.
    Q_INVOKABLE bool branchHere();

    // The last move before the position shown: the hole its mover's last
    // sowing started from and the holes that sowing (with the choices played
    // after it) captured from, as the engine's trace says; hole -1 when the
    // position shown follows no sowing (start, set-up).
    struct LastMove {
        semina::Side mover = semina::Side::South;
        int hole = -1;
        std::vector<semina::Place> captured;
    };
    LastMove lastMove() const;

    // Plays a legal decision of the live game, appending its events to
    // `trace`; false, changing nothing, when it is not legal or a position
    // is being reviewed.
    bool play(const semina::Decision& d, semina::Trace* trace);
    // The sides a computer plays: undo goes back over their turns.
    void setComputerSides(bool south, bool north);

signals:
    // Before and after the game jumps to another position without being
    // played there: a new game, restart, undo, redo, review.
    void aboutToJump();
    void jumped();
    void gameChanged();
    void positionChanged();
    void historyChanged();
    void viewChanged();
    void stepChanged();
    void lastErrorChanged();
    // branchHere() dropped the decisions after the position shown: the game
    // is a new one, gone its own way from the one it was (a kept game stays).
    void branched();
    // Entries [first, last] were appended or removed; cleared: all of them went.
    void entriesAppended(int first, int last);
    void entriesRemoved(int first, int last);
    void entriesCleared();

private:
    // A game left by a restart, as it was.
    struct Abandoned {
        semina::Game game;
        std::vector<Entry> history;
        std::vector<Entry> redo;
    };

    void clear();
    void setView(int step);
    bool onlyComputerPlayed() const;
    void bringBackAbandoned();

    semina::Game m_game;
    semina::Game m_start;
    std::vector<Entry> m_history;
    std::vector<Entry> m_redo;
    std::optional<Abandoned> m_abandoned;
    // The step shown while viewing (0 .. stepCount - 1); -1 the live game.
    int m_viewStep = -1;
    bool m_computer[2] = {false, false};
    QString m_lastError;
};
