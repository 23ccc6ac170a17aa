#include "app/gamesession.h"

#include <catch2/catch.hpp>

#include <QSignalSpy>

namespace {
// Board rows: South's holes 0..m-1, North's 0..m-1, then South's and North's store.
int southRow(int hole) { return hole; }
} // namespace

TEST_CASE("session: a new kalah game shows 4 seeds in every hole and empty stores")
{
    GameSession s;
    REQUIRE(s.newGame("kalah"));
    BoardModel* b = s.board();
    REQUIRE(b->rowCount() == 14);
    for (int row = 0; row < 12; ++row)
        CHECK(b->count(row) == 4);
    CHECK(b->count(12) == 0);
    CHECK(b->count(13) == 0);
    CHECK(s.position() == "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S");
    CHECK(s.boardMatchesEngine());
}

TEST_CASE("session: a click on a legal hole plays it; the board follows the trace to the engine's position")
{
    GameSession s;
    REQUIRE(s.newGame("kalah"));
    // South's hole 3 (row 2): 4 seeds into holes 4, 5, 6 and the store: South moves again.
    REQUIRE(s.clickHole(southRow(2)));
    CHECK(s.position() == "4,4,0,5,5,5/4,4,4,4,4,4/1,0/S");
    CHECK(s.player()->running());
    CHECK_FALSE(s.boardMatchesEngine());
    s.player()->finish();
    CHECK(s.boardMatchesEngine());
    CHECK(s.board()->count(12) == 1);
    CHECK(s.moveList() == QStringList{"1. S 3"});
}

TEST_CASE("session: a click during an animation only skips it")
{
    GameSession s;
    REQUIRE(s.newGame("kalah"));
    REQUIRE(s.clickHole(southRow(0)));
    const QString after = s.position();
    CHECK_FALSE(s.clickHole(southRow(1)));
    CHECK_FALSE(s.player()->running());
    CHECK(s.position() == after);
    CHECK(s.boardMatchesEngine());
}

TEST_CASE("session: illegal clicks explain and change nothing")
{
    GameSession s;
    REQUIRE(s.newGame("kalah", {}, 0, "0,4,4,4,4,4/4,4,4,4,4,4/2,2/S"));
    QSignalSpy illegal(&s, &GameSession::illegalClick);
    CHECK_FALSE(s.clickHole(southRow(0)));            // empty
    CHECK_FALSE(s.clickHole(6));                      // North's hole 1: the opponent's
    CHECK_FALSE(s.clickHole(12));                     // a store
    REQUIRE(illegal.count() == 2);
    CHECK(illegal.at(0).at(1).toString().contains("empty"));
    CHECK(illegal.at(1).at(1).toString().contains("opponent"));
    CHECK(s.position() == "0,4,4,4,4,4/4,4,4,4,4,4/2,2/S");
    CHECK_FALSE(s.canUndo());
}

TEST_CASE("session: undo and redo go by whole turns")
{
    GameSession s;
    REQUIRE(s.newGame("kalah"));
    REQUIRE(s.clickHole(southRow(2))); // into the store: South again
    s.player()->finish();
    REQUIRE(s.clickHole(southRow(5))); // 6 seeds... South's turn ends on North's side
    s.player()->finish();
    CHECK(s.toMove() == 1);
    const QString afterTurn = s.position();
    s.undo();
    CHECK(s.position() == "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S");
    CHECK(s.boardMatchesEngine());
    CHECK(s.canRedo());
    s.redo();
    CHECK(s.position() == afterTurn);
    CHECK(s.boardMatchesEngine());
    CHECK(s.moveList().size() == 2);
}

TEST_CASE("session: a bad game, option or position is refused with a message")
{
    GameSession s;
    CHECK_FALSE(s.newGame("chess"));
    CHECK(s.lastError().contains("chess"));
    CHECK_FALSE(s.newGame("kalah", {{"capture", "sometimes"}}));
    CHECK(s.lastError().contains("capture"));
    CHECK_FALSE(s.newGame("kalah", {}, 0, "4,4,4/4,4,4/0,0/S"));
    CHECK_FALSE(s.lastError().isEmpty());
    CHECK(s.variantKey() == "kalah");
    CHECK(s.position() == "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S");
}

TEST_CASE("session: the holes the mover may sow are marked playable (omweso: more than one seed)")
{
    GameSession s;
    REQUIRE(s.newGame("omweso", {}, 0,
                      "0,3,5,2,0,1,4,2,3,0,2,1,6,0,2,1/2,2,0,4,1,3,0,2,5,1,0,3,2,4,1,2/0,0/S"));
    BoardModel* b = s.board();
    // South's holes (rows 0..15) with more than one seed: 2,3,4,7,8,9,11,13,15 (1-based).
    QList<int> playable;
    for (int row = 0; row < b->rowCount(); ++row)
        if (b->data(b->index(row), BoardModel::PlayableRole).toBool())
            playable << row + 1;
    CHECK(playable == QList<int>{2, 3, 4, 7, 8, 9, 11, 13, 15});
    CHECK(s.directionsAt(1) == 1); // hole 2: ccw only (no capturing cw lap)
}
