#include "engine/rules/omweso_search.h"

namespace semina::omweso {

namespace {

// "The cw lap from this state cannot end the turn within `budget` laps."
struct MemoEntry {
    std::array<std::int32_t, kLoop> own;
    std::int32_t hand;
    std::uint32_t generation; // valid only in the search context that wrote it
    std::int16_t budget;
    std::int8_t anchor;
    std::uint8_t captured;
};

constexpr int kMemoSize = 1024; // a power of two; ~86 KB per thread

thread_local MemoEntry tMemo[kMemoSize];
thread_local std::uint32_t tGeneration = 0;
thread_local std::int64_t tWork = 0;

std::uint64_t hashOf(const TurnState& s)
{
    std::uint64_t h = 1469598103934665603ull; // FNV-1a
    auto mix = [&h](std::uint64_t x) { h = (h ^ x) * 1099511628211ull; };
    for (auto n : s.own)
        mix(static_cast<std::uint32_t>(n));
    mix(static_cast<std::uint32_t>(s.hand));
    mix(static_cast<std::uint64_t>(s.anchor) << 8 | s.captured);
    return h ^ (h >> 29);
}

bool sameState(const MemoEntry& e, const TurnState& s)
{
    return e.generation == tGeneration && e.hand == s.hand && e.anchor == s.anchor
        && e.captured == s.captured && e.own == s.own;
}

// Two slots per state; a stale or lower-budget entry is the one replaced.
bool memoFails(const TurnState& s, std::uint64_t h, int budget)
{
    for (std::uint64_t i = 0; i < 2; ++i) {
        const MemoEntry& e = tMemo[(h + i) & (kMemoSize - 1)];
        if (sameState(e, s))
            return e.budget >= budget;
    }
    return false;
}

void memoStore(const TurnState& s, std::uint64_t h, int budget)
{
    MemoEntry* slot = nullptr;
    for (std::uint64_t i = 0; i < 2 && !slot; ++i) {
        MemoEntry& e = tMemo[(h + i) & (kMemoSize - 1)];
        if (sameState(e, s) || e.generation != tGeneration)
            slot = &e;
    }
    if (!slot) {
        MemoEntry& a = tMemo[h & (kMemoSize - 1)];
        MemoEntry& b = tMemo[(h + 1) & (kMemoSize - 1)];
        slot = a.budget <= b.budget ? &a : &b;
    }
    *slot = {s.own, s.hand, tGeneration, static_cast<std::int16_t>(budget), s.anchor, s.captured};
}

class Searcher {
public:
    explicit Searcher(const Variant& v) : m_v(v) {}

    bool gaveUp() const { return m_gaveUp; }

    LapEnd lap(TurnState& s, Dir d)
    {
        ++m_work;
        ++tWork;
        return sowLap(m_v, s, d).end;
    }

    bool overWorked()
    {
        if (m_work >= kSearchWorkLimit)
            m_gaveUp = true;
        return m_gaveUp;
    }

    // Can the turn end within `budget` laps from s (the next lap's direction
    // open under rule 6)?
    bool finish(const TurnState& s, int budget)
    {
        // Pass 1: the forced ccw line. Remember where its last choice point is.
        TurnState t = s;
        int lastChoice = 0; // budget left at the last choice point; 0: none
        for (int r = budget; r > 0; --r) {
            if (overWorked())
                return false;
            if (cwAllowed(m_v, t))
                lastChoice = r;
            if (lap(t, Dir::Ccw) == LapEnd::Empty)
                return true;
        }
        // Pass 2: the same line, trying the cw lap at each choice point.
        t = s;
        for (int r = budget; r >= lastChoice && lastChoice > 0; --r) {
            if (cwAllowed(m_v, t)) {
                const std::uint64_t h = hashOf(t);
                if (!memoFails(t, h, r)) {
                    TurnState u = t;
                    lap(u, Dir::Cw); // captures, by cwAllowed
                    if (finish(u, r - 1))
                        return true;
                    if (m_gaveUp)
                        return false;
                    memoStore(t, h, r);
                }
            }
            if (overWorked())
                return false;
            lap(t, Dir::Ccw); // never ends the turn: pass 1 saw that
        }
        return false;
    }

private:
    const Variant& m_v;
    std::int64_t m_work = 0;
    bool m_gaveUp = false;
};

} // namespace

void newSearch()
{
    if (++tGeneration == 0) { // wrapped: old entries could look current
        for (auto& e : tMemo)
            e.generation = 0;
        tGeneration = 1;
    }
    tWork = 0;
}

bool canFinishWith(const Variant& v, const TurnState& s, Dir d, int budget)
{
    if (budget <= 0 || s.hand <= 0)
        return false;
    if (d == Dir::Cw && !cwAllowed(v, s))
        return false;
    Searcher searcher(v);
    TurnState t = s;
    if (searcher.lap(t, d) == LapEnd::Empty)
        return true;
    return searcher.finish(t, budget - 1);
}

std::int64_t searchWork() { return tWork; }

} // namespace semina::omweso
