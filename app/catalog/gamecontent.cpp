#include "app/catalog/gamecontent.h"

#include "app/catalog/gameinfo.h"
#include "app/shell/language.h"

#include <QCoreApplication>
#include <QDir>
#include <QPointer>
#include <QQmlComponent>
#include <QQmlEngine>
#include <map>
#include <utility>

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

const Info& info(const QString& game)
{
    static QPointer<QQmlEngine> engine;
    static std::map<std::pair<QString, QString>, Info> read; // (language, game)
    auto it = read.find({Language::current(), game});
    if (it != read.end())
        return it->second;
    if (!engine) {
        engine = new QQmlEngine(QCoreApplication::instance());
        engine->addImportPath(QStringLiteral("qrc:/"));
    }
    Info out;
    if (const auto g = load<GameInfo>(game, QStringLiteral("Game"), *engine))
        out = {g->m_title, g->m_tagline, g->m_order, g->m_origin, g->m_links, g->m_results, g->m_seedsOption, g->m_seedsOptionHelp, g->m_valueTitles};
    return read.emplace(std::make_pair(Language::current(), game), out).first->second;
}

} // namespace GameContent
