#pragma once
// The AI's evaluation of unfinished positions, one per game.
//
// Units: kSeed points per seed, from the point of view of the player to move
// (p.toMove). Every evaluation stays well inside +-kWinThreshold (ai/tt.h), so
// it never looks like a finished game.

#include "engine/position.h"
#include "engine/variant.h"

namespace semina::ai {

constexpr int kSeed = 10;

// Kalah, Mankala, Ali Guli Mane: a player with more than half of all seeds in
// their store / stock has won whatever happens next (the seeds that can still
// be won cannot change it). +1: the player to move has, -1: the opponent has,
// 0: not decided (and always 0 in omweso, which has no stores).
int decidedWinner(const Variant& v, const Position& p);

// The game-specific evaluation:
// - kalah: store difference; seeds on each side (they end in their owner's
//   store); extra moves and captures the player to move has at hand.
// - mankala: store difference; the best capture (a hole made 2 or 6) each
//   player has at hand, the mover's counting more; non-empty holes.
// - aliguli: stock difference; seeds in each row (the round's end sweeps them
//   to the row's owner); Saada threats (an empty hole followed by a loaded
//   hole and its facing hole); non-empty and protected holes.
// - omweso: seed material; capture threats across the centre; holes with
//   more than one seed (the moves left); aloka holes that can start a cw lap.
int evaluate(const Variant& v, const Position& p);

} // namespace semina::ai
