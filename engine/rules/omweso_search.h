#pragma once
// The turn limit of docs/rules.md §5 for omweso: can a turn still end within its
// laps, with the player choosing well at every later direction choice?
//
// Between two laps the next lap is forced ccw, except at a *choice point*:
// a lap from an aloka hole whose cw lap would capture (rule 6). A cw lap
// always captures, and a capture empties a facing column for the rest of the
// turn (it needs both holes non-empty), so any turn holds at most 8 cw laps.
// The search walks the forced ccw line first (at most `budget` laps); only
// if that line does not end in time does it walk the line again and try the
// cw lap at each choice point on it, recursively (depth <= 8).
//
// A memo of cw laps proven hopeless ("from this state the cw lap cannot end
// the turn within b laps", valid for every budget <= b) cuts repeats: a line
// that loops meets the same choice points again with less budget, and they
// cost nothing the second time. The memo is a fixed thread_local table, so
// searching never allocates.
//
// Work, counted in laps simulated (each O(16), independent of the seeds in
// hand). What is guaranteed:
// - a query meeting no choice point costs at most `budget` laps (one forced
//   line), a query whose forced line ends in time at most that line;
// - no query costs more than kSearchWorkLimit laps: choice points can in
//   principle multiply the work (up to 8 nested cw laps), so a query that
//   reaches the guard gives up and answers "cannot end". The engine thus
//   never plays an unproven path and never hangs, at the price of calling
//   such a decision illegal.
// Measured: random positions and hill-climbed adversarial ones stay below
// about 3,000 laps per query (tests/engine/rules/omweso_turn_limit_test.cpp).

#include "engine/rules/omweso_lap.h"

#include <cstdint>

namespace semina::omweso {

// The guard on one query's work, in laps (100 forced lines of the limit).
constexpr std::int64_t kSearchWorkLimit = 100'000;

// Starts a search context: forgets the memo. Call once per rules call, before
// the queries about one position (the TurnStates' `captured` masks must
// refer to that position's opponent board).
void newSearch();

// True when the lap in direction d from s is allowed by rule 6 and the turn
// can then end within `budget` laps, this lap included.
bool canFinishWith(const Variant& v, const TurnState& s, Dir d, int budget);

// Laps simulated by the queries since newSearch() (for tests and tuning).
std::int64_t searchWork();

} // namespace semina::omweso
