#include "app/game/gamehistory.h"
#include "app/game/movelistmodel.h"
#include "tests/app/game/kalah_history_support.h"

#include <catch2/catch.hpp>

using semina::Decision;

using namespace kalah_history;

TEST_CASE("history: an undo right after a restart brings the game back, move list and all")
{
    GameHistory h;
    MoveListModel moves(&h);
    REQUIRE(h.newGame("kalah"));
    CHECK_FALSE(h.canUndo());
    playBoth(h);
    h.restart();
    CHECK(h.position() == kStart);
    CHECK(moves.rowCount() == 0);
    CHECK(h.canUndo());
    h.undo();
    CHECK(h.position() == kAfterS1N1);
    CHECK(h.entries().size() == 2);
    CHECK(moves.rowCount() == 2);
    CHECK(moves.text(1) == "2. N 1");
    CHECK_FALSE(h.canRedo());
    // The next undo is an ordinary one again: North's turn goes.
    h.undo();
    CHECK(h.position() == kAfterS1);
}

TEST_CASE("history: once the person plays on from a restart, the old game is gone")
{
    GameHistory h;
    REQUIRE(h.newGame("kalah"));
    playBoth(h);
    h.restart();
    REQUIRE(h.play(Decision::sow(0), nullptr));
    h.undo();
    CHECK(h.position() == kStart);
    CHECK_FALSE(h.canUndo());
}

TEST_CASE("history: the computer's first move after a restart does not lose the old game")
{
    GameHistory h;
    MoveListModel moves(&h);
    REQUIRE(h.newGame("kalah"));
    h.setComputerSides(true, false); // the computer plays South and starts
    playBoth(h);
    h.restart();
    REQUIRE(h.play(Decision::sow(0), nullptr)); // the computer again
    REQUIRE(moves.rowCount() == 1);
    h.undo();
    CHECK(h.position() == kAfterS1N1);
    CHECK(moves.rowCount() == 2);
}

TEST_CASE("history: a restart keeps the redo list of the game it leaves, a new game drops both")
{
    GameHistory h;
    REQUIRE(h.newGame("kalah"));
    playBoth(h);
    h.undo(); // North's turn into the redo list
    REQUIRE(h.position() == kAfterS1);
    h.restart();
    h.undo();
    CHECK(h.position() == kAfterS1);
    REQUIRE(h.canRedo());
    h.redo();
    CHECK(h.position() == kAfterS1N1);

    h.restart();
    REQUIRE(h.newGame("kalah"));
    CHECK_FALSE(h.canUndo());
    CHECK_FALSE(h.canRedo());
}

TEST_CASE("history: a restart of a game with nothing played leaves nothing to undo")
{
    GameHistory h;
    REQUIRE(h.newGame("kalah"));
    h.restart();
    CHECK_FALSE(h.canUndo());
}

TEST_CASE("history: a game is in progress from its first decision until it is over, and just after a restart")
{
    GameHistory h;
    REQUIRE(h.newGame("kalah"));
    CHECK_FALSE(h.inProgress());
    REQUIRE(h.play(Decision::sow(0), nullptr));
    CHECK(h.inProgress());
    h.undo();
    CHECK(h.inProgress()); // the decision can be redone
    h.restart();
    CHECK(h.inProgress()); // the game restarted can be undone back
    REQUIRE(h.newGame("kalah"));
    CHECK_FALSE(h.inProgress());

    // Over: South sows its last seed into the store and has no hole left to sow.
    REQUIRE(h.newGame("kalah", {}, 0, "0,0,0,0,0,1/4,4,4,4,4,4/12,11/S"));
    REQUIRE(h.play(Decision::sow(5), nullptr));
    REQUIRE(h.over());
    CHECK_FALSE(h.inProgress());
    h.restart(); // a rematch of a finished game
    CHECK_FALSE(h.inProgress());
}

TEST_CASE("history: the last move is the sowing's start and the holes it captured from, for the position shown")
{
    using semina::Place;
    using semina::Side;
    GameHistory h;
    REQUIRE(h.newGame("kalah"));
    CHECK(h.lastMove().hole == -1); // nothing played yet
    playBoth(h);
    CHECK(h.lastMove().mover == Side::North);
    CHECK(h.lastMove().hole == 0);
    CHECK(h.lastMove().captured.empty());
    h.view(0); // after South's hole 1
    CHECK(h.lastMove().mover == Side::South);
    CHECK(h.lastMove().hole == 0);
    h.view(-1);
    h.undo(); // North's turn taken back: South's is the last move again
    CHECK(h.lastMove().mover == Side::South);
    CHECK(h.lastMove().hole == 0);
    h.undo();
    CHECK(h.lastMove().hole == -1);

    // §1.3: South's single seed from hole 1 ends in the empty hole 2 and
    // captures it together with the facing hole, North's hole 5.
    REQUIRE(h.newGame("kalah", {}, 0, "1,0,4,4,4,4/4,4,4,4,4,4/0,0/S"));
    REQUIRE(h.play(Decision::sow(0), nullptr));
    const GameHistory::LastMove last = h.lastMove();
    CHECK(last.mover == Side::South);
    CHECK(last.hole == 0);
    REQUIRE(last.captured.size() == 2);
    CHECK(std::count(last.captured.begin(), last.captured.end(), Place::holeOf(Side::South, 1)) == 1);
    CHECK(std::count(last.captured.begin(), last.captured.end(), Place::holeOf(Side::North, 4)) == 1);
}
