#include "app/game/gamesession.h"

#include <catch2/catch.hpp>

#include <QSignalSpy>
#include <functional>

namespace {
// Board rows: South's holes 0..m-1, North's 0..m-1, then South's and North's store.
int southRow(int hole) { return hole; }
} // namespace

TEST_CASE("session: a new kalah game shows 4 seeds in every hole and empty stores")
{
    GameSession s;
    REQUIRE(s.history()->newGame("kalah"));
    BoardModel* b = s.board();
    REQUIRE(b->rowCount() == 14);
    for (int row = 0; row < 12; ++row)
        CHECK(b->count(row) == 4);
    CHECK(b->count(12) == 0);
    CHECK(b->count(13) == 0);
    CHECK(s.history()->position() == "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S");
    CHECK(s.boardMatchesEngine());
}

TEST_CASE("session: a click on a legal hole plays it, the board follows the trace to the engine's position")
{
    GameSession s;
    REQUIRE(s.history()->newGame("kalah"));
    // South's hole 3 (row 2): 4 seeds into holes 4, 5, 6 and the store: South moves again.
    REQUIRE(s.clickHole(southRow(2)));
    CHECK(s.history()->position() == "4,4,0,5,5,5/4,4,4,4,4,4/1,0/S");
    CHECK(s.player()->running());
    CHECK_FALSE(s.boardMatchesEngine());
    s.player()->finish();
    CHECK(s.boardMatchesEngine());
    CHECK(s.board()->count(12) == 1);
    CHECK(s.moves()->count() == 1);
    CHECK(s.moves()->text(0) == "1. S 3");
}

TEST_CASE("session: a click during an animation only skips it")
{
    GameSession s;
    REQUIRE(s.history()->newGame("kalah"));
    REQUIRE(s.clickHole(southRow(0)));
    const QString after = s.history()->position();
    CHECK_FALSE(s.clickHole(southRow(1)));
    CHECK_FALSE(s.player()->running());
    CHECK(s.history()->position() == after);
    CHECK(s.boardMatchesEngine());
}

TEST_CASE("session: illegal clicks explain and change nothing")
{
    GameSession s;
    REQUIRE(s.history()->newGame("kalah", {}, 0, "0,4,4,4,4,4/4,4,4,4,4,4/2,2/S"));
    QSignalSpy illegal(&s, &GameSession::illegalClick);
    CHECK_FALSE(s.clickHole(southRow(0)));            // empty
    CHECK_FALSE(s.clickHole(6));                      // North's hole 1: the opponent's
    CHECK_FALSE(s.clickHole(12));                     // a store
    REQUIRE(illegal.count() == 2);
    CHECK(illegal.at(0).at(1).toString().contains("empty"));
    CHECK(illegal.at(1).at(1).toString().contains("opponent"));
    CHECK(s.history()->position() == "0,4,4,4,4,4/4,4,4,4,4,4/2,2/S");
    CHECK_FALSE(s.history()->canUndo());
}

TEST_CASE("session: undo and redo go by whole turns")
{
    GameSession s;
    REQUIRE(s.history()->newGame("kalah"));
    REQUIRE(s.clickHole(southRow(2))); // into the store: South again
    s.player()->finish();
    REQUIRE(s.clickHole(southRow(5))); // 6 seeds... South's turn ends on North's side
    s.player()->finish();
    CHECK(s.history()->toMove() == 1);
    const QString afterTurn = s.history()->position();
    s.history()->undo();
    CHECK(s.history()->position() == "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S");
    CHECK(s.boardMatchesEngine());
    CHECK(s.history()->canRedo());
    s.history()->redo();
    CHECK(s.history()->position() == afterTurn);
    CHECK(s.boardMatchesEngine());
    CHECK(s.moves()->count() == 2);
}

TEST_CASE("session: a bad game, option or position is refused with a message")
{
    GameSession s;
    CHECK_FALSE(s.history()->newGame("chess"));
    CHECK(s.history()->lastError().contains("chess"));
    CHECK_FALSE(s.history()->newGame("kalah", {{"capture", "sometimes"}}));
    CHECK(s.history()->lastError().contains("capture"));
    CHECK_FALSE(s.history()->newGame("kalah", {}, 0, "4,4,4/4,4,4/0,0/S"));
    CHECK_FALSE(s.history()->lastError().isEmpty());
    CHECK(s.history()->variantKey() == "kalah");
    CHECK(s.history()->position() == "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S");
}

