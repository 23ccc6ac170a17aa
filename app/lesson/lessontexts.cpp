#include "app/lesson/lessontexts.h"

#include "app/lesson/lessonbook.h"

#include <QCoreApplication>

using semina::lesson::Miss;

namespace LessonTexts {

namespace {

// What a game's lessons say about its seeds, in their words (LessonWords):
// one of its sentences, or one with a count; empty without words.
QString said(const LessonWords* words, QString LessonWords::*sentence)
{
    return words ? words->*sentence : QString();
}
QString said(const LessonWords* words, const char* counted, int n)
{
    return words ? words->counted(counted, n) : QString();
}

// The hole a last-in task asks for, named as the board labels it.
QString askedPlace(const semina::lesson::TurnFacts& f, const semina::lesson::Goal& goal, const QString& placeLabel)
{
    if (goal.place.kind == semina::Place::Kind::Store)
        return QCoreApplication::translate("LessonTexts", "The task asks for your store.");
    if (placeLabel.isEmpty())
        return {};
    if (goal.place.side == f.mover)
        //: A lesson's miss, after where the last seed fell; %1 the hole as the board labels it ("6", "B5")
        return QCoreApplication::translate("LessonTexts", "The task asks for your hole %1.").arg(placeLabel);
    //: A lesson's miss, after where the last seed fell; %1 the hole as the board labels it ("1", "A7")
    return QCoreApplication::translate("LessonTexts", "The task asks for your opponent's hole %1.").arg(placeLabel);
}

QString joined(const QString& a, const QString& b) { return b.isEmpty() ? a : a + QLatin1Char(' ') + b; }

// Why the try missed, in one or two sentences.
QString missOnly(Miss miss, const semina::lesson::TurnFacts& f, const semina::lesson::Goal& goal, const LessonWords* words,
                 const QString& lastLabel, const QString& placeLabel)
{
    const QString asked = QString::number(goal.atLeast);
    switch (miss) {
    case Miss::None:
        return {};
    case Miss::LastInOwnStore:
        return QCoreApplication::translate("LessonTexts", "Your last seed fell into your store: another move, but no capture.");
    case Miss::LastInOwnEmptyHole:
        return said(words, &LessonWords::m_emptyHole);
    case Miss::LastInOwnHole:
        //: %n: the seeds the hole held before the last seed fell into it
        return QCoreApplication::translate("LessonTexts", "Your last seed fell into a hole of yours that already held %n seed(s), so nothing was captured.", nullptr, f.lastHeld);
    case Miss::LastOnOpponentSide:
        return QCoreApplication::translate("LessonTexts", "Your last seed fell on your opponent's side, so nothing was captured.");
    case Miss::ShortOfStore:
        return QCoreApplication::translate("LessonTexts", "Your last seed stopped before your store: it has to land exactly in the store.");
    case Miss::PastStore:
        return QCoreApplication::translate("LessonTexts", "Your sowing went on past your store: the last seed has to land exactly in the store.");
    case Miss::WrongLastPlace: {
        // Where the last seed fell, then the hole the task asks for.
        const QString target = askedPlace(f, goal, placeLabel);
        if (f.lastPlace.kind == semina::Place::Kind::Store)
            return joined(QCoreApplication::translate("LessonTexts", "Your last seed fell into your store."), target);
        if (f.lastPlace.kind == semina::Place::Kind::Hole && !lastLabel.isEmpty())
            return joined(f.lastPlace.side == f.mover ? said(words, &LessonWords::m_inOwnHole).arg(lastLabel)
                                                      : said(words, &LessonWords::m_inOpponentHole).arg(lastLabel),
                          target);
        return joined(said(words, &LessonWords::m_elsewhere), target);
    }
    case Miss::FacingHoleEmpty:
        return QCoreApplication::translate("LessonTexts", "The facing hole was empty: under this rule that captures nothing.");
    case Miss::NotTwoOrSix: {
        const int held = f.lastHeld + 1; // lupdate does not read an expression as the count
        //: %n: the seeds in the hole where the last seed fell, after it fell (Mankala: name them as its lessons do)
        return QCoreApplication::translate("LessonTexts", "The last hole now holds %n seed(s): only 2 or 6 capture.", nullptr, held);
    }
    case Miss::OwnRowNoCapture:
        return QCoreApplication::translate("LessonTexts", "That hole is in your own row: under this rule only your opponent's row captures.");
    case Miss::SaadaTookNothing:
        return QCoreApplication::translate("LessonTexts", "The sowing ended in a Saada, but the hole after it and the hole facing that were empty: nothing to take.");
    case Miss::SaadaEmptyHole:
        return QCoreApplication::translate("LessonTexts", "The hole after the Saada was empty: under this rule nothing is taken.");
    case Miss::OuterHoleNotEmpty:
        return QCoreApplication::translate("LessonTexts", "Your lap ended in a full inner hole, but the outer hole behind it was not empty, so nothing was captured.");
    case Miss::FacingNotBothFull:
        return QCoreApplication::translate("LessonTexts", "Your lap ended in a full inner hole, but your opponent's two facing holes were not both full, so nothing was captured.");
    case Miss::TooFewCaptured:
        return said(words, "captured", f.captured).arg(asked);
    case Miss::TooFewCaptures:
        //: %n: the captures made; %1: the captures the task asks for
        return QCoreApplication::translate("LessonTexts", "You made %n capture(s); the task asks for at least %1.", nullptr, f.captures).arg(asked);
    case Miss::CaptureNotClockwise:
        return QCoreApplication::translate("LessonTexts", "You captured, but not with a clockwise lap from an aloka hole.");
    case Miss::TurnGoesOn:
        return QCoreApplication::translate("LessonTexts", "Your turn is not over yet: play it to the end.");
    case Miss::NoExtraMove:
        //: %n: the extra moves earned; %1: the extra moves the task asks for
        return QCoreApplication::translate("LessonTexts", "You earned %n extra move(s); the task asks for at least %1.", nullptr, f.extraMoves).arg(asked);
    case Miss::TooFewRelays: {
        const QString made = f.relays == 0
            //: A lesson's miss: the sowing never picked up seeds to sow on (a relay)
            ? QCoreApplication::translate("LessonTexts", "Your sowing never went on from a new hole.")
            //: A lesson's miss: %n the times the sowing picked up seeds to sow on (relays)
            : QCoreApplication::translate("LessonTexts", "Your sowing went on from a new hole only %n time(s).", nullptr, f.relays);
        //: A lesson's miss, after what the sowing did: %n the relays the task asks for
        return joined(made, QCoreApplication::translate("LessonTexts", "Find one that goes on at least %n time(s).", nullptr, goal.atLeast));
    }
    case Miss::NoChoiceDue:
        return QCoreApplication::translate("LessonTexts", "Your turn did not stop at a direction choice.");
    case Miss::GameNotOver:
        return said(words, &LessonWords::m_notOver);
    case Miss::OpponentCanMove:
        return QCoreApplication::translate("LessonTexts", "Your opponent can still move.");
    case Miss::GameLost:
        return said(words, &LessonWords::m_lost);
    case Miss::GameDrawn:
        return said(words, &LessonWords::m_drawn);
    case Miss::TooManyTurns:
        //: %n: the turns the task allows
        return QCoreApplication::translate("LessonTexts", "You did not win within %n turn(s).", nullptr, goal.atLeast);
    case Miss::LineIllegal:
        return QCoreApplication::translate("LessonTexts", "That cannot be played here.");
    case Miss::FarFromBest:
        return said(words, "behindBest", f.shortOfBest);
    case Miss::OpponentCanCapture:
        return placeLabel.isEmpty() ? said(words, "canTake", f.threat) : said(words, "canTakeFrom", f.threat).arg(placeLabel);
    }
    return {};
}

} // namespace

QString miss(Miss miss, const semina::lesson::TurnFacts& f, const semina::lesson::Goal& goal, const LessonWords* words,
             const QString& lastLabel, const QString& placeLabel)
{
    const QString why = missOnly(miss, f, goal, words, lastLabel, placeLabel);
    if (!f.secondSowingLost || why.isEmpty())
        return why;
    //: Ali Guli Mane lessons, after a miss: under the rule of a second sowing only after a capture
    return joined(why, QCoreApplication::translate("LessonTexts", "Your first sowing captured nothing, so your turn had no second sowing."));
}

QString hint(const semina::lesson::Goal& goal, const LessonWords* words, const QString& placeLabel)
{
    using semina::lesson::GoalKind;
    switch (goal.kind) {
    case GoalKind::Capture:
    case GoalKind::Captures:
    case GoalKind::SaadaCapture: return said(words, &LessonWords::m_captureHint);
    case GoalKind::Relay: return said(words, &LessonWords::m_relayHint);
    case GoalKind::EndGame: return said(words, &LessonWords::m_endHint);
    case GoalKind::LastIn:
        if (goal.place.kind != semina::Place::Kind::Store)
            //: A lesson's first hint; %1 the hole as the board labels it
            return QCoreApplication::translate("LessonTexts", "A handful of seeds ends as many holes on as it holds seeds: which of your holes ends in hole %1?").arg(placeLabel);
        [[fallthrough]]; // into the store: as an extra move
    case GoalKind::ExtraMove:
        return QCoreApplication::translate("LessonTexts", "Count the holes from each of yours to your store: a hole with just that many seeds ends in the store.");
    case GoalKind::ClockwiseCapture:
        return QCoreApplication::translate("LessonTexts", "Look at your aloka holes: a clockwise lap from one of them may end in a capture.");
    case GoalKind::ChoiceDue:
        return QCoreApplication::translate("LessonTexts", "Look for a sowing that goes on from an aloka hole where a clockwise lap would capture.");
    case GoalKind::OpponentStuck:
        return QCoreApplication::translate("LessonTexts", "Look for a move that leaves your opponent nothing to play.");
    case GoalKind::WinGame:
    case GoalKind::WinWithin:
        return QCoreApplication::translate("LessonTexts", "Think a turn ahead: what will your opponent be able to play after your move?");
    case GoalKind::NearBest:
        return QCoreApplication::translate("LessonTexts", "Weigh each move: what it wins now, and what it leaves your opponent to take on their turn.");
    case GoalKind::Defend:
        return QCoreApplication::translate("LessonTexts", "Find which of your holes your opponent could capture on their turn, then move those seeds away or spoil the capture.");
    }
    return {};
}

QString met(int stars)
{
    if (stars >= 3)
        return QCoreApplication::translate("LessonTexts", "Well done, at the first try!");
    if (stars == 2)
        return QCoreApplication::translate("LessonTexts", "Well done!");
    return QCoreApplication::translate("LessonTexts", "Done. Try it again without help for more stars.");
}

} // namespace LessonTexts
