#pragma once
// Sowing and end sweeps shared by the two-row games with stores: kalah and
// mankala (rules.md §1, §2, §5a). Not part of the rules interface.
//
// A lap goes ccw from the hole after the start hole: the mover's holes to
// their right, the mover's store (kalah only), the opponent's holes from the
// opponent's left, then the mover's holes from their left up to and including
// the start hole (a lap never skips its starting hole). Protected holes are
// skipped as if absent; the opponent's store is never sown into.

#include "engine/position.h"
#include "engine/trace.h"
#include "engine/variant.h"

namespace semina::sow2row {

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

// True when no hole of `s` holds a seed (protected holes hold none).
bool sideEmpty(const Position& p, int holes, Side s);

// Moves every seed on the board into a store, one Sweep event per non-empty
// hole: into the hole owner's store when `receiver` is null, otherwise into
// the store of *receiver.
void sweep(Position& p, int holes, const Side* receiver, Trace* trace);

// Appends one event when `trace` is set.
void emit(Trace* trace, EventType type, Place from, Place to, int count, Side side,
          Outcome outcome = Outcome::None);

// The start of a two-row game: `v.seeds` in every hole, stores empty.
Position startPosition(const Variant& v, Side starter);

} // namespace semina::sow2row
