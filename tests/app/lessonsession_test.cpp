// A lesson played on the board (app/lessonsession.h): shows animate, tries
// are judged by the engine after their animation, misses say why, hints
// come in two grades, stars are earned and remembered. The Kalah book's
// steps (resources/lessons/Kalah.qml) serve as the lessons; rows are South's
// holes 0-5 and North's 6-11 (BoardModel).
#include "app/gamesession.h"
#include "app/lessonsession.h"

#include <QCoreApplication>
#include <QSettings>
#include <QTemporaryDir>
#include <catch2/catch.hpp>

namespace {

struct FreshStore
{
    QTemporaryDir dir;
    FreshStore() { QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir.path()); }
};

// Ends the animation, as the screen would, and lets the lesson react; again
// for what it plays next (a show's next decision, a reply).
void settle(GameSession& s)
{
    for (int i = 0; i < 20; ++i) {
        s.player()->finish();
        QCoreApplication::processEvents();
        if (!s.player()->running())
            QCoreApplication::processEvents();
        if (!s.player()->running())
            return;
    }
}

struct Fixture
{
    FreshStore store;
    GameSession session;
    LessonSession lessons;
    Fixture()
    {
        lessons.setSession(&session);
        lessons.setGame(QStringLiteral("kalah"));
    }
    void click(int row)
    {
        REQUIRE(session.clickHole(row));
        settle(session);
    }
};

} // namespace

TEST_CASE("lesson session: a step that shows plays its decisions on the board")
{
    Fixture f;
    REQUIRE(f.lessons.error().isEmpty());
    CHECK(f.lessons.lessonCount() == 4);
    REQUIRE(f.lessons.open(0, 0));
    CHECK(f.lessons.phase() == LessonSession::Showing);
    CHECK(f.session.player()->running());
    CHECK(f.lessons.markedRows() == QList<int>{0});
    settle(f.session);
    CHECK(f.lessons.phase() == LessonSession::Shown);
    // Hole 1's 4 seeds went to holes 2-5 (§1.1).
    CHECK(f.session.history()->position() == QStringLiteral("0,5,5,5,5,4/4,4,4,4,4,4/0,0/N"));
    CHECK_FALSE(f.lessons.asks());
    CHECK(f.lessons.lessonStars(0) == 0);
    CHECK(f.lessons.lessonMaxStars(0) == 3); // one task in the lesson
}

TEST_CASE("lesson session: a missed try is played out, explained, and the board returns")
{
    Fixture f;
    REQUIRE(f.lessons.open(0, 1)); // last seed into hole 6
    CHECK(f.lessons.phase() == LessonSession::Waiting);
    REQUIRE(f.session.clickHole(0)); // hole 1: its last seed stops in hole 5
    CHECK(f.lessons.phase() == LessonSession::Trying);
    CHECK(f.session.player()->running());
    settle(f.session);
    CHECK(f.lessons.phase() == LessonSession::Missed);
    // Holes 2-5 (§1.1): the last seed stops in South's hole 5.
    CHECK(f.lessons.feedback() == QStringLiteral("Your last seed fell into your hole 5, not into the marked one."));
    CHECK(f.session.history()->position() == QStringLiteral("0,5,5,5,5,4/4,4,4,4,4,4/0,0/N"));
    f.lessons.restartStep();
    CHECK(f.lessons.phase() == LessonSession::Waiting);
    CHECK(f.session.history()->position() == QStringLiteral("4,4,4,4,4,4/4,4,4,4,4,4/0,0/S"));
    f.click(1); // hole 2: 4 seeds into holes 3-6
    CHECK(f.lessons.phase() == LessonSession::Met);
    CHECK(f.lessons.stars() == 2); // met at the second try
    CHECK(f.lessons.lessonStars(0) == 2);
}

TEST_CASE("lesson session: the miss names the numbers of the try")
{
    Fixture f;
    REQUIRE(f.lessons.open(2, 1)); // capture at least 5 from 2,0,2,0,0,6/3,6,4,5,2,0
    f.click(0); // hole 1's 2 seeds: holes 2 and 3, which held 2
    CHECK(f.lessons.phase() == LessonSession::Missed);
    CHECK(f.lessons.feedback().contains(QStringLiteral("already held 2 seed")));
    f.lessons.restartStep();
    f.click(2); // hole 3: holes 4 and 5, empty; 1 + North's hole 2 (6) captured
    CHECK(f.lessons.phase() == LessonSession::Met);
}

