// The position editor (app/editor/positioneditor.h): edits by board row, the
// engine's reason while a position cannot be played, undo, the notation and
// the lesson step; and a position made in the editor plays exactly as the
// same position given to `semina-cli apply --position` (run in-process).

#include "app/editor/positioneditor.h"
#include "cli/cli.h"
#include "engine/game.h"
#include "engine/notation.h"
#include "engine/setup.h"

#include <catch2/catch.hpp>

#include <QClipboard>
#include <QGuiApplication>
#include <sstream>
#include <string>
#include <vector>

namespace {

// What `semina-cli apply` prints for `decisions` from `position`.
std::string cliApply(const PositionEditor& e, const std::vector<std::string>& decisions)
{
    std::vector<std::string> args = {"apply", "--variant", e.gameKey().toStdString()};
    const QVariantMap options = e.options();
    for (auto it = options.begin(); it != options.end(); ++it)
        args.insert(args.end(), {"--option", (it.key() + "=" + it.value().toString()).toStdString()});
    args.insert(args.end(), {"--position", e.position().toStdString()});
    args.insert(args.end(), decisions.begin(), decisions.end());
    std::ostringstream out;
    REQUIRE(semina::cli::run(args, out) == 0);
    return out.str();
}

// The "position" member of one line of the CLI's output.
std::string positionOf(const std::string& json)
{
    const std::string key = "\"position\": \"";
    const auto at = json.find(key);
    REQUIRE(at != std::string::npos);
    const auto from = at + key.size();
    return json.substr(from, json.find('"', from) - from);
}

// Every legal first decision of the editor's position, played by the engine's
// Game (as the app plays it) and by the CLI, ends in the same position; so
// do two decisions in a row, where a second one is legal.
void checkPlaysAsTheCli(PositionEditor& e)
{
    REQUIRE(e.valid());
    const semina::Variant& v = e.variant();
    const semina::Game start(v, e.draft());
    CHECK_FALSE(start.over());
    semina::DecisionList first;
    start.legalDecisions(first);
    REQUIRE(first.size() > 0);
    int compared = 0;
    for (const semina::Decision& d : first) {
        semina::Decision played = d;
        if (d.kind == semina::Decision::Kind::Setup)
            played = semina::evenSetup(v, start.position());
        semina::Game g = start;
        REQUIRE(g.play(played));
        const std::string one = semina::printDecision(v, played);
        INFO(e.position().toStdString() << " then " << one);
        CHECK(positionOf(cliApply(e, {one})) == semina::printPosition(v, g.position()));
        semina::DecisionList next;
        g.legalDecisions(next);
        if (next.size() > 0 && next[0].kind != semina::Decision::Kind::Setup) {
            const std::string two = semina::printDecision(v, next[0]);
            REQUIRE(g.play(next[0]));
            CHECK(positionOf(cliApply(e, {one, two})) == semina::printPosition(v, g.position()));
        }
        if (++compared == 4)
            break;
    }
    // The app's own game of the position is the same one.
    CHECK(e.session()->history()->position() == e.position());
}

} // namespace

TEST_CASE("editor: seeds added and taken by row, an invalid total kept with its reason, then fixed")
{
    PositionEditor e;
    REQUIRE(e.open("kalah"));
    CHECK(e.valid());
    CHECK(e.position() == "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S");
    e.add(0, 1); // South's hole 1: 49 seeds
    CHECK_FALSE(e.valid());
    CHECK(e.seeds() == 49);
    CHECK(e.position().isEmpty());
    CHECK(e.problem().contains("49"));
    CHECK(e.problem().contains("48"));
    CHECK(e.session()->board()->count(0) == 5); // shown as it is
    e.add(13, -1); // North's store cannot go below 0: nothing changes
    CHECK(e.seeds() == 49);
    e.add(1, -1); // South's hole 2: 48 again
    CHECK(e.valid());
    CHECK(e.position() == "5,3,4,4,4,4/4,4,4,4,4,4/0,0/S");
    e.undo();
    CHECK_FALSE(e.valid());
    e.undo();
    CHECK(e.position() == "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S");
    CHECK_FALSE(e.canUndo());
    e.redo();
    e.redo();
    CHECK(e.position() == "5,3,4,4,4,4/4,4,4,4,4,4/0,0/S");
}

TEST_CASE("editor: the reason points at the hole, and a protected hole must be empty")
{
    PositionEditor e;
    REQUIRE(e.open("kalah"));
    e.toggleProtected(6); // North's hole 1, still holding 4
    CHECK_FALSE(e.valid());
    CHECK(e.problemRow() == 6);
    CHECK(e.problem().contains("4"));
    e.setCount(6, 0);
    e.setCount(12, 4); // South's store takes them
    CHECK(e.valid());
    CHECK(e.position() == "4,4,4,4,4,4/x,4,4,4,4,4/4,0/S");
}

