#include "app/board/boardspeech.h"

#include "app/game/sessiontext.h"

#include <QCoreApplication>
#include <QStringList>

namespace BoardSpeech {

namespace {
QString sideName(const Cell& c) { return SessionText::sideName(c.game, c.side); }
} // namespace

QString name(const Cell& c)
{
    const int seeds = c.count;
    if (c.store && c.stock) {
        if (c.own)
            //: Screen reader: the stock of captured seeds of the person playing
            return QCoreApplication::translate("BoardSpeech", "Your stock, %n seed(s)", nullptr, seeds);
        //: Screen reader: %1 South or North
        return QCoreApplication::translate("BoardSpeech", "%1's stock, %n seed(s)", nullptr, seeds).arg(sideName(c));
    }
    if (c.store) {
        if (c.own)
            //: Screen reader: the store of the person playing
            return QCoreApplication::translate("BoardSpeech", "Your store, %n seed(s)", nullptr, seeds);
        //: Screen reader: %1 South or North
        return QCoreApplication::translate("BoardSpeech", "%1's store, %n seed(s)", nullptr, seeds).arg(sideName(c));
    }
    if (c.isProtected) {
        if (c.own)
            //: Screen reader: a protected (closed) hole of the person playing; %1 its number
            return QCoreApplication::translate("BoardSpeech", "Your hole %1, closed").arg(c.label);
        //: Screen reader: a protected (closed) hole; %1 South or North, %2 its number
        return QCoreApplication::translate("BoardSpeech", "%1's hole %2, closed").arg(sideName(c), c.label);
    }
    if (c.own)
        //: Screen reader: a hole of the person playing; %1 its number
        return QCoreApplication::translate("BoardSpeech", "Your hole %1, %n seed(s)", nullptr, seeds).arg(c.label);
    //: Screen reader: a hole; %1 South or North, %2 its number
    return QCoreApplication::translate("BoardSpeech", "%1's hole %2, %n seed(s)", nullptr, seeds)
        .arg(sideName(c), c.label);
}

QString description(const Cell& c)
{
    QStringList parts;
    if (c.isProtected)
        //: Screen reader: a protected hole in a match
        parts << QCoreApplication::translate("BoardSpeech", "Protected: out of play until its owner can fill it.");
    else if (c.playable)
        //: Screen reader: the player to move may sow this hole
        parts << QCoreApplication::translate("BoardSpeech", "Can be sown.");
    if (c.aloka)
        //: Screen reader: Omweso's aloka holes (the source's word)
        parts << QCoreApplication::translate("BoardSpeech", "An aloka hole.");
    return parts.join(QLatin1Char(' '));
}

} // namespace BoardSpeech
