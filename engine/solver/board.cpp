#include "engine/solver/board.h"

namespace semina::solver {

Rules::Rules(const Variant& v, const Position& p)
    : m_holes(v.holes), m_captureEmpty(v.kalahCaptureEmpty)
{
    for (int s = 0; s < 2; ++s) {
        const Side me = static_cast<Side>(s);
        const Side opp = other(me);
        for (int h = 0; h < m_holes; ++h) {
            Lap& lap = m_laps[s][h];
            auto add = [&lap](int byte) { lap.slot[lap.len++] = static_cast<std::uint8_t>(byte); };
            for (int i = h + 1; i < m_holes; ++i)
                if (!p.isProtected(me, i))
                    add(i);
            add(kStoreByte);
            for (int j = 0; j < m_holes; ++j)
                if (!p.isProtected(opp, j))
                    add(kOppBase + j);
            for (int i = 0; i <= h; ++i)
                if (!p.isProtected(me, i) || i == h)
                    add(i);
            for (int n = 1; n <= lap.len; ++n) {
                const int byte = lap.slot[n - 1];
                const std::uint64_t one = std::uint64_t{1} << (8 * (byte % 8));
                lap.own[n] = lap.own[n - 1] + (byte < kOppBase ? one : 0);
                lap.opp[n] = lap.opp[n - 1] + (byte < kOppBase ? 0 : one);
            }
        }
    }
}

Board boardOf(const Position& p, int holes)
{
    Board b;
    const Side me = p.toMove;
    for (int h = 0; h < holes; ++h) {
        b.c[h] = static_cast<std::uint8_t>(p.pit(me, h));
        b.c[kOppBase + h] = static_cast<std::uint8_t>(p.pit(other(me), h));
    }
    return b;
}

} // namespace semina::solver
