#pragma once
// One Ali Guli Mane sowing (docs/rules.md §3.2-4, §3.9): the first handful, the
// relays, the Saada stop and its capture. Shared by legality checks (on copies,
// no trace) and play (with or without a trace).
//
// The two rows form one ring of 2m holes (m = 7), numbered in ccw order:
//
//        North:  [2m-1] ... [m+1] [m]        ring index of North's local hole j = m + j
//        South:  [0]    [1] ... [m-1]        ring index of South's local hole i = i
//
//   ccw is +1, cw is -1 (mod 2m). South's hole i faces North's m-1-i, so the
//   hole facing ring index r is 2m-1-r (the two rows end at the same column).
//   Protected holes are not in the ring at all: the next hole, N, C and the
//   lap's last hole skip them; a protected facing hole gives nothing.

#include "engine/position.h"
#include "engine/trace.h"
#include "engine/variant.h"

#include <cstdint>

namespace semina::aliguli {

class Ring {
public:
    Ring(const Variant& v, const Position& p);

    int size() const { return m_size; }             // 2m
    int activeCount() const { return m_activeCount; }
    bool active(int r) const { return (m_active >> r) & 1u; }
    static int index(int m, Side s, int hole) { return idx(s) * m + hole; }
    Side sideOf(int r) const { return r < m_m ? Side::South : Side::North; }
    int holeOf(int r) const { return r < m_m ? r : r - m_m; }
    int facing(int r) const { return m_size - 1 - r; }
    // The next hole in the ring after r in direction d (r itself when it is the
    // only hole in the ring). Precondition: the ring is not empty.
    int next(int r, Dir d) const;

private:
    int m_m = 0;
    int m_size = 0;
    int m_activeCount = 0;
    std::uint32_t m_active = 0;
};

struct SowResult {
    bool ended = false;   // false: the sowing needs more than `budget` laps (p is then garbage)
    int laps = 0;         // laps sown: the first handful plus each relay pick-up
    int captured = 0;     // seeds taken into the mover's stock at the Saada
};

// Sows the mover's (p.toMove) local hole `hole` in direction `dir`, at most
// `budget` laps. Only the sowing: no round end, no second sowing, no turn
// change. Heap-free when trace is null. Preconditions: the hole is active and
// holds seeds, budget >= 1.
SowResult sow(const Variant& v, Position& p, int hole, Dir dir, int budget, Trace* trace);

} // namespace semina::aliguli
