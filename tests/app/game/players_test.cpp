#include "app/game/gamesession.h"

#include <catch2/catch.hpp>

#include <QMetaEnum>

TEST_CASE("players: the kinds are a person and the computer levels, in the engine's order")
{
    using semina::ai::Level;
    CHECK_FALSE(Players::level(Players::Human));
    CHECK(Players::level(Players::Random) == Level::Random);
    CHECK(Players::level(Players::Beginner) == Level::Beginner);
    CHECK(Players::level(Players::Expert) == Level::Expert);
    CHECK(Players::level(Players::Perfect) == Level::Perfect);
    CHECK(Players::kindOf(Level::Casual) == Players::Casual);
    CHECK(Players::kindFromKey("") == Players::Human);
    CHECK(Players::kindFromKey("strong") == Players::Strong);
    CHECK_FALSE(Players::kindFromKey("grandmaster"));
    // QML sees the enum by name.
    const QMetaEnum e = QMetaEnum::fromType<Players::Kind>();
    CHECK(e.keyCount() == 7);
    CHECK(e.keyToValue("Perfect") == Players::Perfect);
}

TEST_CASE("players: a new game is played by people, and the titles name each side's kind")
{
    GameSession s;
    REQUIRE(s.history()->newGame("kalah"));
    REQUIRE(s.players()->set(Players::Strong, Players::Human));
    CHECK(s.players()->south() == Players::Strong);
    CHECK(s.players()->isComputer(semina::Side::South));
    CHECK_FALSE(s.players()->humanToMove());
    CHECK(s.texts()->southTitle().contains("Strong"));
    REQUIRE(s.history()->newGame("mankala"));
    CHECK(s.players()->south() == Players::Human);
    CHECK(s.players()->north() == Players::Human);
    CHECK(s.players()->humanToMove());
    CHECK(s.texts()->southTitle() == "Human");
    // Random is for tests and self-play, not a player on the screen.
    CHECK_FALSE(s.players()->set(Players::Random, Players::Human));
    CHECK(s.history()->lastError().contains("random"));
}
