#include "ai_laps.h"

#include "rules.h"
#include "rules/aliguli.h"
#include "rules/aliguli_turn.h"
#include "rules/omweso.h"

namespace semina::ai {

void legalDecisionsWithin(const Variant& v, const Position& p, int lapsLeft, DecisionList& out)
{
    if (v.game == GameId::Omweso)
        omweso::legalDecisionsWithin(v, p, lapsLeft, out);
    else if (v.game == GameId::AliGuli)
        aliguli::legalDecisionsWithin(v, p, lapsLeft, out);
    else
        legalDecisions(v, p, out);
}

int playWithin(const Variant& v, Position& p, const Decision& d, int lapsLeft, Trace* trace)
{
    if (v.game == GameId::Omweso)
        return omweso::playWithin(v, p, d, lapsLeft, trace);
    if (v.game == GameId::AliGuli)
        return aliguli::playWithin(v, p, d, lapsLeft, trace);
    play(v, p, d, trace);
    return 1;
}

} // namespace semina::ai
