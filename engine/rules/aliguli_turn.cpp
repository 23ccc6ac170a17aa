#include "engine/rules/aliguli_turn.h"

#include "engine/rules/aliguli_sow.h"
#include "engine/rules/two_row.h"

namespace semina::aliguli {

namespace {

// An own active hole with seeds, in a direction the options allow.
bool canStart(const Variant& v, const Position& p, const Decision& d)
{
    return d.kind == Decision::Kind::Hole && d.hole >= 0 && d.hole < v.holes
        && !p.isProtected(p.toMove, d.hole) && p.pit(p.toMove, d.hole) > 0
        && (d.dir == Dir::Ccw || (d.dir == Dir::Cw && v.aliDirectionChoice));
}

// Candidates in the order legalDecisions lists them; stops when `f` says so.
template <typename F>
void forEachCandidate(const Variant& v, const Position& p, F&& f)
{
    for (int h = 0; h < v.holes; ++h) {
        if (!canStart(v, p, Decision::sow(h)))
            continue;
        if (!f(Decision::sow(h, Dir::Ccw)))
            return;
        if (v.aliDirectionChoice && !f(Decision::sow(h, Dir::Cw)))
            return;
    }
}

} // namespace

bool roundOver(const Variant& v, const Position& p)
{
    return two_row::anySideEmpty(p, v.holes);
}

bool secondSowingDue(const Variant& v, const Position& after, int captured)
{
    return !roundOver(v, after) && (v.aliSecondAlways || captured > 0);
}

bool legalWithin(const Variant& v, const Position& p, const Decision& d, int lapsLeft)
{
    if (lapsLeft < 1 || roundOver(v, p) || !canStart(v, p, d))
        return false;
    Position q = p;
    const SowResult first = sow(v, q, d.hole, d.dir, lapsLeft, nullptr);
    if (!first.ended)
        return false;
    if (p.secondSowingDue || !secondSowingDue(v, q, first.captured))
        return true;
    q.secondSowingDue = true;
    return hasLegalDecision(v, q, lapsLeft - first.laps);
}

void legalDecisionsWithin(const Variant& v, const Position& p, int lapsLeft, DecisionList& out)
{
    out.clear();
    if (roundOver(v, p))
        return;
    forEachCandidate(v, p, [&](const Decision& d) {
        if (legalWithin(v, p, d, lapsLeft))
            out.push(d);
        return true;
    });
}

bool hasLegalDecision(const Variant& v, const Position& p, int lapsLeft)
{
    if (roundOver(v, p))
        return false;
    bool found = false;
    forEachCandidate(v, p, [&](const Decision& d) {
        found = legalWithin(v, p, d, lapsLeft);
        return !found;
    });
    return found;
}

} // namespace semina::aliguli
