// The lesson books (resources/games/*/*Lessons.qml) walked through the engine: every
// position valid, every shown decision legal, every task met by some legal
// decision and missed by another, every hint meeting its task
// (app/lesson/lessoncheck.h); and the check itself catches broken steps.
#include "app/lesson/lessonbook.h"
#include "app/lesson/lessoncheck.h"
#include "app/lesson/lessontexts.h"
#include "app/shell/language.h"
#include "tests/app/hole_names.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QtQml/qqmlextensionplugin.h>
#include <algorithm>
#include <catch2/catch.hpp>
#include <functional>
#include <map>
#include <memory>
#include <set>

Q_IMPORT_QML_PLUGIN(SeminaPlugin)

namespace {

// The books built in (qrc:/games/<game>/<Name>Lessons.qml), or, when
// SEMINA_LESSONS_DIR names a folder laid out as resources/games/, the books
// there: a lesson author checks a book being written without building the
// program.
QString booksDir()
{
    const QString dir = qEnvironmentVariable("SEMINA_LESSONS_DIR");
    return dir.isEmpty() ? QStringLiteral(":/games") : dir;
}

std::unique_ptr<LessonBook> loadBook(QQmlEngine& engine, const QString& file)
{
    const QString dir = booksDir();
    const QUrl url = dir.startsWith(QLatin1Char(':')) ? QUrl(QStringLiteral("qrc:/games/") + file)
                                                      : QUrl::fromLocalFile(dir + QLatin1Char('/') + file);
    QQmlComponent component(&engine, url);
    std::unique_ptr<QObject> object(component.create());
    INFO(component.errorString().toStdString());
    REQUIRE(object);
    auto* book = qobject_cast<LessonBook*>(object.get());
    REQUIRE(book);
    object.release();
    return std::unique_ptr<LessonBook>(book);
}

// "kalah/KalahLessons.qml", ...: each game's book, relative to booksDir().
QStringList bookFiles()
{
    QStringList files;
    const QDir dir(booksDir());
    for (const QString& game : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        for (const QString& file : QDir(dir.filePath(game)).entryList({QStringLiteral("*Lessons.qml")}))
            files << game + QLatin1Char('/') + file;
    return files;
}

LessonStep* findStep(LessonBook& book, const QString& lessonKey, int index)
{
    for (Lesson* lesson : book.lessonList())
        if (lesson->m_key == lessonKey)
            return lesson->stepList().value(index);
    return nullptr;
}

// A shown step played out: where it starts, where it ends, what it did.
struct Shown {
    semina::Game start;
    semina::Game end;
    semina::lesson::TurnFacts facts;
};

// What a book teaches, in the engine's terms: the goals of its tasks, the
// options its steps set, and its shows played out.
struct Taught {
    std::set<semina::lesson::GoalKind> tasks;
    QStringList options;
    std::vector<Shown> shows;
    bool any(const std::function<bool(const Shown&)>& what) const
    {
        return std::any_of(shows.begin(), shows.end(), what);
    }
};

Taught taughtBy(const LessonBook& book)
{
    Taught out;
    for (const Lesson* lesson : book.lessonList())
        for (const LessonStep* step : lesson->stepList()) {
            LessonCheck::Task task;
            QString error;
            REQUIRE(LessonCheck::read(book.m_game, *step, task, &error));
            out.options << step->m_options;
            if (task.asks)
                out.tasks.insert(task.goal.kind);
            if (task.show.empty())
                continue;
            Shown shown{task.start, task.start, semina::lesson::factsOfLine(task.start, task.show)};
            for (const semina::Decision& d : task.show)
                shown.end.play(d);
            out.shows.push_back(shown);
        }
    return out;
}

// The rules of docs/rules.md a game's lessons must teach, by the ids a step's
// `teaches` names (docs/lessons.md): for each game section `## §k Name
// (`key`)`, "k" (its opening: the board and the start), "k.N" for each
// `### §k.N` clause (or, where a clause is split into bold `**§k.Na**`
// items, one id per item instead), and "k:option" for each row of the
// game's options table. The turn limit of `## §5` is "5", taught in the two
// games whose turns it limits (§5: Kalah and Mankala turns never reach it).
QMap<QString, QStringList> rulesToTeach()
{
    QFile file(QStringLiteral(SEMINA_SOURCE_DIR "/docs/rules.md"));
    REQUIRE(file.open(QIODevice::ReadOnly | QIODevice::Text));
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    static const QRegularExpression game(QStringLiteral("^## §(\\d+) .*\\(`([a-z]+)`\\)"));
    static const QRegularExpression otherSection(QStringLiteral("^## "));
    static const QRegularExpression clause(QStringLiteral("^### §(\\d+\\.\\d+) "));
    static const QRegularExpression item(QStringLiteral("^- \\*\\*§(\\d+\\.\\d+)([a-z])\\b"));
    static const QRegularExpression optionsTable(QStringLiteral("^### Options of "));
    static const QRegularExpression option(QStringLiteral("^\\| `([a-z-]+)`"));
    static const QRegularExpression subsection(QStringLiteral("^### "));
    QMap<QString, QStringList> out;
    QString key;
    QString number;
    bool inOptions = false;
    for (const QString& line : lines) {
        if (const auto m = game.match(line); m.hasMatch()) {
            key = m.captured(2);
            number = m.captured(1);
            out[key] << number;
            inOptions = false;
            continue;
        }
        if (otherSection.match(line).hasMatch()) {
            key.clear();
            continue;
        }
        if (key.isEmpty())
            continue;
        if (const auto m = clause.match(line); m.hasMatch())
            out[key] << m.captured(1);
        if (const auto m = item.match(line); m.hasMatch()) {
            out[key].removeAll(m.captured(1));
            out[key] << m.captured(1) + m.captured(2);
        }
        if (subsection.match(line).hasMatch())
            inOptions = optionsTable.match(line).hasMatch();
        if (const auto m = option.match(line); inOptions && m.hasMatch())
            out[key] << number + QLatin1Char(':') + m.captured(1);
    }
    for (const char* limited : {"aliguli", "omweso"})
        out[QLatin1String(limited)] << QStringLiteral("5");
    return out;
}

} // namespace

TEST_CASE("lessons: every step of every game's lessons is sound")
{
    QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    const QStringList files = bookFiles();
    REQUIRE(files.contains(QStringLiteral("kalah/KalahLessons.qml")));
    for (const QString& file : files) {
        const auto book = loadBook(engine, file);
        CHECK(semina::gameFromKey(book->m_game.toStdString()));
        CHECK_FALSE(book->lessonList().isEmpty());
        QStringList keys;
        for (const Lesson* lesson : book->lessonList()) {
            CHECK_FALSE(lesson->m_title.isEmpty());
            CHECK_FALSE(keys.contains(lesson->m_key));
            keys << lesson->m_key;
            int tasks = 0;
            for (int i = 0; i < lesson->stepList().size(); ++i) {
                const LessonStep* step = lesson->stepList()[i];
                INFO(file.toStdString() << " lesson " << lesson->m_key.toStdString() << " step " << i + 1);
                CHECK(LessonCheck::problem(book->m_game, *step).toStdString() == "");
                tasks += step->m_goal.isEmpty() ? 0 : 1;
            }
            INFO(file.toStdString() << " lesson " << lesson->m_key.toStdString());
            CHECK(tasks >= 3); // every lesson drills its idea in three tasks or more
        }
        // Each book ends with a strategy lesson whose tasks the engine weighs.
        const Lesson* last = book->lessonList().last();
        CHECK(last->m_key == QStringLiteral("strategy"));
        int weighed = 0;
        for (const LessonStep* step : last->stepList())
            weighed += step->m_goal == QStringLiteral("near-best") || step->m_goal == QStringLiteral("defend") ? 1 : 0;
        {
            INFO(file.toStdString() << ": strategy tasks");
            CHECK(weighed >= 3);
        }
    }
}

TEST_CASE("lessons: every hole a step's text names is labelled so on the board")
{
    QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    int named = 0;
    for (const QString& file : bookFiles()) {
        const auto book = loadBook(engine, file);
        for (const Lesson* lesson : book->lessonList())
            for (const LessonStep* step : lesson->stepList()) {
                LessonCheck::Task task;
                QString error;
                REQUIRE(LessonCheck::read(book->m_game, *step, task, &error));
                const semina::Side learner = task.start.position().toMove;
                INFO(file.toStdString() << " lesson " << lesson->m_key.toStdString() << ": " << step->m_text.toStdString());
                CHECK(holeNamesNotOnTheBoard(task.start.variant(), learner, step->m_text).join(", ").toStdString() == "");
                named += step->m_text.contains(QRegularExpression(QStringLiteral("holes? [A-Z]?[0-9]"))) ? 1 : 0;
            }
    }
    CHECK(named >= 5); // the check reads real texts
    // The check itself: Ali Guli Mane's North hole 1 is A7, South's is B1.
    const semina::Variant ali = semina::defaultVariant(semina::GameId::AliGuli);
    CHECK(holeNamesNotOnTheBoard(ali, semina::Side::South, "your opponent's hole 7") == QStringList{"your opponent's hole 7"});
    CHECK(holeNamesNotOnTheBoard(ali, semina::Side::South, "your hole A1") == QStringList{"your hole A1"});
    CHECK(holeNamesNotOnTheBoard(ali, semina::Side::South, "your hole B5, your opponent's hole A1").isEmpty());
}

TEST_CASE("lessons: a rule change that breaks a lesson is caught")
{
    QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    const auto book = loadBook(engine, QStringLiteral("kalah/KalahLessons.qml"));
    LessonStep* step = findStep(*book, QStringLiteral("capture"), 3);
    REQUIRE(step);
    REQUIRE(step->m_options == QStringList{QStringLiteral("capture=standard")});
    CHECK(LessonCheck::problem(QStringLiteral("kalah"), *step).isEmpty());
    // Under the default capture (§1.3: an empty facing hole still captures
    // the sowing seed), hole 1's single seed into empty hole 2 captures too:
    // both holes capture, so the step is no task any more.
    step->m_options.clear();
    CHECK(LessonCheck::problem(QStringLiteral("kalah"), *step).contains(QStringLiteral("no task")));
}

TEST_CASE("lessons: the check names what is wrong with a step")
{
    const QString kalah = QStringLiteral("kalah");
    const auto problemOf = [&](auto edit) {
        LessonStep step;
        step.m_text = QStringLiteral("Some words.");
        step.m_position = QStringLiteral("2,0,2,0,0,6/3,6,4,5,2,0/9,9/S");
        edit(step);
        return LessonCheck::problem(kalah, step);
    };
    // A sound task first: hole 3 ends in empty hole 5 and captures 1 + 6
    // (facing North hole 2); holes 1 and 6 capture nothing (§1.3).
    CHECK(problemOf([](LessonStep& s) {
              s.m_goal = QStringLiteral("capture");
              s.m_atLeast = 5;
              s.m_hint = {QStringLiteral("3")};
          }).isEmpty());
    CHECK(problemOf([](LessonStep& s) {
              s.m_goal = QStringLiteral("capture");
              s.m_atLeast = 8; // 7 is the most any hole captures
              s.m_hint = {QStringLiteral("3")};
          }) == "no decision meets the goal");
    CHECK(problemOf([](LessonStep& s) {
              s.m_goal = QStringLiteral("capture");
              s.m_hint = {QStringLiteral("1")};
          }).contains("the hint 1 does not meet"));
    CHECK(problemOf([](LessonStep& s) { s.m_goal = QStringLiteral("capture"); }) == "a task needs a hint");
    CHECK(problemOf([](LessonStep& s) { s.m_show = {QStringLiteral("2")}; }).contains("show: 2 is not legal"));
    CHECK(problemOf([](LessonStep& s) {
              s.m_show = {QStringLiteral("3")};
              s.m_goal = QStringLiteral("capture");
          }) == "a step shows or asks, not both");
    CHECK(problemOf([](LessonStep& s) { s.m_position = QStringLiteral("4,4/4,4/0,0/S"); }).startsWith("position:"));
    CHECK(problemOf([](LessonStep& s) { s.m_options = {QStringLiteral("seeds=9")}; }).startsWith("options:"));
    CHECK(problemOf([](LessonStep& s) { s.m_goal = QStringLiteral("fly"); }).startsWith("goal:"));
    // The learner plays South, at the bottom of the board.
    CHECK(problemOf([](LessonStep& s) {
              s.m_position = QStringLiteral("2,0,2,0,0,6/3,6,4,5,2,0/9,9/N");
              s.m_goal = QStringLiteral("capture");
              s.m_hint = {QStringLiteral("3")};
          }).contains("plays South"));
    // The goals that look ahead: near-best weighs one decision of play.
    CHECK(problemOf([](LessonStep& s) {
              s.m_goal = QStringLiteral("near-best");
              s.m_wholeTurn = true;
              s.m_hint = {QStringLiteral("3")};
          }).startsWith("near-best judges one decision"));
    CHECK(problemOf([](LessonStep& s) {
              s.m_goal = QStringLiteral("defend");
              s.m_within = -1;
              s.m_hint = {QStringLiteral("3")};
          }).startsWith("within:"));
    CHECK(problemOf([](LessonStep& s) { s.m_marks = {QStringLiteral("S7")}; }).startsWith("marks:"));
    CHECK(problemOf([](LessonStep& s) { s.m_text.clear(); }).contains("text is empty"));
    // Every first move of Kalah ends in a full hole or the store: no capture.
    CHECK(problemOf([](LessonStep& s) {
              s.m_position.clear();
              s.m_goal = QStringLiteral("capture");
              s.m_hint = {QStringLiteral("1")};
          }) == "no decision meets the goal");
}

TEST_CASE("lessons: places are read as the learner names them")
{
    const semina::Variant kalah = semina::defaultVariant(semina::GameId::Kalah);
    const semina::Variant omweso = semina::defaultVariant(semina::GameId::Omweso);
    CHECK(LessonCheck::placeFromText(kalah, "S3") == semina::Place::holeOf(semina::Side::South, 2));
    CHECK(LessonCheck::placeFromText(kalah, "N6") == semina::Place::holeOf(semina::Side::North, 5));
    CHECK(LessonCheck::placeFromText(kalah, "Nstore") == semina::Place::storeOf(semina::Side::North));
    CHECK(LessonCheck::placeFromText(omweso, "S16") == semina::Place::holeOf(semina::Side::South, 15));
    CHECK_FALSE(LessonCheck::placeFromText(omweso, "Sstore"));
    CHECK_FALSE(LessonCheck::placeFromText(kalah, "S0"));
    CHECK_FALSE(LessonCheck::placeFromText(kalah, "S7"));
    CHECK_FALSE(LessonCheck::placeFromText(kalah, "X1"));
    CHECK_FALSE(LessonCheck::placeFromText(kalah, ""));
}

// Each book covers its game's rules (docs/rules.md): a task of each goal kind
// a rule teaches, a step under each option whose rule differs from the
// default, and a show of the rules no goal stands for.
TEST_CASE("lessons: the lessons of Mankala cover its rules")
{
    using semina::lesson::GoalKind;
    QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    const Taught t = taughtBy(*loadBook(engine, QStringLiteral("mankala/MankalaLessons.qml")));
    CHECK(t.tasks.count(GoalKind::LastIn));        // §2.2 sowing, round both rows
    CHECK(t.tasks.count(GoalKind::Capture));       // §2.3 capture on 2 or 6
    CHECK(t.tasks.count(GoalKind::OpponentStuck)); // §2.5 the end, the seeds to the other player
    CHECK(t.options.contains(QStringLiteral("capture-side=opponent"))); // §2.3's option
    // §2.3: only the last hole is captured.
    CHECK(t.any([](const Shown& s) { return s.facts.captures == 1; }));
    // §2.5 from the stuck player's side: the game ends, the seeds go to the opponent.
    CHECK(t.any([](const Shown& s) { return s.end.over() && !s.end.endedByRepetition(); }));
    CHECK(t.any([](const Shown& s) { return s.end.endedByRepetition(); })); // §2.6
}

TEST_CASE("lessons: the lessons of Ali Guli Mane cover its rules")
{
    using semina::lesson::GoalKind;
    QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    const Taught t = taughtBy(*loadBook(engine, QStringLiteral("aliguli/AliGuliLessons.qml")));
    CHECK(t.tasks.count(GoalKind::LastIn));       // §3.2 a sowing and its direction
    CHECK(t.tasks.count(GoalKind::SaadaCapture)); // §3.4 Saada and capture
    CHECK(t.tasks.count(GoalKind::Relay));        // §3.3 relay
    CHECK(t.tasks.count(GoalKind::Capture));      // §3.1 two sowings a turn (a whole turn's capture)
    CHECK(t.tasks.count(GoalKind::EndGame));      // §3.5 the end of a round
    for (const char* option : {"direction=ccw-only", "empty-capture=none", "second-sowing=after-capture"})
        CHECK(t.options.contains(QLatin1String(option)));
    const unsigned cw = 1u << static_cast<int>(semina::Dir::Cw);
    CHECK(t.any([&](const Shown& s) { return (s.facts.directions & cw) != 0; })); // §3.2 clockwise
    CHECK(t.any([](const Shown& s) { return s.facts.sowings == 2 && s.facts.turnPassed; })); // §3.1
    // What the defaults imply: from the start, 31 of the 70 seeds in the first turn.
    CHECK(t.any([](const Shown& s) {
        return s.start.position() == semina::Game(s.start.variant()).position() && s.facts.captured >= 31;
    }));
    // §3.8-§3.9: a round of match play with protected holes.
    CHECK(t.any([](const Shown& s) { return s.start.position().protectedMask[0] != 0; }));
}

TEST_CASE("lessons: the lessons of Omweso cover its rules")
{
    using semina::lesson::GoalKind;
    QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    const Taught t = taughtBy(*loadBook(engine, QStringLiteral("omweso/OmwesoLessons.qml")));
    CHECK(t.tasks.count(GoalKind::Relay));            // §4.4c relay
    CHECK(t.tasks.count(GoalKind::Capture));          // §4.4b capture across the centre
    CHECK(t.tasks.count(GoalKind::Captures));         // §4.5 captured seeds sown on capture again
    CHECK(t.tasks.count(GoalKind::ClockwiseCapture)); // §4.6 aloka holes
    CHECK(t.tasks.count(GoalKind::ChoiceDue));        // §4.6 the choice in the middle of a turn
    CHECK(t.tasks.count(GoalKind::OpponentStuck));    // §4.7 the end: only single seeds
    CHECK(t.options.contains(QStringLiteral("outer-empty=ignored"))); // §4.4b's option
    CHECK(t.any([](const Shown& s) { return s.start.position().setupPhase; })); // §4.1 set-up
    // §4.4a: a lap ending in an empty hole ends the turn.
    CHECK(t.any([](const Shown& s) {
        return s.facts.laps == 1 && s.facts.last == semina::lesson::LastSeed::OwnEmptyHole && s.facts.turnPassed;
    }));
    CHECK(t.any([](const Shown& s) { return s.facts.resown > 0; })); // §4.5 re-sowing captured seeds
    const unsigned cw = 1u << static_cast<int>(semina::Dir::Cw);
    CHECK(t.any([&](const Shown& s) { return s.facts.cwCaptures > 0 && (s.facts.directions & cw); })); // §4.6
}

// Omweso's clockwise laps (§4.6) are taught in the lesson "aloka": no step
// before it offers a clockwise sowing or stops at a direction choice,
// whatever the learner plays (every attempt the check finds, shows too).
TEST_CASE("lessons: no Omweso step before the aloka lesson offers a clockwise lap")
{
    using namespace semina::lesson;
    QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    const auto book = loadBook(engine, QStringLiteral("omweso/OmwesoLessons.qml"));
    const unsigned cw = 1u << static_cast<int>(semina::Dir::Cw);
    int checked = 0;
    for (const Lesson* lesson : book->lessonList()) {
        if (lesson->m_key == QStringLiteral("aloka"))
            break;
        for (int i = 0; i < lesson->stepList().size(); ++i) {
            INFO("lesson " << lesson->m_key.toStdString() << " step " << i + 1);
            LessonCheck::Task task;
            QString error;
            REQUIRE(LessonCheck::read(book->m_game, *lesson->stepList()[i], task, &error));
            if (!task.show.empty()) {
                CHECK_FALSE(factsOfLine(task.start, task.show).directions & cw);
                continue;
            }
            if (!task.asks)
                continue;
            ++checked;
            semina::DecisionList legal;
            task.start.legalDecisions(legal);
            for (const semina::Decision& d : legal)
                CHECK(d.dir != semina::Dir::Cw);
            for (const Attempt& a : attempts(task.start, task.goal)) {
                CHECK_FALSE(a.facts.choicePending);
                CHECK_FALSE(a.facts.directions & cw);
                for (const semina::Decision& d : a.line)
                    CHECK(d.kind != semina::Decision::Kind::Choice);
            }
        }
    }
    CHECK(checked >= 6); // the tasks of the lessons before it
}

// Every rule of docs/rules.md is taught by a step of its game's book: each
// rule id (rulesToTeach) is in some step's `teaches`, and every id a step
// names is a rule of its game.
TEST_CASE("lessons: every rule of docs/rules.md is taught by a step")
{
    const QMap<QString, QStringList> rules = rulesToTeach();
    // The reading itself: the clauses, the split §4.4 and the options.
    REQUIRE(rules.value(QStringLiteral("kalah")).size() >= 10);
    CHECK(rules.value(QStringLiteral("kalah")).contains(QStringLiteral("1.5")));
    CHECK(rules.value(QStringLiteral("kalah")).contains(QStringLiteral("1:capture")));
    CHECK(rules.value(QStringLiteral("mankala")).contains(QStringLiteral("2.6")));
    CHECK(rules.value(QStringLiteral("aliguli")).contains(QStringLiteral("3.12")));
    CHECK(rules.value(QStringLiteral("omweso")).contains(QStringLiteral("4.4b")));
    CHECK_FALSE(rules.value(QStringLiteral("omweso")).contains(QStringLiteral("4.4")));
    CHECK(rules.value(QStringLiteral("omweso")).contains(QStringLiteral("4:south-seeds")));
    CHECK_FALSE(rules.value(QStringLiteral("kalah")).contains(QStringLiteral("5")));
    QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    QStringList books;
    for (const QString& file : bookFiles()) {
        const auto book = loadBook(engine, file);
        books << book->m_game;
        const QStringList toTeach = rules.value(book->m_game);
        QStringList taught;
        QStringList unknown;
        for (const Lesson* lesson : book->lessonList())
            for (const LessonStep* step : lesson->stepList())
                for (const QString& id : step->m_teaches) {
                    taught << id;
                    if (!toTeach.contains(id))
                        unknown << lesson->m_key + QLatin1Char(' ') + id;
                }
        QStringList untaught;
        for (const QString& id : toTeach)
            if (!taught.contains(id))
                untaught << id;
        INFO(file.toStdString());
        CHECK(untaught.join(QStringLiteral(", ")).toStdString() == "");
        CHECK(unknown.join(QStringLiteral(", ")).toStdString() == "");
    }
    books.sort();
    QStringList games = rules.keys();
    games.sort();
    CHECK(books == games); // a book for every game of docs/rules.md
}

// Each game's book, made in `engine`, by the game's id.
struct Books {
    QQmlEngine engine;
    std::map<semina::GameId, std::unique_ptr<LessonBook>> byGame;
    Books()
    {
        for (const QString& file : bookFiles()) {
            auto book = loadBook(engine, file);
            const auto game = semina::gameFromKey(book->m_game.toStdString());
            REQUIRE(game);
            byGame[*game] = std::move(book);
        }
    }
    const LessonWords* words(semina::GameId game) const { return byGame.at(game)->m_words; }
    // The language installed, and the books' texts in it.
    void speak(const char* language)
    {
        REQUIRE(Language::install(*QCoreApplication::instance(), QString::fromLatin1(language)));
        engine.retranslate();
    }
};

TEST_CASE("lessons: the feedback names the seeds as each game's lessons do")
{
    using semina::GameId;
    using semina::lesson::Miss;
    semina::lesson::TurnFacts facts;
    facts.captured = 3;
    semina::lesson::Goal goal;
    goal.atLeast = 5;
    Books books;
    const auto said = [&](GameId game) { return LessonTexts::miss(Miss::TooFewCaptured, facts, goal, books.words(game)); };
    books.speak("hu");
    CHECK(said(GameId::Kalah).contains(QString::fromUtf8("követ")));     // Kalah's kő
    CHECK(said(GameId::Mankala).contains(QString::fromUtf8("golyót")));  // Mankala's golyó
    CHECK(said(GameId::AliGuli).contains(QString::fromUtf8("magot")));   // Ali Guli Mane's mag
    books.speak("it");
    CHECK(said(GameId::Omweso).contains(QStringLiteral("3 biglie")));   // the source's biglie
    CHECK(said(GameId::Kalah).contains(QStringLiteral("3 semi")));
    books.speak("en");
    CHECK(said(GameId::Omweso) == QStringLiteral("You captured 3 seeds; the task asks for at least 5."));
    // A book without words leaves out what needs them, and still says the rest.
    CHECK(LessonTexts::miss(Miss::TooFewCaptured, facts, goal, nullptr).isEmpty());
    CHECK_FALSE(LessonTexts::miss(Miss::LastOnOpponentSide, facts, goal, nullptr).isEmpty());
}

// Every book says every sentence of its words, in every language.
TEST_CASE("lessons: every game's book has all its words")
{
    Books books;
    for (const char* language : {"en", "it", "hu"}) {
        books.speak(language);
        for (const auto& [game, book] : books.byGame) {
            const LessonWords* w = book->m_words;
            INFO(language << " " << book->m_game.toStdString());
            REQUIRE(w);
            for (const QString& text : {w->m_emptyHole, w->m_inOwnHole, w->m_inOpponentHole, w->m_elsewhere, w->m_notOver,
                                        w->m_drawn, w->m_lost, w->m_captureHint, w->m_relayHint, w->m_endHint})
                CHECK_FALSE(text.isEmpty());
            for (const char* counted : {"captured", "behindBest", "canTake", "canTakeFrom"})
                CHECK(w->counted(counted, 2).contains(QLatin1Char('2')));
            CHECK(w->counted("noSuchSentence", 2).isEmpty());
        }
    }
    books.speak("en");
}

// Every miss that counts or names seeds, in every game's own word: no Kalah
// text says Mankala's golyó, no Ali Guli Mane text Omweso's biglie.
TEST_CASE("lessons: every miss about seeds uses its game's word for them")
{
    using semina::GameId;
    using semina::lesson::Miss;
    semina::lesson::TurnFacts facts;
    facts.captured = 3;
    facts.shortOfBest = 4;
    facts.threat = 4;
    facts.last = semina::lesson::LastSeed::OwnHole;
    semina::lesson::Goal goal;
    goal.atLeast = 5;
    const std::pair<Miss, const char*> misses[] = {{Miss::TooFewCaptured, ""},
                                                   {Miss::FarFromBest, ""},
                                                   {Miss::OpponentCanCapture, ""},
                                                   {Miss::OpponentCanCapture, "3"},
                                                   {Miss::WrongLastPlace, ""}};
    struct Words {
        const char* language;
        GameId game;
        const char* own;      // a pattern the game's word matches
        const char* others;   // the other games' words
    };
    const Words words[] = {
        {"hu", GameId::Kalah, "kő|köv", "\\bmag|golyó"},
        {"hu", GameId::Mankala, "golyó", "\\bmag|kő|köv"},
        {"hu", GameId::AliGuli, "\\bmag", "golyó|kő|köv"},
        {"hu", GameId::Omweso, "\\bmag", "golyó|kő|köv"},
        {"it", GameId::Kalah, "\\bsem[ei]\\b", "bigli"},
        {"it", GameId::Mankala, "\\bsem[ei]\\b", "bigli"},
        {"it", GameId::AliGuli, "\\bsem[ei]\\b", "bigli"},
        {"it", GameId::Omweso, "bigli", "\\bsem[ei]\\b"},
    };
    Books books;
    for (const Words& w : words) {
        books.speak(w.language);
        facts.game = w.game;
        for (const auto& [miss, label] : misses) {
            const QString text = LessonTexts::miss(miss, facts, goal, books.words(w.game), QStringLiteral("5"),
                                                   QString::fromLatin1(label));
            INFO(w.language << " " << static_cast<int>(w.game) << ": " << text.toStdString());
            if (miss == Miss::WrongLastPlace && text.isEmpty())
                continue;
            CHECK(text.contains(QRegularExpression(QString::fromUtf8(w.own))));
            CHECK_FALSE(text.contains(QRegularExpression(QString::fromUtf8(w.others))));
        }
    }
    books.speak("en");
}
