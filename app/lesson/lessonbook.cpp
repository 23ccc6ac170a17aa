#include "app/lesson/lessonbook.h"

#include "app/catalog/gamecontent.h"

std::unique_ptr<LessonBook> LessonBook::load(const QString& game, QQmlEngine& engine)
{
    auto book = GameContent::load<LessonBook>(game, QStringLiteral("Lessons"), engine);
    if (!book && !GameContent::file(game, QStringLiteral("Lessons")).isEmpty())
        qWarning("lessons: the book of %s is not a LessonBook", qPrintable(game));
    return book;
}
