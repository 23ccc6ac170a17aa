#pragma once
// The themes of a puzzle's answer (docs/puzzles.md "Themes"), read off the
// facts of its turn (engine/lesson/facts.h), and the immediate gain of a
// decision, which the obviousness rule and the rating weigh.

#include "engine/decision.h"
#include "engine/position.h"
#include "engine/variant.h"

#include <vector>

namespace semina::puzzle {

// A side's material: its store or stock minus the opponent's; in Omweso,
// which has none, the seeds on its side minus the opponent's.
int materialOf(const Variant& v, const Position& p, Side s);

// What playing d alone at p gains the mover in material (negative: loses).
int immediateGain(const Variant& v, const Position& p, const Decision& d, int lapsLeft);

// themeBit()s of the mover's turn `line` played from p (a turn start).
unsigned themesOf(const Variant& v, const Position& p, const std::vector<Decision>& line);

} // namespace semina::puzzle
