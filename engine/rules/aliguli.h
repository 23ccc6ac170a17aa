#pragma once
// Rules of `aliguli` (docs/rules.md §3). See engine/rules.h for the contract of each function.

#include "engine/rules.h"

namespace semina::aliguli {

Position startPosition(const Variant& v, Side starter);
void legalDecisions(const Variant& v, const Position& p, DecisionList& out, int lapsLeft);
bool isLegal(const Variant& v, const Position& p, const Decision& d, int lapsLeft);
int play(const Variant& v, Position& p, const Decision& d, Trace* trace, int lapsLeft);
void settle(const Variant& v, Position& p, Trace* trace);
Status status(const Variant& v, const Position& p);
void endByRepetition(const Variant& v, Position& p, Trace* trace);

// The turn limit (docs/rules.md §5) counts both sowings of a turn together
// (aliguli_turn.h). play returns the laps sown: the first handful plus each
// relay pick-up (the Saada's capture is no lap). A decision that cannot be
// sown or does not end within lapsLeft is ignored (p unchanged, 0 returned).

} // namespace semina::aliguli
