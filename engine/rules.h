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
//   Honours the turn limit (rules.md §5): a decision whose turn cannot end
//   within kMaxLapsPerTurn laps is not offered.
// - isLegal: exact legality of one decision (set-ups checked by their sum).
// - play: plays a legal decision (precondition), appending events to `trace`
//   when it is not null, then settles the result (below). Heap-free when
//   trace is null.
// - settle: judges a position at once (rules.md §5a): if it is over by the
//   game's empty-side / no-move rule, applies that rule's end sweep. Idempotent.
// - status: over or not and the winner, for a settled position, not counting
//   repetition (the Game class counts repetitions).
// - endByRepetition: applies the third-repetition rule's effect to the board
//   (mankala/aliguli: each player takes the seeds on their own side; omweso:
//   nothing, a draw; kalah: never happens).

#include "decision.h"
#include "position.h"
#include "trace.h"
#include "variant.h"

namespace semina {

constexpr int kMaxLapsPerTurn = 1000;

struct Status {
    bool over = false;
    Outcome winner = Outcome::None;
    bool operator==(const Status&) const = default;
};

Position startPosition(const Variant& v, Side starter = Side::South);
void legalDecisions(const Variant& v, const Position& p, DecisionList& out);
bool isLegal(const Variant& v, const Position& p, const Decision& d);
void play(const Variant& v, Position& p, const Decision& d, Trace* trace = nullptr);
void settle(const Variant& v, Position& p, Trace* trace = nullptr);
Status status(const Variant& v, const Position& p);
void endByRepetition(const Variant& v, Position& p, Trace* trace = nullptr);

// Outcome by comparing stores/stocks (kalah, mankala, aliguli).
Outcome compareStores(const Position& p);

} // namespace semina
