#pragma once
// Rules of `omweso` (docs/rules.md §4). See engine/rules.h for the contract of each function.

#include "engine/rules.h"

namespace semina::omweso {

Position startPosition(const Variant& v, Side starter);
void legalDecisions(const Variant& v, const Position& p, DecisionList& out, int lapsLeft);
bool isLegal(const Variant& v, const Position& p, const Decision& d, int lapsLeft);
int play(const Variant& v, Position& p, const Decision& d, Trace* trace, int lapsLeft);
void settle(const Variant& v, Position& p, Trace* trace);
Status status(const Variant& v, const Position& p);
void endByRepetition(const Variant& v, Position& p, Trace* trace);

// The turn limit (docs/rules.md §5): with `lapsLeft` laps left in the turn, a
// direction is offered at a pending choice only if the turn can still end
// within them; play stops at a later choice point only if both directions
// can, and otherwise plays the one that can without asking. play returns the
// laps it sowed (omweso_turn.h: the first lap, each relay, each re-sowing of
// captured seeds; a lap left in hand at a pending choice counts in the
// decision that resolves the choice) and does nothing, returning 0, when
// lapsLeft < 1. Set-ups sow no laps.

// True when p (with pendingFrom/pendingHand set) is at a mid-turn direction
// choice that is really due: both directions legal, judged with the lap count at 0.
bool choiceDue(const Variant& v, const Position& p);

} // namespace semina::omweso
