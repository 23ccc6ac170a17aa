#pragma once
// A game's rules page as data (resources/games/<game>/<Name>Rules.qml): a
// RulesBook holds RulesEntries, each a heading, paragraphs, a list, texts
// every game's page shares, and maybe a RulesFigure. Declared in QML so that
// the texts are qsTr strings in the game's own translation context.
// RulesText (app/rules/rulestext.h) turns a book into the dialog's sections.

#include <QList>
#include <QObject>
#include <QQmlListProperty>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

// A picture of a position, read as a lesson step's (docs/lessons.md): the
// position in docs/notation.md's notation (empty: the start), options as
// `key=value`, the line of decisions drawn as arrows, marks ("S3",
// "Nstore"), and the goal the line meets (`shows`, LessonCheck's keys, at
// least `atLeast`), which a test checks: the picture shows what its entry says.
class RulesFigure : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString position MEMBER m_position NOTIFY changed)
    Q_PROPERTY(QStringList options MEMBER m_options NOTIFY changed)
    Q_PROPERTY(QStringList line MEMBER m_line NOTIFY changed)
    Q_PROPERTY(QStringList marks MEMBER m_marks NOTIFY changed)
    Q_PROPERTY(QString shows MEMBER m_shows NOTIFY changed)
    Q_PROPERTY(int atLeast MEMBER m_atLeast NOTIFY changed)
    Q_PROPERTY(QString caption MEMBER m_caption NOTIFY changed)

public:
    using QObject::QObject;
    QString m_position;
    QStringList m_options;
    QStringList m_line;
    QStringList m_marks;
    QString m_shows;
    int m_atLeast = 1;
    QString m_caption;

signals:
    void changed();
};

// One section of the page. `shared` names texts of match play that every
// game's page says alike (RulesText::shared): "next-round" (a list item),
// "store-rematch" and "ending-match" (paragraphs).
class RulesEntry : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString heading MEMBER m_heading NOTIFY changed)
    Q_PROPERTY(QStringList paragraphs MEMBER m_paragraphs NOTIFY changed)
    Q_PROPERTY(QStringList items MEMBER m_items NOTIFY changed)
    Q_PROPERTY(QStringList shared MEMBER m_shared NOTIFY changed)
    Q_PROPERTY(RulesFigure* figure MEMBER m_figure NOTIFY changed)

public:
    using QObject::QObject;
    QString m_heading;
    QStringList m_paragraphs;
    QStringList m_items;
    QStringList m_shared;
    RulesFigure* m_figure = nullptr;

signals:
    void changed();
};

class RulesBook : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QQmlListProperty<RulesEntry> entries READ entries CONSTANT)
    Q_CLASSINFO("DefaultProperty", "entries")

public:
    using QObject::QObject;
    QQmlListProperty<RulesEntry> entries() { return {this, &m_entries}; }
    const QList<RulesEntry*>& entryList() const { return m_entries; }

private:
    QList<RulesEntry*> m_entries;
};
