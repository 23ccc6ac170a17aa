#pragma once
// One lap of an Omweso turn (docs/rules.md §4, rules 3-6), on the mover's loop.
//
//   The mover's 16 holes, 0-based local numbers (position.h), seen by the mover,
//   with the opponent's holes facing each column (in the opponent's numbers):
//
//     opponent outer   [ 7][ 6][ 5][ 4][ 3][ 2][ 1][ 0]     facing column c:
//     opponent inner   [ 8][ 9][10][11][12][13][14][15]       inner 8+c, outer 7-c
//     mover inner      [15][14][13][12][11][10][ 9][ 8]
//     mover outer      [ 0][ 1][ 2][ 3][ 4][ 5][ 6][ 7]
//     column             0   1   2   3   4   5   6   7
//
//   ccw is +1 mod 16: along the outer row to the right, back along the inner
//   row. The aloka holes are columns 0 and 1: holes 0, 1, 15, 14.
//   (docs/rules.md's 1-based "column c faces the opponent's inner 8+c and outer
//   9-c" is, 0-based, inner 8+c and outer 7-c.)

#include "engine/variant.h"
#include "engine/position.h"

#include <array>
#include <cstdint>

namespace semina::omweso {

constexpr int kLoop = 16;

constexpr bool isInner(int h) { return h >= 8; }
constexpr bool isAloka(int h) { return h <= 1 || h >= 14; }
constexpr int columnOf(int h) { return h < 8 ? h : 15 - h; }
constexpr int facingInner(int column) { return 8 + column; }
constexpr int facingOuter(int column) { return 7 - column; }

// The hole k steps from `from` in direction d (k >= 0).
constexpr int holeAt(int from, int k, Dir d)
{
    const int h = (d == Dir::Ccw ? from + k : from - k) % kLoop;
    return h < 0 ? h + kLoop : h;
}

// A turn between two laps. The next lap sows `hand` seeds one per hole,
// starting with the hole after `anchor` (the start hole, the relay hole L, or
// S when re-sowing captured seeds).
struct TurnState {
    std::array<std::int32_t, kLoop> own{}; // the mover's holes
    std::array<std::int32_t, kLoop> opp{}; // the opponent's holes
    std::int32_t hand = 0;
    std::int8_t anchor = 0;
    // Bit c: the facing column of the mover's column c was captured since the
    // decision began. The opponent's holes only ever lose seeds by capture,
    // so with the decision's first position this mask names `opp` exactly
    // (the search memo keys on it instead of on 16 numbers).
    std::uint8_t captured = 0;
};

enum class LapEnd : std::uint8_t {
    Empty,   // 4a: the last hole holds 1 now, the turn ends
    Capture, // 4b
    Relay,   // 4c
};

struct Lap {
    LapEnd end = LapEnd::Empty;
    std::int8_t last = 0; // L, the hole of the last seed
};

// How the lap of s.hand (>= 1) seeds from s.anchor in direction d ends,
// judged after all its seeds are sown (docs/rules.md §5a), without sowing it.
Lap judgeLap(const Variant& v, const TurnState& s, Dir d);

// Sows that lap and loads the next one: after a capture the hand holds the
// captured seeds and the anchor stays (S); after a relay the hand holds L's
// seeds (L is emptied) and the anchor is L; after 4a the hand is 0.
Lap sowLap(const Variant& v, TurnState& s, Dir d);

// Rule 6: may the next lap go cw? (an aloka anchor, and the cw lap captures)
bool cwAllowed(const Variant& v, const TurnState& s);

// The state at the start of a turn from `hole`: its seeds in hand.
TurnState startOfTurn(const Position& p, int hole);
// The state at a pending mid-turn choice (p.pendingFrom / p.pendingHand).
TurnState atPendingChoice(const Position& p);

} // namespace semina::omweso
