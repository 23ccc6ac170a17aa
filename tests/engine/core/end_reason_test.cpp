// Why a game ended (engine/explain.h endReason), one scenario per end rule of
// docs/rules.md: §1.4, §2.5, §2.6, §3.5, §4.7, §4.8.
#include "engine/explain.h"
#include "engine/game.h"
#include "engine/notation.h"
#include "tests/engine/support/notation_test_support.h"

#include <catch2/catch.hpp>

using namespace semina;
using test::parsed;

TEST_CASE("end reason: a game in progress has none")
{
    const Game g(defaultVariant(GameId::Kalah));
    CHECK(endReason(g) == EndReason::None);
}

TEST_CASE("end reason: kalah 1.4, the mover's last seed empties their row")
{
    const Variant v = defaultVariant(GameId::Kalah);
    // South's only seed, in hole 6, goes into South's store (another move,
    // §1.2), but South's row is now empty: North's 24 seeds go to North.
    Game g(v, parsed(v, "0,0,0,0,0,1/4,4,4,4,4,4/22,1/S"));
    REQUIRE(g.play(Decision::sow(5)));
    REQUIRE(g.over());
    CHECK(printPosition(v, g.position()) == "0,0,0,0,0,0/0,0,0,0,0,0/23,25/S");
    CHECK(g.winner() == Outcome::North);
    CHECK(endReason(g) == EndReason::SideEmpty);
}

TEST_CASE("end reason: mankala 2.5, the player to move has no seed")
{
    const Variant v = defaultVariant(GameId::Mankala);
    // South's single seed moves from hole 1 to the empty hole 2 (1 seed: no
    // capture, §2.3); North, to move, has no seed and cannot move; the seed
    // left goes to the other player, South.
    Game g(v, parsed(v, "1,0,0,0,0,0/0,0,0,0,0,0/10,37/S"));
    REQUIRE(g.play(Decision::sow(0)));
    REQUIRE(g.over());
    CHECK(g.position().toMove == Side::North);
    CHECK(g.position().stores[idx(Side::South)] == 11);
    CHECK(endReason(g) == EndReason::CannotMove);
}

TEST_CASE("end reason: mankala 2.6, the third repetition")
{
    const Variant v = defaultVariant(GameId::Mankala);
    // Two single seeds chase each other round the ring (game_test's cycle):
    // after 12 decisions the start is back, after 24 its third occurrence.
    Game g(v, parsed(v, "0,0,0,0,0,1/0,0,0,0,0,1/3,0/S"));
    for (int lap = 0; lap < 2; ++lap) {
        REQUIRE(g.play(Decision::sow(5)));
        REQUIRE(g.play(Decision::sow(5)));
        for (int h = 0; h < 5; ++h) {
            REQUIRE(g.play(Decision::sow(h)));
            REQUIRE(g.play(Decision::sow(h)));
        }
    }
    REQUIRE(g.over());
    CHECK(g.endedByRepetition());
    CHECK(endReason(g) == EndReason::Repetition);
}

TEST_CASE("end reason: aliguli 3.5, a given position with an empty row ends the round")
{
    const Variant v = defaultVariant(GameId::AliGuli);
    const Game g(v, parsed(v, "0,0,0,0,0,0,0/5,5,5,5,5,5,5/30,35/S"));
    REQUIRE(g.over());
    CHECK(endReason(g) == EndReason::SideEmpty);
}

TEST_CASE("end reason: omweso 4.7, the player to move has only single seeds")
{
    const Variant v = defaultVariant(GameId::Omweso);
    const Game g(v, parsed(v, "1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0/2,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0/0,0/S"));
    REQUIRE(g.over());
    CHECK(g.winner() == Outcome::North);
    CHECK(endReason(g) == EndReason::OnlySingleSeeds);
}

TEST_CASE("end reason: omweso 4.7, the player to move has no seed at all")
{
    const Variant v = defaultVariant(GameId::Omweso);
    const Game g(v, parsed(v, "2,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0/0,0/N"));
    REQUIRE(g.over());
    CHECK(g.winner() == Outcome::South);
    CHECK(endReason(g) == EndReason::OnlySingleSeeds);
}
