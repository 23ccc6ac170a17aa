// Kalah (docs/rules.md §1 and the protected holes of §5a). Every expected board is
// worked out by hand from the rules; the arithmetic is in the comments.
// Board strings in comments: South holes 1..6 / North holes 1..6 / stores.
#include "engine/rules.h"
#include "tests/engine/support/two_row_test_support.h"

#include <catch2/catch.hpp>

#include <initializer_list>
#include <random>

using namespace semina;
using namespace semina::test;

namespace {

const Side S = Side::South;
const Side N = Side::North;

} // namespace

TEST_CASE("kalah start: seeds in every hole of both rows, stores empty, South or the chosen starter moves")
{
    const Position p = startPosition(kalah(), S);
    CHECK(p == pos({4, 4, 4, 4, 4, 4}, {4, 4, 4, 4, 4, 4}, 0, 0, S));
    // seeds=6, holes=4: 4 holes of 6 each side, the unused holes stay 0.
    const Position q = startPosition(kalah(true, 4, 6), N);
    CHECK(q == pos({6, 6, 6, 6}, {6, 6, 6, 6}, 0, 0, N));
    CHECK(totalSeeds(q, 4) == 48);
    const Position r = startPosition(kalah(true, 1, 1), S);
    CHECK(r == pos({1}, {1}, 0, 0, S));
    CHECK_FALSE(status(kalah(), p).over);
}

TEST_CASE("kalah 1.1: a move sows ccw one per hole and into the mover's own store")
{
    const Variant v = kalah();
    Position p = startPosition(v, S);
    // South hole 5 (4 seeds): South 6, South's store, North 1, North 2.
    const Trace t = move(v, p, 5);
    CHECK(p == pos({4, 4, 4, 4, 0, 5}, {5, 5, 4, 4, 4, 4}, 1, 0, N));
    const Trace expected = {pickUp(S, 4, 4), drop(S, Place::holeOf(S, 5)), drop(S, Place::storeOf(S)),
                            drop(S, Place::holeOf(N, 0)), drop(S, Place::holeOf(N, 1)), Event::turnPasses(N)};
    CHECK(t == expected);

    // North hole 4 (4 seeds): North 5, North 6, North's store, South 1.
    Position q = startPosition(v, N);
    move(v, q, 4);
    CHECK(q == pos({5, 4, 4, 4, 4, 4}, {4, 4, 4, 0, 5, 5}, 0, 1, S));
}

TEST_CASE("kalah 1.1: the opponent's store is skipped")
{
    const Variant v = kalah();
    // South hole 6 (8 seeds): South's store, North 1..6, (North's store skipped), South 1.
    Position p = pos({1, 0, 0, 0, 0, 8}, {1, 1, 1, 1, 1, 1}, 0, 0);
    const Trace t = move(v, p, 6);
    CHECK(p == pos({2, 0, 0, 0, 0, 0}, {2, 2, 2, 2, 2, 2}, 1, 0, N));
    for (const Event& e : t)
        CHECK_FALSE(e.to == Place::storeOf(N));
}

TEST_CASE("kalah 1.1: a lap of 13 seeds does not skip its start hole")
{
    const Variant v = kalah();
    // 13 places in a lap from South 1: South 2..6, store, North 1..6, South 1.
    // The 13th seed falls into the emptied start hole, which now holds 1: a
    // capture (rule 3) of it and North 6 (1+1 = 2): store 1 + 1 + 2 = 4.
    Position p = pos({13, 1, 1, 1, 1, 1}, {1, 1, 1, 1, 1, 1}, 0, 0);
    const Trace t = move(v, p, 1);
    REQUIRE(t.size() >= 14);
    CHECK(t[13] == drop(S, Place::holeOf(S, 0)));
    CHECK(p == pos({0, 2, 2, 2, 2, 2}, {2, 2, 2, 2, 2, 0}, 4, 0, N));

    // 14 seeds: the 14th goes on into South 2 (1 + 1 + 1 = 3), no capture.
    Position q = pos({14, 1, 1, 1, 1, 1}, {1, 1, 1, 1, 1, 1}, 0, 0);
    move(v, q, 1);
    CHECK(q == pos({1, 3, 2, 2, 2, 2}, {2, 2, 2, 2, 2, 2}, 1, 0, N));
}

