#pragma once
// Ali Guli Mane turns and the turn limit (docs/rules.md §3.1, §3.5, §5).
//
// A turn sows at most kMaxLapsPerTurn laps, both sowings together. How the
// engine honours this with positions that carry no lap count:
// - A first sowing is legal only if it ends within the limit and, when a
//   second sowing is then due, some second sowing ends within the laps left.
//   So every legal first sowing leaves a second sowing that completes the turn
//   within the limit.
// - A position with the second sowing due (`sowing=2`) does not record the
//   laps of its first sowing: its lap count starts at 0 (§5, "a position given
//   in the middle of a turn"), so legalDecisions() with its default laps
//   left offers every second sowing that ends within the whole limit. A
//   caller that plays the whole turn and wants the strict remainder passes
//   the laps left to legalDecisions() / isLegal() / play() (engine/rules.h),
//   and play() returns the laps sown; Game (engine/game.h) does so.
// - A second sowing due with none legal (only possible in a given position):
//   the round ends as under rule 5, and the turn passes to the opponent, as
//   after a round that ends on a first sowing (§5a).

#include "engine/decision.h"
#include "engine/position.h"
#include "engine/variant.h"

namespace semina::aliguli {

// Rule 5: all active holes of either player are empty.
bool roundOver(const Variant& v, const Position& p);

// After a first sowing that captured `captured` seeds and left `after`.
bool secondSowingDue(const Variant& v, const Position& after, int captured);

// Legal with at most `lapsLeft` laps for the rest of the turn (docs/rules.md §5).
bool legalWithin(const Variant& v, const Position& p, const Decision& d, int lapsLeft);

// All decisions legal within `lapsLeft`, sorted by hole, ccw before cw; empty
// when the round is over.
void legalDecisionsWithin(const Variant& v, const Position& p, int lapsLeft, DecisionList& out);

// Stops at the first legal decision found.
bool hasLegalDecision(const Variant& v, const Position& p, int lapsLeft);

} // namespace semina::aliguli
