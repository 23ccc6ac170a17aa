// The plain negamax search and the playing levels.
#include "engine/notation.h"
#include "engine/rules.h"
#include "engine/ai/level.h"
#include "engine/ai/random.h"
#include "engine/ai/reference.h"
#include "engine/ai/rng.h"
#include "engine/ai/score.h"
#include "engine/setup.h"
#include "tests/engine/support/notation_test_support.h"

#include <catch2/catch.hpp>

using namespace semina;
using test::parsed;
using namespace semina::ai;

TEST_CASE("search: kalah, one ply sees the obvious capture")
{
    const Variant v = defaultVariant(GameId::Kalah);
    // Hole 1 (1 seed) into the empty hole 2, facing North's hole 5 (10 seeds):
    // 1 + 10 = 11 to the store. Hole 3 (3 seeds) and hole 6 (1 seed, an extra
    // move worth 1) gain less at one ply.
    const Position p = parsed(v, "1,0,3,0,0,1/3,3,3,3,10,3/0,0/S");
    const SearchResult r = search(v, p, 1);
    REQUIRE(r.hasBest);
    CHECK(r.best == Decision::sow(0));
    CHECK(r.value == 11);
}

TEST_CASE("search: kalah, an extra move keeps the point of view (no negation within a turn)")
{
    const Variant v = defaultVariant(GameId::Kalah);
    // Two plies: hole 6 (1 seed) into the store, South again (+1), then hole 1
    // captures 11: +12 in one turn. Capturing first gains 11 and lets North
    // reply; hole 3 (into 4, 5, 6, last in the non-empty hole 6) gains nothing.
    const Position p = parsed(v, "1,0,3,0,0,1/3,3,3,3,10,3/0,0/S");
    const SearchResult r = search(v, p, 2);
    REQUIRE(r.hasBest);
    CHECK(r.best == Decision::sow(5));
    CHECK(r.value == 12);
}

TEST_CASE("search: a won end counts more than any store lead")
{
    const Variant v = defaultVariant(GameId::Kalah);
    // South's only seed, hole 6, goes to the store: South's side is empty, the
    // game ends; North sweeps 1 and South wins 11 to 1.
    const Position p = parsed(v, "0,0,0,0,0,1/1,0,0,0,0,0/10,0/S");
    const SearchResult r = search(v, p, 3);
    REQUIRE(r.hasBest);
    CHECK(r.best == Decision::sow(5));
    CHECK(r.value == kWinScore + 10);
}

TEST_CASE("search: mankala takes the capture of six")
{
    const Variant v = defaultVariant(GameId::Mankala);
    // South's hole 2 (1 seed) into hole 3, which holds 5: now 6, captured.
    // Hole 3 (5 seeds) ends in North's hole 2 (1 -> 2): captures only 2.
    // Hole 5 (2 seeds) into 6 and North's 1 (both empty): no capture.
    const Position p = parsed(v, "0,1,5,0,2,0/0,1,0,0,0,0/0,0/S");
    const SearchResult r = search(v, p, 1);
    REQUIRE(r.hasBest);
    CHECK(r.best == Decision::sow(1));
    CHECK(r.value == 6);
}

TEST_CASE("search: the same position and depth give the same result and node count")
{
    for (GameId g : {GameId::Kalah, GameId::Mankala, GameId::AliGuli}) {
        const Variant v = defaultVariant(g);
        const Position p = startPosition(v, Side::South);
        const SearchResult a = search(v, p, 3);
        const SearchResult b = search(v, p, 3);
        CHECK(a.best == b.best);
        CHECK(a.value == b.value);
        CHECK(a.nodes == b.nodes);
        CHECK(a.nodes > 1);
        CHECK(isLegal(v, p, a.best));
    }
}

TEST_CASE("search: an omweso set-up is the even spread of the placer's seeds")
{
    Variant v = defaultVariant(GameId::Omweso);
    const Position p = startPosition(v, Side::South);
    const SearchResult r = search(v, p, 3);
    REQUIRE(r.hasBest);
    CHECK(r.best.kind == Decision::Kind::Setup);
    for (int i = 0; i < 16; ++i)
        CHECK(r.best.setup[i] == 2);
    CHECK(isLegal(v, p, r.best));

    // 30 seeds: 16 holes of 1 and 14 more from hole 1: holes 1..14 get 2.
    REQUIRE(setOption(v, "south-seeds", "30") == OptionError::None);
    REQUIRE(setOption(v, "north-seeds", "34") == OptionError::None);
    const Decision d = evenSetup(v, p);
    CHECK(d.setup[0] == 2);
    CHECK(d.setup[13] == 2);
    CHECK(d.setup[14] == 1);
    CHECK(d.setup[15] == 1);
}

TEST_CASE("search: random play is uniform over the legal decisions and seeded")
{
    const Variant v = defaultVariant(GameId::Kalah);
    const Position p = startPosition(v, Side::South);
    Rng a(7);
    Rng b(7);
    int seen[6] = {};
    for (int i = 0; i < 600; ++i) {
        const Decision d = randomDecision(v, p, a);
        CHECK(d == randomDecision(v, p, b));
        REQUIRE(d.hole >= 0);
        REQUIRE(d.hole < 6);
        ++seen[d.hole];
    }
    // 100 expected per hole; far outside 50..150 would mean a broken draw.
    for (int n : seen) {
        CHECK(n > 50);
        CHECK(n < 150);
    }
}

TEST_CASE("search: levels by their keys, deeper as they get stronger")
{
    CHECK(levelFromKey("beginner") == Level::Beginner);
    CHECK(levelFromKey("perfect") == Level::Perfect);
    CHECK_FALSE(levelFromKey("godlike").has_value());
    for (Level l : {Level::Random, Level::Beginner, Level::Casual, Level::Strong, Level::Expert, Level::Perfect})
        CHECK(levelFromKey(levelKey(l)) == l);
    for (GameId g : {GameId::Kalah, GameId::Mankala, GameId::AliGuli, GameId::Omweso}) {
        CHECK(levelDepth(Level::Beginner, g) < levelDepth(Level::Casual, g));
        CHECK(levelDepth(Level::Casual, g) < levelDepth(Level::Strong, g));
        CHECK(levelDepth(Level::Strong, g) < levelDepth(Level::Expert, g));
    }
    CHECK(levelPlays(Level::Perfect, GameId::Kalah));
    CHECK_FALSE(levelPlays(Level::Perfect, GameId::Omweso));
}
