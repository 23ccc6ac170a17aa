#include "app/store/gamestoretext.h"

#include "app/game/sessiontext.h"
#include "app/match/matchtexts.h"
#include "app/shell/language.h"
#include "app/store/sessionrecord.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>

namespace {

QString playerTitle(const std::string& key)
{
    //: A person playing a side, in a saved game's summary
    return key == "human" ? QCoreApplication::translate("GameStore", "Human") : SessionText::levelTitle(QString::fromStdString(key));
}

QString shortTime(const std::string& iso)
{
    const QDateTime time = QDateTime::fromString(QString::fromStdString(iso), Qt::ISODate);
    return time.isValid() ? QLocale(Language::current()).toString(time.toLocalTime(), QLocale::ShortFormat) : QString();
}

// The saved match's rounds, each played through (what its scoreboard counts).
semina::MatchRecord matchOf(const semina::gamefile::GameRecord& r)
{
    semina::MatchRecord m;
    for (const semina::gamefile::RoundRecord& round : r.rounds)
        m.rounds.push_back(SessionRecord::playedRound(round));
    return m;
}

} // namespace

namespace GameStoreText {

QString title(const semina::gamefile::GameRecord& r)
{
    const QString game = SessionText::gameTitle(r.game);
    if (!r.match && r.branchOf)
        //: A game branched from a kept one (Play from here): %1 the game
        return QCoreApplication::translate("GameStore", "%1, a branch").arg(game);
    if (!r.match)
        return game;
    const int round = static_cast<int>(r.rounds.size());
    //: A saved match on the home screen: %1 the game, %n the round played last
    return QCoreApplication::translate("GameStore", "%1 match, round %n", nullptr, round).arg(game);
}

QString summary(const semina::gamefile::GameRecord& r)
{
    //: A saved game's players: %1 South's, %2 North's (Human, Expert, ...)
    QStringList parts{QCoreApplication::translate("GameStore", "%1 against %2").arg(playerTitle(r.players[0]), playerTitle(r.players[1]))};
    const semina::Game live = semina::gamefile::liveGame(r);
    if (r.match) {
        // What the scoreboard says: the rounds won, and whether the match is over.
        const semina::MatchRecord m = matchOf(r);
        //: A saved match: the rounds each player won (%1: "South 2 – 1 North")
        parts << QCoreApplication::translate("GameStore", "rounds won: %1")
                     .arg(MatchTexts::score(m.wins(semina::Side::South), m.wins(semina::Side::North)));
        if (r.matchOver)
            //: A saved match that has ended
            parts << QCoreApplication::translate("GameStore", "match over");
        if (r.matchOver && !live.over()) // ended by the players during a round
            parts << MatchTexts::notCounted();
    }
    const int decisions = r.rounds.empty() ? 0 : static_cast<int>(r.rounds.back().decisions.size());
    //: A saved game: how many decisions its round in play has
    parts << QCoreApplication::translate("GameStore", "%n decision(s)", nullptr, decisions);
    if (live.over())
        parts << SessionText::outcome(r.game, live.winner());
    if (r.branchOf)
        //: A game branched from a kept one (Play from here): %1 when that game began, %n the decisions it kept
        parts << QCoreApplication::translate("GameStore", "from the game of %1, after %n decision(s)", nullptr, r.branchOf->decisions)
                     .arg(shortTime(r.branchOf->created));
    const QString saved = shortTime(r.saved);
    if (!saved.isEmpty())
        parts << saved;
    return parts.join(QStringLiteral(" · "));
}

QString missing(const QString& file)
{
    //: A game file that was asked for is not there
    return QCoreApplication::translate("GameStore", "%1 does not exist.").arg(file);
}

QString notAFile(const QString& file)
{
    //: A game file that was asked for is a folder or a device
    return QCoreApplication::translate("GameStore", "%1 is not a file.").arg(file);
}

QString tooLarge(const QString& file)
{
    //: A game file far larger than any game
    return QCoreApplication::translate("GameStore", "%1 is too large to be a game file.").arg(file);
}

QString cannotRead(const QString& file, const QString& why)
{
    //: %1 the file, %2 the system's reason
    return QCoreApplication::translate("GameStore", "%1 cannot be read: %2").arg(file, why);
}

QString cannotWrite(const QString& file, const QString& why)
{
    //: %1 the file, %2 the system's reason
    return QCoreApplication::translate("GameStore", "The game could not be saved to %1: %2").arg(file, why);
}

QString refused(const QString& file, const QString& why_)
{
    const QString why = why_.left(1).toUpper() + why_.mid(1); // a sentence of its own
    //: %1 the file, %2 what is wrong in it and where (in English)
    return QCoreApplication::translate("GameStore", "%1 is not a game Semina can open. %2").arg(file, why);
}

QString readWithWarning(const QString& file, const QString& why)
{
    //: A game file opened although it comes from a later version; %1 the file, %2 the reader's note (in English)
    return QCoreApplication::translate("GameStore", "%1 was opened, but: %2").arg(file, why);
}

QString setAside(const QString& why, const QString& path)
{
    //: At start: the game kept when Semina last closed cannot be read; %1 why, %2 where the file was moved
    return QCoreApplication::translate("GameStore", "The game kept from last time could not be read, so it was set aside as %2. %1").arg(why, path);
}

QString nothingToContinue()
{
    return QCoreApplication::translate("GameStore", "There is no unfinished game to continue.");
}

} // namespace GameStoreText
