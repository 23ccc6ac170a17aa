// A lesson played on the board (app/lesson/lessonsession.h): shows animate, tries
// are judged by the engine after their animation, misses say why, hints
// come in two grades, stars are earned and remembered. The Kalah book's
// steps (resources/games/kalah/KalahLessons.qml) serve as the lessons; rows are South's
// holes 0-5 and North's 6-11 (BoardModel).
#include "app/game/gamesession.h"
#include "app/lesson/lessonsession.h"
#include "app/shell/language.h"
#include "engine/lesson/check.h"
#include "engine/notation.h"

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

// Opens the task of `kind` that starts from `position` (docs/notation.md),
// wherever the game's book puts it.
bool openTask(LessonSession& lessons, const char* game, const QString& position, semina::lesson::GoalKind kind)
{
    lessons.setGame(QString::fromLatin1(game));
    for (int l = 0; l < lessons.lessonCount(); ++l) {
        if (!lessons.open(l, 0))
            return false;
        for (int st = 0; st < lessons.stepCount(); ++st) {
            if (!lessons.open(l, st))
                return false;
            const semina::Game& start = lessons.task().start;
            if (lessons.asks() && lessons.task().goal.kind == kind
                && QString::fromStdString(semina::printPosition(start.variant(), start.position())) == position)
                return true;
        }
    }
    return false;
}

} // namespace

TEST_CASE("lesson session: a step that shows plays its decisions on the board")
{
    Fixture f;
    REQUIRE(f.lessons.error().isEmpty());
    CHECK(f.lessons.lessonCount() == 6);
    REQUIRE(f.lessons.open(0, 1));
    CHECK(f.lessons.phase() == LessonSession::Showing);
    CHECK(f.session.player()->running());
    CHECK(f.lessons.markedRows() == QList<int>{0});
    settle(f.session);
    CHECK(f.lessons.phase() == LessonSession::Shown);
    // Hole 1's 4 seeds went to holes 2-5 (§1.1).
    CHECK(f.session.history()->position() == QStringLiteral("0,5,5,5,5,4/4,4,4,4,4,4/0,0/N"));
    CHECK_FALSE(f.lessons.asks());
    CHECK(f.lessons.lessonStars(0) == 0);
    CHECK(f.lessons.lessonMaxStars(0) == 9); // three tasks in the lesson
}

TEST_CASE("lesson session: a missed try is played out, explained, and the board returns")
{
    Fixture f;
    REQUIRE(f.lessons.open(0, 2)); // last seed into hole 6
    CHECK(f.lessons.phase() == LessonSession::Waiting);
    REQUIRE(f.session.clickHole(0)); // hole 1: its last seed stops in hole 5
    CHECK(f.lessons.phase() == LessonSession::Trying);
    CHECK(f.session.player()->running());
    settle(f.session);
    CHECK(f.lessons.phase() == LessonSession::Missed);
    // Holes 2-5 (§1.1): the last seed stops in South's hole 5.
    CHECK(f.lessons.feedback() == QStringLiteral("Your last seed fell into your hole 5. The task asks for your hole 6."));
    CHECK(f.session.history()->position() == QStringLiteral("0,5,5,5,5,4/4,4,4,4,4,4/0,0/N"));
    f.lessons.restartStep();
    CHECK(f.lessons.phase() == LessonSession::Waiting);
    CHECK(f.session.history()->position() == QStringLiteral("4,4,4,4,4,4/4,4,4,4,4,4/0,0/S"));
    f.click(1); // hole 2: 4 seeds into holes 3-6
    CHECK(f.lessons.phase() == LessonSession::Met);
    CHECK(f.lessons.stars() == 2); // met at the second try
    CHECK(f.lessons.lessonStars(0) == 2);
}

