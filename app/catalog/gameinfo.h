#pragma once
// What the app says about a game, as data in the game's folder
// (resources/games/<game>/<Name>Game.qml, app/catalog/gamecontent.h): its
// title, the home screen's one line, its place among the cards, and the
// About dialog's paragraph on where it comes from and the texts its rules
// follow, with the addresses it cites, and the published results the
// engine is checked against.

#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class GameInfo : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString title MEMBER m_title NOTIFY changed)
    Q_PROPERTY(QString tagline MEMBER m_tagline NOTIFY changed)
    // Cards on the home screen go by `order`, lowest first.
    Q_PROPERTY(int order MEMBER m_order NOTIFY changed)
    // Rich text for the About dialog; %1, %2, ... are `links`, in order.
    Q_PROPERTY(QString origin MEMBER m_origin NOTIFY changed)
    Q_PROPERTY(QStringList links MEMBER m_links NOTIFY changed)
    // The new-game dialog's "Seeds per hole" and its explanation, in the
    // game's own word for its seeds (for a game with that option).
    Q_PROPERTY(QString seedsOption MEMBER m_seedsOption NOTIFY changed)
    Q_PROPERTY(QString seedsOptionHelp MEMBER m_seedsOptionHelp NOTIFY changed)
    // Titles of option values that name the game: {"name=value": title}.
    Q_PROPERTY(QVariantMap valueTitles MEMBER m_valueTitles NOTIFY changed)
    // Published results the engine is checked against, if any (About dialog).
    Q_PROPERTY(QString results MEMBER m_results NOTIFY changed)

public:
    using QObject::QObject;
    QString m_title;
    QString m_tagline;
    int m_order = 0;
    QString m_origin;
    QStringList m_links;
    QString m_results;
    QString m_seedsOption;
    QString m_seedsOptionHelp;
    QVariantMap m_valueTitles;

signals:
    void changed();
};
