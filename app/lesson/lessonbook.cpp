#include "app/lesson/lessonbook.h"

#include <QQmlComponent>
#include <QQmlEngine>

namespace {

// The book of each game: resources/lessons/<File>.qml, at qrc:/lessons/.
QString bookFile(const QString& game)
{
    if (game == QLatin1String("kalah"))
        return QStringLiteral("Kalah.qml");
    if (game == QLatin1String("mankala"))
        return QStringLiteral("Mankala.qml");
    if (game == QLatin1String("aliguli"))
        return QStringLiteral("AliGuli.qml");
    if (game == QLatin1String("omweso"))
        return QStringLiteral("Omweso.qml");
    return {};
}

} // namespace

std::unique_ptr<LessonBook> LessonBook::load(const QString& game, QQmlEngine& engine)
{
    const QString file = bookFile(game);
    if (file.isEmpty())
        return nullptr;
    QQmlComponent component(&engine, QUrl(QStringLiteral("qrc:/lessons/") + file));
    std::unique_ptr<QObject> object(component.create());
    if (auto* book = qobject_cast<LessonBook*>(object.get())) {
        object.release();
        return std::unique_ptr<LessonBook>(book);
    }
    qWarning("lessons: %s", qPrintable(component.errorString()));
    return nullptr;
}
