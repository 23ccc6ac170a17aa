#pragma once
// Whether a position makes a puzzle (docs/puzzles.md "What qualifies"), and
// checking a puzzle again. Deterministic: node budgets only, one thread.

#include "engine/puzzle/puzzle.h"

#include <cstdint>
#include <vector>

namespace semina::puzzle {

enum class Reject : std::uint8_t {
    None,
    Decided,      // the game is over, or decided: a store or stock holds more than half the seeds
    NotTurnStart, // a second sowing, a direction choice or a set-up is due
    OneDecision,  // only one legal decision at the start of the turn
    Unsettled,    // Kalah: the solver did not finish within the limit
    NoClearBest,  // a step's best does not beat the second best by the margin
    Disagrees,    // the greater budget names another best, or a smaller margin
    Obvious,      // the best is the greedy decision and wins by a mile (docs/puzzles.md)
};

struct Verdict {
    Reject reason = Reject::None;
    Puzzle puzzle; // when reason == None
    bool ok() const { return reason == Reject::None; }
};

// Checks p with the spec (checkSpecFor(v.game) by default): the answer is
// the mover's turn, each decision the clear best where it is made, within
// both budgets when the values are estimates.
Verdict checkPosition(const Variant& v, const Position& p, const CheckSpec& spec);
Verdict checkPosition(const Variant& v, const Position& p);

// A shipped puzzle checked again with its own spec: the same answer, each
// step's best ahead by at least the margin. Within the stated budget only
// (spec.nodes) unless `recheck`, then within spec.recheckNodes too.
bool confirms(const Puzzle& puzzle, bool recheck = false);

// A decision and its value, best first (ties: the order of legalDecisions).
struct Valued {
    Decision decision;
    int value = 0;
};

// Every decision legal at p within lapsLeft, valued exactly (solver within
// `nodes` each; empty when one does not finish) or by the search within
// `nodes` (depth: its depth), best first.
std::vector<Valued> valuesAt(const Variant& v, const Position& p, int lapsLeft, bool exact, std::uint64_t nodes,
                             int* depth = nullptr);

} // namespace semina::puzzle
