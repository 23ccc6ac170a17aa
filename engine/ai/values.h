#pragma once
// What each decision is worth (docs/architecture.md "engine/ai"): every
// legal decision of a position valued for the player to move, in seeds,
// by the search (ai/search.h scoreRoot: exact minimax values at a depth,
// full windows). A lesson's "near-best" goal judges a
// decision by it (engine/lesson/goal.h); deterministic for a position.

#include "engine/decision.h"
#include "engine/position.h"
#include "engine/rules.h"
#include "engine/variant.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace semina::ai {

struct DecisionValue {
    Decision decision;
    int seeds = 0; // the final seed difference expected after it, for the player to move
};

// A search score (ai/search.h, for the player to move) in seeds: a finished
// game's final store difference (omweso, which counts no margin: a win is
// worth every seed on the board, `total`); an evaluation rounded to seeds.
int scoreInSeeds(const Variant& v, int score, int total);

// Every decision legal within `lapsLeft` (a Game's lapsLeft()), best first,
// searched deeper and deeper within a fixed node budget: the values of the
// deepest depth whose every decision was scored within it (a short endgame:
// to its end). Empty when the game is over or in an Omweso set-up (whose
// arrangements it does not weigh).
std::vector<DecisionValue> decisionValues(const Variant& v, const Position& p, int lapsLeft = kMaxLapsPerTurn);

// The same search within `nodes` (and `stop`, set from another thread), not
// cached: the analysis board's estimates (engine/analysis). `depth`, when
// given, gets the depth (decisions) the values are of; empty when stopped
// before the first depth was complete.
std::vector<DecisionValue> decisionValuesWithin(const Variant& v, const Position& p, int lapsLeft, std::uint64_t nodes,
                                                const std::atomic<bool>* stop = nullptr, int* depth = nullptr);

} // namespace semina::ai
