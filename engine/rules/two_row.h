#pragma once
// What the two-row games share (docs/rules.md §1, §2, §3, §5a): the start
// position, the empty-side check and the end sweep (kalah, mankala, aliguli),
// and the one-lap sowing of the games with stores (kalah, mankala). Not part of
// the rules interface.
//
// A lap of sow() goes ccw from the hole after the start hole: the mover's
// holes to their right, the mover's store (kalah only), the opponent's holes
// from the opponent's left, then the mover's holes from their left up to and
// including the start hole (a lap never skips its starting hole). Protected
// holes are skipped as if absent; the opponent's store is never sown into.

#include "engine/decision.h"
#include "engine/position.h"
#include "engine/trace.h"
#include "engine/variant.h"

namespace semina::two_row {

// Where the last seed of a sowing fell. hole == kStore: the mover's store.
struct Landing {
    static constexpr int kStore = -1;
    Side side = Side::South;
    int hole = kStore;
};

// Sows all seeds of the mover's (non-empty, unprotected) hole `hole` of a board
// with `holes` holes per row. Emits PickUp and one Drop per seed when `trace`
// is set; without a trace it adds whole laps at once and never allocates.
Landing sow(Position& p, int holes, Side mover, int hole, bool intoOwnStore, Trace* trace);

// True when no hole of `s` holds a seed (protected holes hold none). Inline:
// the searches ask this at every node.
inline bool sideEmpty(const Position& p, int holes, Side s)
{
    for (int h = 0; h < holes; ++h)
        if (p.pit(s, h) != 0)
            return false;
    return true;
}
// Kalah's rule 4 and aliguli's rule 5: either side has no seed left.
inline bool anySideEmpty(const Position& p, int holes)
{
    return sideEmpty(p, holes, Side::South) || sideEmpty(p, holes, Side::North);
}
inline bool boardEmpty(const Position& p, int holes)
{
    return sideEmpty(p, holes, Side::South) && sideEmpty(p, holes, Side::North);
}

// Moves every seed on the board into a store, one Sweep event per non-empty
// hole (protected ones too, so that no seed is ever lost): into the hole
// owner's store (aliguli: stock) when `receiver` is null, otherwise into the
// store of *receiver.
void sweep(Position& p, int holes, const Side* receiver, Trace* trace);

// The end of a game with stores: the sweep, then GameEnds with the result of
// the stores (the player to move is kept).
void endGame(Position& p, int holes, const Side* receiver, Trace* trace);

// The result of the stores as it will be after the sweep, without sweeping.
Outcome resultAfterSweep(const Position& p, int holes, const Side* receiver);

// The start of a two-row game: `v.seeds` in every hole, stores empty.
Position startPosition(const Variant& v, Side starter);

// Kalah and Mankala, the games of one sowing a decision:
// - the decisions of the player to move: a sowing from each of their
//   unprotected holes that holds seeds;
void sowings(const Variant& v, const Position& p, DecisionList& out);
// - the turn passes to the other player (TurnPasses);
void passTurn(Position& p, Trace* trace);
// - the end of the game when `ended`: the sweep (into `receiver`'s store,
//   or each hole's owner's when null) and GameEnds. `announce` false (a
//   position settled, not a sowing): nothing when the board is already empty.
void endWhen(bool ended, const Variant& v, Position& p, const Side* receiver, Trace* trace, bool announce);

} // namespace semina::two_row
