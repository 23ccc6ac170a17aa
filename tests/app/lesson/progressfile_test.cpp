// A learner's progress for a teacher (app/lesson/progressfile.h): what the
// lessons keep (stars, steps watched, tries, hints, lesson files' books) is
// written whole and read back as it was; a file that is no progress file is
// refused with the reason; the lessons count each try and keep the highest
// hint, and a reset and its undo take the tries with them. The Kalah book's
// first lesson, "sowing" (resources/games/kalah/KalahLessons.qml), has six
// steps: 1 tells, 2 shows, 3 asks (the last seed in S6; hole 2's four seeds
// end there, hole 1's in S5), 4 shows, 5 and 6 ask.
#include "app/game/gamesession.h"
#include "app/lesson/lessonprogress.h"
#include "app/lesson/lessonsession.h"
#include "app/lesson/progressfile.h"
#include "app/puzzle/puzzleprogress.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QQmlEngine>
#include <QSettings>
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
    }
    QCoreApplication::processEvents();
}

QVariantMap bookOf(const ProgressFile::Report& r, const QString& key)
{
    for (const QVariant& b : r.books)
        if (b.toMap().value(QStringLiteral("key")).toString() == key)
            return b.toMap();
    return {};
}

QVariantMap stepOf(const QVariantMap& book, int lesson, int step)
{
    return book.value(QStringLiteral("lessons")).toList().value(lesson).toMap().value(QStringLiteral("steps")).toList().value(step).toMap();
}

} // namespace

TEST_CASE("progress file: what the learner did is written whole and read back as it was")
{
    FreshStore store;
    const QString sowing = QStringLiteral("sowing");
    LessonProgress::markWatched(QStringLiteral("kalah"), sowing, 1);
    LessonProgress::addTry(QStringLiteral("kalah"), sowing, 2);
    LessonProgress::record(QStringLiteral("kalah"), sowing, 2, 3);
    for (int i = 0; i < 2; ++i)
        LessonProgress::addTry(QStringLiteral("kalah"), sowing, 4);
    LessonProgress::noteHint(QStringLiteral("kalah"), sowing, 4, 2);
    LessonProgress::record(QStringLiteral("kalah"), sowing, 4, 1);
    const QString file = QStringLiteral("file-quick-drill");
    LessonProgress::setTitle(file, QStringLiteral("Quick drill"));
    for (int i = 0; i < 3; ++i)
        LessonProgress::addTry(file, QStringLiteral("past"), 1);
    LessonProgress::record(file, QStringLiteral("past"), 1, 1);

    // Puzzles: one of 1200 solved at the first try (1200 + 16), one of 1400 missed.
    PuzzleProgress::recordFirstTry(QStringLiteral("kalah"), QStringLiteral("kalah-1-1"), 1200, true);
    PuzzleProgress::recordFirstTry(QStringLiteral("kalah"), QStringLiteral("kalah-1-2"), 1400, false);

    QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    const QByteArray text = QJsonDocument(ProgressFile::make(QStringLiteral("Anna"), engine)).toJson();
    const ProgressFile::Report r = ProgressFile::read(text);
    INFO(r.error.toStdString());
    REQUIRE(r.error.isEmpty());
    CHECK(r.learner == QStringLiteral("Anna"));
    CHECK_FALSE(r.exported.isEmpty());
    CHECK(r.books.size() == 5); // the four games, and the lesson file

    const QVariantMap kalah = bookOf(r, QStringLiteral("kalah"));
    CHECK(kalah.value(QStringLiteral("title")).toString() == QStringLiteral("Kalah"));
    const QVariantMap first = kalah.value(QStringLiteral("lessons")).toList().value(0).toMap();
    CHECK(first.value(QStringLiteral("key")).toString() == sowing);
    CHECK(first.value(QStringLiteral("steps")).toList().size() == 6);
    const QVariantMap watched = stepOf(kalah, 0, 1);
    CHECK(watched.value(QStringLiteral("step")).toInt() == 2);
    CHECK(watched.value(QStringLiteral("done")).toBool());
    CHECK_FALSE(watched.value(QStringLiteral("task")).toBool());
    const QVariantMap met = stepOf(kalah, 0, 2);
    CHECK(met.value(QStringLiteral("task")).toBool());
    CHECK(met.value(QStringLiteral("stars")).toInt() == 3);
    CHECK(met.value(QStringLiteral("tries")).toInt() == 1);
    const QVariantMap costly = stepOf(kalah, 0, 4);
    CHECK(costly.value(QStringLiteral("stars")).toInt() == 1);
    CHECK(costly.value(QStringLiteral("tries")).toInt() == 2);
    CHECK(costly.value(QStringLiteral("hints")).toInt() == 2);
    const QVariantMap untouched = stepOf(kalah, 0, 5);
    CHECK_FALSE(untouched.value(QStringLiteral("done")).toBool());
    CHECK(untouched.value(QStringLiteral("tries")).toInt() == 0);
    CHECK(kalah.value(QStringLiteral("done")).toInt() == 3);
    CHECK(kalah.value(QStringLiteral("stars")).toInt() == 4);
    CHECK(kalah.value(QStringLiteral("tries")).toInt() == 3);
    CHECK(kalah.value(QStringLiteral("steps")).toInt() > 6);

    const QVariantMap drill = bookOf(r, file);
    CHECK(drill.value(QStringLiteral("title")).toString() == QStringLiteral("Quick drill"));
    REQUIRE(drill.value(QStringLiteral("lessons")).toList().size() == 1);
    const QVariantMap past = stepOf(drill, 0, 0);
    CHECK(past.value(QStringLiteral("step")).toInt() == 2);
    CHECK(past.value(QStringLiteral("stars")).toInt() == 1);
    CHECK(past.value(QStringLiteral("tries")).toInt() == 3);
    CHECK(past.value(QStringLiteral("task")).toBool());
    // The puzzles: only the game tried; 1216 against 1400 missed: E = 1 / (1 + 10^(184/400)) = 0.2575, 1216 - 8.2 = 1208.
    REQUIRE(r.puzzles.size() == 1);
    const QVariantMap puzzles = r.puzzles[0].toMap();
    CHECK(puzzles.value(QStringLiteral("game")).toString() == QStringLiteral("kalah"));
    CHECK(puzzles.value(QStringLiteral("rating")).toInt() == 1208);
    CHECK(puzzles.value(QStringLiteral("solved")).toInt() == 1);
    CHECK(puzzles.value(QStringLiteral("tried")).toInt() == 2);
    CHECK(puzzles.value(QStringLiteral("streak")).toInt() == 0);
    CHECK(puzzles.value(QStringLiteral("bestStreak")).toInt() == 1);
    // The other games, with nothing done, are there whole and at nought.
    const QVariantMap omweso = bookOf(r, QStringLiteral("omweso"));
    CHECK(omweso.value(QStringLiteral("steps")).toInt() > 0);
    CHECK(omweso.value(QStringLiteral("done")).toInt() == 0);
}