TEST_CASE("kalah 1.2: last seed in own store: the same player moves again, with no limit")
{
    const Variant v = kalah();
    Position p = pos({5, 0, 0, 0, 2, 1}, {1, 1, 1, 1, 1, 1}, 0, 0);
    const Trace t = move(v, p, 6); // 1 seed: the store
    CHECK(t == Trace{pickUp(S, 5, 1), drop(S, Place::storeOf(S)), Event::extraMove(S)});
    CHECK(p == pos({5, 0, 0, 0, 2, 0}, {1, 1, 1, 1, 1, 1}, 1, 0, S));
    move(v, p, 5); // 2 seeds: South 6, the store
    CHECK(p == pos({5, 0, 0, 0, 0, 1}, {1, 1, 1, 1, 1, 1}, 2, 0, S));
    move(v, p, 6); // the third extra move in a row
    CHECK(p == pos({5, 0, 0, 0, 0, 0}, {1, 1, 1, 1, 1, 1}, 3, 0, S));

    // North too: hole 3 (4 seeds) ends in North's store.
    Position q = startPosition(v, N);
    move(v, q, 3);
    CHECK(q == pos({4, 4, 4, 4, 4, 4}, {4, 4, 0, 5, 5, 5}, 0, 1, N));
}

TEST_CASE("kalah 1.3 (capture=empty): last seed in an own empty hole takes it and the facing hole")
{
    const Variant v = kalah(true);
    // South 1 (1 seed) into the empty South 2, which faces North 5 (7 seeds): 1 + 7 = 8.
    Position p = pos({1, 0, 4, 4, 4, 4}, {4, 4, 4, 4, 7, 4}, 0, 0);
    const Trace t = move(v, p, 1);
    CHECK(p == pos({0, 0, 4, 4, 4, 4}, {4, 4, 4, 4, 0, 4}, 8, 0, N));
    const Trace expected = {pickUp(S, 0, 1), drop(S, Place::holeOf(S, 1)), captured(S, Place::holeOf(S, 1), 1),
                            captured(S, Place::holeOf(N, 4), 7), Event::turnPasses(N)};
    CHECK(t == expected);

    // North 3 (1 seed) into the empty North 4, which faces South 3 (5 seeds): 6.
    Position q = pos({4, 4, 5, 4, 4, 4}, {0, 0, 1, 0, 4, 4}, 0, 0, N);
    move(v, q, 3);
    CHECK(q == pos({4, 4, 0, 4, 4, 4}, {0, 0, 0, 0, 4, 4}, 0, 6, S));
}

TEST_CASE("kalah 1.3 (capture=empty): facing an empty hole the sowing seed alone is taken")
{
    const Variant v = kalah(true);
    Position p = pos({1, 0, 4, 4, 4, 4}, {4, 4, 4, 4, 0, 4}, 0, 0);
    const Trace t = move(v, p, 1);
    CHECK(p == pos({0, 0, 4, 4, 4, 4}, {4, 4, 4, 4, 0, 4}, 1, 0, N));
    CHECK(t == Trace{pickUp(S, 0, 1), drop(S, Place::holeOf(S, 1)), captured(S, Place::holeOf(S, 1), 1),
                     Event::turnPasses(N)});
}

TEST_CASE("kalah 1.3 (capture=standard): facing an empty hole nothing is taken")
{
    const Variant v = kalah(false);
    Position p = pos({1, 0, 4, 4, 4, 4}, {4, 4, 4, 4, 0, 4}, 0, 0);
    move(v, p, 1);
    CHECK(p == pos({0, 1, 4, 4, 4, 4}, {4, 4, 4, 4, 0, 4}, 0, 0, N));
}

