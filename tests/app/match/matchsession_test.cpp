// A match on the board (app/match/matchsession.h, docs/rules.md §3.8-12): a round
// ends, the loser chooses which holes to fill (or the computer does, by
// search), the next round starts from the refilled holes with the seeds
// flying from the stocks, the scoreboard and the score follow; Omweso's next
// round sets the seed split instead. Expected numbers worked out by hand.
#include "app/game/gamesession.h"
#include "app/match/matchsession.h"
#include "app/shell/language.h"

#include <QCoreApplication>
#include <QtTest/QTest>
#include <catch2/catch.hpp>

namespace {

// Kalah, South to move: hole 6's one seed falls into South's store, South's
// row is empty, the game ends and North adds its 3 seeds: South 21, North 27.
const QString kLastMove = QStringLiteral("0,0,0,0,0,1/1,0,0,0,0,2/20,24/S");

void finishAnimation(GameSession& s)
{
    s.player()->finish();
    QCoreApplication::processEvents();
}

} // namespace

TEST_CASE("match: a round ends, the loser chooses the holes to fill, the next round starts from them")
{
    REQUIRE(Language::install(*QCoreApplication::instance(), QStringLiteral("en"))); // the plural forms
    GameSession session;
    MatchSession* match = session.match();
    REQUIRE(match->start(QStringLiteral("kalah"), {}, 0, kLastMove));
    CHECK(match->active());
    CHECK(match->round() == 1);
    REQUIRE(session.playHole(5, false));
    CHECK(match->phase() == MatchSession::Playing); // the seeds are still flying
    finishAnimation(session);
    REQUIRE(match->phase() == MatchSession::RoundOver);
    CHECK(match->northWins() == 1);
    CHECK(match->rounds().at(0).toMap().value("text").toString().contains("North won by 6 seeds"));

    // North fills 6 x 4 = 24 of 27 and keeps 3; South's 21 fill 5 holes, 1 seed stays.
    match->prepareNext();
    REQUIRE(match->phase() == MatchSession::Refill);
    CHECK(match->fillSide() == 0);
    CHECK(match->fillByHand());
    CHECK(match->fillHoles() == 5);
    CHECK(match->remainder() == 1);
    CHECK(match->fill() == QList<int>{0, 1, 2, 3, 4}); // from the left
    CHECK(match->canStart());
    CHECK(session.still()); // a click chooses, it plays nothing
    CHECK(session.board()->count(0) == 4); // the draft shows the chosen holes filled
    CHECK(session.board()->count(5) == 0);
    // Hole 1 out, hole 6 in: the round can start only with exactly five.
    REQUIRE(match->toggleFill(0));
    CHECK_FALSE(match->canStart());
    CHECK_FALSE(match->startNext());
    CHECK_FALSE(match->toggleFill(6)); // North's hole: not South's to choose
    REQUIRE(match->toggleFill(5));
    CHECK_FALSE(match->toggleHole(0)); // a sixth hole is one too many
    CHECK(match->fill() == QList<int>{1, 2, 3, 4, 5});
    REQUIRE(match->startNext());

    // The refill flies from the stocks; then the board shows the new round.
    CHECK(session.player()->running());
    finishAnimation(session);
    CHECK(session.history()->position() == QStringLiteral("x,4,4,4,4,4/4,4,4,4,4,4/1,3/N")); // North starts (alternate)
    CHECK(session.boardMatchesEngine());
    CHECK_FALSE(session.still());
    CHECK(match->phase() == MatchSession::Playing);
    CHECK(match->round() == 2);
    CHECK(match->rounds().at(0).toMap().value("text").toString().contains("carried 21 – 27"));
    CHECK(match->rounds().at(1).toMap().value("current").toBool());
    CHECK(match->score() == QStringLiteral("South 0 – 1 North"));
}

