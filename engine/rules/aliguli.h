#pragma once
// Rules of `aliguli` (rules.md). See ../rules.h for the contract of each function.

#include "../rules.h"

namespace semina::aliguli {

Position startPosition(const Variant& v, Side starter);
void legalDecisions(const Variant& v, const Position& p, DecisionList& out);
bool isLegal(const Variant& v, const Position& p, const Decision& d);
void play(const Variant& v, Position& p, const Decision& d, Trace* trace);
void settle(const Variant& v, Position& p, Trace* trace);
Status status(const Variant& v, const Position& p);
void endByRepetition(const Variant& v, Position& p, Trace* trace);

// play() for a caller that knows how many laps this turn has sown already
// (rules.md §5, both sowings together): d must be legal within `lapsLeft`
// (aliguli_turn.h: legalWithin / legalDecisionsWithin). Returns the laps
// sown: the first handful plus each relay pick-up (the Saada's capture is
// no lap). A decision that cannot be sown or does not end within lapsLeft
// is ignored (p unchanged, 0 returned).
int playWithin(const Variant& v, Position& p, const Decision& d, int lapsLeft, Trace* trace);

} // namespace semina::aliguli
