#include "app/rulestext.h"

#include "app/language.h"

#include <QCoreApplication>
#include <QStringList>

// One translate() call per paragraph or list item; the HTML is built around
// the translated text, which is escaped, so translators never see a tag.
// Option and value names in the "Options" lists are those of OptionCatalog.

namespace RulesText {

namespace {

QString heading(const QString& text) { return QStringLiteral("<h3>%1</h3>").arg(text.toHtmlEscaped()); }

QString paragraph(const QString& text) { return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped()); }

QString list(const QStringList& items)
{
    QString html = QStringLiteral("<ul>");
    for (const QString& item : items)
        html += QStringLiteral("<li>%1</li>").arg(item.toHtmlEscaped());
    return html + QStringLiteral("</ul>");
}

QString howToPlay()
{
    //: Heading in the Rules dialog, above the list of rules
    return heading(QCoreApplication::translate("RulesText", "How to play"));
}

QString options()
{
    //: Heading in the Rules dialog, above the rule options of the new-game dialog
    return heading(QCoreApplication::translate("RulesText", "Options"));
}

QString rematches()
{
    //: Heading in the Rules dialog
    return heading(QCoreApplication::translate("RulesText", "Handicap rematches"));
}

QString nextRoundOption()
{
    //: Rules dialog, Options list. "Next round" and its three values are named as in the new-game dialog.
    return QCoreApplication::translate("RulesText",
                                       "Next round: players alternate (default) / the loser starts / the winner "
                                       "starts. After a drawn round the players alternate.");
}

// Kalah and Mankala: the refill rules of Ali Guli Mane, with the store as stock.
QString storeRematch()
{
    //: Rules dialog, Kalah and Mankala. A protected hole is out of play for a round.
    return paragraph(QCoreApplication::translate(
        "RulesText",
        "A game can be followed by handicap rematches, making a match of rounds. Before each new round, each player "
        "refills their holes from their store, as many seeds per hole as at the start. The winner fills every hole "
        "and keeps the surplus in the store; the loser fills as many holes as they can, chooses which (from the left "
        "by default) and keeps the rest. Holes left empty are protected until their owner can fill them again: out of "
        "play and skipped as if absent (a protected facing hole gives nothing). After a drawn round both players fill "
        "all holes. The match ends when a player cannot fill a single hole (the other wins it) or when you stop; the "
        "score is the number of rounds won."));
}

QString omweso()
{
    return paragraph(QCoreApplication::translate(
               "RulesText",
               "Omweso is played on 4 rows of 8 holes with 64 seeds. Each player owns the two rows on their side, the "
               "outer row (nearest to them) and the inner row (by the centre), which form a closed loop of 16 holes: "
               "you only ever sow in your own loop. The four holes on your left are your aloka holes. Seeds never "
               "leave the board; you win when your opponent cannot move."))
        + howToPlay()
        + list({
            //: Omweso rules. South is the player at the bottom of the board, North the one at the top.
            QCoreApplication::translate(
                "RulesText",
                "Set-up: each player places 32 seeds freely in their 16 holes (empty holes are allowed), South first, "
                "then North. Then South moves."),
            QCoreApplication::translate(
                "RulesText",
                "Start your turn from one of your holes with more than one seed: take all its seeds and sow them one "
                "per hole, counter-clockwise round your loop (right along your outer row, left along your inner row). "
                "A big handful goes round and into its own hole too."),
            QCoreApplication::translate("RulesText", "Last seed in an empty hole: your turn ends."),
            //: Omweso rules. A lap is one handful sown one seed per hole.
            QCoreApplication::translate(
                "RulesText",
                "Capture: the last seed makes one of your inner holes hold two or more, your outer hole in that "
                "column is empty, and both opponent holes facing that column hold seeds. Take all their seeds and sow "
                "them on in your loop, from the hole after the one the capturing lap started from."),
            QCoreApplication::translate(
                "RulesText",
                "Relay sowing: otherwise, pick up all the seeds of the last hole and sow on from the next hole."),
            QCoreApplication::translate(
                "RulesText",
                "Aloka holes: a lap starting from one of your aloka holes (your chosen hole, a relay or a sowing of "
                "captured seeds) may go clockwise instead, but only if that clockwise lap ends in a capture; then you "
                "choose. All other laps go counter-clockwise."),
            QCoreApplication::translate(
                "RulesText",
                "A player with no hole of more than one seed at the start of their turn loses. The same position "
                "occurring a third time is a draw."),
            QCoreApplication::translate(
                "RulesText",
                "A turn may sow at most 1,000 laps: a move that would never end is not allowed and is not offered. A "
                "player with no allowed move loses."),
        })
        + options()
        + list({
            //: Omweso, Options list. "Capture condition" and its two values are named as in the new-game dialog.
            QCoreApplication::translate(
                "RulesText",
                "Capture condition: outer hole must be empty (default) / traditional Omweso: no condition, so a "
                "capture does not need your outer hole in that column to be empty."),
        });
}

QString kalah()
{
    return paragraph(QCoreApplication::translate(
               "RulesText",
               "Kalah is played on 2 rows of 6 holes, 4 seeds in each, with a store at each end: yours is on your "
               "right. The player with more seeds in their store at the end wins."))
        + howToPlay()
        + list({
            QCoreApplication::translate(
                "RulesText",
                "Take all the seeds of one of your holes and sow them counter-clockwise, one per hole, through your "
                "own store but not your opponent's. A big handful goes all the way round, its own hole included."),
            QCoreApplication::translate("RulesText",
                                        "Last seed in your store: you move again, as often as this happens."),
            QCoreApplication::translate(
                "RulesText",
                "Capture: if your last seed lands in an empty hole of yours, that seed and all the seeds of the "
                "facing hole go to your store, even when the facing hole is empty. Then the turn passes, as it does "
                "after any last seed outside your store."),
            QCoreApplication::translate(
                "RulesText",
                "After every sowing, if all of either player's holes are empty, the game ends and each player adds "
                "the seeds on their side to their store. More seeds wins; equal is a draw."),
        })
        + options()
        + list({
            //: Kalah, Options list. "Seeds per hole" is named as in the new-game dialog.
            QCoreApplication::translate("RulesText", "Seeds per hole: 1 to 6 (default 4)."),
            //: Kalah, Options list. "Holes per player" is named as in the new-game dialog.
            QCoreApplication::translate("RulesText", "Holes per player: 4 to 6 (default 6)."),
            //: Kalah, Options list. "Capture" and its two values are named as in the new-game dialog.
            QCoreApplication::translate(
                "RulesText",
                "Capture: even when the facing hole is empty (default) / only when the facing hole has seeds (as in "
                "most Kalah sets sold today)."),
            nextRoundOption(),
        })
        + rematches() + storeRematch();
}

QString mankala()
{
    return paragraph(QCoreApplication::translate(
               "RulesText",
               "Mankala is played on 2 rows of 6 holes, 4 seeds in each, with a store at each end (yours is on your "
               "right) that only keeps captured seeds. Whoever captures more seeds wins."))
        + howToPlay()
        + list({
            //: Mankala rules. South is the player at the bottom of the board.
            QCoreApplication::translate(
                "RulesText",
                "Either player may start; you choose in the new-game dialog (South, at the bottom, by default)."),
            QCoreApplication::translate(
                "RulesText",
                "Take all the seeds of one of your holes and sow them counter-clockwise, one per hole, round both "
                "rows, skipping the stores. A big handful goes all the way round, its own hole included."),
            QCoreApplication::translate(
                "RulesText",
                "Capture: if your last seed lands in a hole, on either side, that held 1 or 5 seeds (now 2 or 6), all "
                "its seeds go to your store. Only that hole is captured, and the turn passes: there are no extra "
                "moves."),
            QCoreApplication::translate(
                "RulesText",
                "When the player to move has no seeds on their side, the game ends and all seeds left on the board go "
                "to the other player's store."),
            QCoreApplication::translate(
                "RulesText",
                "If the same position occurs a third time, the game ends and each player takes the seeds on their "
                "side. More seeds wins; equal is a draw."),
        })
        + options()
        + list({
            //: Mankala, Options list. "Seeds per hole" is named as in the new-game dialog.
            QCoreApplication::translate("RulesText", "Seeds per hole: 4 (default) or 6."),
            //: Mankala, Options list. "Captures" and its two values are named as in the new-game dialog.
            QCoreApplication::translate("RulesText", "Captures: in any hole (default) / only on the opponent's side."),
            nextRoundOption(),
        })
        + rematches() + storeRematch();
}

QString aliGuli()
{
    return paragraph(QCoreApplication::translate(
               "RulesText",
               "Ali Guli Mane, from South India, is played on 2 rows of 7 holes, 5 seeds in each; your row is the one "
               "nearer to you. Captured seeds go to your stock beside the board; more seeds in stock wins the round."))
        + howToPlay()
        + list({
            QCoreApplication::translate(
                "RulesText",
                "A turn is two sowings. Each takes all the seeds of one of your holes (one seed is enough) and sows "
                "them one per hole round both rows, counter-clockwise or clockwise as you choose, the same way "
                "throughout."),
            QCoreApplication::translate(
                "RulesText",
                "Relay sowing: after the last seed, if the next hole has seeds, pick them all up and sow on from the "
                "hole after it."),
            //: Ali Guli Mane rules. Saada is the name of the empty hole that stops a sowing.
            QCoreApplication::translate(
                "RulesText",
                "Saada: if the next hole is empty, the sowing stops and you capture, into your stock, the seeds of "
                "the hole after the empty one and of the hole facing it (the facing hole is taken even when the first "
                "is empty)."),
            QCoreApplication::translate(
                "RulesText",
                "If after a sowing either player's holes are all empty, or the same position occurs a third time, the "
                "round ends at once and each player adds the seeds left in their row to their stock. Equal stocks are "
                "a draw."),
            QCoreApplication::translate(
                "RulesText",
                "A turn may sow at most 1,000 laps, both sowings together: a sowing that would never end is not "
                "allowed. If a player has no allowed sowing, the round ends."),
        })
        + options()
        + list({
            //: Ali Guli Mane, Options list. "Seeds per hole" is named as in the new-game dialog.
            QCoreApplication::translate("RulesText", "Seeds per hole: 4, 5 (default) or 6."),
            //: Ali Guli Mane, Options list. "Second sowing" and its two values are named as in the new-game dialog.
            QCoreApplication::translate("RulesText", "Second sowing: always (default) / only after a capture."),
            //: Ali Guli Mane, Options list. "Direction" and its two values are named as in the new-game dialog.
            QCoreApplication::translate(
                "RulesText", "Direction: either way, the player chooses (default) / counter-clockwise only."),
            //: Ali Guli Mane, Options list. "Empty capture hole" and its two values are named as in the new-game
            //: dialog.
            QCoreApplication::translate(
                "RulesText",
                "Empty capture hole: still the facing hole (default) / nothing, when the hole after the empty one is "
                "empty."),
            nextRoundOption(),
        })
        + rematches()
        //: Ali Guli Mane. A protected hole is out of play for a round; the stock is a player's captured seeds.
        + paragraph(QCoreApplication::translate(
            "RulesText",
            "Rounds make up a match. Before each round, the players refill their holes from their stock, as many "
            "seeds per hole as at the start. The winner fills all 7 holes and keeps the surplus in stock; the loser "
            "fills as many as they can, chooses which (from the left by default) and keeps the rest. Holes left empty "
            "are protected until their owner can fill them again: out of play and skipped as if absent (a protected "
            "facing hole gives nothing). After a drawn round both fill all holes. The match ends when a player cannot "
            "fill a single hole (the other wins it) or when you stop; the score is the number of rounds won."));
}

} // namespace

QString forGame(const QString& key)
{
    if (key == QLatin1String("omweso"))
        return omweso();
    if (key == QLatin1String("mankala"))
        return mankala();
    if (key == QLatin1String("kalah"))
        return kalah();
    if (key == QLatin1String("aliguli"))
        return aliGuli();
    return {};
}

} // namespace RulesText

RulesPage::RulesPage(QObject* parent) : QObject(parent)
{
    Language::onChange(this, [this] { update(); });
}

void RulesPage::setGameKey(const QString& key)
{
    if (key == m_key)
        return;
    m_key = key;
    update();
}

void RulesPage::update()
{
    m_text = RulesText::forGame(m_key);
    emit textChanged();
}
