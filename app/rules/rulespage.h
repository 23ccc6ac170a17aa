#pragma once
// The rules of one game for QML (the Rules dialog): its sections, each a
// heading, rich text and maybe a diagram (app/rules/rulesdiagram.h), made again in
// the new language when the language changes at run time.

#include <QObject>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class RulesPage : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString gameKey READ gameKey WRITE setGameKey NOTIFY sectionsChanged)
    // [{heading, html, diagram}]; diagram: RulesDiagram::toMap, or null.
    Q_PROPERTY(QVariantList sections READ sections NOTIFY sectionsChanged)

public:
    explicit RulesPage(QObject* parent = nullptr);

    QString gameKey() const { return m_key; }
    void setGameKey(const QString& key);
    QVariantList sections() const { return m_sections; }

signals:
    void sectionsChanged();

private:
    void update();

    QString m_key;
    QVariantList m_sections;
};
