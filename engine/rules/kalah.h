#pragma once
// Rules of `kalah` (docs/rules.md §1). See engine/rules.h for the contract of each function.

#include "engine/rules.h"

namespace semina::kalah {

Position startPosition(const Variant& v, Side starter);
void legalDecisions(const Variant& v, const Position& p, DecisionList& out, int lapsLeft);
bool isLegal(const Variant& v, const Position& p, const Decision& d, int lapsLeft);
int play(const Variant& v, Position& p, const Decision& d, Trace* trace, int lapsLeft);
void settle(const Variant& v, Position& p, Trace* trace);
Status status(const Variant& v, const Position& p);
void endByRepetition(const Variant& v, Position& p, Trace* trace);

} // namespace semina::kalah
