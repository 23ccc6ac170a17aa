// Mankala, capture on 2 or 6 (docs/rules.md §2 and the protected holes of §5a).
// Every expected board is worked out by hand from the rules.
// Board strings in comments: South holes 1..6 / North holes 1..6 / stores.
#include "engine/rules.h"
#include "tests/engine/support/two_row_test_support.h"

#include <catch2/catch.hpp>

#include <initializer_list>
#include <random>

using namespace semina;
using namespace semina::test;

namespace {

Variant mankala(bool anySide = true, int seeds = 4)
{
    Variant v = defaultVariant(GameId::Mankala);
    v.mankalaCaptureAnySide = anySide;
    v.seeds = seeds;
    return v;
}

const Side S = Side::South;
const Side N = Side::North;

} // namespace

TEST_CASE("mankala start: 4 seeds per hole, stores empty")
{
    CHECK(startPosition(mankala(), S) == pos({4, 4, 4, 4, 4, 4}, {4, 4, 4, 4, 4, 4}, 0, 0, S));
}

TEST_CASE("mankala option seeds=6: 6 seeds per hole, 72 in all")
{
    const Position p = startPosition(mankala(true, 6), S);
    CHECK(p == pos({6, 6, 6, 6, 6, 6}, {6, 6, 6, 6, 6, 6}, 0, 0, S));
    CHECK(totalSeeds(p, 6) == 72);
}

TEST_CASE("mankala 2.1: either player may start")
{
    const Variant v = mankala();
    CHECK(startPosition(v, N).toMove == N);
    Position p = startPosition(v, N);
    move(v, p, 1); // North 1 (4 seeds): North 2..5
    CHECK(p == pos({4, 4, 4, 4, 4, 4}, {0, 5, 5, 5, 5, 4}, 0, 0, S));
}

TEST_CASE("mankala 2.2: a move sows ccw round both rows, skipping the stores")
{
    const Variant v = mankala();
    Position p = startPosition(v, S);
    // South 6 (4 seeds): North 1..4 (no store between); North 4 now 5: no capture.
    const Trace t = move(v, p, 6);
    CHECK(p == pos({4, 4, 4, 4, 4, 0}, {5, 5, 5, 5, 4, 4}, 0, 0, N));
    const Trace expected = {pickUp(S, 5, 4), drop(S, Place::holeOf(N, 0)), drop(S, Place::holeOf(N, 1)),
                            drop(S, Place::holeOf(N, 2)), drop(S, Place::holeOf(N, 3)), Event::turnPasses(N)};
    CHECK(t == expected);
    // North 6 (3 seeds): South 1..3, past North's store.
    Position q = pos({3, 3, 3, 3, 3, 3}, {3, 3, 3, 3, 3, 3}, 0, 0, N);
    move(v, q, 6);
    CHECK(q == pos({4, 4, 4, 3, 3, 3}, {3, 3, 3, 3, 3, 0}, 0, 0, S));
}

TEST_CASE("mankala 2.2: a lap of 12 seeds does not skip its start hole")
{
    const Variant v = mankala(true);
    // 12 places from South 1: South 2..6, North 1..6, South 1 (now 1: no capture).
    Position p = pos({12, 0, 0, 0, 0, 0}, {3, 3, 3, 3, 3, 3}, 0, 0);
    move(v, p, 1);
    CHECK(p == pos({1, 1, 1, 1, 1, 1}, {4, 4, 4, 4, 4, 4}, 0, 0, N));
    // 13 seeds: the 13th goes on into South 2, which held 1: 2, captured.
    Position q = pos({13, 0, 0, 0, 0, 0}, {3, 3, 3, 3, 3, 3}, 0, 0);
    move(v, q, 1);
    CHECK(q == pos({1, 0, 1, 1, 1, 1}, {4, 4, 4, 4, 4, 4}, 2, 0, N));
}

TEST_CASE("mankala 2.3: 1 -> 2 and 5 -> 6 in the opponent's row are captured, under both capture-side options")
{
    for (const bool anySide : {true, false}) {
        const Variant v = mankala(anySide);
        // South 6 (1 seed) into North 1 (1 -> 2).
        Position p = pos({4, 4, 4, 4, 4, 1}, {1, 4, 4, 4, 4, 4}, 0, 0);
        const Trace t = move(v, p, 6);
        CHECK(p == pos({4, 4, 4, 4, 4, 0}, {0, 4, 4, 4, 4, 4}, 2, 0, N));
        REQUIRE(t.size() == 4);
        CHECK(t[2] == captured(S, Place::holeOf(N, 0), 2));
        // South 5 (3 seeds): South 6, North 1, North 2 (5 -> 6).
        Position q = pos({0, 0, 0, 0, 3, 0}, {4, 5, 0, 0, 0, 0}, 0, 0);
        move(v, q, 5);
        CHECK(q == pos({0, 0, 0, 0, 0, 1}, {5, 0, 0, 0, 0, 0}, 6, 0, N));
        // North captures into North's store: North 6 (1 seed) into South 1 (5 -> 6).
        Position r = pos({5, 1, 1, 1, 1, 1}, {1, 1, 1, 1, 1, 1}, 0, 0, N);
        move(v, r, 6);
        CHECK(r == pos({0, 1, 1, 1, 1, 1}, {1, 1, 1, 1, 1, 0}, 0, 6, S));
    }
}

