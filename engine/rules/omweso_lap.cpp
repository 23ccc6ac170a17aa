#include "engine/rules/omweso_lap.h"

namespace semina::omweso {

namespace {

// Steps from `from` to `to` in direction d, 1..16 (the hole `from` itself is
// 16 steps away: a lap of 16 or more seeds comes round to it).
int distance(int from, int to, Dir d)
{
    int k = (d == Dir::Ccw ? to - from : from - to) % kLoop;
    if (k < 0)
        k += kLoop;
    return k == 0 ? kLoop : k;
}

// Seeds a lap of `hand` seeds drops into the hole k steps (1..16) on: one per
// full round, plus one if the last partial round reaches it.
std::int32_t received(std::int32_t hand, int k) { return hand / kLoop + (k <= hand % kLoop ? 1 : 0); }

// Steps to the last seed's hole: 1..16.
int lastStep(std::int32_t hand) { return (hand - 1) % kLoop + 1; }

} // namespace

Lap judgeLap(const Variant& v, const TurnState& s, Dir d)
{
    const int k = lastStep(s.hand);
    const int last = holeAt(s.anchor, k, d);
    const Lap lap{LapEnd::Relay, static_cast<std::int8_t>(last)};
    const std::int32_t nowLast = s.own[last] + received(s.hand, k);
    if (nowLast == 1)
        return {LapEnd::Empty, lap.last};
    if (!isInner(last))
        return lap;
    const int c = columnOf(last);
    const int outer = c; // the mover's outer hole of that column
    if (v.omwesoOuterEmptyRequired && s.own[outer] + received(s.hand, distance(s.anchor, outer, d)) != 0)
        return lap;
    if (s.opp[facingInner(c)] > 0 && s.opp[facingOuter(c)] > 0)
        return {LapEnd::Capture, lap.last};
    return lap;
}

Lap sowLap(const Variant& v, TurnState& s, Dir d)
{
    const Lap lap = judgeLap(v, s, d);
    for (int h = 0; h < kLoop; ++h)
        s.own[h] += received(s.hand, distance(s.anchor, h, d));
    switch (lap.end) {
    case LapEnd::Empty:
        s.hand = 0;
        break;
    case LapEnd::Capture: {
        const int c = columnOf(lap.last);
        s.hand = s.opp[facingInner(c)] + s.opp[facingOuter(c)];
        s.opp[facingInner(c)] = 0;
        s.opp[facingOuter(c)] = 0;
        s.captured = static_cast<std::uint8_t>(s.captured | (1u << c));
        break;
    }
    case LapEnd::Relay:
        s.hand = s.own[lap.last];
        s.own[lap.last] = 0;
        s.anchor = lap.last;
        break;
    }
    return lap;
}

bool cwAllowed(const Variant& v, const TurnState& s)
{
    return isAloka(s.anchor) && s.hand > 0 && judgeLap(v, s, Dir::Cw).end == LapEnd::Capture;
}

TurnState startOfTurn(const Position& p, int hole)
{
    TurnState s;
    s.own = p.pits[idx(p.toMove)];
    s.opp = p.pits[idx(other(p.toMove))];
    s.hand = s.own[hole];
    s.own[hole] = 0;
    s.anchor = static_cast<std::int8_t>(hole);
    return s;
}

TurnState atPendingChoice(const Position& p)
{
    TurnState s;
    s.own = p.pits[idx(p.toMove)];
    s.opp = p.pits[idx(other(p.toMove))];
    s.hand = p.pendingHand;
    s.anchor = p.pendingFrom;
    return s;
}

} // namespace semina::omweso
