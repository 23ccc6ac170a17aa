#pragma once
// Rules of `omweso` (rules.md). See ../rules.h for the contract of each function.

#include "../rules.h"

namespace semina::omweso {

Position startPosition(const Variant& v, Side starter);
void legalDecisions(const Variant& v, const Position& p, DecisionList& out);
bool isLegal(const Variant& v, const Position& p, const Decision& d);
void play(const Variant& v, Position& p, const Decision& d, Trace* trace);
void settle(const Variant& v, Position& p, Trace* trace);
Status status(const Variant& v, const Position& p);
void endByRepetition(const Variant& v, Position& p, Trace* trace);

// True when p (with pendingFrom/pendingHand set) is at a mid-turn direction
// choice that is really due: both directions legal, judged with the lap count at 0.
bool choiceDue(const Variant& v, const Position& p);

} // namespace semina::omweso
