#pragma once
// The position editor (docs/playing.md "Setting up a position"): a position
// of any game set up by hand, hole by hole, with its stores or stocks, the
// player to move, protected holes and the phase the game has. Every edit is
// judged at once by the engine (engine/editcheck.h); a position that cannot
// be played is kept as it is, with the reason, and stays editable. Edits are
// undone one by one. The board is drawn by an ordinary, still GameSession,
// which also holds the position as a game whenever it is playable (for Save
// as…). Nothing here knows a game: what may be set up comes from the engine.

#include "app/game/gamesession.h"
#include "engine/editcheck.h"
#include "engine/position.h"
#include "engine/variant.h"

#include <QObject>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <vector>

class PositionEditor : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(GameSession* session READ session CONSTANT)
    Q_PROPERTY(QString gameKey READ gameKey NOTIFY gameChanged)
    // The rule options {name: value}, docs/rules.md names (GameHistory::newGame's).
    Q_PROPERTY(QVariantMap options READ options NOTIFY changed)
    Q_PROPERTY(int toMove READ toMove WRITE setToMove NOTIFY changed)
    // What is due besides a turn's start: an index into phaseNames (0: a turn starts).
    Q_PROPERTY(int phase READ phase WRITE setPhase NOTIFY changed)
    Q_PROPERTY(QStringList phaseNames READ phaseNames NOTIFY textsChanged)
    Q_PROPERTY(bool protectedHoles READ protectedHoles NOTIFY gameChanged)
    Q_PROPERTY(bool valid READ valid NOTIFY changed)
    // Why the position cannot be played (translated); empty when it can.
    Q_PROPERTY(QString problem READ problem NOTIFY textsChanged)
    // The board row the reason is about (a hole or store), -1 when none.
    Q_PROPERTY(int problemRow READ problemRow NOTIFY changed)
    // The seeds set out (those still to be placed counted) and the game's.
    Q_PROPERTY(int seeds READ seeds NOTIFY changed)
    Q_PROPERTY(int gameSeeds READ gameSeeds NOTIFY changed)
    // In docs/notation.md, and as a lesson file's step (docs/lessons.md); empty when not playable.
    Q_PROPERTY(QString position READ position NOTIFY changed)
    Q_PROPERTY(QString lessonStep READ lessonStep NOTIFY changed)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY changed)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY changed)

public:
    explicit PositionEditor(QObject* parent = nullptr);

    GameSession* session() const { return m_session; }
    QString gameKey() const;
    QVariantMap options() const;
    int toMove() const { return static_cast<int>(m_position.toMove); }
    void setToMove(int side);
    int phase() const;
    void setPhase(int index);
    QStringList phaseNames() const;
    bool protectedHoles() const { return semina::editRules(m_variant).protectedHoles; }
    bool valid() const { return m_check.ok(); }
    QString problem() const;
    int problemRow() const;
    int seeds() const { return semina::seedsInGame(m_variant, m_position); }
    int gameSeeds() const { return semina::seedRange(m_variant).full; }
    QString position() const;
    QString lessonStep() const;
    bool canUndo() const { return !m_undo.empty(); }
    bool canRedo() const { return !m_redo.empty(); }

    const semina::Variant& variant() const { return m_variant; }
    const semina::Position& draft() const { return m_position; }

    // Starts editing game `key` with `options` at `position` (docs/notation.md;
    // empty: the game's start). False, changing nothing, when any is unknown or invalid.
    Q_INVOKABLE bool open(const QString& key, const QVariantMap& options = {}, const QString& position = {});
    // Starts editing the position a game screen shows, with its game's rules.
    Q_INVOKABLE bool openFrom(GameSession* session);
    // One rule option changed (a name and value of docs/rules.md): the board
    // takes a new number of holes, keeping the counts it still has. False when refused.
    Q_INVOKABLE bool setOption(const QString& name, const QString& value);
    // Board rows (BoardModel: holes, then stores or stocks).
    Q_INVOKABLE int count(int row) const;
    Q_INVOKABLE void add(int row, int delta);
    Q_INVOKABLE void setCount(int row, int n);
    Q_INVOKABLE bool isProtected(int row) const;
    // A hole protected (empty, out of play) or back in play; its seeds are kept until it is emptied.
    Q_INVOKABLE void toggleProtected(int row);
    // Every hole and store empty, nothing protected.
    Q_INVOKABLE void clear();
    // The game's start position with these options.
    Q_INVOKABLE void reset();
    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();
    // To the clipboard: the position, or the lesson step. False when not playable.
    Q_INVOKABLE bool copyPosition() const;
    Q_INVOKABLE bool copyLessonStep() const;

signals:
    void gameChanged();
    void changed();
    void textsChanged();

private:
    struct State {
        semina::Variant variant;
        semina::Position position;
    };
    // Pushes the state before an edit, then applies `next`.
    void edit(const State& next);
    void apply(const State& state, bool newShape);
    bool isHoleRow(int row) const;
    bool isStoreRow(int row) const;

    GameSession* m_session;
    semina::Variant m_variant;
    semina::Position m_position;
    semina::EditCheck m_check;
    std::vector<State> m_undo;
    std::vector<State> m_redo;
};
