// Rules of `omweso` (docs/rules.md §4, §5, §5a): set-up, turns, the turn limit, the end.
// The laps live in omweso_lap, the turn limit in omweso_search, playing a
// turn with its events in omweso_turn.
#include "engine/rules/omweso.h"

#include "engine/rules/omweso_lap.h"
#include "engine/rules/omweso_search.h"
#include "engine/rules/omweso_turn.h"

namespace semina::omweso {

namespace {

int seedsToPlace(const Variant& v, Side s) { return s == Side::South ? v.southSeeds : v.northSeeds; }

bool allEmpty(const Position& p, Side s)
{
    for (int h = 0; h < kLoop; ++h)
        if (p.pit(s, h) != 0)
            return false;
    return true;
}

// Is this placement the second (last) of the set-up? The player to place has
// all holes empty (docs/notation.md `phase=setup`), so the other player has placed
// already exactly when their holes hold seeds. One case cannot be told from
// the board: the other player places no seeds at all (a 0 handicap). Then
// their placement is taken as made (placing nothing changes nothing), so the
// set-up ends now and that player is to move; they hold no seeds and lose at
// once, which is also where a placement of nothing would have led them.
bool lastPlacement(const Variant& v, const Position& p)
{
    const Side them = other(p.toMove);
    return !allEmpty(p, them) || seedsToPlace(v, them) == 0;
}

bool pendingValid(const Position& p)
{
    return p.pendingFrom >= 0 && p.pendingFrom < kLoop && p.pendingHand > 0;
}

// Rule 2 and §5: a turn from `hole` in direction d. Needs a search context.
bool startLegal(const Variant& v, const Position& p, int hole, Dir d, int lapsLeft)
{
    if (hole < 0 || hole >= kLoop || p.pit(p.toMove, hole) <= 1)
        return false;
    return canFinishWith(v, startOfTurn(p, hole), d, lapsLeft);
}

// §5/§5a: a pending choice with `lapsLeft` laps left in the turn
// (kMaxLapsPerTurn for a position judged on its own). Needs a search context.
bool choiceLegal(const Variant& v, const Position& p, Dir d, int lapsLeft)
{
    return pendingValid(p) && canFinishWith(v, atPendingChoice(p), d, lapsLeft);
}

// The legal decisions in the contract's order (by hole, ccw before cw), into
// `out` if given; stops at the first one when `out` is null. Returns whether
// there is any.
bool collect(const Variant& v, const Position& p, int lapsLeft, DecisionList* out)
{
    newSearch();
    bool any = false;
    auto offer = [&](const Decision& d) {
        any = true;
        if (out)
            out->push(d);
        return out == nullptr; // true: stop
    };
    if (p.choicePending()) {
        for (Dir d : {Dir::Ccw, Dir::Cw})
            if (choiceLegal(v, p, d, lapsLeft) && offer(Decision::choice(d)))
                return true;
        return any;
    }
    for (int h = 0; h < kLoop; ++h) {
        if (p.pit(p.toMove, h) <= 1)
            continue;
        if (startLegal(v, p, h, Dir::Ccw, lapsLeft) && offer(Decision::sow(h, Dir::Ccw)))
            return true;
        if (isAloka(h) && startLegal(v, p, h, Dir::Cw, lapsLeft) && offer(Decision::sow(h, Dir::Cw)))
            return true;
    }
    return any;
}

void playSetup(const Variant& v, Position& p, const Decision& d, Trace* trace)
{
    const Side me = p.toMove;
    const bool last = lastPlacement(v, p);
    for (int h = 0; h < kLoop; ++h) {
        if (d.setup[h] == 0)
            continue;
        p.pit(me, h) += d.setup[h];
        appendEvent(trace, Event::place(Place::holeOf(me, h), d.setup[h]));
    }
    if (last)
        p.setupPhase = false;
    p.toMove = other(me);
    appendEvent(trace, Event::setupDone(me, last));
    appendEvent(trace, Event::turnPasses(p.toMove));
}

} // namespace

Position startPosition(const Variant&, Side starter)
{
    Position p;
    p.setupPhase = true;
    p.toMove = starter;
    return p;
}

void legalDecisions(const Variant& v, const Position& p, DecisionList& out, int lapsLeft)
{
    out.clear();
    if (p.setupPhase) {
        Decision any; // a stand-in for every set-up (engine/rules.h)
        any.kind = Decision::Kind::Setup;
        out.push(any);
        return;
    }
    collect(v, p, lapsLeft, &out);
}

bool isLegal(const Variant& v, const Position& p, const Decision& d, int lapsLeft)
{
    if (p.setupPhase) {
        if (d.kind != Decision::Kind::Setup)
            return false;
        int sum = 0;
        for (int h = 0; h < kLoop; ++h)
            sum += d.setup[h];
        return sum == seedsToPlace(v, p.toMove);
    }
    newSearch();
    if (p.choicePending())
        return d.kind == Decision::Kind::Choice && choiceLegal(v, p, d.dir, lapsLeft);
    return d.kind == Decision::Kind::Hole && startLegal(v, p, d.hole, d.dir, lapsLeft);
}

int play(const Variant& v, Position& p, const Decision& d, Trace* trace, int lapsLeft)
{
    if (p.setupPhase) {
        if (d.kind != Decision::Kind::Setup)
            return 0;
        playSetup(v, p, d, trace);
        omweso::settle(v, p, trace);
        return 0;
    }
    // Precondition: d is legal within lapsLeft. A decision of the wrong kind
    // for p (which would index outside the loop), or no lap left (which would
    // pass the turn with seeds still in hand), is ignored rather than played.
    const bool pending = p.choicePending();
    if (lapsLeft < 1 || pending != (d.kind == Decision::Kind::Choice) || (pending && !pendingValid(p))
        || (!pending && (d.hole < 0 || d.hole >= kLoop || p.pit(p.toMove, d.hole) <= 0)))
        return 0;
    newSearch();
    const Side me = p.toMove;
    TurnState s;
    if (d.kind == Decision::Kind::Choice) {
        s = atPendingChoice(p);
        p.pendingFrom = -1;
        p.pendingHand = 0;
        appendEvent(trace, Event::choiceMade(d.dir, me));
    } else {
        s = startOfTurn(p, d.hole);
        appendEvent(trace, Event::pickUp(Place::holeOf(me, d.hole), s.hand, me));
    }
    const int laps = playLaps(v, p, s, d.dir, lapsLeft, trace);
    omweso::settle(v, p, trace);
    return laps;
}

void settle(const Variant& v, Position& p, Trace* trace)
{
    // Rule 7 and §5: no sweep in omweso, the board never changes here; an
    // over game only gets its event (so without a trace there is nothing to do).
    if (!trace)
        return;
    const Status st = omweso::status(v, p);
    if (st.over)
        trace->push_back(Event::gameEnds(st.winner));
}

Status status(const Variant& v, const Position& p)
{
    if (p.setupPhase)
        return {};
    // Rule 7 (no hole with more than one seed) is the commonest case of
    // "no legal decision" (§5); a pending choice with neither direction legal
    // (never reached in play) is judged the same way.
    if (collect(v, p, kMaxLapsPerTurn, nullptr))
        return {};
    return {true, p.toMove == Side::South ? Outcome::North : Outcome::South};
}

void endByRepetition(const Variant&, Position&, Trace* trace)
{
    // Rule 8: a draw; the board stays as it is.
    appendEvent(trace, Event::gameEnds(Outcome::Draw));
}

bool choiceDue(const Variant& v, const Position& p)
{
    if (p.setupPhase || !pendingValid(p))
        return false;
    newSearch();
    const TurnState s = atPendingChoice(p);
    return cwAllowed(v, s) && canFinishWith(v, s, Dir::Ccw, kMaxLapsPerTurn)
        && canFinishWith(v, s, Dir::Cw, kMaxLapsPerTurn);
}

} // namespace semina::omweso
