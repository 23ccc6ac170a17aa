#pragma once
// A game position: a small value type copied per decision (no undo stack).
//
// Holes are indexed per side, 0-based, in the owner's local order (docs/rules.md):
//
//   two-row games (m holes), seen from above, South at the bottom:
//
//        North:  [m-1] ... [1] [0]          North's store on North's right
//     store N                      store S  (= the viewer's left / right)
//        South:  [0] [1] ... [m-1]
//
//   South's local hole i faces North's local hole m-1-i. Counter-clockwise
//   sowing goes South 0..m-1, (S store), North 0..m-1, (N store), South 0...
//
//   omweso: 16 holes per side in loop order: 0..7 the outer row from the
//   owner's left, 8..15 the inner row from the owner's right. ccw is 0->1->..->15->0.
//   Column c (0-based from the owner's left) holds outer c and inner 15-c.

#include <array>
#include <cstdint>

namespace semina {

enum class Side : std::uint8_t { South = 0, North = 1 };
constexpr Side other(Side s) { return s == Side::South ? Side::North : Side::South; }
constexpr int idx(Side s) { return static_cast<int>(s); }

enum class Dir : std::uint8_t { Ccw = 0, Cw = 1 };

constexpr int kMaxPits = 16;

struct Position {
    std::array<std::array<std::int32_t, kMaxPits>, 2> pits{}; // [side][local hole]
    std::array<std::int32_t, 2> stores{};                     // stores / stocks
    std::array<std::uint16_t, 2> protectedMask{};             // bit i: hole i protected
    Side toMove = Side::South;

    // Extras (docs/notation.md): only one of these is ever active.
    bool secondSowingDue = false; // aliguli: `sowing=2`
    bool setupPhase = false;      // omweso: `phase=setup` (toMove places next)
    std::int8_t pendingFrom = -1; // omweso: `from=H` as a 0-based hole; -1: no choice pending
    std::int32_t pendingHand = 0; // omweso: `hand=K`

    bool isProtected(Side s, int hole) const { return (protectedMask[idx(s)] >> hole) & 1u; }
    int& pit(Side s, int hole) { return pits[idx(s)][hole]; }
    int pit(Side s, int hole) const { return pits[idx(s)][hole]; }
    bool choicePending() const { return pendingFrom >= 0; }

    bool operator==(const Position&) const = default;
};

// Seeds on one side's holes (not stores).
int seedsOnSide(const Position& p, Side s, int pitsPerSide);
// All seeds: holes, stores and a pending hand.
int totalSeeds(const Position& p, int pitsPerSide);

} // namespace semina
