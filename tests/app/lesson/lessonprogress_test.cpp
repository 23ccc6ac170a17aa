// The learner's progress (app/lesson/lessonprogress.h) as the lessons and the home
// screen use it: Learn resumes where the learner left off, a reset can be
// undone, and the game list counts each game's steps and stars. The Kalah
// book (resources/games/kalah/KalahLessons.qml): lessons sowing, extra-move, capture,
// end, options and strategy; the first step only tells. The counts of the
// lessons after the third are read from the book.
#include "app/catalog/gamelistmodel.h"
#include "app/game/gamesession.h"
#include "app/lesson/lessonprogress.h"
#include "app/lesson/lessonsession.h"

#include "app/lesson/lessonbook.h"

#include <QCoreApplication>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <algorithm>
#include <catch2/catch.hpp>
#include <memory>
#include <numeric>

namespace {

struct FreshStore
{
    QTemporaryDir dir;
    FreshStore() { QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir.path()); }
};

void settle(GameSession& s)
{
    for (int i = 0; i < 20 && s.player()->running(); ++i) {
        s.player()->finish();
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
    }
    QCoreApplication::processEvents();
}

// One visit to Kalah's lessons.
struct Visit
{
    GameSession session;
    LessonSession lessons;
    Visit()
    {
        lessons.setSession(&session);
        lessons.setGame(QStringLiteral("kalah"));
    }
    void watch(int lesson, int step)
    {
        REQUIRE(lessons.open(lesson, step));
        settle(session);
        REQUIRE(lessons.phase() == LessonSession::Shown);
    }
    void meet(int lesson, int step, int row)
    {
        REQUIRE(lessons.open(lesson, step));
        REQUIRE(session.clickHole(row));
        settle(session);
        REQUIRE(lessons.phase() == LessonSession::Met);
    }
};

} // namespace

const QStringList kLessons{"sowing", "extra-move", "capture", "end", "options", "strategy"};

// Steps and tasks of each lesson of the Kalah book.
struct Shape {
    QList<int> steps;
    QList<int> tasks;
    int allSteps() const { return std::accumulate(steps.begin(), steps.end(), 0); }
    int allTasks() const { return std::accumulate(tasks.begin(), tasks.end(), 0); }
};

Shape kalahShape()
{
    QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    QQmlComponent component(&engine, QUrl(QStringLiteral("qrc:/games/kalah/KalahLessons.qml")));
    std::unique_ptr<QObject> object(component.create());
    const auto* book = qobject_cast<LessonBook*>(object.get());
    REQUIRE(book);
    Shape out;
    for (const Lesson* lesson : book->lessonList()) {
        out.steps << int(lesson->stepList().size());
        out.tasks << int(std::count_if(lesson->stepList().begin(), lesson->stepList().end(),
                                       [](const LessonStep* s) { return !s->m_goal.isEmpty(); }));
    }
    REQUIRE(out.steps.size() == kLessons.size());
    return out;
}

// Every step of a Kalah lesson done, as if met (2 stars) or watched.
void doLesson(Visit& v, int lesson)
{
    for (int step = 0; v.lessons.open(lesson, step) && v.lessons.lesson() == lesson; ++step) {
        if (v.lessons.asks())
            LessonProgress::record(QStringLiteral("kalah"), kLessons[lesson], step, 2);
        else
            LessonProgress::markWatched(QStringLiteral("kalah"), kLessons[lesson], step);
    }
}

