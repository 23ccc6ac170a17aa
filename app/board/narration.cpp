#include "app/board/narration.h"

#include "app/board/boardmodel.h"
#include "app/game/sessiontext.h"
#include "app/game/traceplayer.h"
#include "app/shell/language.h"

#include <QCoreApplication>

using semina::EventType;

Narration::Narration(BoardModel* board, TracePlayer* player, QObject* parent) : QObject(parent), m_board(board)
{
    connect(player, &TracePlayer::started, this, &Narration::clear);
    connect(player, &TracePlayer::applied, this,
            [this, player](const semina::Event& e) { add(sentence(e, player->endsGame())); });
    // Sentences of the old language are dropped: the status line tells the rest.
    Language::onChange(this, [this] {
        if (m_sentences.isEmpty())
            return;
        m_sentences.clear();
        emit changed();
    });
}

void Narration::clear()
{
    m_sweepTold = false;
    m_refillTold = false;
    if (m_sentences.isEmpty())
        return;
    m_sentences.clear();
    emit changed();
}

void Narration::add(const QString& sentence)
{
    if (sentence.isEmpty())
        return;
    m_sentences << sentence;
    while (m_sentences.size() > kKept)
        m_sentences.removeFirst();
    emit changed();
}

QString Narration::sentence(const semina::Event& e, bool endsGame)
{
    const semina::GameId game = m_board->variant().game;
    const QString who = SessionText::sideName(game, static_cast<int>(e.side));
    const bool own = e.from.kind == semina::Place::Kind::Hole && e.from.side == e.side;
    const QString hole = e.from.kind == semina::Place::Kind::Hole
                             ? m_board->labelOf(m_board->rowOf(e.from.side, e.from.hole))
                             : QString();
    const QString owner = SessionText::sideName(game, static_cast<int>(e.from.side));
    const int seeds = e.count;
    switch (e.type) {
    case EventType::PickUp:
        if (own)
            //: Screen reader: %1 South or North, %2 the hole's number
            return QCoreApplication::translate("Narration", "%1 sows hole %2: %n seed(s).", nullptr, seeds).arg(who, hole);
        //: Screen reader: %1 the mover, %2 the hole's number, %3 its owner
        return QCoreApplication::translate("Narration", "%1 sows %3's hole %2: %n seed(s).", nullptr, seeds).arg(who, hole, owner);
    case EventType::RelayPickUp:
        if (own)
            //: Screen reader: a relay sowing goes on from a hole; %1 the mover, %2 the hole's number
            return QCoreApplication::translate("Narration", "%1 picks up %n seed(s) from hole %2 and sows on.", nullptr, seeds).arg(who, hole);
        //: Screen reader: a relay sowing; %1 the mover, %2 the hole's number, %3 its owner
        return QCoreApplication::translate("Narration", "%1 picks up %n seed(s) from %3's hole %2 and sows on.", nullptr, seeds).arg(who, hole, owner);
    case EventType::Capture:
        if (own)
            //: Screen reader: %1 the capturer, %2 the number of the capturer's own hole
            return QCoreApplication::translate("Narration", "%1 captures %n seed(s) from hole %2.", nullptr, seeds).arg(who, hole);
        //: Screen reader: %1 the capturer, %2 the hole's number, %3 its owner
        return QCoreApplication::translate("Narration", "%1 captures %n seed(s) from %3's hole %2.", nullptr, seeds).arg(who, hole, owner);
    case EventType::Sweep:
        if (m_sweepTold)
            return {};
        m_sweepTold = true;
        //: Screen reader: at the end, the seeds still in the holes go to the players
        return QCoreApplication::translate("Narration", "The seeds left in the holes are gathered up.");
    case EventType::Refill:
        if (m_refillTold)
            return {};
        m_refillTold = true;
        //: Screen reader: a match's next round is set up from the seeds each player won
        return QCoreApplication::translate("Narration", "The seeds go back into the holes for the next round.");
    case EventType::SetupDone:
        //: Screen reader: Omweso's set-up; %1 South or North
        return QCoreApplication::translate("Narration", "%1 has set out the seeds.").arg(who);
    case EventType::ChoicePending:
        //: Screen reader: Omweso, the seeds in hand wait for a direction
        return QCoreApplication::translate("Narration", "Choose a direction: %n seed(s) in hand.", nullptr, seeds);
    case EventType::ChoiceMade:
        return e.dir == semina::Dir::Cw ? QCoreApplication::translate("Narration", "%1 sows clockwise.").arg(who)
                                        : QCoreApplication::translate("Narration", "%1 sows counter-clockwise.").arg(who);
    case EventType::SecondSowing:
        //: Screen reader: Ali Guli Mane's second sowing of the turn; %1 South or North
        return QCoreApplication::translate("Narration", "%1 makes the second sowing.").arg(who);
    case EventType::ExtraMove:
        //: Screen reader: Kalah's extra move; %1 South or North
        return endsGame ? QString() : QCoreApplication::translate("Narration", "%1 moves again.").arg(who);
    case EventType::TurnPasses:
        //: Screen reader: %1 South or North
        return endsGame ? QString() : QCoreApplication::translate("Narration", "%1 to move.").arg(who);
    case EventType::RoundEnds:
        //: Screen reader: %1 who won it ("South wins." or "A draw.")
        return QCoreApplication::translate("Narration", "The round is over. %1").arg(SessionText::outcome(game, e.outcome));
    case EventType::GameEnds:
        //: Screen reader: %1 who won ("South wins." or "A draw.")
        return QCoreApplication::translate("Narration", "The game is over. %1").arg(SessionText::outcome(game, e.outcome));
    case EventType::Drop:
    case EventType::Place: break;
    }
    return {};
}