// Another game's lessons opened while a miss is explained (the lesson list,
// Games, another game's Learn): the old step's explanation, in the old
// book's words, is not left behind.
TEST_CASE("lesson session: a miss explained, then another game: no feedback left of the old step")
{
    Fixture f;
    REQUIRE(f.lessons.open(0, 2)); // last seed into hole 6
    f.click(0); // hole 1: its last seed stops in hole 5
    REQUIRE(f.lessons.phase() == LessonSession::Missed);
    REQUIRE_FALSE(f.lessons.feedback().isEmpty());
    f.lessons.setGame(QStringLiteral("mankala"));
    CHECK(f.lessons.feedback().isEmpty());
    REQUIRE(f.lessons.open(0, 0));
    CHECK(f.lessons.feedback().isEmpty());
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

TEST_CASE("lesson session: hints in three grades, and fewer stars for the last two")
{
    Fixture f;
    REQUIRE(f.lessons.open(1, 1)); // another move from 2,5,1,3,2,4
    f.lessons.hint();
    CHECK(f.lessons.hintLevel() == 1); // the idea, in a sentence
    CHECK(f.lessons.hintRows().isEmpty());
    CHECK(f.lessons.hintText().contains(QStringLiteral("store")));
    f.lessons.hint();
    CHECK(f.lessons.hintLevel() == 2);
    // Holes 2 (5 seeds), 4 (3) and 5 (2) each end in the store (§1.2).
    CHECK(f.lessons.hintRows() == QList<int>{1, 3, 4});
    f.lessons.hint();
    CHECK(f.lessons.hintLevel() == 3);
    CHECK(f.lessons.hintRows() == QList<int>{1}); // the step's own answer, hole 2
    f.click(1);
    CHECK(f.lessons.phase() == LessonSession::Met);
    CHECK(f.lessons.stars() == 1);
    CHECK(f.lessons.hintRows().isEmpty());
}

// Mid-turn, a hint is about the position it was asked in: after each
// decision the learner may ask again, and the move shown is the next one.
TEST_CASE("lesson session: after each decision of a turn the hints start again from the new position")
{
    Fixture f;
    REQUIRE(f.lessons.open(1, 2)); // two extra moves from 0,2,0,0,2,1; the answer 6, 5, 6, 2
    REQUIRE(f.lessons.task().goal.scope == semina::lesson::Scope::Turn);
    const int rows[] = {5, 4, 5, 1}; // holes 6, 5, 6, 2
    for (int i = 0; i < 4; ++i) {
        INFO("decision " << i + 1);
        CHECK(f.lessons.hintLevel() == 0);
        f.lessons.hint();
        f.lessons.hint();
        f.lessons.hint();
        REQUIRE(f.lessons.hintLevel() == 3);
        CHECK(f.lessons.hintRows() == QList<int>{rows[i]});
        f.click(rows[i]);
        if (f.lessons.phase() != LessonSession::Trying)
            break;
    }
    CHECK(f.lessons.phase() == LessonSession::Met);
    CHECK(f.lessons.stars() == 1);
}

TEST_CASE("lesson session: a task on the whole turn waits for the turn's end")
{
    Fixture f;
    REQUIRE(f.lessons.open(1, 2)); // two extra moves from 0,2,0,0,2,1
    f.click(5);                    // hole 6: into the store, again
    CHECK(f.lessons.phase() == LessonSession::Trying);
    f.click(4); // hole 5: hole 6 and the store, again
    f.click(5); // hole 6: the store, again
    CHECK(f.lessons.phase() == LessonSession::Trying);
    f.click(1); // hole 2 into holes 3 and 4, empty: a capture, the turn passes
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
    REQUIRE(f.lessons.open(0, 2));
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
    CHECK(f.lessons.step() == 3);
    CHECK(f.lessons.next());
    CHECK(f.lessons.step() == 4);
    CHECK(f.lessons.next());
    CHECK(f.lessons.step() == 5);
    CHECK(f.lessons.next());
    CHECK(f.lessons.lesson() == 1);
    CHECK(f.lessons.step() == 0);
    CHECK(f.lessons.previous());
    CHECK(f.lessons.lesson() == 0);
    CHECK(f.lessons.step() == 5);
    REQUIRE(f.lessons.open(f.lessons.lessonCount() - 1, 0));
    REQUIRE(f.lessons.open(f.lessons.lessonCount() - 1, f.lessons.stepCount() - 1));
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

// Every way the engine finds to meet a task is credited when the learner
// plays it, whatever direction choices the turn stops at on the way (and a
// way that misses is not): the walker of every task of every book. Up to a
// few lines per task, spread over the engine's list.
TEST_CASE("lesson session: every line that meets a task is credited, every line that misses is not")
{
    using semina::lesson::attempts;
    int credited = 0, throughChoices = 0;
    for (const char* game : {"kalah", "mankala", "aliguli", "omweso"}) {
        FreshStore store;
        GameSession session;
        LessonSession lessons;
        lessons.setSession(&session);
        lessons.setGame(QString::fromLatin1(game));
        REQUIRE(lessons.error().isEmpty());
        for (int l = 0; l < lessons.lessonCount(); ++l) {
            REQUIRE(lessons.open(l, 0));
            const int steps = lessons.stepCount();
            for (int st = 0; st < steps; ++st) {
                REQUIRE(lessons.open(l, st));
                const LessonCheck::Task task = lessons.task();
                if (!task.asks || task.goal.kind == semina::lesson::GoalKind::WinWithin)
                    continue;
                std::vector<semina::lesson::Attempt> yes, no;
                for (const auto& a : attempts(task.start, task.goal))
                    (a.miss == semina::lesson::Miss::None ? yes : no).push_back(a);
                REQUIRE_FALSE(yes.empty());
                auto pick = [](const std::vector<semina::lesson::Attempt>& from, std::size_t most) {
                    std::vector<semina::lesson::Attempt> out;
                    const std::size_t stride = std::max<std::size_t>(1, from.size() / most);
                    for (std::size_t i = 0; i < from.size() && out.size() < most; i += stride)
                        out.push_back(from[i]);
                    return out;
                };
                for (const auto& [lines, want] : {std::pair{pick(yes, 6), LessonSession::Met}, std::pair{pick(no, 3), LessonSession::Missed}})
                    for (const auto& a : lines) {
                        INFO(game << " lesson " << l + 1 << " step " << st + 1 << ": " << semina::printDecision(task.start.variant(), a.line.front()) << " (" << a.line.size() << " decisions)");
                        REQUIRE(lessons.open(l, st));
                        settle(session);
                        for (const semina::Decision& d : a.line) {
                            REQUIRE(lessons.phase() != LessonSession::Met);
                            REQUIRE(session.playDecision(d));
                            settle(session);
                        }
                        CHECK(lessons.phase() == want);
                        if (want == LessonSession::Met) {
                            ++credited;
                            throughChoices += a.line.size() > 1 && a.line.back().kind == semina::Decision::Kind::Choice ? 1 : 0;
                        }
                    }
            }
        }
    }
    CHECK(credited > 40);
    CHECK(throughChoices > 0); // some lines go through a mid-turn choice (Omweso)
}

// Omweso › The aloka holes, step 2: hole 16 counter-clockwise stops at a
// choice on hole 2; clockwise from there captures (§4.6): the step is met.
TEST_CASE("lesson session: a decision that stops at a choice is judged after the choice")
{
    FreshStore store;
    GameSession session;
    LessonSession lessons;
    lessons.setSession(&session);
    REQUIRE(openTask(lessons, "omweso",
                     QStringLiteral("3,2,0,1,0,3,0,2,0,0,0,3,2,4,3,2/3,2,3,2,3,2,3,2,3,2,3,2,3,2,2,2/0,0/S"),
                     semina::lesson::GoalKind::ClockwiseCapture));
    settle(session);
    REQUIRE(session.playDecision(semina::Decision::sow(15, semina::Dir::Ccw)));
    settle(session);
    CHECK(lessons.phase() == LessonSession::Trying); // no miss: the choice is due
    CHECK(lessons.feedback().isEmpty());
    REQUIRE(session.playDecision(semina::Decision::choice(semina::Dir::Cw)));
    settle(session);
    CHECK(lessons.phase() == LessonSession::Met);
}

// The misses say what a teacher would: the hole asked for by the name the
// board shows (there may be no mark), the round where Ali Guli Mane's task
// ends one, and a win-within verdict only once the opponent's reply that
// decides it has been played on the board.
TEST_CASE("lesson session: a miss names the hole asked for, the round, and waits for the reply")
{
    FreshStore store;
    GameSession session;
    LessonSession lessons;
    lessons.setSession(&session);
    using semina::Decision;
    using semina::Dir;
    using semina::lesson::GoalKind;
    // Ali Guli Mane: the last seed into North's own hole 7, labelled A1 (rules.md §3).
    REQUIRE(openTask(lessons, "aliguli", QStringLiteral("4,1,3,0,0,0,0/0,3,2,5,0,0,3/25,24/S"), GoalKind::LastIn));
    settle(session);
    REQUIRE(session.playDecision(Decision::sow(0, Dir::Ccw))); // B1 ccw: its 4 seeds end in B5
    settle(session);
    REQUIRE(lessons.phase() == LessonSession::Missed);
    CHECK(lessons.feedback().endsWith(QStringLiteral("The task asks for your opponent's hole A1.")));
    CHECK_FALSE(lessons.feedback().contains(QStringLiteral("marked")));
    // Ali Guli Mane's task to end the round: a try that leaves it going on.
    REQUIRE(openTask(lessons, "aliguli", QStringLiteral("4,0,3,0,0,1,0/0,5,0,0,0,0,0/30,27/S"), GoalKind::EndGame));
    settle(session);
    std::vector<Decision> goesOn;
    for (const auto& a : semina::lesson::attempts(lessons.task().start, lessons.task().goal))
        if (a.miss == semina::lesson::Miss::GameNotOver && a.line.size() == 1)
            goesOn = a.line;
    REQUIRE_FALSE(goesOn.empty());
    REQUIRE(session.playDecision(goesOn.front()));
    settle(session);
    REQUIRE(lessons.phase() == LessonSession::Missed);
    CHECK(lessons.feedback() == QStringLiteral("The round is not over yet."));
    // Mankala, win within two turns from 0,0,0,0,1,1/1,0,0,0,0,1: South's
    // hole 5 into hole 6 (now 2); North must move hole 1 or 6.
    REQUIRE(openTask(lessons, "mankala", QStringLiteral("0,0,0,0,1,1/1,0,0,0,0,1/22,22/S"), GoalKind::WinWithin));
    settle(session);
    REQUIRE(session.playDecision(Decision::sow(4)));
    settle(session);
    // Whatever the verdict, it comes with the board showing the game as judged:
    // North's reply was played (the learner is to move, or the game is over).
    CHECK(session.history()->entries().size() >= 2);
    if (lessons.phase() == LessonSession::Missed) {
        CHECK(session.history()->game().over());
    }
}

// A step that takes no move shows no playable hole: after a demonstration
// (the other side to move) and after a try; a task waiting shows the
// learner's.
TEST_CASE("lesson session: the board shows playable holes only while a task takes a move")
{
    Fixture f;
    const auto playable = [&f] {
        int n = 0;
        for (int row = 0; row < f.session.board()->rowCount(); ++row)
            n += f.session.board()->data(f.session.board()->index(row), BoardModel::PlayableRole).toBool() ? 1 : 0;
        return n;
    };
    for (int st = 0; st < 3; ++st) {
        REQUIRE(f.lessons.open(0, st));
        settle(f.session);
        if (f.lessons.phase() == LessonSession::Shown)
            CHECK(playable() == 0);
        else if (f.lessons.phase() == LessonSession::Waiting) {
            CHECK(playable() > 0);
            // A try, then its verdict: still again.
            for (int row = 0; row < 6; ++row)
                if (f.session.clickHole(row))
                    break;
            settle(f.session);
            CHECK((f.lessons.phase() == LessonSession::Met || f.lessons.phase() == LessonSession::Missed));
            CHECK(playable() == 0);
        }
    }
}

TEST_CASE("lesson session: a step's stars are earned by its own attempts, also when left and opened again")
{
    Fixture f;
    REQUIRE(f.lessons.open(0, 2)); // last seed into hole 6: hole 2
    f.lessons.hint();
    f.lessons.hint();
    f.lessons.hint(); // Show the move
    REQUIRE(f.lessons.hintLevel() == 3);
    CHECK(f.lessons.previous());
    CHECK(f.lessons.next());
    CHECK(f.lessons.hintLevel() == 0); // the board starts clean ...
    f.click(1);
    CHECK(f.lessons.phase() == LessonSession::Met);
    CHECK(f.lessons.stars() == 1); // ... but the shown move earns one star
    CHECK(f.lessons.lessonStars(0) == 1);

    // A miss left for another step counts as a retry.
    REQUIRE(f.lessons.open(1, 1)); // another move from 2,5,1,3,2,4
    f.click(0); // hole 1: 2 seeds, short of the store
    CHECK(f.lessons.phase() == LessonSession::Missed);
    REQUIRE(f.lessons.open(1, 0));
    REQUIRE(f.lessons.open(1, 1));
    f.click(1);
    CHECK(f.lessons.phase() == LessonSession::Met);
    CHECK(f.lessons.stars() == 2);
}

// What a task not met yet has cost goes with it to the next visit (leaving
// for the home screen and coming back farms no stars); once met, a later
// visit starts the step clean, for more stars.
TEST_CASE("lesson session: a task's cost lasts until it is met, then a later visit starts clean")
{
    FreshStore store;
    // One visit to Kalah's lessons, at the task of the last seed into hole 6.
    struct Visit
    {
        GameSession session;
        LessonSession lessons;
        Visit()
        {
            lessons.setSession(&session);
            lessons.setGame(QStringLiteral("kalah"));
            REQUIRE(lessons.open(0, 2));
        }
        int meet() // with hole 2 (row 1): the stars
        {
            REQUIRE(session.clickHole(1));
            settle(session);
            REQUIRE(lessons.phase() == LessonSession::Met);
            return lessons.stars();
        }
    };
    {
        Visit v;
        v.lessons.hint();
        v.lessons.hint();
        v.lessons.hint(); // the move shown, then away
    }
    CHECK(Visit().meet() == 1); // the move was shown in the visit before
    CHECK(Visit().meet() == 3); // met before: alone this time
}

// Ali Guli Mane with a second sowing only after a capture (rules.md §3.1):
// a first sowing that takes nothing ends the turn, and the miss says so.
TEST_CASE("lesson session: the miss says the second sowing was lost")
{
    FreshStore store;
    GameSession session;
    LessonSession lessons;
    lessons.setSession(&session);
    REQUIRE(openTask(lessons, "aliguli", QStringLiteral("4,1,3,0,0,0,0/0,3,2,5,0,0,3/25,24/S"),
                     semina::lesson::GoalKind::Capture));
    settle(session);
    // B1 ccw: its 4 seeds end in B5; B6 empty, B7 and A7 empty: nothing taken.
    REQUIRE(session.playDecision(semina::Decision::sow(0, semina::Dir::Ccw)));
    settle(session);
    REQUIRE(lessons.phase() == LessonSession::Missed);
    CHECK(lessons.feedback().endsWith(QStringLiteral("Your first sowing captured nothing, so your turn had no second sowing.")));
}

// Strategy tasks (Kalah's book): a move the computer values far below the
// best says how much it gave away; a move that leaves a capture says how
// many seeds and from which of the opponent's holes.
TEST_CASE("lesson session: a strategy miss says the seeds given away, or the seeds in danger and from where")
{
    FreshStore store;
    REQUIRE(Language::install(*QCoreApplication::instance(), QStringLiteral("en"))); // English plurals
    GameSession session;
    LessonSession lessons;
    lessons.setSession(&session);
    using namespace semina::lesson;

    REQUIRE(openTask(lessons, "kalah", QStringLiteral("2,1,0,9,3,0/2,4,0,3,2,4/9,9/S"), GoalKind::Defend));
    settle(session);
    const semina::Game start = lessons.task().start;
    const semina::DecisionList leaves = missing(start, lessons.task().goal);
    REQUIRE(leaves.size() > 0);
    const Attempt expected = judgeLine(start, {leaves[0]}, lessons.task().goal);
    REQUIRE(expected.facts.threat > 0);
    REQUIRE(expected.facts.threatFrom.side == semina::Side::North);
    REQUIRE(session.playDecision(leaves[0]));
    settle(session);
    REQUIRE(lessons.phase() == LessonSession::Missed);
    CHECK(lessons.feedback()
          == QStringLiteral("Now your opponent can capture %1 of your seeds by sowing their hole %2.")
                 .arg(expected.facts.threat)
                 .arg(expected.facts.threatFrom.hole + 1));
    // Met: the turn ends with nothing of the learner's to take.
    lessons.restartStep();
    settle(session);
    const semina::DecisionList safe = meeting(start, lessons.task().goal);
    REQUIRE(safe.size() > 0);
    REQUIRE(session.playDecision(safe[0]));
    settle(session);
    CHECK(lessons.phase() == LessonSession::Met);

    REQUIRE(openTask(lessons, "kalah", QStringLiteral("2,1,13,0,3,0/3,2,1,8,2,2/6,5/S"), GoalKind::NearBest));
    settle(session);
    const semina::DecisionList worse = missing(lessons.task().start, lessons.task().goal);
    REQUIRE(worse.size() > 0);
    const int given = judgeLine(lessons.task().start, {worse[0]}, lessons.task().goal).facts.shortOfBest;
    REQUIRE(given > lessons.task().goal.within);
    REQUIRE(session.playDecision(worse[0]));
    settle(session);
    REQUIRE(lessons.phase() == LessonSession::Missed);
    CHECK(lessons.feedback().toStdString()
          == QStringLiteral("That move is worth %1 seeds less than the best one here. Look for the better move.")
                 .arg(given)
                 .toStdString());
    lessons.restartStep();
    settle(session);
    lessons.hint();
    CHECK(lessons.hintText().startsWith(QStringLiteral("Weigh each move")));
}
