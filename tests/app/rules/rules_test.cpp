// The Rules dialog's pages (resources/games/*/*Rules.qml, app/rules/rulestext.h,
// app/rules/rulesdiagram.h): every
// diagram is a real position whose line is legal and shows what its section
// says, the arrows are the engine's laps, and the Ali Guli Mane page's claim
// about the first turn holds.

#include "app/rules/rulesdiagram.h"
#include "app/rules/rulestext.h"
#include "app/shell/language.h"
#include "engine/ai/search.h"
#include "engine/ai/tt.h"
#include "engine/rules.h"
#include "tests/app/hole_names.h"

#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <QQmlEngine>
#include <QRegularExpression>
#include <algorithm>

namespace {

const char* const kGames[] = {"kalah", "mankala", "aliguli", "omweso"};

// The most seeds the mover can capture in their first whole turn.
int bestFirstTurn(const semina::Variant& v, const semina::Position& p, semina::Side mover)
{
    int best = p.stores[static_cast<int>(mover)];
    if (p.toMove != mover || semina::status(v, p).over)
        return best;
    semina::DecisionList decisions;
    semina::legalDecisions(v, p, decisions);
    for (const semina::Decision& d : decisions) {
        semina::Position next = p;
        semina::play(v, next, d);
        best = std::max(best, bestFirstTurn(v, next, mover));
    }
    return best;
}

// The rules page of a game, read from its folder (qrc:/games/<game>/).
QList<RulesText::Section> sectionsOf(const QString& game)
{
    static QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    return RulesText::sectionsFor(game, engine);
}

RulesText::Section sectionWithDiagram(const QString& game, int k)
{
    for (const RulesText::Section& s : sectionsOf(game))
        if (s.diagram && k-- == 0)
            return s;
    FAIL("no such diagram");
    return {};
}

} // namespace

TEST_CASE("rules pages: every game has short sections, diagrams among them, and every diagram is sound")
{
    for (const char* game : kGames) {
        INFO(game);
        const QList<RulesText::Section> sections = sectionsOf(QString::fromLatin1(game));
        CHECK(sections.size() >= 7);
        int diagrams = 0;
        for (const RulesText::Section& s : sections) {
            INFO(s.heading.toStdString());
            CHECK(!s.heading.isEmpty());
            CHECK(s.html.size() > 40);
            if (!s.diagram)
                continue;
            ++diagrams;
            CHECK(!s.diagram->caption.isEmpty());
            const RulesDiagram::Picture picture = RulesDiagram::draw(QString::fromLatin1(game), *s.diagram);
            CHECK(picture.problem.toStdString() == "");
            CHECK(!picture.position.isEmpty());
            CHECK(picture.laps.size() >= s.diagram->line.size());
        }
        CHECK(diagrams >= 2);
    }
    CHECK(sectionsOf(QStringLiteral("chess")).isEmpty());
}

TEST_CASE("rules pages: every hole a page names is labelled so on the board")
{
    for (const char* game : kGames) {
        const semina::Variant v = semina::defaultVariant(*semina::gameFromKey(game));
        for (const RulesText::Section& s : sectionsOf(QString::fromLatin1(game))) {
            INFO(game << ": " << s.heading.toStdString());
            CHECK(holeNamesNotOnTheBoard(v, semina::Side::South, s.html).join(", ").toStdString() == "");
            if (s.diagram)
                CHECK(holeNamesNotOnTheBoard(v, semina::Side::South, s.diagram->caption).join(", ").toStdString() == "");
        }
    }
}

TEST_CASE("rules pages: a section's text does not begin by repeating its heading")
{
    for (const char* game : kGames)
        for (const RulesText::Section& s : sectionsOf(QString::fromLatin1(game))) {
            QString text = s.html;
            text.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
            INFO(game << ": " << s.heading.toStdString() << ": " << text.left(60).toStdString());
            CHECK_FALSE(text.trimmed().startsWith(s.heading + QLatin1Char(':'), Qt::CaseInsensitive));
        }
}

