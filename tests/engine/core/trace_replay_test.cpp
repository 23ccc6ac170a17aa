// replay(): the events of a decision, applied to the old position, give the new
// one (engine/trace.h). These traces are built by hand; selfplay_test checks
// replay against the real rules for every decision of many games.
#include "engine/notation.h"
#include "engine/trace.h"
#include "tests/engine/support/notation_test_support.h"

#include <catch2/catch.hpp>

using namespace semina;
using test::parsed;

namespace {

const Side S = Side::South; // the mover of every trace here
const Side N = Side::North;

Event drop(Place to) { return Event::drop(to, S); }

} // namespace

TEST_CASE("replay: kalah hole 3 from the start drops into 4, 5, 6 and the store")
{
    const Variant v = defaultVariant(GameId::Kalah);
    const Position start = parsed(v, "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S");
    const Trace t = {
        Event::pickUp(Place::holeOf(S, 2), 4, S),
        drop(Place::holeOf(S, 3)),
        drop(Place::holeOf(S, 4)),
        drop(Place::holeOf(S, 5)),
        drop(Place::storeOf(S)),
        Event::extraMove(S),
    };
    CHECK(printPosition(v, replay(start, t)) == "4,4,0,5,5,5/4,4,4,4,4,4/1,0/S");
}

TEST_CASE("replay: a capture to the store and the turn passing")
{
    const Variant v = defaultVariant(GameId::Kalah);
    // South sows hole 1 (1 seed) into the empty hole 2 and captures it with
    // North's facing hole 5 (10 seeds): 11 to South's store.
    const Position p = parsed(v, "1,0,3,0,0,1/3,3,3,3,10,3/0,0/S");
    const Trace t = {
        Event::pickUp(Place::holeOf(S, 0), 1, S),
        drop(Place::holeOf(S, 1)),
        Event::capture(Place::holeOf(S, 1), Place::storeOf(S), 1, S),
        Event::capture(Place::holeOf(N, 4), Place::storeOf(S), 10, S),
        Event::turnPasses(N),
    };
    CHECK(printPosition(v, replay(p, t)) == "0,0,3,0,0,1/3,3,3,3,0,3/11,0/N");
}

TEST_CASE("replay: an end sweep moves each side's seeds to its store")
{
    const Variant v = defaultVariant(GameId::Kalah);
    const Position p = parsed(v, "0,0,0,0,0,0/1,2,0,0,0,0/5,4/S");
    const Trace t = {
        Event::sweep(Place::holeOf(N, 0), 1, N),
        Event::sweep(Place::holeOf(N, 1), 2, N),
        Event::gameEnds(Outcome::North, S),
    };
    CHECK(printPosition(v, replay(p, t)) == "0,0,0,0,0,0/0,0,0,0,0,0/5,7/S");
}

TEST_CASE("replay: aliguli second sowing due, then passed on")
{
    const Variant v = defaultVariant(GameId::AliGuli);
    const Position p = parsed(v, "1,0,0,0,0,0,0/0,0,0,0,0,0,2/0,0/S");
    // South sows hole 1 ccw into hole 2; the next hole 3 is empty: saada,
    // capturing hole 4 (empty) and its facing North hole 4 (empty): nothing.
    Trace t = {
        Event::pickUp(Place::holeOf(S, 0), 1, S),
        drop(Place::holeOf(S, 1)),
        Event::secondSowing(S),
    };
    const Position mid = replay(p, t);
    CHECK(printPosition(v, mid) == "0,1,0,0,0,0,0/0,0,0,0,0,0,2/0,0/S/sowing=2");
    // The second sowing: hole 2 into hole 3, then the turn passes.
    const Trace t2 = {
        Event::pickUp(Place::holeOf(S, 1), 1, S),
        drop(Place::holeOf(S, 2)),
        Event::turnPasses(N),
    };
    CHECK(printPosition(v, replay(mid, t2)) == "0,0,1,0,0,0,0/0,0,0,0,0,0,2/0,0/N");
    // A round ending on the first sowing leaves no second sowing due.
    t.push_back(Event::turnPasses(N));
    t.push_back(Event::roundEnds(Outcome::None, S));
    CHECK_FALSE(replay(p, t).secondSowingDue);
}

TEST_CASE("replay: omweso set-up places seeds and ends the phase when count is 1")
{
    const Variant v = defaultVariant(GameId::Omweso);
    const std::string empty = "0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0";
    const Position p = parsed(v, empty + "/" + empty + "/0,0/S/phase=setup");
    Trace south;
    for (int i = 0; i < 16; ++i)
        south.push_back(Event::place(Place::holeOf(S, i), 2));
    south.push_back(Event::setupDone(S, false));
    south.push_back(Event::turnPasses(N));
    const Position afterSouth = replay(p, south);
    const std::string twos = "2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2";
    CHECK(printPosition(v, afterSouth) == twos + "/" + empty + "/0,0/N/phase=setup");

    Trace north;
    north.push_back(Event::place(Place::holeOf(N, 0), 32));
    north.push_back(Event::setupDone(N, true));
    north.push_back(Event::turnPasses(S));
    CHECK(printPosition(v, replay(afterSouth, north)) == twos + "/32,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0/0,0/S");
}

TEST_CASE("replay: omweso capture into the hand, a pending choice, and its resolution")
{
    const Variant v = defaultVariant(GameId::Omweso);
    // South starts from hole 15 (2 seeds) ccw: holes 16 and 1. Hole 1 is outer,
    // so say it relays: the 2 seeds of hole 1 are picked up and a choice is due
    // after hole 1 (hand 2). Hand-built: the events, not the rules, are tested.
    const Position p = parsed(v, "1,0,0,0,0,0,0,0,0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0/0,0/S");
    const Trace t = {
        Event::pickUp(Place::holeOf(S, 14), 2, S),
        drop(Place::holeOf(S, 15)),
        drop(Place::holeOf(S, 0)),
        Event::relayPickUp(Place::holeOf(S, 0), 2, S),
        Event::choicePending(Place::holeOf(S, 0), 2, S),
    };
    const Position pending = replay(p, t);
    CHECK(printPosition(v, pending) == "0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0/0,0/S/from=1;hand=2");

    // cw: 16 and 15; then North's 9 and 8 captured into the hand and sown on.
    const Trace t2 = {
        Event::choiceMade(Dir::Cw, S),
        drop(Place::holeOf(S, 15)),
        drop(Place::holeOf(S, 14)),
        Event::capture(Place::holeOf(N, 8), Place::hand(S), 1, S),
        Event::capture(Place::holeOf(N, 7), Place::hand(S), 1, S),
        drop(Place::holeOf(S, 1)),
        drop(Place::holeOf(S, 2)),
        Event::turnPasses(N),
    };
    CHECK(printPosition(v, replay(pending, t2)) == "0,1,1,0,0,0,0,0,0,0,0,0,0,0,1,2/0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0/0,0/N");
}
