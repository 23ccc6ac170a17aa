#include "app/match/matchtexts.h"

#include <QCoreApplication>
#include <cstdlib>

using semina::Outcome;
using semina::Side;

namespace MatchTexts {

QString sideName(Side side)
{
    return side == Side::South ? QCoreApplication::translate("MatchTexts", "South")
                               : QCoreApplication::translate("MatchTexts", "North");
}

QString score(int south, int north)
{
    //: The match score in rounds won: South's, then North's
    return QCoreApplication::translate("MatchTexts", "South %1 – %2 North").arg(south).arg(north);
}

QString roundLine(const semina::Variant& v, const semina::MatchRound& round)
{
    if (!round.finished)
        //: The scoreboard's row of the round being played
        return QCoreApplication::translate("MatchTexts", "being played");
    QString line;
    const int margin = std::abs(round.end.stores[0] - round.end.stores[1]);
    if (round.winner == Outcome::Draw)
        line = QCoreApplication::translate("MatchTexts", "drawn");
    else if (!v.hasStores())
        //: The scoreboard: who won the round (Omweso counts no margin)
        line = QCoreApplication::translate("MatchTexts", "%1 won").arg(sideName(round.winner == Outcome::South ? Side::South : Side::North));
    else
        //: The scoreboard: %1 who won the round, %n by how many seeds
        line = QCoreApplication::translate("MatchTexts", "%1 won by %n seed(s)", nullptr, margin)
                   .arg(sideName(round.winner == Outcome::South ? Side::South : Side::North));
    if (!v.hasStores())
        return line;
    //: The scoreboard: the seeds each player carried out of the round into the next
    return QCoreApplication::translate("MatchTexts", "%1; carried %2 – %3").arg(line).arg(round.end.stores[0]).arg(round.end.stores[1]);
}

QString result(const semina::MatchRecord& record, bool nobodyCanFill)
{
    const int s = record.wins(Side::South);
    const int n = record.wins(Side::North);
    QString who;
    if (record.winner == Outcome::Draw)
        who = QCoreApplication::translate("MatchTexts", "The match is drawn, %1.").arg(score(s, n));
    else
        //: %1 the match's winner, %2 the score in rounds
        who = QCoreApplication::translate("MatchTexts", "%1 wins the match, %2.")
                  .arg(sideName(record.winner == Outcome::South ? Side::South : Side::North), score(s, n));
    if (!nobodyCanFill)
        return who;
    //: Why the match ended: the loser's stock is too small for one hole
    return who + QLatin1Char(' ') + QCoreApplication::translate("MatchTexts", "The loser cannot fill a single hole.");
}

QString chooseFill(Side loser, int holes, int chosen, int remainder)
{
    //: Refill between rounds. %1 the player (South/North), %n the holes their stock fills
    const QString ask = QCoreApplication::translate("MatchTexts", "%1 fills %n hole(s): click the holes to fill.", nullptr, holes).arg(sideName(loser));
    //: Refill between rounds: how many holes are chosen so far
    const QString got = QCoreApplication::translate("MatchTexts", "%n chosen.", nullptr, chosen);
    //: Refill between rounds: the seeds too few for a hole stay in the stock
    const QString rest = QCoreApplication::translate("MatchTexts", "%n seed(s) stay in the stock; the other holes are protected.", nullptr, remainder);
    return ask + QLatin1Char(' ') + got + QLatin1Char(' ') + rest;
}

QString everyHoleFilled()
{
    return QCoreApplication::translate("MatchTexts", "Both players fill every hole.");
}

QString computerChoosing(Side loser)
{
    //: Refill between rounds, while the computer searches for its best fill
    return QCoreApplication::translate("MatchTexts", "%1 is choosing which holes to fill…").arg(sideName(loser));
}

QString computerFill(const semina::ai::FillChoice& c, const QString& holes)
{
    using semina::ai::FillReason;
    const QString who = sideName(c.loser);
    switch (c.reason) {
    case FillReason::NoChoice: return everyHoleFilled();
    case FillReason::Random:
        //: The Random level's fill: %1 the player, %2 the holes
        return QCoreApplication::translate("MatchTexts", "%1 fills holes %2, chosen at random.").arg(who, holes);
    case FillReason::DefaultBest:
        return QCoreApplication::translate("MatchTexts", "%1 fills holes %2: no other choice looks better than filling from the left.").arg(who, holes);
    case FillReason::WinsRound:
        return QCoreApplication::translate("MatchTexts", "%1 fills holes %2: the search finds a win of the next round from there.").arg(who, holes);
    case FillReason::AvoidsLoss:
        return QCoreApplication::translate("MatchTexts", "%1 fills holes %2: filling from the left would lose the next round by force.").arg(who, holes);
    case FillReason::AvoidsCapture:
        //: %n: the most seeds the opponent's first turn can take after this fill; %3: after filling from the left
        return QCoreApplication::translate("MatchTexts", "%1 fills holes %2: the opponent's first turn can take at most %n seed(s), not %3.", nullptr, c.threat)
            .arg(who, holes).arg(c.defaultThreat);
    case FillReason::BetterBySeeds: {
        if (c.gainTenths < 10)
            return QCoreApplication::translate("MatchTexts", "%1 fills holes %2: the search rates it a little better than filling from the left.").arg(who, holes);
        const int seeds = (c.gainTenths + 5) / 10; // lupdate reads a count only from a name
        //: %n: how many seeds better the search rates this fill (rounded)
        return QCoreApplication::translate("MatchTexts", "%1 fills holes %2: the search rates it %n seed(s) better than filling from the left.", nullptr, seeds)
            .arg(who, holes);
    }
    }
    return {};
}

QString seedSplit(int south, int north)
{
    //: Omweso's next round: the seeds each player places
    return QCoreApplication::translate("MatchTexts", "Seeds for the next round: South %1, North %2.").arg(south).arg(north);
}

QString numbered(int round, const QString& text)
{
    //: A round of the scoreboard: %1 its number, %2 what happened in it
    return QCoreApplication::translate("MatchTexts", "%1. %2").arg(round).arg(text);
}

QString seedsNotHoles()
{
    //: Between two rounds of a match where each player's seeds, not holes, are set (Omweso)
    return QCoreApplication::translate("MatchTexts", "The next round is set by the seeds each player places: set them below.");
}

QString roundShort(const semina::Variant& v, const semina::MatchRound& round, bool stopped)
{
    if (!round.finished)
        return stopped ? notCounted() : QCoreApplication::translate("MatchTexts", "being played");
    if (round.winner == Outcome::Draw)
        return QCoreApplication::translate("MatchTexts", "drawn");
    const QString who = sideName(round.winner == Outcome::South ? Side::South : Side::North);
    if (!v.hasStores())
        return who;
    //: The strip's short scoreboard: %1 who won the round, %2 by how many seeds, %3 – %4 the seeds each carried on
    return QCoreApplication::translate("MatchTexts", "%1 +%2 (%3 – %4)")
        .arg(who)
        .arg(std::abs(round.end.stores[0] - round.end.stores[1]))
        .arg(round.end.stores[0])
        .arg(round.end.stores[1]);
}

QString notCounted()
{
    //: The scoreboard: the round being played when the players ended the match
    return QCoreApplication::translate("MatchTexts", "not finished: does not count");
}

QString endQuestion(int round, const QString& score)
{
    //: Asked before ending a match: %1 the rounds won ("South 1 – 0 North")
    const QString ends = QCoreApplication::translate("MatchTexts", "The match ends on the rounds won: %1.").arg(score);
    if (round <= 0)
        return ends;
    //: Asked before ending a match during a round: %1 the round's number
    return QCoreApplication::translate("MatchTexts", "Round %1 is not finished: it will not count.").arg(round) + QLatin1Char(' ') + ends;
}

QString fillFull(Side loser, int holes)
{
    //: Refill: a hole clicked when as many as the stock fills are chosen
    return QCoreApplication::translate("MatchTexts", "%1 can fill only %n hole(s): take one out first.", nullptr, holes).arg(sideName(loser));
}

QString notLosersHole(Side loser)
{
    //: Refill: a click on the round winner's hole; %1 the loser, who chooses
    return QCoreApplication::translate("MatchTexts", "Only %1's holes can be chosen: the winner fills every hole.").arg(sideName(loser));
}

QString computerChooses(Side loser)
{
    //: Refill: a click on a hole while the computer chooses its own fill
    return QCoreApplication::translate("MatchTexts", "The computer chooses %1's holes.").arg(sideName(loser));
}

QString nothingToChoose()
{
    //: Refill: a click on a hole when every hole is filled
    return QCoreApplication::translate("MatchTexts", "There is nothing to choose.");
}

} // namespace MatchTexts
