// The lesson books (resources/lessons/*.qml) walked through the engine: every
// position valid, every shown decision legal, every task met by some legal
// decision and missed by another, every hint meeting its task
// (app/lessoncheck.h); and the check itself catches broken steps.
#include "app/lessonbook.h"
#include "app/lessoncheck.h"

#include <QDir>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QtQml/qqmlextensionplugin.h>
#include <catch2/catch.hpp>
#include <memory>

Q_IMPORT_QML_PLUGIN(SeminaPlugin)

namespace {

std::unique_ptr<LessonBook> loadBook(QQmlEngine& engine, const QString& file)
{
    QQmlComponent component(&engine, QUrl(QStringLiteral("qrc:/lessons/") + file));
    std::unique_ptr<QObject> object(component.create());
    INFO(component.errorString().toStdString());
    REQUIRE(object);
    auto* book = qobject_cast<LessonBook*>(object.get());
    REQUIRE(book);
    object.release();
    return std::unique_ptr<LessonBook>(book);
}

QStringList bookFiles() { return QDir(QStringLiteral(":/lessons")).entryList({QStringLiteral("*.qml")}); }

LessonStep* findStep(LessonBook& book, const QString& lessonKey, int index)
{
    for (Lesson* lesson : book.lessonList())
        if (lesson->m_key == lessonKey)
            return lesson->stepList().value(index);
    return nullptr;
}

} // namespace

TEST_CASE("lessons: every step of every game's lessons is sound")
{
    QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    const QStringList files = bookFiles();
    REQUIRE(files.contains(QStringLiteral("Kalah.qml")));
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
            CHECK(tasks > 0); // every lesson asks the learner to act
        }
    }
}

TEST_CASE("lessons: a rule change that breaks a lesson is caught")
{
    QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    const auto book = loadBook(engine, QStringLiteral("Kalah.qml"));
    LessonStep* step = findStep(*book, QStringLiteral("capture"), 2);
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
