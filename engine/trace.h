#pragma once
// The trace of a decision: the ordered events the game screen animates.
// The UI knows no rule: it replays these events one by one. replay() applies
// them to a copy of the old position and must give exactly the new position
// (a test checks this for every decision of many random games).

#include "engine/position.h"

#include <cstdint>
#include <vector>

namespace semina {

struct Place {
    enum class Kind : std::uint8_t { None, Hole, Store, Hand };
    Kind kind = Kind::None;
    Side side = Side::South; // owner of the hole / store; for Hand: the mover
    std::int8_t hole = 0;    // Kind::Hole: 0-based local hole of `side`

    static Place holeOf(Side s, int h) { return {Kind::Hole, s, static_cast<std::int8_t>(h)}; }
    static Place storeOf(Side s) { return {Kind::Store, s, 0}; }
    static Place hand(Side s) { return {Kind::Hand, s, 0}; }
    bool operator==(const Place&) const = default;
};

enum class Outcome : std::uint8_t { None, South, North, Draw };

enum class EventType : std::uint8_t {
    PickUp,        // `count` seeds from hole `from` into the hand (the first lap of a sowing)
    RelayPickUp,   // the same, as a relay pick-up (a later lap of the same sowing)
    Drop,          // one seed (count = 1) from the hand into `to` (hole or store)
    Capture,       // `count` seeds from hole `from` to `to` (a store/stock, or the hand in omweso)
    Sweep,         // end of game/round: `count` seeds from hole `from` to store `to`
    Place,         // omweso set-up: `count` seeds placed into hole `to` from the player's supply
    SetupDone,     // omweso: `side` has placed; the set-up phase ends when `count` = 1
    ChoicePending, // omweso: `count` seeds in hand, the next lap starts after hole `from`;
                   // the mover must choose a direction (sets from/hand of the position)
    ChoiceMade,    // omweso: the pending choice was resolved, direction `dir` (clears from/hand)
    SecondSowing,  // aliguli: `side` makes the second sowing of the turn next
    ExtraMove,     // kalah: `side` moves again
    TurnPasses,    // `side` is to move now (also after a set-up)
    RoundEnds,     // aliguli (and match play): the round ends, result `outcome`
    GameEnds,      // the game ends, result `outcome`
    Refill,        // match play, between rounds: `count` seeds from the store (stock) `from` into hole `to`
                   // of the same side (engine/match.h nextRound's trace; not part of a decision)
};

struct Event {
    EventType type = EventType::Drop;
    Place from;
    Place to;
    std::int32_t count = 0;
    Side side = Side::South;
    Dir dir = Dir::Ccw;
    Outcome outcome = Outcome::None;
    bool operator==(const Event&) const = default;

    // One factory per type; the fields a type leaves unnamed keep their
    // defaults. `dir` is the direction of the sowing where the game records it
    // (aliguli); the seeds taken up or dropped always go to / come from the
    // hand of `side`, the mover.
    static Event pickUp(Place from, int count, Side side, Dir dir = Dir::Ccw)
    {
        return {EventType::PickUp, from, Place::hand(side), count, side, dir};
    }
    static Event relayPickUp(Place from, int count, Side side, Dir dir = Dir::Ccw)
    {
        return {EventType::RelayPickUp, from, Place::hand(side), count, side, dir};
    }
    static Event drop(Place to, Side side, Dir dir = Dir::Ccw)
    {
        return {EventType::Drop, Place::hand(side), to, 1, side, dir};
    }
    static Event capture(Place from, Place to, int count, Side side)
    {
        return {EventType::Capture, from, to, count, side};
    }
    // Into the store of `receiver`.
    static Event sweep(Place from, int count, Side receiver)
    {
        return {EventType::Sweep, from, Place::storeOf(receiver), count, receiver};
    }
    // Into `to` from the supply of its owner.
    static Event place(Place to, int count) { return {EventType::Place, {}, to, count, to.side}; }
    static Event setupDone(Side side, bool phaseEnds)
    {
        return {EventType::SetupDone, {}, {}, phaseEnds ? 1 : 0, side};
    }
    // `hand` seeds in hand, the next lap starts after `after`.
    static Event choicePending(Place after, int hand, Side side)
    {
        return {EventType::ChoicePending, after, {}, hand, side};
    }
    static Event choiceMade(Dir dir, Side side) { return {EventType::ChoiceMade, {}, {}, 0, side, dir}; }
    static Event secondSowing(Side side) { return {EventType::SecondSowing, {}, {}, 0, side}; }
    static Event extraMove(Side side) { return {EventType::ExtraMove, {}, {}, 0, side}; }
    static Event turnPasses(Side side) { return {EventType::TurnPasses, {}, {}, 0, side}; }
    // `side`: the player to move when the round or game ended (omweso leaves
    // the default).
    static Event roundEnds(Outcome outcome, Side side = Side::South)
    {
        return {EventType::RoundEnds, {}, {}, 0, side, Dir::Ccw, outcome};
    }
    static Event gameEnds(Outcome outcome, Side side = Side::South)
    {
        return {EventType::GameEnds, {}, {}, 0, side, Dir::Ccw, outcome};
    }
    static Event refill(Side side, int hole, int count)
    {
        return {EventType::Refill, Place::storeOf(side), Place::holeOf(side, hole), count, side};
    }
};

using Trace = std::vector<Event>;

// Appends `e` when a trace is kept (rules play with or without one).
inline void appendEvent(Trace* trace, const Event& e)
{
    if (trace)
        trace->push_back(e);
}

// Applies the events to `p` (the position before the decision). Hand seeds are
// tracked internally; a pending hand is the position's pendingHand.
// What replay() does with each event, where the list above leaves it open:
// - the hand starts as p.pendingHand when a choice is pending, else empty;
//   Drop moves `count` seeds (always 1) from the hand;
// - ChoicePending sets from/hand and the hand to `count`; ChoiceMade only clears
//   from/hand (the seeds stay in hand for the drops that follow);
// - SecondSowing and ExtraMove set the player to move to `side` (SecondSowing
//   also sets secondSowingDue); TurnPasses sets it and clears secondSowingDue
//   and a pending choice; SetupDone never changes the player to move;
// - RoundEnds and GameEnds move no seed, but clear secondSowingDue and a
//   pending choice (nothing is due in a finished round or game).
Position replay(Position p, const Trace& events);

} // namespace semina
