#pragma once
// Omweso's free set-up (docs/rules.md §4): how many seeds a player places, and
// the even arrangement (the quick fill of the set-up panel, the reference
// search's set-up, scripted games).

#include "engine/decision.h"
#include "engine/position.h"
#include "engine/variant.h"

namespace semina {

// The seeds `s` places in the set-up phase (0 in a game without one).
int setupSeeds(const Variant& v, Side s);

// The set-up of the player to place (p.toMove), spreading their seeds as
// evenly as possible from hole 0 of the loop (32 seeds: two in every hole).
Decision evenSetup(const Variant& v, const Position& p);

} // namespace semina