TEST_CASE("kalah 1.3 (capture=standard): a non-empty facing hole is taken with the sowing seed")
{
    const Variant v = kalah(false);
    Position p = pos({1, 0, 4, 4, 4, 4}, {4, 4, 4, 4, 7, 4}, 0, 0);
    move(v, p, 1);
    CHECK(p == pos({0, 0, 4, 4, 4, 4}, {4, 4, 4, 4, 0, 4}, 8, 0, N));
}

TEST_CASE("kalah 1.3: no capture in an opponent's empty hole or an own non-empty hole")
{
    for (const bool empty : {true, false}) {
        const Variant v = kalah(empty);
        // South 6 (2 seeds): the store, then the empty North 1, which stays North's.
        Position p = pos({1, 1, 1, 1, 1, 2}, {0, 3, 3, 3, 3, 3}, 0, 0);
        move(v, p, 6);
        CHECK(p == pos({1, 1, 1, 1, 1, 0}, {1, 3, 3, 3, 3, 3}, 1, 0, N));
        // South 1 (1 seed) into South 2 that held 1: it holds 2, no capture.
        Position q = pos({1, 1, 1, 1, 1, 2}, {0, 3, 3, 3, 3, 3}, 0, 0);
        move(v, q, 1);
        CHECK(q == pos({0, 2, 1, 1, 1, 2}, {0, 3, 3, 3, 3, 3}, 0, 0, N));
    }
}

TEST_CASE("kalah 1.4: a sowing that earned another move but empties the mover's side ends the game")
{
    const Variant v = kalah();
    // South 6 (1 seed) into the store: 21; South's side is empty, so North adds
    // its 2 + 3 to its store: 28. South stays to move (§5a); North wins.
    Position p = pos({0, 0, 0, 0, 0, 1}, {2, 3, 0, 0, 0, 0}, 20, 23);
    const Trace t = move(v, p, 6);
    CHECK(p == pos({0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}, 21, 28, S));
    const Trace expected = {pickUp(S, 5, 1), drop(S, Place::storeOf(S)), Event::extraMove(S),
                            sweep(N, 0, 2), sweep(N, 1, 3), Event::gameEnds(Outcome::North, S)};
    CHECK(t == expected);
    CHECK(status(v, p) == Status{true, Outcome::North});
    DecisionList list;
    legalDecisions(v, p, list);
    CHECK(list.empty());
}

TEST_CASE("kalah 1.4: a sowing that empties the opponent's side ends the game, each side to its owner")
{
    const Variant v = kalah();
    // South 1 into the empty South 2, facing North 5 (2): 10 + 3 = 13. North's
    // side is now empty: South adds its own 3 (South 6): 16. North keeps 10.
    Position p = pos({1, 0, 0, 0, 0, 3}, {0, 0, 0, 0, 2, 0}, 10, 10);
    const Trace t = move(v, p, 1);
    CHECK(p == pos({0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}, 16, 10, N));
    REQUIRE(t.size() == 7);
    CHECK(t[4] == Event::turnPasses(N));
    CHECK(t[5] == sweep(S, 5, 3));
    CHECK(t[6] == Event::gameEnds(Outcome::South, N));
    CHECK(status(v, p) == Status{true, Outcome::South});
}

TEST_CASE("kalah 1.4: a sowing that empties the mover's own side ends the game")
{
    const Variant v = kalah();
    // South 6 (2 seeds): store 1, North 1 (1 -> 2). South's side is empty:
    // North adds 2 + 1 + 1 + 1 + 1 + 1 = 7.
    Position p = pos({0, 0, 0, 0, 0, 2}, {1, 1, 1, 1, 1, 1}, 0, 0);
    move(v, p, 6);
    CHECK(p == pos({0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}, 1, 7, N));
    CHECK(status(v, p) == Status{true, Outcome::North});
}

