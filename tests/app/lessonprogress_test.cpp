// The learner's progress (app/lessonprogress.h) as the lessons and the home
// screen use it: Learn resumes where the learner left off, a reset can be
// undone, and the game list counts each game's steps and stars. The Kalah
// book (resources/lessons/Kalah.qml): lessons of 3, 3, 3 and 2 steps, six
// of them tasks.
#include "app/gamelistmodel.h"
#include "app/gamesession.h"
#include "app/lessonprogress.h"
#include "app/lessonsession.h"

#include <QCoreApplication>
#include <QQmlEngine>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <catch2/catch.hpp>

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

TEST_CASE("lesson progress: Learn resumes at the first step not done of the lesson last worked on")
{
    FreshStore store;
    {
        Visit v;
        REQUIRE(v.lessons.resume());
        CHECK((v.lessons.lesson() == 0 && v.lessons.step() == 0)); // nothing done: the start
        v.watch(0, 0);
        v.meet(0, 1, 1); // last seed into hole 6: hole 2
        CHECK(v.lessons.stepsDone() == 2);
    }
    {
        Visit v;
        REQUIRE(v.lessons.resume());
        CHECK((v.lessons.lesson() == 0 && v.lessons.step() == 2));
        REQUIRE(v.lessons.open(2, 1)); // looked at the captures, did nothing there
    }
    {
        Visit v;
        REQUIRE(v.lessons.resume());
        CHECK((v.lessons.lesson() == 2 && v.lessons.step() == 0));
        v.watch(2, 0);
        v.meet(2, 1, 2); // capture at least 5 from 2,0,2,0,0,6/3,6,4,5,2,0: hole 3
        REQUIRE(v.lessons.open(2, 2));
    }
    {
        Visit v; // the step left open, a task: skipped with Next, a step that shows left with Next
        REQUIRE(v.lessons.resume());
        CHECK((v.lessons.lesson() == 2 && v.lessons.step() == 2));
        CHECK(v.lessons.next());
        CHECK((v.lessons.lesson() == 3 && v.lessons.step() == 0));
        CHECK(v.lessons.next());
    }
    {
        Visit v; // the lesson last worked on comes first: its task left
        REQUIRE(v.lessons.resume());
        CHECK((v.lessons.lesson() == 3 && v.lessons.step() == 1));
        LessonProgress::record(QStringLiteral("kalah"), QStringLiteral("end"), 1, 3);
    }
    {
        Visit v; // that lesson done, and the last: the first step not done from the book's start
        REQUIRE(v.lessons.resume());
        CHECK((v.lessons.lesson() == 0 && v.lessons.step() == 2));
        CHECK(v.lessons.stepsDone() == 6);
        CHECK(v.lessons.starsEarned() == 9);
    }
}

TEST_CASE("lesson progress: a lesson done goes on to the next with something left, and all done starts over")
{
    FreshStore store;
    {
        Visit v;
        v.watch(0, 0);
        v.meet(0, 1, 1);
        v.watch(0, 2);
    }
    {
        Visit v;
        REQUIRE(v.lessons.resume());
        CHECK((v.lessons.lesson() == 1 && v.lessons.step() == 0));
        // Every step of the book done.
        const QStringList keys{"sowing", "extra-move", "capture", "end"};
        for (int lesson = 0; lesson < keys.size(); ++lesson) {
            for (int step = 0; v.lessons.open(lesson, step) && v.lessons.lesson() == lesson; ++step) {
                if (v.lessons.asks())
                    LessonProgress::record(QStringLiteral("kalah"), keys[lesson], step, 2);
                else
                    LessonProgress::markWatched(QStringLiteral("kalah"), keys[lesson], step);
            }
        }
        CHECK(v.lessons.stepsDone() == 11);
    }
    Visit v;
    REQUIRE(v.lessons.resume());
    CHECK((v.lessons.lesson() == 0 && v.lessons.step() == 0));
}

TEST_CASE("lesson progress: a reset forgets the steps, the stars and where to resume, and can be undone")
{
    FreshStore store;
    Visit v;
    v.watch(0, 0);
    v.meet(0, 1, 1);
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
    CHECK(v.lessons.stepsDone() == 3);
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
    CHECK(role(kalah, GameListModel::LessonStepsRole) == 11);
    CHECK(role(kalah, GameListModel::LessonStepsDoneRole) == 0);
    for (int row = 0; row < model.rowCount(); ++row)
        CHECK(role(row, GameListModel::LessonStepsRole) > 0);

    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    {
        Visit v;
        v.watch(0, 0);
        v.meet(0, 1, 1);
    }
    REQUIRE(changed.count() >= 1);
    CHECK(changed.last().at(0).toModelIndex().row() == kalah);
    CHECK(role(kalah, GameListModel::LessonStepsDoneRole) == 2);
    CHECK(role(kalah, GameListModel::LessonStarsRole) == 3);
    CHECK(role(0, GameListModel::LessonStepsDoneRole) == 0);
}
