#include "app/rules/rulestext.h"

#include "app/catalog/gamecontent.h"
#include "app/rules/rulesbook.h"

#include <QCoreApplication>

namespace RulesText {

namespace {

QString paragraph(const QString& text) { return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped()); }

QString list(const QStringList& items)
{
    QString html = QStringLiteral("<ul>");
    for (const QString& item : items)
        html += QStringLiteral("<li>%1</li>").arg(item.toHtmlEscaped());
    return html + QStringLiteral("</ul>");
}

bool isListItem(const QString& key) { return key == QLatin1String("next-round"); }

} // namespace

QString shared(const QString& key)
{
    if (key == QLatin1String("next-round"))
        //: Rules dialog, Options list. "Next round" and its three values are named as in the new-game dialog.
        return QCoreApplication::translate("RulesText",
                                           "Next round: players alternate (default) / the loser starts / the winner "
                                           "starts. After a drawn round the players alternate.");
    if (key == QLatin1String("store-rematch"))
        //: Rules dialog, Kalah and Mankala. A protected hole is out of play for a round.
        return QCoreApplication::translate(
            "RulesText",
            "A game can be followed by handicap rematches, making a match of rounds. Before each new round, each "
            "player refills their holes from their store, as many seeds per hole as at the start. The winner fills "
            "every hole and keeps the surplus in the store; the loser fills as many holes as they can, chooses which "
            "(from the left by default) and keeps the rest. Holes left empty are protected until their owner can "
            "fill them again: out of play and skipped as if absent (a protected facing hole gives nothing). After a "
            "drawn round both players fill all holes. The match ends when a player cannot fill a single hole (the "
            "other wins it) or when you stop; the score is the number of rounds won.");
    if (key == QLatin1String("ending-match"))
        //: Rules dialog, every game's match play: what End match does (docs/rules.md §3.12)
        return QCoreApplication::translate(
            "RulesText",
            "End match stops the match at once, after a question. Only finished rounds count: a round still being "
            "played when you stop is left unfinished and counts for nobody. Undo takes the end back, and the match "
            "goes on.");
    return {};
}

QList<Section> sectionsFor(const QString& key, QQmlEngine& engine)
{
    const auto book = GameContent::load<RulesBook>(key, QStringLiteral("Rules"), engine);
    if (!book)
        return {};
    QList<Section> sections;
    for (const RulesEntry* e : book->entryList()) {
        QString html;
        QStringList items = e->m_items;
        for (const QString& p : e->m_paragraphs)
            html += paragraph(p);
        for (const QString& k : e->m_shared) {
            if (isListItem(k))
                items << shared(k);
            else
                html += paragraph(shared(k));
        }
        if (!items.isEmpty())
            html += list(items);
        std::optional<Diagram> diagram;
        if (const RulesFigure* f = e->m_figure)
            diagram = Diagram{f->m_position, f->m_options, f->m_line, f->m_marks, f->m_shows, f->m_atLeast, f->m_caption};
        sections.append({e->m_heading, html, diagram});
    }
    return sections;
}

} // namespace RulesText
