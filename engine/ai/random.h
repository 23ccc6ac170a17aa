#pragma once
// Random play: a random set-up, a random legal decision, a random opening.
// Seeded and deterministic; for the random level, benchmarks and tests.

#include "engine/ai/rng.h"
#include "engine/decision.h"
#include "engine/position.h"
#include "engine/rules.h"
#include "engine/variant.h"

#include <cstdint>

namespace semina::ai {

// Each seed dropped into a uniformly random hole.
Decision randomSetup(const Variant& v, const Position& p, Rng& rng);
// A uniformly random legal decision (a random set-up during set-up), legal
// within `lapsLeft` laps left in the turn (docs/rules.md §5, engine/rules.h).
// Precondition: the position is not over.
Decision randomDecision(const Variant& v, const Position& p, Rng& rng, int lapsLeft = kMaxLapsPerTurn);
// The position after `plies` random decisions from the start, South first
// (seeded; omweso set-ups are evenSetup()). Stops early rather than end the
// game: the result is never over. For benchmarks and tests.
Position randomOpening(const Variant& v, int plies, std::uint64_t seed);

} // namespace semina::ai
