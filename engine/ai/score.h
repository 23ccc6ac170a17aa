#pragma once
// What search scores mean. A finished game is worth +-kWinScore plus (a
// multiple of) the final store difference (omweso: seed difference), always
// from the point of view of the player to move; evaluations of unfinished
// positions stay well inside +-kWinScore (ai/tt.h: kWinThreshold).

#include "engine/position.h"
#include "engine/variant.h"

namespace semina::ai {

constexpr int kWinScore = 100000;
constexpr int kInfinity = 1000000;

// The plain material difference for the player to move: the store
// difference (omweso: seeds on each side, a pending hand counting for the
// mover). A finished game's margin; the reference search's evaluation.
int materialDifference(const Variant& v, const Position& p);

} // namespace semina::ai