TEST_CASE("lesson progress: Learn resumes at the first step not done of the lesson last worked on")
{
    FreshStore store;
    {
        Visit v;
        REQUIRE(v.lessons.resume());
        CHECK((v.lessons.lesson() == 0 && v.lessons.step() == 0)); // nothing done: the start
        CHECK(v.lessons.stepsDone() == 1); // a step that only tells is done once read
        v.watch(0, 1);
        v.meet(0, 2, 1); // last seed into hole 6: hole 2
        CHECK(v.lessons.stepsDone() == 3);
    }
    {
        Visit v;
        REQUIRE(v.lessons.resume());
        CHECK((v.lessons.lesson() == 0 && v.lessons.step() == 3));
        REQUIRE(v.lessons.open(2, 1)); // looked at the captures, did nothing there
    }
    {
        Visit v;
        REQUIRE(v.lessons.resume());
        CHECK((v.lessons.lesson() == 2 && v.lessons.step() == 0));
        v.watch(2, 0);
        v.meet(2, 1, 2); // capture at least 5 from 2,0,2,0,0,6/3,6,4,5,2,0: hole 3
        REQUIRE(v.lessons.open(2, 3));
    }
    {
        Visit v; // the first step not done of that lesson; tasks skipped with Next, a step that shows left with Next
        REQUIRE(v.lessons.resume());
        CHECK((v.lessons.lesson() == 2 && v.lessons.step() == 2));
        CHECK(v.lessons.next());
        CHECK(v.lessons.next());
        CHECK((v.lessons.lesson() == 3 && v.lessons.step() == 0));
        CHECK(v.lessons.next());
    }
    {
        Visit v; // the lesson last worked on comes first: its tasks left
        REQUIRE(v.lessons.resume());
        CHECK((v.lessons.lesson() == 3 && v.lessons.step() == 1));
        doLesson(v, 3);
    }
    {
        Visit v; // that lesson done: the next one
        REQUIRE(v.lessons.resume());
        CHECK((v.lessons.lesson() == 4 && v.lessons.step() == 0));
        doLesson(v, 4);
    }
    {
        Visit v; // and the next
        REQUIRE(v.lessons.resume());
        CHECK((v.lessons.lesson() == 5 && v.lessons.step() == 0));
        doLesson(v, 5);
    }
    {
        Visit v; // the last lesson done: the first step not done from the book's start
        REQUIRE(v.lessons.resume());
        CHECK((v.lessons.lesson() == 0 && v.lessons.step() == 3));
        const Shape shape = kalahShape();
        CHECK(v.lessons.stepsDone() == 3 + 2 + shape.steps[3] + shape.steps[4] + shape.steps[5]);
    }
}

TEST_CASE("lesson progress: with every step done, Learn starts at the beginning")
{
    FreshStore store;
    {
        Visit v;
        for (int lesson = 0; lesson < kLessons.size(); ++lesson)
            doLesson(v, lesson);
        const Shape shape = kalahShape();
        CHECK(v.lessons.stepsDone() == shape.allSteps());
        CHECK(v.lessons.starsEarned() == 2 * shape.allTasks());
    }
    Visit v;
    REQUIRE(v.lessons.resume());
    CHECK((v.lessons.lesson() == 0 && v.lessons.step() == 0));
}

TEST_CASE("lesson progress: a reset forgets the steps, the stars and where to resume, and can be undone")
{
    FreshStore store;
    Visit v;
    v.watch(0, 1);
    v.meet(0, 2, 1);
    REQUIRE(v.lessons.open(1, 0));
    CHECK_FALSE(v.lessons.canUndoReset());
    QSignalSpy changed(&v.lessons, &LessonSession::progressChanged);
    v.lessons.resetProgress();
    CHECK(changed.count() >= 1);
    CHECK(v.lessons.stepsDone() == 0);
    CHECK(v.lessons.lessonStars(0) == 0);
    CHECK(LessonProgress::lastLesson(QStringLiteral("kalah")).isEmpty());
    CHECK(v.lessons.canUndoReset());

    v.meet(1, 1, 1); // earned after the reset: kept by the undo
    v.lessons.undoResetProgress();
    CHECK_FALSE(v.lessons.canUndoReset());
    CHECK(v.lessons.lessonStars(0) == 3);
    CHECK(v.lessons.lessonStars(1) == 3);
    CHECK(v.lessons.stepsDone() == 3); // (0,1) and (0,2), and (1,1) met since
    CHECK(LessonProgress::lastLesson(QStringLiteral("kalah")) == QStringLiteral("extra-move"));

    v.lessons.resetProgress();
    Visit next; // the copy lives as long as the visit
    CHECK_FALSE(next.lessons.canUndoReset());
}

TEST_CASE("lesson progress: the game list counts each game's lesson steps and stars, and tells a change")
{
    FreshStore store;
    QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    GameListModel model;
    QQmlEngine::setContextForObject(&model, engine.rootContext());
    const int kalah = 2; // omweso, mankala, kalah, aliguli
    REQUIRE(model.index(kalah).data(GameListModel::KeyRole).toString() == QStringLiteral("kalah"));
    auto role = [&](int row, GameListModel::Role r) { return model.index(row).data(r).toInt(); };
    CHECK(role(kalah, GameListModel::LessonStepsRole) == kalahShape().allSteps());
    CHECK(role(kalah, GameListModel::LessonStepsDoneRole) == 0);
    for (int row = 0; row < model.rowCount(); ++row)
        CHECK(role(row, GameListModel::LessonStepsRole) > 0);

    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    {
        Visit v;
        v.watch(0, 1);
        v.meet(0, 2, 1);
    }
    REQUIRE(changed.count() >= 1);
    CHECK(changed.last().at(0).toModelIndex().row() == kalah);
    CHECK(role(kalah, GameListModel::LessonStepsDoneRole) == 2);
    CHECK(role(kalah, GameListModel::LessonStarsRole) == 3);
    CHECK(role(0, GameListModel::LessonStepsDoneRole) == 0);
}
