#include "app/lesson/lessonprogress.h"

#include "app/lesson/lessonbook.h"

#include <QSettings>

namespace LessonProgress {

namespace {

QSettings settings() { return QSettings(QStringLiteral("Semina"), QStringLiteral("Semina")); }

QString group(const QString& game) { return QStringLiteral("lessons/") + game; }

QString key(const QString& game, const QString& lesson, int step)
{
    return QStringLiteral("%1/%2/%3").arg(group(game), lesson).arg(step);
}

QString lastKey(const QString& game) { return QStringLiteral("lessonsLast/") + game; }

QString costGroup(const QString& game) { return QStringLiteral("lessonsCost/") + game; }

QString costKey(const QString& game, const QString& lesson, int step)
{
    return QStringLiteral("%1/%2/%3").arg(costGroup(game), lesson).arg(step);
}

// In a snapshot, beside the steps' keys (a lesson's key has no '@').
constexpr QLatin1StringView kLast("@last");

} // namespace

int stars(const QString& game, const QString& lesson, int step)
{
    return qBound(0, settings().value(key(game, lesson, step)).toInt(), 3);
}

bool done(const QString& game, const QString& lesson, int step) { return settings().contains(key(game, lesson, step)); }

void record(const QString& game, const QString& lesson, int step, int stars)
{
    if (stars <= LessonProgress::stars(game, lesson, step))
        return;
    settings().setValue(key(game, lesson, step), qBound(1, stars, 3));
    emit notifier()->changed(game);
}

void markWatched(const QString& game, const QString& lesson, int step)
{
    if (done(game, lesson, step))
        return;
    settings().setValue(key(game, lesson, step), 0);
    emit notifier()->changed(game);
}

Cost cost(const QString& game, const QString& lesson, int step)
{
    const QList<QVariant> kept = settings().value(costKey(game, lesson, step)).toList();
    if (kept.size() != 2)
        return {};
    return {qBound(0, kept[0].toInt(), 3), qBound(0, kept[1].toInt(), 3)};
}

void setCost(const QString& game, const QString& lesson, int step, const Cost& cost)
{
    settings().setValue(costKey(game, lesson, step), QList<QVariant>{qMin(cost.retries, 3), qMin(cost.hints, 3)});
}

void forgetCost(const QString& game, const QString& lesson, int step) { settings().remove(costKey(game, lesson, step)); }

QString lastLesson(const QString& game) { return settings().value(lastKey(game)).toString(); }

void setLastLesson(const QString& game, const QString& lesson)
{
    if (lastLesson(game) != lesson)
        settings().setValue(lastKey(game), lesson);
}

Summary summary(const LessonBook& book) { return summary(book, book.m_game); }

Summary summary(const LessonBook& book, const QString& progress)
{
    Summary out;
    for (const Lesson* lesson : book.lessonList()) {
        for (int step = 0; step < lesson->stepList().size(); ++step) {
            const bool task = !lesson->stepList()[step]->m_goal.isEmpty();
            ++out.steps;
            out.maxStars += task ? 3 : 0;
            const int earned = stars(progress, lesson->m_key, step);
            out.stars += earned;
            // A task is done once met (a stored 0 is a step that showed before it asked).
            out.done += task ? earned > 0 : done(progress, lesson->m_key, step);
        }
    }
    return out;
}

QVariantMap snapshot(const QString& game)
{
    QSettings s = settings();
    QVariantMap out;
    s.beginGroup(group(game));
    for (const QString& k : s.allKeys())
        out.insert(k, s.value(k));
    s.endGroup();
    const QString last = lastLesson(game);
    if (!last.isEmpty())
        out.insert(kLast, last);
    return out;
}

void restore(const QString& game, const QVariantMap& kept)
{
    QSettings s = settings();
    for (auto it = kept.begin(); it != kept.end(); ++it) {
        if (it.key() == kLast) {
            if (lastLesson(game).isEmpty())
                s.setValue(lastKey(game), it.value());
            continue;
        }
        const QString k = group(game) + QLatin1Char('/') + it.key();
        if (!s.contains(k) || s.value(k).toInt() < it.value().toInt())
            s.setValue(k, it.value());
    }
    emit notifier()->changed(game);
}

void reset(const QString& game)
{
    QSettings s = settings();
    s.remove(group(game));
    s.remove(costGroup(game));
    s.remove(lastKey(game));
    emit notifier()->changed(game);
}

LessonProgressSignals* notifier()
{
    static LessonProgressSignals instance;
    return &instance;
}

} // namespace LessonProgress
