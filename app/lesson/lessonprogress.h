#pragma once
// What a learner did in the lessons (docs/lessons.md), kept between runs
// (QSettings): under lessons/<game>/<lesson>/<step> the best stars of each
// task (1-3), or 0 for a step that shows once it was watched, so a step is
// done when its key is there; under lessonsLast/<game> the key of the
// lesson last worked on, where Learn resumes; under lessonsTries/<game>/
// <lesson>/<step> the tries judged and the highest hint grade asked. <game>
// is a game's key, or a lesson file's progress key (LessonFile::progressKey).

#include <QList>
#include <QObject>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QVariantMap>

class LessonBook;

// Told whenever a game's progress changes (a step done, a reset, an undo):
// the home screen's cards count again.
class LessonProgressSignals : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
signals:
    void changed(const QString& game);
};

namespace LessonProgress {

int stars(const QString& game, const QString& lesson, int step);
bool done(const QString& game, const QString& lesson, int step);
// Keeps `stars` when it beats what was stored.
void record(const QString& game, const QString& lesson, int step, int stars);
// A step that shows has been watched.
void markWatched(const QString& game, const QString& lesson, int step);

// What a task not met yet has cost so far (retries, the highest hint grade),
// kept between visits so that leaving and coming back does not wipe it;
// forgotten once the task is met (a later try may earn more stars).
struct Cost
{
    int retries = 0;
    int hints = 0;
};
Cost cost(const QString& game, const QString& lesson, int step);
void setCost(const QString& game, const QString& lesson, int step, const Cost& cost);
void forgetCost(const QString& game, const QString& lesson, int step);

// Every try judged at a task (met or missed), and the highest grade of hint
// asked there, kept for good (the teacher's view: app/lesson/progressfile.h).
void addTry(const QString& game, const QString& lesson, int step);
void noteHint(const QString& game, const QString& lesson, int step, int grade);
int tries(const QString& game, const QString& lesson, int step);
int hints(const QString& game, const QString& lesson, int step);

// Every book kept so far (games and lesson files: their progress keys).
QStringList books();
// The steps of `game` something is kept of (done, stars or tries): lesson
// key and step index, sorted.
QList<QPair<QString, int>> keptSteps(const QString& game);
// A lesson file's title, kept with its progress (the games' books have their own).
void setTitle(const QString& game, const QString& title);
QString title(const QString& game);

QString lastLesson(const QString& game);
void setLastLesson(const QString& game, const QString& lesson);

// A book counted: its steps and those done, the stars earned and the most it gives.
struct Summary
{
    int steps = 0;
    int done = 0;
    int stars = 0;
    int maxStars = 0;
};
Summary summary(const LessonBook& book);
// ... kept under `progress` (a lesson file's own key: LessonFile::progressKey).
Summary summary(const LessonBook& book, const QString& progress);

// All that is kept of `game`, to be put back after a reset (restore keeps
// whatever was earned since: the better of the two).
QVariantMap snapshot(const QString& game);
void restore(const QString& game, const QVariantMap& kept);
// Forgets every step done and every star of `game`, what tasks cost, and
// where it was left.
void reset(const QString& game);

LessonProgressSignals* notifier();

} // namespace LessonProgress
