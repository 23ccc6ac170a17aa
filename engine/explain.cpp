#include "explain.h"

#include "rules.h"

namespace semina {

unsigned legalDirections(const Variant& v, const Position& p, int hole)
{
    DecisionList list;
    legalDecisions(v, p, list);
    unsigned dirs = 0;
    for (const Decision& d : list)
        if (d.kind == Decision::Kind::Hole && d.hole == hole)
            dirs |= d.dir == Dir::Ccw ? 1u : 2u;
    return dirs;
}

HoleVerdict judgeHole(const Variant& v, const Position& p, Side owner, int hole)
{
    if (status(v, p).over)
        return HoleVerdict::GameOver;
    if (p.setupPhase)
        return HoleVerdict::SetupPending;
    if (p.choicePending())
        return HoleVerdict::ChoicePending;
    if (owner != p.toMove)
        return HoleVerdict::NotYours;
    if (p.isProtected(owner, hole))
        return HoleVerdict::Protected;
    const int seeds = p.pit(owner, hole);
    if (seeds == 0)
        return HoleVerdict::Empty;
    if (v.game == GameId::Omweso && seeds == 1)
        return HoleVerdict::SingleSeed;
    return legalDirections(v, p, hole) != 0 ? HoleVerdict::Playable : HoleVerdict::NeverEnds;
}

} // namespace semina
