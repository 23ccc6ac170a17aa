#include "app/rules/rulespage.h"

#include "app/rules/rulesdiagram.h"
#include "app/rules/rulestext.h"
#include "app/shell/language.h"

#include <QQmlEngine>
#include <QVariantMap>

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
    m_sections.clear();
    QQmlEngine* engine = qmlEngine(this);
    const QList<RulesText::Section> sections = engine ? RulesText::sectionsFor(m_key, *engine) : QList<RulesText::Section>();
    for (const RulesText::Section& s : sections) {
        QVariant diagram;
        if (s.diagram) {
            const RulesDiagram::Picture picture = RulesDiagram::draw(m_key, *s.diagram);
            if (picture.problem.isEmpty()) // a broken diagram is left out (tests/app/rules/rules_test.cpp finds it)
                diagram = RulesDiagram::toMap(m_key, picture, *s.diagram);
        }
        m_sections.append(QVariantMap{{QStringLiteral("heading"), s.heading},
                                      {QStringLiteral("html"), s.html},
                                      {QStringLiteral("diagram"), diagram}});
    }
    emit sectionsChanged();
}
