#include "engine/rules.h"

#include "engine/rules/aliguli.h"
#include "engine/rules/kalah.h"
#include "engine/rules/mankala.h"
#include "engine/rules/omweso.h"

namespace semina {

#define SEMINA_DISPATCH(call)                                                                      \
    switch (v.game) {                                                                              \
    case GameId::Kalah: return kalah::call;                                                        \
    case GameId::Mankala: return mankala::call;                                                    \
    case GameId::AliGuli: return aliguli::call;                                                    \
    case GameId::Omweso: return omweso::call;                                                      \
    }                                                                                              \
    __builtin_unreachable()

Position startPosition(const Variant& v, Side starter) { SEMINA_DISPATCH(startPosition(v, starter)); }
void legalDecisions(const Variant& v, const Position& p, DecisionList& out, int lapsLeft) { SEMINA_DISPATCH(legalDecisions(v, p, out, lapsLeft)); }
bool isLegal(const Variant& v, const Position& p, const Decision& d, int lapsLeft) { SEMINA_DISPATCH(isLegal(v, p, d, lapsLeft)); }
int play(const Variant& v, Position& p, const Decision& d, Trace* trace, int lapsLeft) { SEMINA_DISPATCH(play(v, p, d, trace, lapsLeft)); }
void settle(const Variant& v, Position& p, Trace* trace) { SEMINA_DISPATCH(settle(v, p, trace)); }
Status status(const Variant& v, const Position& p) { SEMINA_DISPATCH(status(v, p)); }
void endByRepetition(const Variant& v, Position& p, Trace* trace) { SEMINA_DISPATCH(endByRepetition(v, p, trace)); }

#undef SEMINA_DISPATCH

Outcome compareStores(const Position& p)
{
    if (p.stores[0] > p.stores[1])
        return Outcome::South;
    if (p.stores[1] > p.stores[0])
        return Outcome::North;
    return Outcome::Draw;
}

} // namespace semina