TEST_CASE("editor: a rule option changes the board and the seeds the game wants")
{
    PositionEditor e;
    REQUIRE(e.open("kalah"));
    REQUIRE(e.setOption("holes", "4"));
    CHECK(e.session()->board()->holesPerRow() == 4);
    CHECK(e.seeds() == 32);
    CHECK(e.valid());
    CHECK(e.position() == "4,4,4,4/4,4,4,4/0,0/S");
    REQUIRE(e.setOption("seeds", "3"));
    CHECK_FALSE(e.valid()); // 32 seeds, the game wants 24
    CHECK(e.gameSeeds() == 24);
    e.reset();
    CHECK(e.position() == "3,3,3,3/3,3,3,3/0,0/S");
    CHECK(e.lessonStep() == "{\"position\": \"3,3,3,3/3,3,3,3/0,0/S\", \"options\": [\"holes=4\", \"seeds=3\"], \"text\": \"\"}");
    CHECK_FALSE(e.setOption("holes", "9"));
}

TEST_CASE("editor: copy puts the notation and the lesson step on the clipboard")
{
    PositionEditor e;
    REQUIRE(e.open("mankala"));
    REQUIRE(e.copyPosition());
    CHECK(QGuiApplication::clipboard()->text() == e.position());
    REQUIRE(e.copyLessonStep());
    CHECK(QGuiApplication::clipboard()->text() == "{\"position\": \"4,4,4,4,4,4/4,4,4,4,4,4/0,0/S\", \"options\": [], \"text\": \"\"}");
    e.add(0, 1);
    CHECK_FALSE(e.copyPosition());
}

TEST_CASE("editor: a kalah position made by hand plays as the CLI's apply --position")
{
    PositionEditor e;
    REQUIRE(e.open("kalah"));
    e.clear();
    const int counts[12] = {0, 0, 3, 1, 0, 6, 2, 0, 5, 1, 0, 4};
    for (int row = 0; row < 12; ++row)
        e.setCount(row, counts[row]);
    e.setCount(12, 14);
    e.setCount(13, 12);
    e.setToMove(1);
    REQUIRE(e.valid());
    CHECK(e.position() == "0,0,3,1,0,6/2,0,5,1,0,4/14,12/N");
    checkPlaysAsTheCli(e);
}

TEST_CASE("editor: a mankala and an ali guli mane position (a protected hole, a second sowing) play as the CLI's")
{
    PositionEditor m;
    REQUIRE(m.open("mankala"));
    m.setCount(0, 1);  // South 1: 5 -> a capture on 2 is near
    m.setCount(12, 3); // South's store: 48
    REQUIRE(m.valid());
    checkPlaysAsTheCli(m);

    PositionEditor a;
    REQUIRE(a.open("aliguli"));
    a.setCount(6, 0); // South's hole 7, then protected: 65 seeds, a handicap of one hole
    a.toggleProtected(6);
    a.setToMove(1);
    a.setPhase(1); // North's second sowing
    REQUIRE(a.valid());
    CHECK(a.position() == "5,5,5,5,5,5,x/5,5,5,5,5,5,5/0,0/N/sowing=2");
    checkPlaysAsTheCli(a);
}

TEST_CASE("editor: omweso set-up and play positions play as the CLI's")
{
    PositionEditor e;
    REQUIRE(e.open("omweso"));
    CHECK(e.phaseNames().size() == 2);
    CHECK(e.phase() == 1); // the start is the set-up
    CHECK(e.valid());
    checkPlaysAsTheCli(e);
    // Every hole 2, then South's hole 1 to 4 and hole 2 to 0: 64, South to move.
    e.setPhase(0);
    for (int row = 0; row < 32; ++row)
        e.setCount(row, 2);
    e.setCount(0, 4);
    CHECK_FALSE(e.valid()); // 66
    e.setCount(1, 0);
    REQUIRE(e.valid());
    checkPlaysAsTheCli(e);
    // A hole cannot hold more than the game's 64.
    e.setCount(2, 99);
    CHECK(e.count(2) == 65);
    CHECK(e.problemRow() == 2);
}

TEST_CASE("editor: opened on a game screen's position, with its rules")
{
    GameSession s;
    REQUIRE(s.history()->newGame("kalah", {{"capture", "standard"}}));
    REQUIRE(s.playScripted(2));
    s.player()->finish();
    PositionEditor e;
    REQUIRE(e.openFrom(&s));
    CHECK(e.position() == s.history()->position());
    CHECK(e.options().value("capture") == "standard");
    CHECK_FALSE(e.canUndo());
}
