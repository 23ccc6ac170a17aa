#include "engine/rules/two_row.h"

#include "engine/rules.h"

#include <array>

namespace semina::two_row {

namespace {

// One place a lap can drop a seed into: a hole, or the mover's store (hole < 0).
struct Slot {
    Side side;
    std::int8_t hole;
};

// Every place one lap from `start` visits, in order, ending with `start`.
// At most 2 rows of kMaxPits holes plus one store.
using Cycle = std::array<Slot, 2 * kMaxPits + 1>;

int buildCycle(const Position& p, int holes, Side mover, int start, bool intoOwnStore, Cycle& c)
{
    const Side opp = other(mover);
    int n = 0;
    for (int h = start + 1; h < holes; ++h)
        if (!p.isProtected(mover, h))
            c[n++] = {mover, static_cast<std::int8_t>(h)};
    if (intoOwnStore)
        c[n++] = {mover, -1};
    for (int h = 0; h < holes; ++h)
        if (!p.isProtected(opp, h))
            c[n++] = {opp, static_cast<std::int8_t>(h)};
    for (int h = 0; h <= start; ++h)
        if (!p.isProtected(mover, h) || h == start)
            c[n++] = {mover, static_cast<std::int8_t>(h)};
    return n;
}

std::int32_t& at(Position& p, Slot s)
{
    return s.hole < 0 ? p.stores[idx(s.side)] : p.pits[idx(s.side)][s.hole];
}

Place placeOf(Slot s) { return s.hole < 0 ? Place::storeOf(s.side) : Place::holeOf(s.side, s.hole); }

} // namespace

Landing sow(Position& p, int holes, Side mover, int hole, bool intoOwnStore, Trace* trace)
{
    Cycle cycle;
    const int len = buildCycle(p, holes, mover, hole, intoOwnStore, cycle);
    const int seeds = p.pit(mover, hole);
    p.pit(mover, hole) = 0;
    if (trace) {
        trace->push_back(Event::pickUp(Place::holeOf(mover, hole), seeds, mover));
        for (int i = 0; i < seeds; ++i) {
            const Slot s = cycle[i % len];
            ++at(p, s);
            trace->push_back(Event::drop(placeOf(s), mover));
        }
    } else {
        const int laps = seeds / len;
        const int rest = seeds % len;
        if (laps > 0)
            for (int i = 0; i < len; ++i)
                at(p, cycle[i]) += laps;
        for (int i = 0; i < rest; ++i)
            ++at(p, cycle[i]);
    }
    const Slot last = cycle[(seeds - 1) % len];
    return {last.side, last.hole < 0 ? Landing::kStore : last.hole};
}

void sweep(Position& p, int holes, const Side* receiver, Trace* trace)
{
    for (const Side s : {Side::South, Side::North}) {
        const Side to = receiver ? *receiver : s;
        for (int h = 0; h < holes; ++h) {
            const int n = p.pit(s, h);
            if (n == 0)
                continue;
            p.pit(s, h) = 0;
            p.stores[idx(to)] += n;
            appendEvent(trace, Event::sweep(Place::holeOf(s, h), n, to));
        }
    }
}

void endGame(Position& p, int holes, const Side* receiver, Trace* trace)
{
    sweep(p, holes, receiver, trace);
    appendEvent(trace, Event::gameEnds(compareStores(p), p.toMove));
}

Outcome resultAfterSweep(const Position& p, int holes, const Side* receiver)
{
    Position swept = p;
    sweep(swept, holes, receiver, nullptr);
    return compareStores(swept);
}

Position startPosition(const Variant& v, Side starter)
{
    Position p;
    for (int h = 0; h < v.holes; ++h) {
        p.pit(Side::South, h) = v.seeds;
        p.pit(Side::North, h) = v.seeds;
    }
    p.toMove = starter;
    return p;
}

void sowings(const Variant& v, const Position& p, DecisionList& out)
{
    out.clear();
    for (int h = 0; h < v.holes; ++h)
        if (p.pit(p.toMove, h) > 0 && !p.isProtected(p.toMove, h))
            out.push(Decision::sow(h));
}

void passTurn(Position& p, Trace* trace)
{
    p.toMove = other(p.toMove);
    appendEvent(trace, Event::turnPasses(p.toMove));
}

void endWhen(bool ended, const Variant& v, Position& p, const Side* receiver, Trace* trace, bool announce)
{
    if (!ended || (!announce && boardEmpty(p, v.holes)))
        return;
    endGame(p, v.holes, receiver, trace);
}

} // namespace semina::two_row