TEST_CASE("progress file: a file that is no learner's progress is refused with the reason")
{
    using ProgressFile::read;
    CHECK(read("{ \"format\"").error.startsWith(QStringLiteral("The file is not JSON: ")));
    CHECK(read("{\"format\": \"semina-lesson\", \"version\": 1}").error
          == QStringLiteral("This is not a learner's progress: it has no \"format\": \"semina-progress\"."));
    CHECK(read("{\"format\": \"semina-progress\", \"version\": 2, \"learner\": \"A\"}").error
          == QStringLiteral("This Semina reads progress files of version 1; this one says 2."));
    CHECK(read("{\"format\": \"semina-progress\", \"version\": 1, \"learner\": \" \"}").error
          == QStringLiteral("The file names no learner."));
    const char* badStep = R"({"format": "semina-progress", "version": 1, "learner": "A", "books": [
        {"key": "kalah", "title": "Kalah", "lessons": [{"key": "x", "title": "X", "steps": [
        {"step": 1, "done": true, "stars": 5, "tries": 0, "hints": 0}]}]}]})";
    CHECK(read(badStep).error == QStringLiteral("Book 1, lesson 1: a step is not written as Semina writes it."));
    const char* noTitle = R"({"format": "semina-progress", "version": 1, "learner": "A", "books": [{"key": "kalah"}]})";
    CHECK(read(noTitle).error == QStringLiteral("Book 1 has no key or title."));
    const char* badPuzzles = R"({"format": "semina-progress", "version": 1, "learner": "A", "books": [],
        "puzzles": [{"game": "kalah", "title": "Kalah", "rating": 1200, "streak": 0, "bestStreak": 0, "solved": 3, "tried": 2}]})";
    CHECK(read(badPuzzles).error == QStringLiteral("The puzzles' part is not written as Semina writes it."));
    ProgressFiles files;
    CHECK_FALSE(files.open(QStringLiteral("/nonexistent/a.semina-progress")));
    CHECK(files.lastError().startsWith(QStringLiteral("The file /nonexistent/a.semina-progress cannot be read")));
    CHECK_FALSE(files.save(QStringLiteral("/tmp/x.semina-progress"), QStringLiteral("  ")));
    CHECK(files.lastError() == QStringLiteral("Give the learner's name: the teacher reads it first."));
}

TEST_CASE("progress file: the lessons count each try and keep the highest hint, and a reset and its undo take them along")
{
    FreshStore store;
    GameSession session;
    LessonSession lessons;
    lessons.setSession(&session);
    lessons.setGame(QStringLiteral("kalah"));
    REQUIRE(lessons.open(0, 2));
    REQUIRE(lessons.asks());
    lessons.hint(); // the sentence
    lessons.hint(); // the holes
    REQUIRE(session.clickHole(0)); // hole 1: the last seed in S5, a miss
    settle(session);
    REQUIRE(lessons.phase() == LessonSession::Missed);
    lessons.restartStep();
    REQUIRE(session.clickHole(1)); // hole 2: the last seed in S6
    settle(session);
    REQUIRE(lessons.phase() == LessonSession::Met);
    const QString sowing = QStringLiteral("sowing");
    CHECK(LessonProgress::tries(QStringLiteral("kalah"), sowing, 2) == 2);
    CHECK(LessonProgress::hints(QStringLiteral("kalah"), sowing, 2) == 2);
    lessons.resetProgress();
    CHECK(LessonProgress::tries(QStringLiteral("kalah"), sowing, 2) == 0);
    lessons.undoResetProgress();
    CHECK(LessonProgress::tries(QStringLiteral("kalah"), sowing, 2) == 2);
    CHECK(LessonProgress::hints(QStringLiteral("kalah"), sowing, 2) == 2);
}
