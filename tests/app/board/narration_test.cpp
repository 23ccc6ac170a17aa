// What a screen reader hears: the board's names (BoardSpeech through
// BoardModel's roles) and the live status (Narration), told as the
// animation gets there. Expected sentences are worked out from the rules
// (docs/rules.md, Kalah): a sowing of 4 from hole 3 ends in the store (an
// extra move); the last seed in an own empty hole captures it and the
// facing hole; a side left empty ends the game and the rest is swept.
#include "app/game/gamesession.h"
#include "app/shell/language.h"

#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <string>

namespace {
// English with its plural forms ("1 seed", "4 seeds").
void english() { REQUIRE(Language::install(*QCoreApplication::instance(), QStringLiteral("en"))); }
std::string nameOf(const BoardModel* b, int row)
{
    return b->data(b->index(row), BoardModel::AccessibleNameRole).toString().toStdString();
}
std::string descriptionOf(const BoardModel* b, int row)
{
    return b->data(b->index(row), BoardModel::AccessibleDescriptionRole).toString().toStdString();
}
std::string told(const GameSession& s) { return s.narration()->text().toStdString(); }
} // namespace

TEST_CASE("narration: a sowing is told when its seeds are taken up, the extra move when it comes")
{
    english();
    GameSession s;
    REQUIRE(s.history()->newGame("kalah"));
    REQUIRE(s.clickHole(2)); // South's hole 3: 4 seeds into holes 4, 5, 6 and the store
    CHECK(told(s).empty()); // nothing is told before the seeds move
    s.player()->step();                     // the pick-up
    CHECK(told(s) == "South sows hole 3: 4 seeds.");
    s.player()->finish();
    CHECK(told(s) == "South sows hole 3: 4 seeds. South moves again.");
    CHECK(s.narration()->latest().toStdString() == "South moves again.");
}

TEST_CASE("narration: a capture names both holes, the turn passes")
{
    english();
    GameSession s;
    // South's hole 1 holds 1 seed, hole 2 is empty: the seed lands there and
    // captures itself and the 4 seeds of the facing hole, North's hole 5.
    REQUIRE(s.history()->newGame("kalah", {}, 0, "1,0,4,4,4,4/4,4,4,4,4,4/0,0/S"));
    REQUIRE(s.clickHole(0));
    s.player()->finish();
    const std::string text = told(s);
    CHECK(text.rfind("South sows hole 1: 1 seed.", 0) == 0);
    CHECK(text.find("South captures 1 seed from hole 2.") != std::string::npos);
    CHECK(text.find("South captures 4 seeds from North's hole 5.") != std::string::npos);
    CHECK(text.substr(text.size() - 14) == "North to move.");
}

TEST_CASE("narration: the end of the game is told, without the extra move that never comes")
{
    english();
    GameSession s;
    // South's last seed goes into its store; South's row is empty: the game
    // ends, North's seed goes to North's store: 21 to 27, North wins.
    REQUIRE(s.history()->newGame("kalah", {}, 0, "0,0,0,0,0,1/0,0,0,0,0,1/20,26/S"));
    REQUIRE(s.clickHole(5));
    s.player()->finish();
    CHECK(s.narration()->text()
          == "South sows hole 6: 1 seed. The seeds left in the holes are gathered up. The game is over. North wins.");
    // An undo starts afresh: nothing stale is read out.
    s.history()->undo();
    CHECK(told(s).empty());
}

TEST_CASE("board speech: holes and stores named with their counts, the one person's as theirs")
{
    english();
    GameSession s;
    REQUIRE(s.history()->newGame("kalah"));
    const BoardModel* b = s.board();
    CHECK(nameOf(b, 2) == "South's hole 3, 4 seeds"); // two people: no one's "yours"
    REQUIRE(s.players()->set(Players::Human, Players::Casual));
    CHECK(b->ownSide() == 0);
    CHECK(nameOf(b, 2) == "Your hole 3, 4 seeds");
    CHECK(nameOf(b, 6) == "North's hole 1, 4 seeds");
    CHECK(nameOf(b, 12) == "Your store, 0 seeds");
    CHECK(nameOf(b, 13) == "North's store, 0 seeds");
    CHECK(descriptionOf(b, 2) == "Can be sown.");
    CHECK(descriptionOf(b, 6).empty()); // not North's turn
    REQUIRE(s.clickHole(2));
    s.player()->finish();
    CHECK(nameOf(b, 2) == "Your hole 3, 0 seeds"); // the names follow the counts
    CHECK(nameOf(b, 12) == "Your store, 1 seed");
    CHECK(descriptionOf(b, 2).empty()); // empty: cannot be sown
}

TEST_CASE("board speech: a protected hole is closed and says why")
{
    english();
    BoardSpeech::Cell c;
    c.side = 1;
    c.label = QStringLiteral("2");
    c.isProtected = true;
    CHECK(BoardSpeech::name(c).toStdString() == "North's hole 2, closed");
    CHECK(BoardSpeech::description(c).toStdString() == "Protected: out of play until its owner can fill it.");
    c.own = true;
    CHECK(BoardSpeech::name(c).toStdString() == "Your hole 2, closed");
    c.isProtected = false;
    c.aloka = true;
    c.count = 1;
    CHECK(BoardSpeech::name(c).toStdString() == "Your hole 2, 1 seed");
    CHECK(BoardSpeech::description(c).toStdString() == "An aloka hole.");
}
