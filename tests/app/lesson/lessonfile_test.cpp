// A teacher's lesson file (app/lesson/lessonfile.h, docs/lessons.md "Lesson
// files"): the documented example reads and plays through LessonSession as
// a built-in book does, with its progress kept apart; a file with each kind
// of fault is refused before the learner starts, naming the lesson, the step
// and the reason. The Kalah positions are worked out from docs/rules.md §1:
// from 2,3,5,1,6,2 (South's holes 1-6) the sowings end in S3, S5, N1, S5,
// N4 and N1, so "last in N4" is met by hole 5 alone and "last in N6" by none.
#include "app/game/gamesession.h"
#include "app/lesson/lessonfile.h"
#include "app/lesson/lessonprogress.h"
#include "app/lesson/lessonsession.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QTemporaryDir>
#include <catch2/catch.hpp>
#include <functional>

namespace {

const QString kExample = QStringLiteral(SEMINA_SOURCE_DIR "/docs/examples/kalah-sowing-drill.semina-lesson");

QJsonObject example()
{
    QFile f(kExample);
    REQUIRE(f.open(QIODevice::ReadOnly));
    return QJsonDocument::fromJson(f.readAll()).object();
}

// The example with one change made by `edit`, read.
LessonFile::Read readEdited(const std::function<void(QJsonObject&)>& edit)
{
    QJsonObject o = example();
    edit(o);
    return LessonFile::fromJson(QJsonDocument(o).toJson());
}

// Changes step `s` of lesson `l` of a file's object.
void editStep(QJsonObject& o, int l, int s, const std::function<void(QJsonObject&)>& edit)
{
    QJsonArray lessons = o[QStringLiteral("lessons")].toArray();
    QJsonObject lesson = lessons[l].toObject();
    QJsonArray steps = lesson[QStringLiteral("steps")].toArray();
    QJsonObject step = steps[s].toObject();
    edit(step);
    steps[s] = step;
    lesson[QStringLiteral("steps")] = steps;
    lessons[l] = lesson;
    o[QStringLiteral("lessons")] = lessons;
}

void settle(GameSession& s)
{
    for (int i = 0; i < 20 && s.player()->running(); ++i) {
        s.player()->finish();
        QCoreApplication::processEvents();
    }
    QCoreApplication::processEvents();
}

} // namespace

TEST_CASE("lesson file: the documented example reads whole")
{
    const LessonFile::Read r = LessonFile::fromFile(kExample);
    INFO(r.error.toStdString());
    REQUIRE(r.book);
    CHECK(r.error.isEmpty());
    CHECK(r.book->m_game == QStringLiteral("kalah"));
    CHECK(r.key == QStringLiteral("sowing-drill"));
    CHECK(r.title == QStringLiteral("Sowing drill"));
    REQUIRE(r.book->lessonList().size() == 2);
    const Lesson* first = r.book->lessonList()[0];
    CHECK(first->m_key == QStringLiteral("past-the-store"));
    REQUIRE(first->stepList().size() == 2);
    const LessonStep* task = first->stepList()[1];
    CHECK(task->m_goal == QStringLiteral("last-in"));
    CHECK(task->m_place == QStringLiteral("N4"));
    CHECK(task->m_hint == QStringList{QStringLiteral("5")});
    CHECK(first->stepList()[0]->m_show == QStringList{QStringLiteral("6")});
    // A file: URL reads as its path does.
    CHECK(LessonFile::fromFile(QUrl::fromLocalFile(kExample).toString()).book);
}

