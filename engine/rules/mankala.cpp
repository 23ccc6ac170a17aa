// Mankala, capture on 2 or 6 (docs/rules.md §2, protected holes §5a).
//
// Events of one decision, in order: PickUp, a Drop per seed, a Capture if the
// last hole now holds 2 or 6, TurnPasses; then, if the new player to move has
// no seed on their side (rule 5), a Sweep per non-empty hole into the store of
// the player who is not to move, and GameEnds.
#include "engine/rules/mankala.h"

#include "engine/rules/two_row.h"

namespace semina::mankala {

namespace {

bool moverHasNoSeeds(const Variant& v, const Position& p) { return two_row::sideEmpty(p, v.holes, p.toMove); }

// Rule 5. `announce`: emit GameEnds even when no seed is left to sweep.
void endIfMoverHasNoSeeds(const Variant& v, Position& p, Trace* trace, bool announce)
{
    const Side receiver = other(p.toMove);
    two_row::endWhen(moverHasNoSeeds(v, p), v, p, &receiver, trace, announce);
}

} // namespace

Position startPosition(const Variant& v, Side starter) { return two_row::startPosition(v, starter); }

void legalDecisions(const Variant& v, const Position& p, DecisionList& out, int)
{
    two_row::sowings(v, p, out);
}

bool isLegal(const Variant& v, const Position& p, const Decision& d, int)
{
    if (d.kind != Decision::Kind::Hole || d.dir != Dir::Ccw || d.hole < 0 || d.hole >= v.holes)
        return false;
    return p.pit(p.toMove, d.hole) > 0 && !p.isProtected(p.toMove, d.hole);
}

int play(const Variant& v, Position& p, const Decision& d, Trace* trace, int)
{
    const Side mover = p.toMove;
    const two_row::Landing last = two_row::sow(p, v.holes, mover, d.hole, false, trace);
    const int n = p.pit(last.side, last.hole);
    // Rule 3: it held 1 or 5 before the last seed. No chain capture.
    if ((n == 2 || n == 6) && (v.mankalaCaptureAnySide || last.side != mover)) {
        p.pit(last.side, last.hole) = 0;
        p.stores[idx(mover)] += n;
        appendEvent(trace, Event::capture(Place::holeOf(last.side, last.hole), Place::storeOf(mover), n, mover));
    }
    two_row::passTurn(p, trace);
    endIfMoverHasNoSeeds(v, p, trace, true);
    return 1; // one lap; no turn limit applies (docs/rules.md §5)
}

void settle(const Variant& v, Position& p, Trace* trace) { endIfMoverHasNoSeeds(v, p, trace, false); }

Status status(const Variant& v, const Position& p)
{
    if (!moverHasNoSeeds(v, p))
        return {};
    // Judged as after the end sweep, so that an unsettled position agrees.
    const Side receiver = other(p.toMove);
    return {true, two_row::resultAfterSweep(p, v.holes, &receiver)};
}

// Rule 6: each player takes the seeds on their own side.
void endByRepetition(const Variant& v, Position& p, Trace* trace)
{
    two_row::endGame(p, v.holes, nullptr, trace);
}

} // namespace semina::mankala
