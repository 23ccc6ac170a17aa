#pragma once
// The rules with the laps left in the current turn (rules.md §5), for the AI:
// a Position carries no lap count, so the position-based rules (rules.h)
// judge a position in the middle of a turn as if none had been sown. A
// caller that knows the turn's laps so far (a Game: lapsLeft()) passes what
// is left; kalah and mankala have no limit and ignore it. Game (game.h)
// judges and plays with the same `...Within` entry points.

#include "decision.h"
#include "position.h"
#include "trace.h"
#include "variant.h"

namespace semina::ai {

// The legal decisions with `lapsLeft` laps left in the turn.
void legalDecisionsWithin(const Variant& v, const Position& p, int lapsLeft, DecisionList& out);
// Plays a decision legal within `lapsLeft`; returns the laps it sowed.
int playWithin(const Variant& v, Position& p, const Decision& d, int lapsLeft, Trace* trace = nullptr);

} // namespace semina::ai
