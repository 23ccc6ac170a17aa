#include "engine/rules/omweso_turn.h"

#include "engine/rules/omweso_search.h"

namespace semina::omweso {

namespace {

void emitDrops(Trace& trace, Side me, const TurnState& s, Dir d)
{
    for (std::int32_t i = 1; i <= s.hand; ++i)
        trace.push_back(Event::drop(Place::holeOf(me, holeAt(s.anchor, static_cast<int>(i), d)), me));
}

void emitCapture(Trace& trace, Side me, int oppHole, std::int32_t count)
{
    trace.push_back(Event::capture(Place::holeOf(other(me), oppHole), Place::hand(me), count, me));
}

// After a lap that did not end the turn: the events that load the hand.
void emitReload(Trace& trace, Side me, const TurnState& before, const TurnState& after, const Lap& lap)
{
    if (lap.end == LapEnd::Capture) {
        const int c = columnOf(lap.last);
        emitCapture(trace, me, facingInner(c), before.opp[facingInner(c)]);
        emitCapture(trace, me, facingOuter(c), before.opp[facingOuter(c)]);
    } else {
        trace.push_back(Event::relayPickUp(Place::holeOf(me, lap.last), after.hand, me));
    }
}

} // namespace

int playLaps(const Variant& v, Position& p, TurnState s, Dir first, int budget, Trace* trace)
{
    const Side me = p.toMove;
    int laps = 0;
    Dir d = first;
    bool turnEnds = true;
    while (budget > 0) {
        if (trace)
            emitDrops(*trace, me, s, d);
        TurnState before; // for the captured counts in the trace
        if (trace)
            before = s;
        const Lap lap = sowLap(v, s, d);
        --budget;
        ++laps;
        if (lap.end == LapEnd::Empty)
            break;
        if (trace)
            emitReload(*trace, me, before, s, lap);
        d = Dir::Ccw;
        if (!cwAllowed(v, s))
            continue;
        const bool ccwOk = canFinishWith(v, s, Dir::Ccw, budget);
        const bool cwOk = canFinishWith(v, s, Dir::Cw, budget);
        if (ccwOk && cwOk) {
            turnEnds = false;
            break;
        }
        d = cwOk ? Dir::Cw : Dir::Ccw;
        appendEvent(trace, Event::choiceMade(d, me));
    }

    p.pits[idx(me)] = s.own;
    p.pits[idx(other(me))] = s.opp;
    if (turnEnds) {
        p.pendingFrom = -1;
        p.pendingHand = 0;
        p.toMove = other(me);
        appendEvent(trace, Event::turnPasses(other(me)));
        return laps;
    }
    p.pendingFrom = s.anchor;
    p.pendingHand = s.hand;
    appendEvent(trace, Event::choicePending(Place::holeOf(me, s.anchor), s.hand, me));
    return laps;
}

} // namespace semina::omweso