TEST_CASE("lesson file: each kind of fault is refused with its lesson, step and reason")
{
    struct Case {
        const char* what;
        std::function<void(QJsonObject&)> edit;
        const char* error; // the whole message
    };
    const auto step = [](int l, int s, std::function<void(QJsonObject&)> e) {
        return [=](QJsonObject& o) { editStep(o, l, s, e); };
    };
    const auto set = [](const char* name, QJsonValue v) {
        return [=](QJsonObject& o) { o[QLatin1String(name)] = v; };
    };
    const std::vector<Case> cases = {
        {"an illegal shown decision (hole 4 is empty)",
         step(0, 0, [](QJsonObject& s) { s[QStringLiteral("position")] = QStringLiteral("2,3,5,0,6,2/4,4,4,4,4,4/3,2/S");
                                         s[QStringLiteral("show")] = QJsonArray{QStringLiteral("4")}; }),
         "Lesson 1, step 1: show: 4 is not legal there"},
        {"a goal no decision meets", step(0, 1, [](QJsonObject& s) { s[QStringLiteral("place")] = QStringLiteral("N6"); }),
         "Lesson 1, step 2: no decision meets the goal"},
        {"a hint that misses", step(0, 1, [](QJsonObject& s) { s[QStringLiteral("hint")] = QJsonArray{QStringLiteral("3")}; }),
         "Lesson 1, step 2: the hint 3 does not meet the goal"},
        {"a task every decision meets",
         step(1, 0, [](QJsonObject& s) { s[QStringLiteral("goal")] = QStringLiteral("last-in");
                                         s[QStringLiteral("place")] = QStringLiteral("Sstore");
                                         s[QStringLiteral("position")] = QStringLiteral("0,0,0,0,0,1/1,0,0,0,0,0/0,0/S");
                                         s[QStringLiteral("hint")] = QJsonArray{QStringLiteral("6")}; }),
         "Lesson 2, step 1: every decision meets the goal: it is no task"},
        {"a position that does not parse",
         step(1, 0, [](QJsonObject& s) { s[QStringLiteral("position")] = QStringLiteral("4,4,4/4,4,4/S"); }),
         "Lesson 2, step 1: position: \"4,4,4/4,4,4/S\" is not a position of kalah"},
        {"an unknown goal", step(1, 0, [](QJsonObject& s) { s[QStringLiteral("goal")] = QStringLiteral("capturez"); }),
         "Lesson 2, step 1: goal: \"capturez\" is not a goal"},
        {"a misspelt member", step(0, 1, [](QJsonObject& s) { s[QStringLiteral("hnit")] = QJsonArray{QStringLiteral("5")}; }),
         "Lesson 1, step 2: \"hnit\" is not a member of a lesson file here."},
        {"a member of the wrong type", step(0, 1, [](QJsonObject& s) { s[QStringLiteral("hint")] = QStringLiteral("5"); }),
         "Lesson 1, step 2: \"hint\" must be a list of texts, as [\"3\", \"5\"]."},
        {"a step without text", step(0, 0, [](QJsonObject& s) { s.remove(QStringLiteral("text")); }),
         "Lesson 1, step 1: a step says something: its text is empty"},
        {"a step that shows and asks",
         step(0, 1, [](QJsonObject& s) { s[QStringLiteral("show")] = QJsonArray{QStringLiteral("5")}; }),
         "Lesson 1, step 2: a step shows or asks, not both"},
        {"a task for North", step(1, 0, [](QJsonObject& s) { s[QStringLiteral("position")] = QStringLiteral("4,4,4,4,4,4/4,4,4,4,4,4/0,0/N"); }),
         "Lesson 2, step 1: a task is the learner's, who plays South: North is to move"},
        {"an unknown game", set("game", QStringLiteral("chess")),
         "\"game\" must be one of kalah, mankala, aliguli, omweso; this file says \"chess\"."},
        {"a newer version", set("version", 2), "This Semina reads lesson files of version 1; this one says 2."},
        {"a key that could be a path", set("key", QStringLiteral("../x")),
         "\"key\" must be 1 to 40 small letters, digits or hyphens, as \"captures-1\"."},
        {"no lessons", set("lessons", QJsonArray{}), "The file needs \"lessons\": a list of at least one lesson."},
        {"no title", set("title", QStringLiteral("  ")), "The file needs a \"title\": the name the lessons screen shows."},
        {"two lessons with one key",
         [](QJsonObject& o) {
             QJsonArray lessons = o[QStringLiteral("lessons")].toArray();
             QJsonObject second = lessons[1].toObject();
             second[QStringLiteral("key")] = QStringLiteral("past-the-store");
             lessons[1] = second;
             o[QStringLiteral("lessons")] = lessons;
         },
         "Lesson 2: another lesson has the key \"past-the-store\"."},
        {"a lesson without steps",
         [](QJsonObject& o) {
             QJsonArray lessons = o[QStringLiteral("lessons")].toArray();
             QJsonObject second = lessons[1].toObject();
             second[QStringLiteral("steps")] = QJsonArray{};
             lessons[1] = second;
             o[QStringLiteral("lessons")] = lessons;
         },
         "Lesson 2: a lesson needs \"steps\": a list of at least one step."},
    };
    for (const Case& c : cases) {
        INFO(c.what);
        const LessonFile::Read r = readEdited(c.edit);
        CHECK_FALSE(r.book);
        CHECK(r.error.toStdString() == c.error);
    }
}