TEST_CASE("mankala 2.3 (capture-side=any): 1 -> 2 and 5 -> 6 in the mover's own row are captured")
{
    const Variant v = mankala(true);
    // South 1 (2 seeds): South 2, South 3 (1 -> 2).
    Position p = pos({2, 0, 1, 4, 4, 4}, {4, 4, 4, 4, 4, 4}, 0, 0);
    move(v, p, 1);
    CHECK(p == pos({0, 1, 0, 4, 4, 4}, {4, 4, 4, 4, 4, 4}, 2, 0, N));
    // South 3 (2 seeds): South 4, South 5 (5 -> 6).
    Position q = pos({0, 0, 2, 0, 5, 4}, {4, 4, 4, 4, 4, 4}, 0, 0);
    move(v, q, 3);
    CHECK(q == pos({0, 0, 0, 1, 0, 4}, {4, 4, 4, 4, 4, 4}, 6, 0, N));
}

TEST_CASE("mankala 2.3 (capture-side=opponent): 2 or 6 in the mover's own row is not captured")
{
    const Variant v = mankala(false);
    Position p = pos({2, 0, 1, 4, 4, 4}, {4, 4, 4, 4, 4, 4}, 0, 0);
    move(v, p, 1);
    CHECK(p == pos({0, 1, 2, 4, 4, 4}, {4, 4, 4, 4, 4, 4}, 0, 0, N));
    Position q = pos({0, 0, 2, 0, 5, 4}, {4, 4, 4, 4, 4, 4}, 0, 0);
    move(v, q, 3);
    CHECK(q == pos({0, 0, 0, 1, 6, 4}, {4, 4, 4, 4, 4, 4}, 0, 0, N));
}

TEST_CASE("mankala 2.3: a last hole now holding 1, 3, 5 or 7 is not captured")
{
    for (const int before : {0, 2, 4, 6}) {
        const Variant v = mankala(true);
        Position p = pos({4, 4, 4, 4, 4, 1}, {before, 4, 4, 4, 4, 4}, 0, 0);
        move(v, p, 6);
        CHECK(p == pos({4, 4, 4, 4, 4, 0}, {before + 1, 4, 4, 4, 4, 4}, 0, 0, N));
    }
}

TEST_CASE("mankala 2.3: there is no chain capture")
{
    // Own row (capture-side=any): South 4 (2 seeds): South 5 (1 -> 2), South 6
    // (1 -> 2): only the last hole is taken.
    Position p = pos({0, 0, 0, 2, 1, 1}, {4, 4, 4, 4, 4, 4}, 0, 0);
    move(mankala(true), p, 4);
    CHECK(p == pos({0, 0, 0, 0, 2, 0}, {4, 4, 4, 4, 4, 4}, 2, 0, N));
    // Opponent's row (either option): South 6 (2 seeds): North 1 and 2, both 1 -> 2.
    for (const bool anySide : {true, false}) {
        Position q = pos({1, 0, 0, 0, 0, 2}, {1, 1, 0, 0, 0, 0}, 0, 0);
        move(mankala(anySide), q, 6);
        CHECK(q == pos({1, 0, 0, 0, 0, 0}, {2, 0, 0, 0, 0, 0}, 2, 0, N));
    }
}

TEST_CASE("mankala 2.4: the turn passes after every move, capture or not, no extra moves")
{
    const Variant v = mankala();
    Position p = pos({4, 4, 4, 4, 4, 1}, {1, 4, 4, 4, 4, 4}, 0, 0);
    const Trace t = move(v, p, 6); // captures North 1
    CHECK(p.toMove == N);
    CHECK(t.back() == Event::turnPasses(N));
    for (const Event& e : t)
        CHECK(e.type != EventType::ExtraMove);
    // A sowing that passes the mover's store end puts nothing in it.
    Position q = pos({0, 0, 0, 0, 0, 2}, {3, 3, 3, 3, 3, 3}, 0, 0);
    move(v, q, 6);
    CHECK(q == pos({0, 0, 0, 0, 0, 0}, {4, 4, 3, 3, 3, 3}, 0, 0, N));
}

TEST_CASE("mankala 2.5: when the player to move has no seed, all seeds on the board go to the other player")
{
    const Variant v = mankala();
    // South 1 (3 seeds): South 2..4. North is to move with nothing: South's 3
    // seeds go to South's store, 20 + 3 = 23 against 25: North wins.
    Position p = pos({3, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}, 20, 25);
    CHECK_FALSE(status(v, p).over); // South to move has seeds: play goes on
    const Trace t = move(v, p, 1);
    CHECK(p == pos({0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}, 23, 25, N));
    REQUIRE(t.size() == 9);
    CHECK(t[4] == Event::turnPasses(N));
    CHECK(t[5] == sweep(S, 1, 1));
    CHECK(t[8] == Event::gameEnds(Outcome::North, N));
    CHECK(status(v, p) == Status{true, Outcome::North});
    DecisionList list;
    legalDecisions(v, p, list);
    CHECK(list.empty());

    // South 6 (2 seeds) reaches North's row: North can move, play goes on.
    Position q = pos({0, 0, 0, 0, 0, 2}, {0, 0, 0, 0, 0, 0}, 20, 26);
    move(v, q, 6);
    CHECK(q == pos({0, 0, 0, 0, 0, 0}, {1, 1, 0, 0, 0, 0}, 20, 26, N));
    CHECK_FALSE(status(v, q).over);
}

