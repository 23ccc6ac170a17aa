#include "app/game/gamesession.h"
#include "tests/app/game/kalah_history_support.h"

#include <catch2/catch.hpp>

#include <QSignalSpy>

using semina::Decision;

using namespace kalah_history;

TEST_CASE("replay: the steps run from the start position to the live game")
{
    GameHistory h;
    MoveListModel moves(&h);
    REQUIRE(h.newGame("kalah"));
    playBoth(h);
    CHECK(h.step() == 2);
    CHECK(h.stepCount() == 2);
    CHECK(h.shownPosition() == kAfterS1N1);

    h.showStep(0);
    CHECK(h.viewing());
    CHECK(h.step() == 0);
    CHECK(h.shownPosition() == kStart);
    CHECK(h.viewIndex() == -1); // no entry of the move list is the start
    CHECK(h.lastMove().hole == -1);
    CHECK(h.position() == kAfterS1N1); // the live game stays where it is

    h.showStep(1);
    CHECK(h.shownPosition() == kAfterS1);
    CHECK(h.viewIndex() == 0);
    CHECK(moves.data(moves.index(0), MoveListModel::ViewedRole).toBool());
    CHECK(h.lastMove().hole == 0);

    h.showStep(2);
    CHECK_FALSE(h.viewing());
    CHECK(h.shownPosition() == kAfterS1N1);
}

TEST_CASE("replay: a step past either end stops there")
{
    GameHistory h;
    REQUIRE(h.newGame("kalah"));
    QSignalSpy view(&h, &GameHistory::viewChanged);
    QSignalSpy jumps(&h, &GameHistory::aboutToJump);
    h.showStep(1); // nothing played: the start is the live game
    h.showStep(-1);
    CHECK_FALSE(h.viewing());
    CHECK(view.isEmpty());
    CHECK(jumps.isEmpty());

    playBoth(h);
    h.showStep(-7);
    CHECK(h.step() == 0);
    CHECK(h.shownPosition() == kStart);
    h.showStep(99);
    CHECK(h.step() == 2);
    CHECK_FALSE(h.viewing());
}

TEST_CASE("replay: the step follows the live game as it is played")
{
    GameHistory h;
    REQUIRE(h.newGame("kalah"));
    QSignalSpy step(&h, &GameHistory::stepChanged);
    REQUIRE(h.play(Decision::sow(0), nullptr));
    CHECK(h.step() == 1);
    CHECK_FALSE(step.isEmpty());
}

TEST_CASE("replay: branching drops the decisions after the position shown, and play goes on from it")
{
    GameHistory h;
    MoveListModel moves(&h);
    REQUIRE(h.newGame("kalah"));
    playBoth(h);
    QSignalSpy removed(&h, &GameHistory::entriesRemoved);
    h.showStep(1);
    REQUIRE(h.branchHere());
    CHECK_FALSE(h.viewing());
    CHECK(h.position() == kAfterS1);
    CHECK(h.stepCount() == 1);
    CHECK(moves.rowCount() == 1);
    CHECK_FALSE(h.canRedo());
    REQUIRE(removed.size() == 1);
    CHECK(removed[0][0].toInt() == 1);
    CHECK(removed[0][1].toInt() == 1);
    // North's hole 2 this time, where North's hole 1 was played before.
    REQUIRE(h.play(Decision::sow(1), nullptr));
    CHECK(h.position() == "0,5,5,5,5,4/4,0,5,5,5,5/0,0/S");
}

TEST_CASE("replay: a branch from the start leaves no decision, from the live game it does nothing")
{
    GameHistory h;
    MoveListModel moves(&h);
    REQUIRE(h.newGame("kalah"));
    playBoth(h);
    CHECK_FALSE(h.branchHere());
    CHECK(h.stepCount() == 2);
    h.undo(); // North's turn into the redo list
    REQUIRE(h.canRedo());
    h.showStep(0);
    REQUIRE(h.branchHere());
    CHECK(h.position() == kStart);
    CHECK(h.stepCount() == 0);
    CHECK(moves.rowCount() == 0);
    CHECK_FALSE(h.canRedo());
    CHECK_FALSE(h.canUndo());
}

TEST_CASE("replay: one step forward is sown again on the board, other steps jump")
{
    GameSession s;
    REQUIRE(s.history()->newGame("kalah"));
    REQUIRE(s.clickHole(0));
    s.player()->finish();
    REQUIRE(s.clickHole(6)); // North's hole 1
    s.player()->finish();
    REQUIRE(s.history()->position() == kAfterS1N1);

    s.showStep(0);
    CHECK_FALSE(s.player()->running());
    CHECK(s.boardMatchesShown());
    CHECK(s.board()->count(0) == 4);

    s.showStep(1);
    CHECK(s.player()->running()); // South's hole 1 sown again
    s.player()->finish();
    CHECK(s.boardMatchesShown());
    CHECK(s.board()->count(0) == 0);
    CHECK(s.history()->shownPosition() == kAfterS1);

    s.showStep(2); // the last step comes back to the live game, sown too
    CHECK(s.player()->running());
    s.player()->finish();
    CHECK_FALSE(s.history()->viewing());
    CHECK(s.boardMatchesEngine());

    s.showStep(0);
    s.showStep(2);
    CHECK_FALSE(s.player()->running());
    CHECK(s.boardMatchesEngine());
}

TEST_CASE("replay: a direction choice of the live game is not offered on an earlier position")
{
    GameSession s;
    REQUIRE(s.history()->newGame("omweso"));
    bool reached = false;
    for (int k = 0; k < 400 && !reached && !s.history()->over(); ++k) {
        REQUIRE(s.playScripted(k * 7 + 3));
        s.player()->finish();
        reached = s.history()->game().position().choicePending();
    }
    REQUIRE(reached);
    REQUIRE(s.choiceRow() >= 0);
    QSignalSpy choice(&s, &GameSession::choiceRowChanged);
    s.showStep(s.history()->step() - 1);
    s.player()->finish();
    CHECK(s.choiceRow() == -1);
    CHECK_FALSE(choice.isEmpty());
    CHECK_FALSE(s.chooseDirection(true)); // nothing played from there
    s.showStep(s.history()->stepCount());
    s.player()->finish();
    CHECK(s.choiceRow() >= 0);
}
