#pragma once
// Plays a decision's trace onto the board, one event at a time, for the QML
// animator to sequence. It knows no rule: each event only says which seeds go
// where (engine/trace.h). step() applies the current event to the BoardModel;
// finish() applies the rest at once (speed "instant", or a click to skip).

#include "engine/trace.h"

#include <QObject>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class BoardModel;

class TracePlayer : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A trace player belongs to a GameSession")
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    Q_PROPERTY(int remaining READ remaining NOTIFY progressed)
    // The current event (see current()).
    Q_PROPERTY(EventKind type READ type NOTIFY progressed)
    Q_PROPERTY(int fromRow READ fromRow NOTIFY progressed)
    Q_PROPERTY(int toRow READ toRow NOTIFY progressed)
    Q_PROPERTY(int count READ count NOTIFY progressed)
    Q_PROPERTY(int side READ side NOTIFY progressed)
    Q_PROPERTY(bool clockwise READ clockwise NOTIFY progressed)
    // The events still to play end the game (or round): the animator does not
    // announce whose turn it is then.
    Q_PROPERTY(bool endsGame READ endsGame NOTIFY progressed)

public:
    // The kinds of semina::EventType, in its order, for QML
    // (TracePlayer.Drop ...); NoEvent when nothing is playing.
    enum EventKind {
        PickUp,
        RelayPickUp,
        Drop,
        Capture,
        Sweep,
        Place,
        SetupDone,
        ChoicePending,
        ChoiceMade,
        SecondSowing,
        ExtraMove,
        TurnPasses,
        RoundEnds,
        GameEnds,
        Refill,
        NoEvent,
    };
    Q_ENUM(EventKind)

    TracePlayer(BoardModel* board, QObject* parent = nullptr);

    bool running() const { return m_next < m_events.size(); }
    int remaining() const { return static_cast<int>(m_events.size() - m_next); }

    // Starts playing `events` (appended when a trace is already running).
    void play(const semina::Trace& events);

    // The current event as {type, fromRow, toRow, count, side, clockwise}; rows
    // are BoardModel rows, -1 the hand; type is an EventKind.
    Q_INVOKABLE QVariantMap current() const;
    EventKind type() const;
    int fromRow() const;
    int toRow() const;
    int count() const;
    int side() const;
    bool clockwise() const;
    bool endsGame() const;
    Q_INVOKABLE void step();
    Q_INVOKABLE void finish();

signals:
    void runningChanged();
    void progressed();
    // Emitted when the last event has been applied.
    void finished();
    // A new trace starts (not one appended to a running trace).
    void started();
    // `e` has just been applied to the board (the animation got there).
    void applied(const semina::Event& e);

private:
    int rowOf(const semina::Place& place) const;
    void apply(const semina::Event& e);

    BoardModel* m_board;
    std::vector<semina::Event> m_events;
    std::size_t m_next = 0;
};
