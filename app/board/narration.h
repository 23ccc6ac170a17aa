#pragma once
// The live status a screen reader follows: what the seeds do, told as the
// animation gets there ("South sows hole 3: 4 seeds. South captures 5 seeds
// from North's hole 2. North to move."). It listens to the trace player,
// one sentence per event worth telling (single drops are not), and starts
// afresh with each decision's trace. It decides nothing: the engine's events
// say what happened.

#include "engine/trace.h"

#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

class BoardModel;
class TracePlayer;

class Narration : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The narration belongs to a GameSession")
    // The sentences of the trace played last, so far (the last few of a long
    // one); none after a language switch, until the next trace.
    Q_PROPERTY(QString text READ text NOTIFY changed)
    // The newest sentence alone.
    Q_PROPERTY(QString latest READ latest NOTIFY changed)

public:
    // At most this many sentences are kept (a long relay is told by its end).
    static constexpr int kKept = 8;

    Narration(BoardModel* board, TracePlayer* player, QObject* parent = nullptr);

    QString text() const { return m_sentences.join(QLatin1Char(' ')); }
    QString latest() const { return m_sentences.isEmpty() ? QString() : m_sentences.last(); }
    void clear();

    // The sentence an event gets (empty: not told); `endsGame` is whether
    // the game or round ends later in the same trace. The end's sweep and a
    // refill are told once a trace.
    QString sentence(const semina::Event& e, bool endsGame);

signals:
    void changed();

private:
    void add(const QString& sentence);

    BoardModel* m_board;
    QStringList m_sentences;
    bool m_sweepTold = false;
    bool m_refillTold = false;
};