TEST_CASE("kalah 1.4 and 5a: a given position with an empty side is over at once")
{
    const Variant v = kalah();
    Position p = pos({0, 0, 0, 0, 0, 0}, {1, 2, 0, 0, 0, 0}, 5, 4);
    DecisionList list;
    legalDecisions(v, p, list);
    CHECK(list.empty());
    CHECK_FALSE(isLegal(v, p, Decision::sow(0)));
    CHECK(status(v, p) == Status{true, Outcome::North}); // judged as after the sweep: 5 against 7
    const Position given = p;
    Trace t;
    settle(v, p, &t);
    CHECK(p == pos({0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}, 5, 7, S));
    CHECK(replay(given, t) == p);
    CHECK(t == Trace{sweep(N, 0, 1), sweep(N, 1, 2), Event::gameEnds(Outcome::North, S)});
    // Idempotent: a settled position stays as it is, without events.
    Trace again;
    settle(v, p, &again);
    CHECK(again.empty());
    CHECK(p == pos({0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}, 5, 7, S));
    // A position with both sides holding seeds is not touched.
    Position q = pos({0, 0, 1, 0, 0, 0}, {1, 0, 0, 0, 0, 0}, 0, 0);
    const Position before = q;
    settle(v, q);
    CHECK(q == before);
    CHECK_FALSE(status(v, q).over);
}

TEST_CASE("kalah 1.5: more seeds in store wins, equal is a draw")
{
    const Variant v = kalah();
    const auto empty = std::initializer_list<int>{0, 0, 0, 0, 0, 0};
    CHECK(status(v, pos(empty, empty, 25, 23)) == Status{true, Outcome::South});
    CHECK(status(v, pos(empty, empty, 10, 38)) == Status{true, Outcome::North});
    CHECK(status(v, pos(empty, empty, 24, 24)) == Status{true, Outcome::Draw});
    CHECK(status(v, startPosition(v, S)) == Status{false, Outcome::None});
}

TEST_CASE("kalah 5a: protected holes are never chosen and are skipped when sowing")
{
    const Variant v = kalah();
    // South 3 (3 seeds) skips the protected South 4: South 5, South 6, the store.
    Position p = pos({1, 0, 3, P, 0, 0}, {1, 1, 1, 1, 1, 1}, 0, 0);
    DecisionList list;
    legalDecisions(v, p, list);
    REQUIRE(list.size() == 2);
    CHECK(list[0] == Decision::sow(0));
    CHECK(list[1] == Decision::sow(2));
    CHECK_FALSE(isLegal(v, p, Decision::sow(3)));
    move(v, p, 3);
    CHECK(p == pos({1, 0, 0, P, 1, 1}, {1, 1, 1, 1, 1, 1}, 1, 0, S));

    // South 6 (3 seeds): the store, then North 2 and 3 (North 1 is protected).
    Position q = pos({1, 1, 1, 1, 1, 3}, {P, 3, 3, 3, 3, 3}, 0, 0);
    move(v, q, 6);
    CHECK(q == pos({1, 1, 1, 1, 1, 0}, {P, 4, 4, 3, 3, 3}, 1, 0, N));
}

TEST_CASE("kalah 5a: a lap past a protected hole is one place shorter and still ends in its start hole")
{
    const Variant v = kalah();
    // 12 places from South 1: South 2, 4, 5, 6, store, North 1..6, South 1.
    // The last seed makes South 1 hold 1: capture with North 6 (2): 1 + 1 + 2 = 4.
    Position p = pos({12, 1, P, 1, 1, 1}, {1, 1, 1, 1, 1, 1}, 0, 0);
    move(v, p, 1);
    CHECK(p == pos({0, 2, P, 2, 2, 2}, {2, 2, 2, 2, 2, 0}, 4, 0, N));
}

