#include "app/catalog/gamecontent.h"

#include <QDir>
#include <QQmlComponent>
#include <QQmlEngine>

namespace GameContent {

QUrl file(const QString& game, const QString& kind)
{
    if (game.isEmpty() || game.contains(QLatin1Char('/')))
        return {};
    const QString dir = QStringLiteral(":/games/") + game;
    const QStringList files = QDir(dir).entryList({QLatin1Char('*') + kind + QStringLiteral(".qml")});
    return files.size() == 1 ? QUrl(QStringLiteral("qrc") + dir + QLatin1Char('/') + files.first()) : QUrl();
}

std::unique_ptr<QObject> create(const QString& game, const QString& kind, QQmlEngine& engine)
{
    const QUrl url = file(game, kind);
    if (url.isEmpty())
        return nullptr;
    QQmlComponent component(&engine, url);
    std::unique_ptr<QObject> object(component.create());
    if (!object)
        qWarning("%s: %s", qPrintable(url.toString()), qPrintable(component.errorString()));
    return object;
}

} // namespace GameContent
