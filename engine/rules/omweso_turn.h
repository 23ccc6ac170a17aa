#pragma once
// Playing the laps of an Omweso turn onto a position, with its trace events
// (engine/trace.h), up to the end of the turn or a direction choice that is due.

#include "engine/trace.h"
#include "engine/rules/omweso_lap.h"

namespace semina::omweso {

// Plays laps from s onto p (the mover is p.toMove), the first in direction
// `first`, with `budget` laps left in the turn (docs/rules.md §5). The caller has
// emitted the event that put the first lap's seeds in hand (PickUp or
// ChoiceMade) and started a search context (newSearch) for p.
//
// At a later choice point (rule 6 allows cw: an aloka hole, a capturing cw
// lap) both directions are checked against the laps left: both legal -> the
// turn stops there (p.pendingFrom/pendingHand, ChoicePending); one legal ->
// it is played at once, with a ChoiceMade event naming it. Laps that rule 6
// leaves ccw get no event. When the turn ends (4a) the turn passes
// (TurnPasses). Heap-free when trace is null.
//
// Returns the laps sown (each sowLap: the first lap, each relay, each
// re-sowing of captured seeds; docs/rules.md §5). A lap whose seeds are left in
// hand at a pending choice is not sown yet: it counts in the decision that
// resolves the choice.
//
// Precondition: the first lap is legal, i.e. canFinishWith(v, s, first,
// budget). Then every lap played keeps a way to end in time, so the turn
// ends within `budget` laps. (If the precondition is broken, the turn is cut
// off after `budget` laps rather than run on forever.)
int playLaps(const Variant& v, Position& p, TurnState s, Dir first, int budget, Trace* trace);

} // namespace semina::omweso
