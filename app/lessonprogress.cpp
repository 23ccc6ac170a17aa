#include "app/lessonprogress.h"

#include <QSettings>

namespace LessonProgress {

namespace {

QString key(const QString& game, const QString& lesson, int step)
{
    return QStringLiteral("lessons/%1/%2/%3").arg(game, lesson).arg(step);
}


} // namespace

int stars(const QString& game, const QString& lesson, int step)
{
    return qBound(0, QSettings(QStringLiteral("Semina"), QStringLiteral("Semina")).value(key(game, lesson, step)).toInt(), 3);
}

void record(const QString& game, const QString& lesson, int step, int stars)
{
    if (stars <= LessonProgress::stars(game, lesson, step))
        return;
    QSettings(QStringLiteral("Semina"), QStringLiteral("Semina")).setValue(key(game, lesson, step), qBound(1, stars, 3));
}

void reset(const QString& game)
{
    QSettings(QStringLiteral("Semina"), QStringLiteral("Semina")).remove(QStringLiteral("lessons/") + game);
}

} // namespace LessonProgress
