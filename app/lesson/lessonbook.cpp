#include "app/lesson/lessonbook.h"

#include "app/catalog/gamecontent.h"

#include <QMetaObject>

QString LessonWords::counted(const char* name, int n) const
{
    QString text;
    // A QML function declared with types: (n: int): string.
    if (metaObject()->indexOfMethod(QByteArray(name) + "(int)") < 0
        || !QMetaObject::invokeMethod(const_cast<LessonWords*>(this), name, Qt::DirectConnection, Q_RETURN_ARG(QString, text),
                                   Q_ARG(int, n)))
        return {};
    return text;
}

std::unique_ptr<LessonBook> LessonBook::load(const QString& game, QQmlEngine& engine)
{
    auto book = GameContent::load<LessonBook>(game, QStringLiteral("Lessons"), engine);
    if (!book && !GameContent::file(game, QStringLiteral("Lessons")).isEmpty())
        qWarning("lessons: the book of %s is not a LessonBook", qPrintable(game));
    return book;
}