TEST_CASE("mankala 2.5 and 5a: a given position whose mover has no seed is over at once")
{
    const Variant v = mankala();
    // South to move has nothing: North's 1 + 2 go to North's store.
    Position p = pos({0, 0, 0, 0, 0, 0}, {1, 2, 0, 0, 0, 0}, 10, 10);
    DecisionList list;
    legalDecisions(v, p, list);
    CHECK(list.empty());
    CHECK(status(v, p) == Status{true, Outcome::North});
    Trace t;
    settle(v, p, &t);
    CHECK(p == pos({0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}, 10, 13, S));
    CHECK(t.size() == 3);
    Trace again;
    settle(v, p, &again);
    CHECK(again.empty());
}

TEST_CASE("mankala 2.6: a third repetition ends the game, each player taking the seeds on their own side")
{
    const Variant v = mankala();
    Position p = pos({1, 0, 0, 0, 0, 2}, {0, 4, 0, 0, 0, 0}, 20, 21);
    const Position before = p;
    Trace t;
    endByRepetition(v, p, &t);
    CHECK(replay(before, t) == p);
    // South 20 + 1 + 2 = 23, North 21 + 4 = 25.
    CHECK(p == pos({0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}, 23, 25, S));
    const Trace expected = {sweep(S, 0, 1),
                            sweep(S, 5, 2),
                            sweep(N, 1, 4),
                            Event::gameEnds(Outcome::North, S)};
    CHECK(t == expected);
    CHECK(status(v, p) == Status{true, Outcome::North});
}

TEST_CASE("mankala 2.7: most seeds wins, equal is a draw")
{
    const Variant v = mankala();
    const auto empty = std::initializer_list<int>{0, 0, 0, 0, 0, 0};
    CHECK(status(v, pos(empty, empty, 30, 18)) == Status{true, Outcome::South});
    CHECK(status(v, pos(empty, empty, 18, 30, N)) == Status{true, Outcome::North});
    CHECK(status(v, pos(empty, empty, 24, 24)) == Status{true, Outcome::Draw});
    CHECK(status(v, startPosition(v, S)) == Status{false, Outcome::None});
}

TEST_CASE("mankala 5a: protected holes are never chosen and are skipped when sowing")
{
    const Variant v = mankala();
    // South 6 (3 seeds) skips the protected North 1: North 2..4 (3 -> 4, no capture).
    Position p = pos({1, 1, 1, 1, 1, 3}, {P, 3, 3, 3, 3, 3}, 0, 0);
    move(v, p, 6);
    CHECK(p == pos({1, 1, 1, 1, 1, 0}, {P, 4, 4, 4, 3, 3}, 0, 0, N));
    DecisionList list;
    legalDecisions(v, p, list);
    CHECK(list.size() == 5);
    CHECK_FALSE(isLegal(v, p, Decision::sow(0)));
}

TEST_CASE("mankala 5a: a lap past a protected hole is 11 places and still ends in its start hole")
{
    const Variant v = mankala(true);
    // 11 places from South 1: South 2..5, North 1..6, South 1 (now 1).
    Position p = pos({11, 0, 0, 0, 0, P}, {3, 3, 3, 3, 3, 3}, 0, 0);
    move(v, p, 1);
    CHECK(p == pos({1, 1, 1, 1, 1, P}, {4, 4, 4, 4, 4, 4}, 0, 0, N));
    // 12 seeds: on into South 2 (1 -> 2): captured.
    Position q = pos({12, 0, 0, 0, 0, P}, {3, 3, 3, 3, 3, 3}, 0, 0);
    move(v, q, 1);
    CHECK(q == pos({1, 0, 1, 1, 1, P}, {4, 4, 4, 4, 4, 4}, 2, 0, N));
}

TEST_CASE("mankala: play with and without a trace agree and replay() of the trace gives the same, seeds are conserved")
{
    std::mt19937 rng(777);
    for (int game = 0; game < 100; ++game) {
        const Variant v = mankala(game % 2 == 0, game % 4 < 2 ? 4 : 6);
        Position p = startPosition(v, game % 3 == 0 ? N : S);
        if (game % 5 == 0) {
            p.protectedMask = {static_cast<std::uint16_t>(1u << (game % 6)), static_cast<std::uint16_t>(1u << ((game + 2) % 6))};
            p.pits[0][game % 6] = 0;
            p.pits[1][(game + 2) % 6] = 0;
        }
        playRandomChecked(v, p, 300, rng);
    }
}