TEST_CASE("match: the match ends when the loser cannot fill a single hole, and End match decides by rounds")
{
    GameSession session;
    MatchSession* match = session.match();
    // North's row is empty: the round is over at once, South adds its seed:
    // South 3, North 45. South's stock cannot fill one hole.
    REQUIRE(match->start(QStringLiteral("kalah"), {}, 0, QStringLiteral("0,0,0,0,0,1/0,0,0,0,0,0/2,45/S")));
    REQUIRE(match->phase() == MatchSession::RoundOver);
    match->prepareNext();
    CHECK(match->phase() == MatchSession::Over);
    CHECK(match->result().contains("North wins the match"));
    CHECK(match->result().contains("cannot fill a single hole"));

    GameSession other;
    REQUIRE(other.match()->start(QStringLiteral("kalah"), {}, 0, kLastMove));
    other.match()->end();
    CHECK(other.match()->phase() == MatchSession::Over);
    CHECK(other.match()->result().contains("drawn"));
}

TEST_CASE("match: Rematch makes the finished game the first round")
{
    GameSession session;
    REQUIRE(session.history()->newGame(QStringLiteral("kalah"), {}, 0, kLastMove));
    CHECK_FALSE(session.match()->rematch()); // not over yet
    REQUIRE(session.playHole(5, false));
    finishAnimation(session);
    REQUIRE(session.match()->rematch());
    CHECK(session.match()->active());
    CHECK(session.match()->phase() == MatchSession::Refill);
    CHECK(session.match()->fillHoles() == 5);
}

TEST_CASE("match: the computer chooses its fill by search and says why in one line")
{
    GameSession session;
    MatchSession* match = session.match();
    REQUIRE(match->start(QStringLiteral("kalah"), {}, 0, kLastMove));
    REQUIRE(session.playHole(5, false));
    finishAnimation(session);
    REQUIRE(match->phase() == MatchSession::RoundOver);
    // South, the loser, is the computer now.
    REQUIRE(session.players()->set(Players::Strong, Players::Human));
    match->prepareNext();
    CHECK_FALSE(match->fillByHand());
    REQUIRE(QTest::qWaitFor([&] { return !match->choosing(); }, 30000));
    CHECK(match->fill().size() == 5);
    CHECK(match->canStart());
    CHECK(match->refillText().startsWith("South fills holes"));
    CHECK_FALSE(match->toggleHole(5)); // the computer's choice is not the person's to change
    CHECK(match->startNext());
}

TEST_CASE("match: an Omweso rematch gives the loser more seeds, within limits")
{
    GameSession session;
    MatchSession* match = session.match();
    // South cannot move (no hole of more than one seed): North has won.
    REQUIRE(match->start(QStringLiteral("omweso"), {}, 0,
                         QStringLiteral("1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0/4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,0/0,0/S")));
    QCoreApplication::processEvents();
    REQUIRE(match->phase() == MatchSession::RoundOver);
    match->prepareNext();
    REQUIRE(match->setsSeeds());
    CHECK(match->southSeeds() == 32 + 4); // the loser gets 4 more (docs/rules.md, match play in the other games)
    match->setSouthSeeds(60);
    CHECK(match->southSeeds() == match->maxSeeds());
    match->setSouthSeeds(30);
    REQUIRE(match->startNext());
    const semina::Variant v = session.history()->game().variant();
    CHECK(v.southSeeds == 30);
    CHECK(v.northSeeds == 34);
    CHECK(session.history()->setupPhase());
    CHECK(match->round() == 2);
}

TEST_CASE("match: an undo during the refill takes the round's end back")
{
    GameSession session;
    MatchSession* match = session.match();
    REQUIRE(match->start(QStringLiteral("kalah"), {}, 0, kLastMove));
    REQUIRE(session.playHole(5, false));
    finishAnimation(session);
    match->prepareNext();
    REQUIRE(match->phase() == MatchSession::Refill);
    session.history()->undo();
    QCoreApplication::processEvents();
    CHECK(match->phase() == MatchSession::Playing);
    CHECK_FALSE(session.still());
    CHECK(match->northWins() == 0);
    CHECK(match->round() == 1);
}
