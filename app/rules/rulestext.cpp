#include "app/rules/rulestext.h"

#include "app/rules/rulestext_parts.h"

namespace RulesText {

QString paragraph(const QString& text) { return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped()); }

QString list(const QStringList& items)
{
    QString html = QStringLiteral("<ul>");
    for (const QString& item : items)
        html += QStringLiteral("<li>%1</li>").arg(item.toHtmlEscaped());
    return html + QStringLiteral("</ul>");
}

QString boardHeading()
{
    //: Heading in the Rules dialog, above what the board looks like
    return QCoreApplication::translate("RulesText", "The board");
}

QString sowingHeading()
{
    //: Heading in the Rules dialog
    return QCoreApplication::translate("RulesText", "Sowing");
}

QString captureHeading()
{
    //: Heading in the Rules dialog
    return QCoreApplication::translate("RulesText", "Capture");
}

QString endHeading()
{
    //: Heading in the Rules dialog
    return QCoreApplication::translate("RulesText", "The end of the game");
}

QString optionsHeading()
{
    //: Heading in the Rules dialog, above the rule options of the new-game dialog
    return QCoreApplication::translate("RulesText", "Options");
}

QString rematchesHeading()
{
    //: Heading in the Rules dialog
    return QCoreApplication::translate("RulesText", "Handicap rematches");
}

QString originHeading()
{
    //: Heading in the Rules dialog, above where the game comes from and the text its rules follow
    return QCoreApplication::translate("RulesText", "Origin and sources");
}

QString nextRoundOption()
{
    //: Rules dialog, Options list. "Next round" and its three values are named as in the new-game dialog.
    return QCoreApplication::translate("RulesText",
                                       "Next round: players alternate (default) / the loser starts / the winner "
                                       "starts. After a drawn round the players alternate.");
}

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
        "score is the number of rounds won.")) + endingMatch();
}

QString endingMatch()
{
    //: Rules dialog, every game's match play: what End match does (docs/rules.md §3.12)
    return paragraph(QCoreApplication::translate(
        "RulesText",
        "End match stops the match at once, after a question. Only finished rounds count: a round still being played "
        "when you stop is left unfinished and counts for nobody. Undo takes the end back, and the match goes on."));
}

QList<Section> sectionsFor(const QString& key)
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
