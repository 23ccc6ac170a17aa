#pragma once
// Each game's content (docs/architecture.md, "Adding a game") is a folder,
// resources/games/<game>/, built in at qrc:/games/<game>/: QML files of
// data whose texts are qsTr strings in contexts of that game, named
// <Name><Kind>.qml (KalahLessons.qml, OmwesoRules.qml, ...). The app finds
// them by the game's key and the kind, never by a game's name.

#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QVariantMap>
#include <memory>

class QQmlEngine;

namespace GameContent {

// The file of that kind in the game's folder; empty when there is none.
QUrl file(const QString& game, const QString& kind);

// That file made in `engine`; null (and a warning naming the file) when
// there is none or it does not load.
std::unique_ptr<QObject> create(const QString& game, const QString& kind, QQmlEngine& engine);

// The same, when the file's root is a `T`.
template <typename T>
std::unique_ptr<T> load(const QString& game, const QString& kind, QQmlEngine& engine)
{
    std::unique_ptr<QObject> object = create(game, kind, engine);
    if (auto* t = qobject_cast<T*>(object.get())) {
        object.release();
        return std::unique_ptr<T>(t);
    }
    return nullptr;
}

// A game's texts from its <Name>Game.qml (app/catalog/gameinfo.h), in the
// language installed now, read once per language in an engine of their own
// (made on first use, on the GUI thread, after the application). Empty
// texts for a game without that file.
struct Info {
    QString title;
    QString tagline;
    int order = 0;
    QString origin;
    QStringList links;
    QString results;
    QString seedsOption;
    QString seedsOptionHelp;
    QVariantMap valueTitles;
};
const Info& info(const QString& game);

} // namespace GameContent
