#pragma once
// A seed-by-seed reference of one Ali Guli Mane sowing, written from the rules
// text (docs/rules.md §3.2-4, §3.9) apart from the engine: no shared code, no
// whole-ring shortcut. The long turns of the turn-limit tests are checked
// against it.

#include "engine/position.h"
#include "engine/variant.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace semina::test {

struct RefSowing {
    int laps = 0;     // 0: more than the cap (treated as never ending)
    int captured = 0;
    Position after;
};

// The unprotected holes in ccw order: South's 0..6, then North's 0..6.
inline std::vector<std::pair<Side, int>> refRing(const Position& p)
{
    std::vector<std::pair<Side, int>> ring;
    for (Side s : {Side::South, Side::North})
        for (int h = 0; h < 7; ++h)
            if (!p.isProtected(s, h))
                ring.push_back({s, h});
    return ring;
}

inline RefSowing refSow(const Variant& v, const Position& p, int hole, Dir dir, int cap = 5000)
{
    RefSowing r;
    r.after = p;
    Position& q = r.after;
    const auto ring = refRing(p);
    const int n = static_cast<int>(ring.size());
    const int step = dir == Dir::Ccw ? 1 : n - 1;
    int at = static_cast<int>(std::find(ring.begin(), ring.end(), std::make_pair(p.toMove, hole)) - ring.begin());
    auto seeds = [&](int i) -> int& { return q.pit(ring[i].first, ring[i].second); };
    int hand = seeds(at);
    seeds(at) = 0;
    for (int laps = 1; laps <= cap; ++laps) {
        while (hand > 0) { // one seed into each following hole, the start hole included
            at = (at + step) % n;
            ++seeds(at);
            --hand;
        }
        const int next = (at + step) % n;
        if (seeds(next) > 0) { // relay
            hand = seeds(next);
            seeds(next) = 0;
            at = next;
            continue;
        }
        const int c = (next + step) % n; // Saada
        if (seeds(c) > 0 || v.aliEmptyCaptureFacing) {
            const Side fs = other(ring[c].first);
            const int fh = 6 - ring[c].second;
            r.captured = seeds(c);
            seeds(c) = 0;
            if (!q.isProtected(fs, fh)) {
                r.captured += q.pit(fs, fh);
                q.pit(fs, fh) = 0;
            }
        }
        q.stores[idx(p.toMove)] += r.captured;
        r.laps = laps;
        return r;
    }
    return RefSowing{};
}

} // namespace semina::test
