// Kalah (docs/rules.md §1, protected holes §5a).
//
// Events of one decision, in order: PickUp, a Drop per seed (stores included),
// the Captures (the sowing seed first, then the facing hole's seeds if any),
// then ExtraMove (last seed in the own store) or TurnPasses, then, if either
// side is now empty, a Sweep per non-empty hole into its owner's store and
// GameEnds. So a game that ends on a sowing into the own store leaves the
// mover to move (§5a), announced by ExtraMove before GameEnds.
#include "engine/rules/kalah.h"

#include "engine/rules/two_row.h"

namespace semina::kalah {

namespace {

// Rule 4: the end sweep, when a side is empty, each row into its owner's
// store. `announce`: emit GameEnds even when the board is already empty (the
// sowing itself emptied it).
void endIfSideEmpty(const Variant& v, Position& p, Trace* trace, bool announce)
{
    two_row::endWhen(two_row::anySideEmpty(p, v.holes), v, p, nullptr, trace, announce);
}

// Rule 3 and §5a: the last seed made an own hole hold 1. The facing hole
// counts as empty when protected. Returns nothing; updates the stores.
void capture(const Variant& v, Position& p, Side mover, int hole, Trace* trace)
{
    const Side opp = other(mover);
    const int facingHole = v.holes - 1 - hole;
    const int facing = p.isProtected(opp, facingHole) ? 0 : p.pit(opp, facingHole);
    if (facing == 0 && !v.kalahCaptureEmpty)
        return;
    const Place store = Place::storeOf(mover);
    p.pit(mover, hole) = 0;
    p.stores[idx(mover)] += 1;
    appendEvent(trace, Event::capture(Place::holeOf(mover, hole), store, 1, mover));
    if (facing > 0) {
        p.pit(opp, facingHole) = 0;
        p.stores[idx(mover)] += facing;
        appendEvent(trace, Event::capture(Place::holeOf(opp, facingHole), store, facing, mover));
    }
}

} // namespace

Position startPosition(const Variant& v, Side starter) { return two_row::startPosition(v, starter); }

void legalDecisions(const Variant& v, const Position& p, DecisionList& out, int)
{
    out.clear();
    if (!two_row::anySideEmpty(p, v.holes))
        two_row::sowings(v, p, out);
}

bool isLegal(const Variant& v, const Position& p, const Decision& d, int)
{
    if (d.kind != Decision::Kind::Hole || d.dir != Dir::Ccw || d.hole < 0 || d.hole >= v.holes)
        return false;
    return !two_row::anySideEmpty(p, v.holes) && p.pit(p.toMove, d.hole) > 0 && !p.isProtected(p.toMove, d.hole);
}

int play(const Variant& v, Position& p, const Decision& d, Trace* trace, int)
{
    const Side mover = p.toMove;
    const two_row::Landing last = two_row::sow(p, v.holes, mover, d.hole, true, trace);
    if (last.hole == two_row::Landing::kStore) {
        appendEvent(trace, Event::extraMove(mover));
    } else {
        if (last.side == mover && p.pit(mover, last.hole) == 1)
            capture(v, p, mover, last.hole, trace);
        two_row::passTurn(p, trace);
    }
    endIfSideEmpty(v, p, trace, true);
    return 1; // one lap; no turn limit applies (docs/rules.md §5)
}

void settle(const Variant& v, Position& p, Trace* trace) { endIfSideEmpty(v, p, trace, false); }

Status status(const Variant& v, const Position& p)
{
    if (!two_row::anySideEmpty(p, v.holes))
        return {};
    // Judged as after the end sweep, so that an unsettled position agrees.
    return {true, two_row::resultAfterSweep(p, v.holes, nullptr)};
}

// Kalah positions never repeat (seeds only move towards the stores).
void endByRepetition(const Variant&, Position&, Trace*) {}

} // namespace semina::kalah
