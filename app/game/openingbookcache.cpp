#include "app/game/openingbookcache.h"

#include "engine/ai/level.h"

#include <QFile>
#include <QMutex>
#include <QtDebug>
#include <map>
#include <tuple>

namespace OpeningBookCache {

std::shared_ptr<const semina::solver::Book> forVariant(const semina::Variant& v, const QString& folder)
{
    // The books are the Perfect level's (engine/solver/book.h): no book where it does not play.
    if (!semina::ai::levelPlays(semina::ai::Level::Perfect, v.game))
        return nullptr;
    using Key = std::tuple<QString, int, int, bool>;
    static QMutex mutex;
    static std::map<Key, std::shared_ptr<const semina::solver::Book>> cache;
    const QString dir = folder.isEmpty() ? QStringLiteral(":/book") : folder;
    const Key key{dir, v.holes, v.seeds, v.kalahCaptureEmpty};
    const QMutexLocker lock(&mutex);
    if (const auto it = cache.find(key); it != cache.end())
        return it->second;
    std::shared_ptr<const semina::solver::Book> book;
    QFile f(dir + QLatin1Char('/') + QString::fromStdString(semina::solver::bookFileName(v)));
    if (f.open(QIODevice::ReadOnly)) {
        const QByteArray data = f.readAll();
        const std::vector<std::uint8_t> bytes(data.begin(), data.end());
        if (auto b = semina::solver::Book::deserialize(bytes, &v))
            book = std::make_shared<const semina::solver::Book>(std::move(*b));
        else
            qWarning() << "opening book" << f.fileName() << "is damaged: not used";
    }
    cache.emplace(key, book);
    return book;
}

} // namespace OpeningBookCache
