#include "app/lesson/lessonprogress.h"

#include "app/lesson/lessonbook.h"

#include <QSettings>

#include <algorithm>

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

QString triesGroup(const QString& game) { return QStringLiteral("lessonsTries/") + game; }

QString triesKey(const QString& game, const QString& lesson, int step)
{
    return QStringLiteral("%1/%2/%3").arg(triesGroup(game), lesson).arg(step);
}

QString titleKey(const QString& game) { return QStringLiteral("lessonsTitle/") + game; }

// In a snapshot, beside the steps' keys (a lesson's key has no '@').
constexpr QLatin1StringView kLast("@last");
constexpr QLatin1StringView kTries("@tries/");

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

namespace {

// [tries, hints] of a step.
QList<int> triesOf(const QString& game, const QString& lesson, int step)
{
    const QList<QVariant> kept = settings().value(triesKey(game, lesson, step)).toList();
    if (kept.size() != 2)
        return {0, 0};
    return {std::max(0, kept[0].toInt()), qBound(0, kept[1].toInt(), 3)};
}

void setTriesOf(const QString& game, const QString& lesson, int step, const QList<int>& v)
{
    settings().setValue(triesKey(game, lesson, step), QList<QVariant>{v[0], v[1]});
}

} // namespace

void addTry(const QString& game, const QString& lesson, int step)
{
    QList<int> v = triesOf(game, lesson, step);
    ++v[0];
    setTriesOf(game, lesson, step, v);
}

void noteHint(const QString& game, const QString& lesson, int step, int grade)
{
    QList<int> v = triesOf(game, lesson, step);
    if (grade <= v[1])
        return;
    v[1] = qBound(0, grade, 3);
    setTriesOf(game, lesson, step, v);
}

int tries(const QString& game, const QString& lesson, int step) { return triesOf(game, lesson, step)[0]; }
int hints(const QString& game, const QString& lesson, int step) { return triesOf(game, lesson, step)[1]; }

QStringList books()
{
    QSettings s = settings();
    QStringList out;
    for (const char* group : {"lessons", "lessonsTries", "lessonsLast"}) {
        s.beginGroup(QLatin1String(group));
        for (const QString& g : s.childGroups() + s.childKeys())
            if (!out.contains(g))
                out << g;
        s.endGroup();
    }
    out.sort();
    return out;
}

QList<QPair<QString, int>> keptSteps(const QString& game)
{
    QSettings s = settings();
    QList<QPair<QString, int>> out;
    for (const QString& g : {group(game), triesGroup(game)}) {
        s.beginGroup(g);
        for (const QString& k : s.allKeys()) {
            const qsizetype slash = k.lastIndexOf(QLatin1Char('/'));
            bool ok = false;
            const int step = k.mid(slash + 1).toInt(&ok);
            const QPair<QString, int> at{k.left(slash), step};
            if (slash > 0 && ok && step >= 0 && !out.contains(at))
                out << at;
        }
        s.endGroup();
    }
    std::sort(out.begin(), out.end());
    return out;
}

void setTitle(const QString& game, const QString& title)
{
    if (settings().value(titleKey(game)).toString() != title)
        settings().setValue(titleKey(game), title);
}

QString title(const QString& game) { return settings().value(titleKey(game)).toString(); }

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
    s.beginGroup(triesGroup(game));
    for (const QString& k : s.allKeys())
        out.insert(kTries + k, s.value(k));
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
        if (it.key().startsWith(kTries)) {
            // Tries and hints only add up: the larger of each.
            const QString k = triesGroup(game) + QLatin1Char('/') + it.key().mid(kTries.size());
            const QList<QVariant> now = s.value(k).toList();
            const QList<QVariant> kept = it.value().toList();
            if (kept.size() == 2)
                s.setValue(k, QList<QVariant>{std::max(kept[0].toInt(), now.value(0).toInt()),
                                              std::max(kept[1].toInt(), now.value(1).toInt())});
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
    s.remove(triesGroup(game));
    s.remove(lastKey(game));
    emit notifier()->changed(game);
}

LessonProgressSignals* notifier()
{
    static LessonProgressSignals instance;
    return &instance;
}

} // namespace LessonProgress
