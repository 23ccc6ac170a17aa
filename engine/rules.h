#pragma once
// The rules of the four games behind one interface. Each game implements the
// same functions in namespace semina::<game> (engine/rules/<game>.{h,cpp});
// these dispatch on Variant::game.
//
// Contract shared by every game:
// - startPosition: the new-game position (omweso: set-up phase, `starter` places first).
// - legalDecisions: the legal decisions now, sorted by hole, ccw before cw;
//   empty when the game/round is over. During omweso set-up: exactly one
//   Decision of Kind::Setup with all counts 0, a stand-in for "any set-up".
//   Honours the turn limit (docs/rules.md §5): a decision whose turn cannot end
//   within `lapsLeft` laps is not offered.
// - isLegal: exact legality of one decision within `lapsLeft` laps (set-ups
//   checked by their sum).
// - play: plays a decision legal within `lapsLeft` (precondition), appending
//   events to `trace` when it is not null, then settles the result (below).
//   Returns the laps it sowed (game.h says what counts as a lap). Heap-free
//   when trace is null.
//
// The turn budget: a Position carries no lap count, so `lapsLeft` says how
// many laps the current turn may still sow; the default, a whole turn
// (kMaxLapsPerTurn), judges a position as if its turn had just begun. A
// caller that plays a turn through (Game, the AI's search, self-play) passes
// what is left. Kalah and Mankala decisions sow one lap each and have no
// limit (docs/rules.md §5): they ignore it.
// - settle: judges a position at once (docs/rules.md §5a): if it is over by the
//   game's empty-side / no-move rule, applies that rule's end sweep. Idempotent.
// - status: over or not and the winner, for a settled position, not counting
//   repetition (the Game class counts repetitions).
// - endByRepetition: applies the third-repetition rule's effect to the board
//   (mankala/aliguli: each player takes the seeds on their own side; omweso:
//   nothing, a draw; kalah: never happens).

#include "engine/decision.h"
#include "engine/position.h"
#include "engine/trace.h"
#include "engine/variant.h"

namespace semina {

constexpr int kMaxLapsPerTurn = 1000;

struct Status {
    bool over = false;
    Outcome winner = Outcome::None;
    bool operator==(const Status&) const = default;
};

Position startPosition(const Variant& v, Side starter = Side::South);
void legalDecisions(const Variant& v, const Position& p, DecisionList& out, int lapsLeft = kMaxLapsPerTurn);
bool isLegal(const Variant& v, const Position& p, const Decision& d, int lapsLeft = kMaxLapsPerTurn);
int play(const Variant& v, Position& p, const Decision& d, Trace* trace = nullptr, int lapsLeft = kMaxLapsPerTurn);
void settle(const Variant& v, Position& p, Trace* trace = nullptr);
Status status(const Variant& v, const Position& p);
void endByRepetition(const Variant& v, Position& p, Trace* trace = nullptr);

// Outcome by comparing stores/stocks (kalah, mankala, aliguli).
Outcome compareStores(const Position& p);

} // namespace semina
