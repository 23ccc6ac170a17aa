// replay(): the events of a decision, applied to the old position, give the new
// one (engine/trace.h). These traces are built by hand; selfplay_test checks
// replay against the real rules for every decision of many games.
#include "engine/notation.h"
#include "engine/trace.h"

#include <catch2/catch.hpp>

using namespace semina;

namespace {

Event ev(EventType type, Place from, Place to, int count, Side side = Side::South)
{
    Event e;
    e.type = type;
    e.from = from;
    e.to = to;
    e.count = count;
    e.side = side;
    return e;
}

Event drop(Place to) { return ev(EventType::Drop, {}, to, 1); }
Event sideEvent(EventType type, Side s) { return ev(type, {}, {}, 0, s); }

Position parsed(const Variant& v, const std::string& text)
{
    const PositionParse r = parsePosition(v, text);
    REQUIRE(r.ok());
    return r.position;
}

} // namespace

TEST_CASE("replay: kalah hole 3 from the start drops into 4, 5, 6 and the store")
{
    const Variant v = defaultVariant(GameId::Kalah);
    const Position start = parsed(v, "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S");
    const Trace t = {
        ev(EventType::PickUp, Place::holeOf(Side::South, 2), {}, 4),
        drop(Place::holeOf(Side::South, 3)),
        drop(Place::holeOf(Side::South, 4)),
        drop(Place::holeOf(Side::South, 5)),
        drop(Place::storeOf(Side::South)),
        sideEvent(EventType::ExtraMove, Side::South),
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
        ev(EventType::PickUp, Place::holeOf(Side::South, 0), {}, 1),
        drop(Place::holeOf(Side::South, 1)),
        ev(EventType::Capture, Place::holeOf(Side::South, 1), Place::storeOf(Side::South), 1),
        ev(EventType::Capture, Place::holeOf(Side::North, 4), Place::storeOf(Side::South), 10),
        sideEvent(EventType::TurnPasses, Side::North),
    };
    CHECK(printPosition(v, replay(p, t)) == "0,0,3,0,0,1/3,3,3,3,0,3/11,0/N");
}

TEST_CASE("replay: an end sweep moves each side's seeds to its store")
{
    const Variant v = defaultVariant(GameId::Kalah);
    const Position p = parsed(v, "0,0,0,0,0,0/1,2,0,0,0,0/5,4/S");
    Event end = sideEvent(EventType::GameEnds, Side::South);
    end.outcome = Outcome::North;
    const Trace t = {
        ev(EventType::Sweep, Place::holeOf(Side::North, 0), Place::storeOf(Side::North), 1),
        ev(EventType::Sweep, Place::holeOf(Side::North, 1), Place::storeOf(Side::North), 2),
        end,
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
        ev(EventType::PickUp, Place::holeOf(Side::South, 0), {}, 1),
        drop(Place::holeOf(Side::South, 1)),
        sideEvent(EventType::SecondSowing, Side::South),
    };
    const Position mid = replay(p, t);
    CHECK(printPosition(v, mid) == "0,1,0,0,0,0,0/0,0,0,0,0,0,2/0,0/S/sowing=2");
    // The second sowing: hole 2 into hole 3, then the turn passes.
    const Trace t2 = {
        ev(EventType::PickUp, Place::holeOf(Side::South, 1), {}, 1),
        drop(Place::holeOf(Side::South, 2)),
        sideEvent(EventType::TurnPasses, Side::North),
    };
    CHECK(printPosition(v, replay(mid, t2)) == "0,0,1,0,0,0,0/0,0,0,0,0,0,2/0,0/N");
    // A round ending on the first sowing leaves no second sowing due.
    t.push_back(sideEvent(EventType::TurnPasses, Side::North));
    t.push_back(sideEvent(EventType::RoundEnds, Side::South));
    CHECK_FALSE(replay(p, t).secondSowingDue);
}

TEST_CASE("replay: omweso set-up places seeds and ends the phase when count is 1")
{
    const Variant v = defaultVariant(GameId::Omweso);
    const std::string empty = "0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0";
    const Position p = parsed(v, empty + "/" + empty + "/0,0/S/phase=setup");
    Trace south;
    for (int i = 0; i < 16; ++i)
        south.push_back(ev(EventType::Place, {}, Place::holeOf(Side::South, i), 2));
    south.push_back(ev(EventType::SetupDone, {}, {}, 0, Side::South));
    south.push_back(sideEvent(EventType::TurnPasses, Side::North));
    const Position afterSouth = replay(p, south);
    const std::string twos = "2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2";
    CHECK(printPosition(v, afterSouth) == twos + "/" + empty + "/0,0/N/phase=setup");

    Trace north;
    north.push_back(ev(EventType::Place, {}, Place::holeOf(Side::North, 0), 32));
    north.push_back(ev(EventType::SetupDone, {}, {}, 1, Side::North));
    north.push_back(sideEvent(EventType::TurnPasses, Side::South));
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
        ev(EventType::PickUp, Place::holeOf(Side::South, 14), {}, 2),
        drop(Place::holeOf(Side::South, 15)),
        drop(Place::holeOf(Side::South, 0)),
        ev(EventType::RelayPickUp, Place::holeOf(Side::South, 0), {}, 2),
        ev(EventType::ChoicePending, Place::holeOf(Side::South, 0), {}, 2),
    };
    const Position pending = replay(p, t);
    CHECK(printPosition(v, pending) == "0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0/0,0/S/from=1;hand=2");

    // cw: 16 and 15; then North's 9 and 8 captured into the hand and sown on.
    Event made = ev(EventType::ChoiceMade, {}, {}, 0);
    made.dir = Dir::Cw;
    const Trace t2 = {
        made,
        drop(Place::holeOf(Side::South, 15)),
        drop(Place::holeOf(Side::South, 14)),
        ev(EventType::Capture, Place::holeOf(Side::North, 8), Place::hand(Side::South), 1),
        ev(EventType::Capture, Place::holeOf(Side::North, 7), Place::hand(Side::South), 1),
        drop(Place::holeOf(Side::South, 1)),
        drop(Place::holeOf(Side::South, 2)),
        sideEvent(EventType::TurnPasses, Side::North),
    };
    CHECK(printPosition(v, replay(pending, t2)) == "0,1,1,0,0,0,0,0,0,0,0,0,0,0,1,2/0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0/0,0/N");
}
