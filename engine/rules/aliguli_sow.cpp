#include "engine/rules/aliguli_sow.h"

namespace semina::aliguli {

Ring::Ring(const Variant& v, const Position& p)
    : m_m(v.holes)
    , m_size(2 * v.holes)
{
    for (int r = 0; r < m_size; ++r) {
        if (!p.isProtected(sideOf(r), holeOf(r))) {
            m_active |= 1u << r;
            ++m_activeCount;
        }
    }
}

int Ring::next(int r, Dir d) const
{
    do {
        if (d == Dir::Ccw)
            r = r + 1 == m_size ? 0 : r + 1;
        else
            r = r == 0 ? m_size - 1 : r - 1;
    } while (!active(r));
    return r;
}

namespace {

struct Board {
    const Ring& ring;
    Position& p;
    int& at(int r) { return p.pit(ring.sideOf(r), ring.holeOf(r)); }
    Place place(int r) const { return Place::holeOf(ring.sideOf(r), ring.holeOf(r)); }
};

// Sows `hand` seeds one per ring hole after `start`; returns the hole of the
// last seed. A hand of a full ring or more also drops into `start` itself
// (a lap never skips its starting hole). Without a trace, whole rounds of the
// ring are added at once, so a huge hand costs no more than the ring size.
int sowLap(Board& b, int start, int hand, Dir dir, Side mover, Trace* trace)
{
    int r = start;
    if (trace) {
        for (int i = 0; i < hand; ++i) {
            r = b.ring.next(r, dir);
            ++b.at(r);
            trace->push_back(Event::drop(b.place(r), mover, dir));
        }
        return r;
    }
    const int rounds = hand / b.ring.activeCount();
    const int rest = hand % b.ring.activeCount();
    if (rounds > 0) {
        for (int i = 0; i < b.ring.size(); ++i)
            if (b.ring.active(i))
                b.at(i) += rounds;
    }
    for (int i = 0; i < rest; ++i) {
        r = b.ring.next(r, dir);
        ++b.at(r);
    }
    return r; // rest == 0: the last seed of the last round fell into `start`
}

int take(Board& b, int r, Side mover, Trace* trace)
{
    const int n = b.at(r);
    if (n == 0)
        return 0;
    b.at(r) = 0;
    b.p.stores[idx(mover)] += n;
    appendEvent(trace, Event::capture(b.place(r), Place::storeOf(mover), n, mover));
    return n;
}

} // namespace

SowResult sow(const Variant& v, Position& p, int hole, Dir dir, int budget, Trace* trace)
{
    const Ring ring(v, p);
    Board b{ring, p};
    const Side mover = p.toMove;
    int start = Ring::index(v.holes, mover, hole);
    int hand = b.at(start);
    b.at(start) = 0;
    SowResult res;
    res.laps = 1;
    appendEvent(trace, Event::pickUp(b.place(start), hand, mover, dir));

    for (;;) {
        const int last = sowLap(b, start, hand, dir, mover, trace);
        const int n = ring.next(last, dir);
        if (b.at(n) > 0) { // relay (rule 3)
            if (res.laps >= budget)
                return res; // ended = false
            ++res.laps;
            hand = b.at(n);
            b.at(n) = 0;
            start = n;
            appendEvent(trace, Event::relayPickUp(b.place(n), hand, mover, dir));
            continue;
        }
        // Saada (rule 4): N is empty; C is the hole after N.
        const int c = ring.next(n, dir);
        if (b.at(c) > 0 || v.aliEmptyCaptureFacing) {
            res.captured += take(b, c, mover, trace);
            const int f = ring.facing(c);
            if (ring.active(f))
                res.captured += take(b, f, mover, trace);
        }
        res.ended = true;
        return res;
    }
}

} // namespace semina::aliguli