TEST_CASE("lesson session: hints in two grades, and fewer stars for them")
{
    Fixture f;
    REQUIRE(f.lessons.open(1, 1)); // another move from 2,5,1,3,2,4
    f.lessons.hint();
    CHECK(f.lessons.hintLevel() == 1);
    // Holes 2 (5 seeds), 4 (3) and 5 (2) each end in the store (§1.2).
    CHECK(f.lessons.hintRows() == QList<int>{1, 3, 4});
    f.lessons.hint();
    CHECK(f.lessons.hintLevel() == 2);
    CHECK(f.lessons.hintRows() == QList<int>{1}); // the step's own answer, hole 2
    f.click(1);
    CHECK(f.lessons.phase() == LessonSession::Met);
    CHECK(f.lessons.stars() == 1);
    CHECK(f.lessons.hintRows().isEmpty());
}

TEST_CASE("lesson session: a task on the whole turn waits for the turn's end")
{
    Fixture f;
    REQUIRE(f.lessons.open(1, 2)); // two extra moves from 1,0,0,0,2,1
    f.click(5);                    // hole 6: into the store, again
    CHECK(f.lessons.phase() == LessonSession::Trying);
    f.click(4); // hole 5: hole 6 and the store, again
    f.click(5); // hole 6: the store, again
    CHECK(f.lessons.phase() == LessonSession::Trying);
    f.click(0); // hole 1 into empty hole 2: a capture, the turn passes
    CHECK(f.lessons.phase() == LessonSession::Met);
    CHECK(f.lessons.stars() == 3);

    f.lessons.restartStep();
    f.click(4); // hole 5 first: hole 6 then holds 2, and sowing it passes the store
    f.click(5);
    CHECK(f.lessons.phase() == LessonSession::Missed);
    CHECK(f.lessons.feedback().contains(QStringLiteral("earned 1 extra move")));
    CHECK(f.lessons.feedback().contains(QStringLiteral("at least 2")));
}

TEST_CASE("lesson session: progress is kept, can be reset, and the book is walked in order")
{
    Fixture f;
    REQUIRE(f.lessons.open(0, 1));
    f.click(1);
    CHECK(f.lessons.stars() == 3);
    {
        LessonSession again;
        GameSession other;
        again.setSession(&other);
        again.setGame(QStringLiteral("kalah"));
        CHECK(again.lessonStars(0) == 3); // remembered
    }
    CHECK(f.lessons.next());
    CHECK(f.lessons.step() == 2);
    CHECK(f.lessons.next());
    CHECK(f.lessons.lesson() == 1);
    CHECK(f.lessons.step() == 0);
    CHECK(f.lessons.previous());
    CHECK(f.lessons.lesson() == 0);
    CHECK(f.lessons.step() == 2);
    REQUIRE(f.lessons.open(3, 1));
    CHECK_FALSE(f.lessons.next()); // the end of the book
    f.lessons.resetProgress();
    CHECK(f.lessons.lessonStars(0) == 0);
}

TEST_CASE("lesson session: a game without lessons says so and opens nothing")
{
    FreshStore store;
    GameSession session;
    LessonSession lessons;
    lessons.setSession(&session);
    lessons.setGame(QStringLiteral("chess"));
    CHECK_FALSE(lessons.error().isEmpty());
    CHECK(lessons.lessonCount() == 0);
    CHECK_FALSE(lessons.open(0, 0));
}

TEST_CASE("lesson session: without a board nothing opens and a hint does nothing")
{
    FreshStore store;
    LessonSession lessons;
    lessons.setGame(QStringLiteral("kalah"));
    CHECK(lessons.lessonCount() > 0);
    CHECK_FALSE(lessons.open(0, 1));
    lessons.hint();
    CHECK(lessons.hintLevel() == 0);
    CHECK(lessons.hintRows().isEmpty());
}
