#pragma once
// The words of a match (app/match/matchsession.h): the scoreboard's rows, the
// score, the result, and what the refill between rounds says, translated.

#include "engine/ai/fill.h"
#include "engine/match.h"
#include "engine/variant.h"

#include <QList>
#include <QString>

namespace MatchTexts {

QString sideName(semina::Side side);
// "South 2 – 1 North"
QString score(int south, int north);
// A round of the scoreboard: who won it and by how much, and what each
// carried into the next round (stocks, or Omweso's seed split).
QString roundLine(const semina::Variant& v, const semina::MatchRound& round);
// The match's result: who won it, by rounds, and why it ended.
QString result(const semina::MatchRecord& record, bool nobodyCanFill);
// Refill: the loser chooses `holes` holes; `chosen` are chosen so far.
QString chooseFill(semina::Side loser, int holes, int chosen, int remainder);
// Refill: nobody chooses (a draw, or every hole filled).
QString everyHoleFilled();
// Refill: the computer's choice, in one line, from what its search found;
// `holes` names the holes it fills as the board labels them ("2, 3, 5").
QString computerFill(const semina::ai::FillChoice& c, const QString& holes);
QString computerChoosing(semina::Side loser);
// "2. being played": a round's number and what happened in it.
QString numbered(int round, const QString& text);
// The same, short, for the strip under the board: "South +12 (30 – 18)".
QString roundShort(const semina::Variant& v, const semina::MatchRound& round, bool stopped);
// The scoreboard's row of a round that was being played when the players ended the match.
QString notCounted();
// What End match does, asked first: `round` the round being played (0: none,
// the round is over), `score` the rounds won ("South 1 – 0 North").
QString endQuestion(int round, const QString& score);
// Refill: why a choice of a hole was refused.
QString fillFull(semina::Side loser, int holes);
QString notLosersHole(semina::Side loser);
QString computerChooses(semina::Side loser);
QString nothingToChoose();
// Refill: a click on a hole where the next round is set up by a seed split.
QString seedsNotHoles();
// Omweso: the next round's seed split.
QString seedSplit(int south, int north);

} // namespace MatchTexts
