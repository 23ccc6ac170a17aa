#include "app/game/endgamedbcache.h"
#include "app/game/gamesession.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTimer>

namespace {

// Runs the event loop for `ms`, counting how often a 10 ms timer fires: a
// GUI thread blocked by the AI would count (almost) nothing.
int ticksDuring(int ms)
{
    int ticks = 0;
    QTimer timer;
    timer.setInterval(10);
    QObject::connect(&timer, &QTimer::timeout, [&ticks] { ++ticks; });
    timer.start();
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < ms)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    return ticks;
}

bool waitFor(const std::function<bool()>& done, int ms)
{
    QElapsedTimer clock;
    clock.start();
    while (!done() && clock.elapsed() < ms)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    return done();
}

} // namespace

TEST_CASE("ai: the computer answers a person's move with a legal move of its own")
{
    GameSession s;
    REQUIRE(s.history()->newGame("kalah"));
    REQUIRE(s.players()->set(Players::Human, Players::Beginner));
    REQUIRE(s.clickHole(0)); // South's hole 1: the turn passes to North
    s.player()->finish();
    CHECK(s.history()->toMove() == 1);
    REQUIRE(waitFor([&s] { return s.moves()->count() >= 2 && !s.players()->thinking(); }, 20000));
    CHECK(s.moves()->text(1).startsWith("2. N "));
    s.player()->finish();
    CHECK(s.boardMatchesEngine());
}

TEST_CASE("ai: the GUI thread keeps running while the computer thinks, and undo stops it at once")
{
    GameSession s;
    REQUIRE(s.history()->newGame("kalah"));
    REQUIRE(s.players()->set(Players::Human, Players::Expert));
    REQUIRE(s.clickHole(0)); // South's hole 1: North (the computer) to move
    s.player()->finish();
    REQUIRE(s.history()->toMove() == 1);
    // The computer's move comes no sooner than 0.6 s after its turn began,
    // however fast it thinks: 0.3 s of events must flow meanwhile.
    CHECK(ticksDuring(300) >= 10);
    REQUIRE(s.moves()->count() == 1);
    s.history()->undo();
    CHECK_FALSE(s.players()->thinking());
    ticksDuring(900);
    CHECK((s.moves()->count() == 0)); // the stopped search played nothing
    CHECK(s.history()->position() == "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S");
}

TEST_CASE("ai: a new game stops the search, no move of the old game arrives")
{
    GameSession s;
    REQUIRE(s.history()->newGame("aliguli"));
    REQUIRE(s.players()->set(Players::Expert, Players::Human));
    CHECK(s.players()->thinking());
    REQUIRE(s.history()->newGame("kalah"));
    CHECK_FALSE(s.players()->thinking());
    ticksDuring(900);
    CHECK((s.moves()->count() == 0));
    CHECK(s.history()->position() == "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S");
}

TEST_CASE("ai: undo against the computer goes back to the person's last decision")
{
    GameSession s;
    REQUIRE(s.history()->newGame("kalah"));
    REQUIRE(s.players()->set(Players::Human, Players::Beginner));
    REQUIRE(s.clickHole(0));
    s.player()->finish();
    // No QML animates here: the trace is finished by hand once the computer played.
    REQUIRE(waitFor([&s] { return s.moves()->count() >= 2; }, 20000));
    s.player()->finish();
    REQUIRE(waitFor([&s] { return s.history()->toMove() == 0 || s.history()->over(); }, 20000));
    s.player()->finish();
    s.history()->undo();
    CHECK(s.history()->position() == "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S");
    CHECK((s.moves()->count() == 0));
}

TEST_CASE("ai: a hint names a playable hole of the person to move")
{
    GameSession s;
    REQUIRE(s.history()->newGame("kalah"));
    QSignalSpy hinted(s.players(), &Players::hintChanged);
    s.players()->hint();
    REQUIRE(waitFor([&s] { return s.players()->hintRow() >= 0; }, 20000));
    CHECK(s.directionsAt(s.players()->hintRow()) != 0);
    CHECK(s.players()->hintDirection() == 1);
    REQUIRE(s.clickHole(s.players()->hintRow()));
    CHECK(s.players()->hintRow() == -1); // a decision clears the hint
}

TEST_CASE("ai: levels are checked against the game")
{
    GameSession s;
    REQUIRE(s.history()->newGame("mankala"));
    CHECK_FALSE(s.players()->set(Players::Perfect, Players::Human));
    CHECK_FALSE(s.players()->setKeys("", "grandmaster"));
    CHECK(s.players()->set(Players::Human, Players::Casual));
    CHECK(s.texts()->northTitle().contains("Casual"));
    CHECK(s.texts()->southTitle() == "Human");
}

TEST_CASE("ai: the Perfect level's endgame database loads in the background, once, from its folder")
{
    const QString dir = QDir::temp().filePath(QStringLiteral("semina-dbcache-test"));
    QDir(dir).removeRecursively();
    semina::Variant v = semina::defaultVariant(semina::GameId::Kalah);
    v.holes = 3;
    // Not ready at first: the request starts the build and returns at once.
    CHECK_FALSE(EndgameDbCache::request(v, 6, dir.toStdString()));
    std::shared_ptr<const semina::solver::EndgameDb> db;
    REQUIRE(waitFor([&] { return (db = EndgameDbCache::request(v, 6, dir.toStdString())) != nullptr; }, 20000));
    CHECK(db->holes() == 3);
    CHECK(db->maxSeeds() == 6);
    CHECK(db->captureEmpty() == v.kalahCaptureEmpty);
    CHECK(QFileInfo::exists(dir + QStringLiteral("/kalah-db-3-empty-6.bin")));
    // Shared afterwards, not built again.
    CHECK(EndgameDbCache::request(v, 6, dir.toStdString()) == db);
    EndgameDbCache* cache = EndgameDbCache::instance();
    REQUIRE(waitFor([cache] { return !cache->building(); }, 5000));
    CHECK(cache->progress() == 1.0);
    QDir(dir).removeRecursively();
}

TEST_CASE("ai: an endgame database build shows its progress and can be cancelled, leaving no file")
{
    const QString dir = QDir::temp().filePath(QStringLiteral("semina-dbcache-cancel-test"));
    QDir(dir).removeRecursively();
    semina::Variant v = semina::defaultVariant(semina::GameId::Kalah);
    v.holes = 6;
    v.kalahCaptureEmpty = false;
    EndgameDbCache* cache = EndgameDbCache::instance();
    QSignalSpy cancelled(cache, &EndgameDbCache::cancelled);
    QSignalSpy progress(cache, &EndgameDbCache::progressChanged);
    // 6 holes, 16 seeds: 34 M boards, seconds of work.
    CHECK_FALSE(EndgameDbCache::request(v, 16, dir.toStdString()));
    REQUIRE(waitFor([cache] { return cache->building() && cache->progress() > 0; }, 20000));
    const double shown = cache->progress();
    CHECK(shown < 1.0);
    cache->cancel();
    REQUIRE(waitFor([&] { return cancelled.count() == 1; }, 20000));
    CHECK_FALSE(cache->building());
    CHECK(cache->progress() < 1.0);
    CHECK(progress.count() >= 1);
    // Nothing written, not even the file beside it; not started again.
    CHECK(QDir(dir).entryList(QDir::Files).isEmpty());
    CHECK_FALSE(EndgameDbCache::request(v, 16, dir.toStdString()));
    CHECK_FALSE(cache->building());
    QDir(dir).removeRecursively();
}