TEST_CASE("lesson file: a file that is no lesson file is refused as a whole")
{
    CHECK(LessonFile::fromJson("{\"format\": \"semina-lesson\", ").error.startsWith(QStringLiteral("The file is not JSON: ")));
    CHECK(LessonFile::fromJson("[1, 2]").error
          == QStringLiteral("This is not a Semina lesson file: it has no \"format\": \"semina-lesson\"."));
    CHECK(LessonFile::fromJson("{\"format\": \"semina\", \"version\": 1}").error
          == QStringLiteral("This is not a Semina lesson file: it has no \"format\": \"semina-lesson\"."));
    CHECK(LessonFile::fromJson(QByteArray(LessonFile::kMaxBytes + 1, ' ')).error
          == QStringLiteral("The file is larger than 1 MiB: it is no lesson file."));
    const LessonFile::Read missing = LessonFile::fromFile(QStringLiteral("/nonexistent/x.semina-lesson"));
    CHECK_FALSE(missing.book);
    CHECK(missing.error.startsWith(QStringLiteral("The lesson file /nonexistent/x.semina-lesson cannot be read: ")));
}

TEST_CASE("lesson file: its lessons play as a book's, with their own progress")
{
    QTemporaryDir settings;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings.path());
    GameSession session;
    LessonSession lessons;
    lessons.setSession(&session);
    lessons.setFile(QUrl::fromLocalFile(kExample).toString());
    INFO(lessons.error().toStdString());
    REQUIRE(lessons.error().isEmpty());
    CHECK(lessons.game() == QStringLiteral("kalah"));
    CHECK(lessons.fileTitle() == QStringLiteral("Sowing drill"));
    REQUIRE(lessons.lessonCount() == 2);
    CHECK(lessons.lessonTitleAt(1) == QStringLiteral("Extra moves"));
    // A game name given after the file does not replace it.
    lessons.setGame(QStringLiteral("mankala"));
    CHECK(lessons.game() == QStringLiteral("kalah"));
    REQUIRE(lessons.open(0, 1));
    REQUIRE(lessons.asks());
    // A miss first (hole 3 ends in N1), explained in Kalah's words; then the hint's hole 5.
    REQUIRE(session.clickHole(2));
    settle(session);
    CHECK(lessons.phase() == LessonSession::Missed);
    CHECK(lessons.feedback().contains(QStringLiteral("opponent's hole")));
    lessons.restartStep();
    REQUIRE(session.clickHole(4));
    settle(session);
    CHECK(lessons.phase() == LessonSession::Met);
    CHECK(lessons.stars() == 2); // one retry
    // Kept under the file's own key, not Kalah's book.
    CHECK(LessonProgress::stars(LessonFile::progressKey(QStringLiteral("sowing-drill")), QStringLiteral("past-the-store"), 1) == 2);
    CHECK(LessonProgress::stars(QStringLiteral("kalah"), QStringLiteral("past-the-store"), 1) == 0);
    CHECK(lessons.starsEarned() == 2);
}

TEST_CASE("lesson file: a refused file leaves the session without lessons and says why")
{
    QTemporaryDir dir;
    const QString path = QDir(dir.path()).filePath(QStringLiteral("bad.semina-lesson"));
    QJsonObject o = example();
    editStep(o, 0, 1, [](QJsonObject& s) { s[QStringLiteral("hint")] = QJsonArray{QStringLiteral("3")}; });
    QFile f(path);
    REQUIRE(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(o).toJson());
    f.close();
    GameSession session;
    LessonSession lessons;
    lessons.setSession(&session);
    lessons.setFile(path);
    CHECK(lessons.lessonCount() == 0);
    CHECK(lessons.error() == QStringLiteral("Lesson 1, step 2: the hint 3 does not meet the goal"));
    CHECK_FALSE(lessons.open(0, 0));
    const QVariantMap checked = LessonFileCheck().read(QUrl::fromLocalFile(path).toString());
    CHECK_FALSE(checked.value(QStringLiteral("ok")).toBool());
    CHECK(checked.value(QStringLiteral("error")).toString() == lessons.error());
}