TEST_CASE("session: the holes the mover may sow are marked playable (omweso: more than one seed)")
{
    GameSession s;
    REQUIRE(s.history()->newGame("omweso", {}, 0,
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

namespace {

// For every hole row of the position `reach` leads to: the board marks it
// playable exactly when a click on it is accepted (it plays, or asks for a
// direction) and not refused with an explanation. Each click gets a fresh
// session, as an accepted one plays. Returns the playable rows.
QList<int> checkPlayableMeansAccepted(const std::function<void(GameSession&)>& reach)
{
    GameSession probe;
    reach(probe);
    QList<int> playable;
    for (int row = 0; row < probe.board()->rowCount() && !probe.board()->isStore(row); ++row) {
        GameSession s;
        reach(s);
        BoardModel* b = s.board();
        const bool marked = b->data(b->index(row), BoardModel::PlayableRole).toBool();
        QSignalSpy illegal(&s, &GameSession::illegalClick);
        QSignalSpy askDirection(&s, &GameSession::directionNeeded);
        const bool played = s.clickHole(row);
        const bool accepted = played || askDirection.count() == 1;
        INFO("row " << row << " of " << s.history()->position().toStdString());
        CHECK(marked == accepted);
        CHECK(accepted == (illegal.count() == 0));
        if (marked)
            playable << row;
    }
    return playable;
}

// Plays scripted decisions until `due` holds (at most 400).
void playUntil(GameSession& s, const std::function<bool(const semina::Position&)>& due)
{
    for (int k = 0; k < 400 && !due(s.history()->game().position()) && !s.history()->over(); ++k) {
        REQUIRE(s.playScripted(k * 7 + 3));
        s.player()->finish();
    }
    REQUIRE(due(s.history()->game().position()));
}

} // namespace

TEST_CASE("session: a hole is marked playable exactly when its click is accepted (kalah)")
{
    const auto rows = checkPlayableMeansAccepted(
        [](GameSession& s) { REQUIRE(s.history()->newGame("kalah", {}, 0, "0,5,6,1,7,2/5,0,6,6,1,7/1,1/S")); });
    // South's holes 2..6 hold seeds (a single seed may start a Kalah turn).
    CHECK(rows == QList<int>{1, 2, 3, 4, 5});
}

TEST_CASE("session: a hole is marked playable exactly when its click is accepted (aliguli, second sowing)")
{
    const auto given = checkPlayableMeansAccepted([](GameSession& s) {
        REQUIRE(s.history()->newGame("aliguli", {}, 0, "5,0,5,5,5,5,5/5,5,5,5,5,5,5/0,0/S/sowing=2"));
    });
    // Every hole of South's with seeds, hole 2 being empty.
    CHECK(given == QList<int>{0, 2, 3, 4, 5, 6});
    // A second sowing reached in play, after the first sowing's laps.
    const auto played = checkPlayableMeansAccepted([](GameSession& s) {
        REQUIRE(s.history()->newGame("aliguli"));
        playUntil(s, [](const semina::Position& p) { return p.secondSowingDue; });
    });
    CHECK_FALSE(played.isEmpty());
}

TEST_CASE("session: a hole is marked playable exactly when its click is accepted (omweso, mid-game and at a choice)")
{
    const auto midGame = checkPlayableMeansAccepted([](GameSession& s) {
        REQUIRE(s.history()->newGame("omweso"));
        for (int k = 0; k < 20; ++k) {
            REQUIRE(s.playScripted(k * 5 + 1));
            s.player()->finish();
        }
    });
    CHECK_FALSE(midGame.isEmpty());
    // At a pending direction choice no hole may start a sowing.
    const auto atChoice = checkPlayableMeansAccepted([](GameSession& s) {
        REQUIRE(s.history()->newGame("omweso"));
        playUntil(s, [](const semina::Position& p) { return p.choicePending(); });
        REQUIRE(s.choiceRow() >= 0);
    });
    CHECK(atChoice.isEmpty());
}

TEST_CASE("session: the status and scores follow the seeds: they change when the animation gets there")
{
    GameSession s;
    REQUIRE(s.history()->newGame("kalah"));
    CHECK(s.texts()->status() == "South to move.");
    REQUIRE(s.clickHole(southRow(2))); // 4 seeds, the last into South's store: South again
    REQUIRE(s.clickHole(southRow(5)) == false); // skips the animation only
    REQUIRE(s.clickHole(southRow(5)));          // 5 seeds: the store, then North's holes 1..4
    CHECK(s.history()->toMove() == 1);           // the engine has played
    CHECK(s.texts()->status() == "South to move."); // the screen not yet
    CHECK(s.texts()->southScore() == 1);
    CHECK(s.texts()->toMove() == 0);
    s.player()->finish();
    CHECK(s.texts()->status() == "North to move.");
    CHECK(s.texts()->toMove() == 1);
    CHECK(s.texts()->southScore() == 2);
}

namespace {
QList<int> playableRows(const BoardModel* b)
{
    QList<int> rows;
    for (int row = 0; row < b->rowCount(); ++row)
        if (b->data(b->index(row), BoardModel::PlayableRole).toBool())
            rows << row;
    return rows;
}
} // namespace

TEST_CASE("session: no hole is playable while the seeds move, then the new mover's are")
{
    GameSession s;
    REQUIRE(s.history()->newGame("kalah"));
    CHECK(playableRows(s.board()) == QList<int>{0, 1, 2, 3, 4, 5});
    REQUIRE(s.clickHole(southRow(0))); // 4 seeds into South's holes 2..5: North to move
    REQUIRE(s.player()->running());
    CHECK(playableRows(s.board()).isEmpty());
    CHECK(s.texts()->status() == "South to move.");
    s.player()->step();
    CHECK(playableRows(s.board()).isEmpty());
    s.player()->finish();
    CHECK(playableRows(s.board()) == QList<int>{6, 7, 8, 9, 10, 11});
    CHECK(s.texts()->status() == "North to move.");
}

TEST_CASE("session: a mid-turn direction choice is offered once the seeds reach its hole")
{
    GameSession s;
    REQUIRE(s.history()->newGame("omweso"));
    QSignalSpy choice(&s, &GameSession::choiceRowChanged);
    // Plays scripted decisions, each left running, until one stops at a choice.
    bool reached = false;
    for (int k = 0; k < 400 && !reached && !s.history()->over(); ++k) {
        REQUIRE(s.playScripted(k * 7 + 3));
        reached = s.history()->game().position().choicePending() && s.player()->running();
        if (!reached)
            s.player()->finish();
    }
    REQUIRE(reached);
    CHECK(s.choiceRow() == -1); // the engine waits at the choice, the seeds are still on their way
    CHECK(playableRows(s.board()).isEmpty());
    choice.clear();
    s.player()->finish();
    CHECK(choice.count() >= 1);
    const semina::Position& p = s.history()->game().position();
    CHECK(s.choiceRow() == s.board()->rowOf(p.toMove, p.pendingFrom));
}

TEST_CASE("session: the keyboard cursor starts on, and follows, a playable hole of the mover")
{
    GameSession s;
    REQUIRE(s.history()->newGame("kalah", {}, 1)); // North starts
    BoardModel* b = s.board();
    CHECK(b->focusRow() == -1);
    b->moveFocus(0, 0);
    CHECK(b->focusRow() == 6); // North's hole 1, not a hole of South's bottom row
    // North's hole 1: 4 seeds into North's holes 2..5, South to move.
    REQUIRE(s.clickHole(6));
    CHECK(b->focusRow() == 6); // the seeds are still moving
    s.player()->finish();
    REQUIRE(s.history()->toMove() == 0);
    CHECK(b->focusRow() == 0); // South's hole 1, South's first playable hole
}

TEST_CASE("session: at the end of a game the last trace says so, and the texts give the reason")
{
    GameSession s;
    // Kalah, 4 holes of 2 seeds: the decisions 3 4 3 2 1 1 3 4 end the game.
    REQUIRE(s.history()->newGame("kalah", {{"holes", 4}, {"seeds", 2}}));
    const int holes[] = {3, 4, 3, 2, 1, 1, 3, 4};
    bool endsSeen = false;
    for (int h : holes) {
        const int mover = s.history()->toMove();
        REQUIRE(s.playHole(s.board()->rowOf(static_cast<semina::Side>(mover), h - 1), false));
        endsSeen = s.player()->endsGame();
        if (s.history()->over()) {
            CHECK(s.texts()->endReason().isEmpty()); // not yet: the board is not there
            CHECK_FALSE(s.texts()->over());
        }
        s.player()->finish();
    }
    REQUIRE(s.history()->over());
    CHECK(endsSeen);
    CHECK_FALSE(s.player()->endsGame());
    CHECK(s.texts()->over());
    CHECK(s.texts()->status() == s.texts()->result());
    CHECK(s.texts()->endReason().contains("row is empty"));
    CHECK(playableRows(s.board()).isEmpty());
}