TEST_CASE("kalah 5a (capture=empty): a capture facing a protected hole takes only the sowing seed")
{
    const Variant v = kalah(true);
    Position p = pos({1, 0, 4, 4, 4, 4}, {4, 4, 4, 4, P, 4}, 0, 0);
    move(v, p, 1);
    CHECK(p == pos({0, 0, 4, 4, 4, 4}, {4, 4, 4, 4, P, 4}, 1, 0, N));
}

TEST_CASE("kalah 5a (capture=standard): a capture facing a protected hole takes nothing")
{
    const Variant v = kalah(false);
    Position p = pos({1, 0, 4, 4, 4, 4}, {4, 4, 4, 4, P, 4}, 0, 0);
    move(v, p, 1);
    CHECK(p == pos({0, 1, 4, 4, 4, 4}, {4, 4, 4, 4, P, 4}, 0, 0, N));
}

TEST_CASE("kalah 5a: a side with only protected and empty holes is an empty side")
{
    const Variant v = kalah();
    // South 6 (1 seed) into the store; South's other holes are protected or
    // empty, so the game ends and North adds its 6 seeds.
    Position p = pos({P, 0, P, 0, 0, 1}, {1, 1, 1, 1, 1, 1}, 3, 4);
    move(v, p, 6);
    CHECK(p == pos({P, 0, P, 0, 0, 0}, {0, 0, 0, 0, 0, 0}, 4, 10, S));
    CHECK(status(v, p) == Status{true, Outcome::North});
}

TEST_CASE("kalah option holes=4: hole i faces the opponent's hole 5-i, laps are 9 places")
{
    const Variant v = kalah(true, 4, 4);
    // South 1 into the empty South 2, facing North 3 (5 seeds): 1 + 5 = 6.
    Position p = pos({1, 0, 2, 2}, {2, 2, 5, 2}, 0, 0);
    move(v, p, 1);
    CHECK(p == pos({0, 0, 2, 2}, {2, 2, 0, 2}, 6, 0, N));
    // 9 places from South 1: South 2..4, store, North 1..4, South 1 (captures
    // with North 4: 1 + 1 + 2 = 4).
    Position q = pos({9, 0, 0, 0}, {1, 1, 1, 1}, 0, 0);
    move(v, q, 1);
    CHECK(q == pos({0, 1, 1, 1}, {2, 2, 2, 0}, 4, 0, N));
}

TEST_CASE("kalah option holes=1: the single hole faces the single hole")
{
    const Variant v = kalah(true, 1, 3);
    // South 1 (3 seeds): store, North 1 (4), South 1 (emptied, now 1): capture
    // with North 1: 1 + 1 + 4 = 6. Both sides are empty: South wins 6-0.
    Position p = startPosition(v, S);
    move(v, p, 1);
    CHECK(p == pos({0}, {0}, 6, 0, N));
    CHECK(status(v, p) == Status{true, Outcome::South});
}

TEST_CASE("kalah: play with and without a trace agree and replay() of the trace gives the same, seeds are conserved")
{
    std::mt19937 rng(12345);
    for (int game = 0; game < 300; ++game) {
        const Variant v = kalah(game % 2 == 0, 1 + game % 6, 1 + (game / 6) % 6);
        Position p = startPosition(v, game % 3 == 0 ? N : S);
        if (game % 5 == 0 && v.holes > 1) { // a match-play board: one protected hole each side
            p.protectedMask = {static_cast<std::uint16_t>(1u << (game % v.holes)), static_cast<std::uint16_t>(1u << ((game + 1) % v.holes))};
            p.pits[0][game % v.holes] = 0;
            p.pits[1][(game + 1) % v.holes] = 0;
        }
        p = playRandomChecked(v, p, 400, rng);
        CHECK(status(v, p).over);
    }
}
