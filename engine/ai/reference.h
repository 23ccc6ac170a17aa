#pragma once
// A plain depth-limited negamax alpha-beta search: a reference for tests
// (the AI's own search is ai/search.h). Deterministic: the same position and
// depth give the same decision and node count.

#include "engine/decision.h"
#include "engine/position.h"
#include "engine/variant.h"

#include <cstdint>

namespace semina::ai {

struct SearchResult {
    Decision best;
    bool hasBest = false; // false when the game is over
    int value = 0;        // for the player to move, see ai/score.h
    std::uint64_t nodes = 0;
};

// Searches `depth` decisions ahead (every decision is one ply, also a second
// sowing, an extra move or a mid-turn choice; the score is negated only where
// the player to move changes), evaluating by materialDifference(). An omweso
// set-up is not searched: it returns evenSetup().
SearchResult search(const Variant& v, const Position& p, int depth);

} // namespace semina::ai
