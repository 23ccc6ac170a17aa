#include "app/lesson/lessonbook.h"

#include <QDir>
#include <QQmlComponent>
#include <QQmlEngine>

namespace {

// The book of each game: resources/games/<game>/<Name>Lessons.qml, at qrc:/games/<game>/.
QString bookFile(const QString& game)
{
    const QString dir = QStringLiteral(":/games/") + game;
    const QStringList files = QDir(dir).entryList({QStringLiteral("*Lessons.qml")});
    return files.size() == 1 ? QStringLiteral("qrc") + dir + QLatin1Char('/') + files.first() : QString();
}

} // namespace

std::unique_ptr<LessonBook> LessonBook::load(const QString& game, QQmlEngine& engine)
{
    const QString file = bookFile(game);
    if (file.isEmpty())
        return nullptr;
    QQmlComponent component(&engine, QUrl(file));
    std::unique_ptr<QObject> object(component.create());
    if (auto* book = qobject_cast<LessonBook*>(object.get())) {
        object.release();
        return std::unique_ptr<LessonBook>(book);
    }
    qWarning("lessons: %s", qPrintable(component.errorString()));
    return nullptr;
}