TEST_CASE("rules pages: a diagram that does not show what it says is caught")
{
    RulesText::Diagram d;
    d.line = {QStringLiteral("1")}; // Kalah's hole 1 at the start: four seeds, the last in hole 5
    d.shows = QStringLiteral("extra-move");
    CHECK(!RulesDiagram::draw(QStringLiteral("kalah"), d).problem.isEmpty());
    d.shows.clear();
    CHECK(RulesDiagram::draw(QStringLiteral("kalah"), d).problem.isEmpty());
    d.line = {QStringLiteral("1"), QStringLiteral("1")}; // North's hole 1, then South's emptied hole 1
    d.line.append(QStringLiteral("1"));
    CHECK(!RulesDiagram::draw(QStringLiteral("kalah"), d).problem.isEmpty());
    d.line.clear();
    d.position = QStringLiteral("4,4,4/4,4,4/0,0/S"); // three holes: not Kalah's six
    CHECK(!RulesDiagram::draw(QStringLiteral("kalah"), d).problem.isEmpty());
    d.position.clear();
    d.marks = {QStringLiteral("S9")};
    CHECK(!RulesDiagram::draw(QStringLiteral("kalah"), d).problem.isEmpty());
}

TEST_CASE("rules pages: the arrows are the sowing's laps, the rings its captures (Kalah, docs/rules.md §1)")
{
    // Rows: South's holes 0-5, North's 6-11, South's store 12, North's 13.
    // The extra move: hole 3's four seeds go to holes 4, 5, 6 and the store.
    const RulesDiagram::Picture extra = RulesDiagram::draw(QStringLiteral("kalah"), sectionWithDiagram("kalah", 2).diagram.value());
    REQUIRE(extra.laps.size() == 1);
    CHECK(extra.laps[0] == QList<int>{2, 3, 4, 5, 12});
    CHECK(extra.captures.isEmpty());
    // The capture: hole 1's one seed into the empty hole 2, which faces
    // North's index 6 - 1 - 1 = 4 (row 10): both are taken.
    const RulesDiagram::Picture capture = RulesDiagram::draw(QStringLiteral("kalah"), sectionWithDiagram("kalah", 3).diagram.value());
    REQUIRE(capture.laps.size() == 1);
    CHECK(capture.laps[0] == QList<int>{0, 1});
    QList<int> taken = capture.captures;
    std::sort(taken.begin(), taken.end());
    CHECK(taken == QList<int>{1, 10});
}

TEST_CASE("rules pages: Ali Guli Mane's first turn can take 31 of the 70 seeds, and no option takes that away")
{
    using namespace semina;
    const Variant defaults = defaultVariant(GameId::AliGuli);
    CHECK(bestFirstTurn(defaults, startPosition(defaults), Side::South) == 31);
    CHECK(14 * defaults.seeds == 70);
    // The page: with any seeds per hole, direction and second sowing, the
    // best first turn takes two fifths of the seeds or more.
    for (int seeds = 4; seeds <= 6; ++seeds)
        for (bool choice : {true, false})
            for (bool always : {true, false}) {
                Variant v = defaults;
                v.seeds = seeds;
                v.aliDirectionChoice = choice;
                v.aliSecondAlways = always;
                INFO(seeds << " seeds, choice " << choice << ", always " << always);
                CHECK(5 * bestFirstTurn(v, startPosition(v), Side::South) >= 2 * 14 * seeds);
            }
    // The diagram's line is such a turn.
    const RulesText::Section first = sectionWithDiagram("aliguli", 3);
    CHECK(first.diagram->atLeast == 31);
    CHECK(RulesDiagram::draw(QStringLiteral("aliguli"), *first.diagram).problem.isEmpty());
    // And the computer's search finds a win for the starter.
    ai::TranspositionTable table(std::size_t{4} << 20);
    ai::SearchLimits limits;
    limits.maxDepth = 64;
    limits.maxNodes = 200000;
    ai::Search search(defaults, table, limits);
    const ai::SearchReport report = search.iterate(startPosition(defaults));
    CHECK(report.value > ai::kWinThreshold);
}

TEST_CASE("rules pages: the figures of the first turn survive translation")
{
    for (const char* language : {"it", "hu"}) {
        REQUIRE(Language::install(*QCoreApplication::instance(), QString::fromLatin1(language)));
        const RulesText::Section first = sectionWithDiagram("aliguli", 3);
        INFO(language << ": " << first.html.toStdString());
        CHECK(first.html.contains(QStringLiteral("31")));
        CHECK(first.html.contains(QStringLiteral("70")));
        CHECK(first.diagram->caption.contains(QStringLiteral("31")));
    }
    REQUIRE(Language::install(*QCoreApplication::instance(), QStringLiteral("en")));
}
