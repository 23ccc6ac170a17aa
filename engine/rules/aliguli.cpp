// Ali Guli Mane (docs/rules.md §3.1-7, §5, §5a). The sowing itself is in
// aliguli_sow.cpp, the turn limit in aliguli_turn.cpp.
//
// Events of a decision, in order (trace.h):
//   PickUp, Drop..., (RelayPickUp, Drop...)..., Capture of C, Capture of the
//   facing hole (each only when it holds seeds), then either
//   - SecondSowing(mover)                      a second sowing is due, or
//   - TurnPasses(opponent)                     the turn is over, and if the round
//     [Sweep..., RoundEnds, GameEnds]          ended, its sweep and result.
// A round that ends always emits RoundEnds and GameEnds with the same outcome
// (a single round is a game; match play is engine/match.h).
#include "engine/rules/aliguli.h"

#include "engine/rules/aliguli_sow.h"
#include "engine/rules/aliguli_turn.h"
#include "engine/rules/two_row.h"

namespace semina::aliguli {

namespace {

// Every seed on the board goes to the stock of the row's owner (rules 5 and 6),
// then the result.
void endRound(const Variant& v, Position& p, Trace* trace)
{
    two_row::sweep(p, v.holes, nullptr, trace);
    p.secondSowingDue = false;
    const Outcome result = compareStores(p);
    appendEvent(trace, Event::roundEnds(result, p.toMove));
    appendEvent(trace, Event::gameEnds(result, p.toMove));
}

void passTurn(Position& p, Trace* trace)
{
    p.secondSowingDue = false;
    p.toMove = other(p.toMove);
    appendEvent(trace, Event::turnPasses(p.toMove));
}

} // namespace

Position startPosition(const Variant& v, Side starter) { return two_row::startPosition(v, starter); }

void legalDecisions(const Variant& v, const Position& p, DecisionList& out, int lapsLeft)
{
    legalDecisionsWithin(v, p, lapsLeft, out);
}

bool isLegal(const Variant& v, const Position& p, const Decision& d, int lapsLeft)
{
    return legalWithin(v, p, d, lapsLeft);
}

int play(const Variant& v, Position& p, const Decision& d, Trace* trace, int lapsLeft)
{
    // Precondition: d is legal within lapsLeft. Guard anyway against a
    // decision that cannot be sown or does not end: p is left unchanged then.
    if (lapsLeft < 1 || roundOver(v, p) || d.kind != Decision::Kind::Hole || d.hole < 0 || d.hole >= v.holes
        || p.isProtected(p.toMove, d.hole) || p.pit(p.toMove, d.hole) <= 0)
        return 0;
    Position q = p;
    const SowResult res = sow(v, q, d.hole, d.dir, lapsLeft, nullptr);
    if (!res.ended)
        return 0;
    if (trace)
        sow(v, p, d.hole, d.dir, lapsLeft, trace);
    else
        p = q;

    const Side mover = p.toMove;
    if (!p.secondSowingDue && secondSowingDue(v, p, res.captured)) {
        p.secondSowingDue = true;
        appendEvent(trace, Event::secondSowing(mover));
    } else {
        passTurn(p, trace);
    }
    if (roundOver(v, p))
        endRound(v, p, trace);
    else
        aliguli::settle(v, p, trace);
    return res.laps;
}

void settle(const Variant& v, Position& p, Trace* trace)
{
    if (roundOver(v, p)) {
        // Already settled when the board is empty and nothing is due.
        const bool settled = !p.secondSowingDue && two_row::boardEmpty(p, v.holes);
        if (p.secondSowingDue)
            passTurn(p, trace); // the round ended on the first sowing (§5a)
        if (!settled)
            endRound(v, p, trace);
        return;
    }
    if (hasLegalDecision(v, p, kMaxLapsPerTurn))
        return;
    // No legal decision (§5): the round ends by rule 5. At the start of a turn
    // the player who cannot move stays "to move"; a due second sowing that
    // cannot be made ends the turn as well (see aliguli_turn.h).
    if (p.secondSowingDue)
        passTurn(p, trace);
    endRound(v, p, trace);
}

Status status(const Variant& v, const Position& p)
{
    Status st;
    st.over = roundOver(v, p);
    if (st.over)
        st.winner = compareStores(p);
    return st;
}

void endByRepetition(const Variant& v, Position& p, Trace* trace)
{
    endRound(v, p, trace);
}

} // namespace semina::aliguli
