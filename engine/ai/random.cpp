#include "engine/ai/random.h"

#include "engine/setup.h"

namespace semina::ai {

Decision randomSetup(const Variant& v, const Position& p, Rng& rng)
{
    Decision d;
    d.kind = Decision::Kind::Setup;
    for (int s = setupSeeds(v, p.toMove); s > 0; --s)
        ++d.setup[rng.below(v.pitsPerSide())];
    return d;
}

Position randomOpening(const Variant& v, int plies, std::uint64_t seed)
{
    Rng rng(seed);
    Position p = startPosition(v, Side::South);
    for (int i = 0; i < plies; ++i) {
        const Decision d = p.setupPhase ? evenSetup(v, p) : randomDecision(v, p, rng);
        Position next = p;
        play(v, next, d);
        if (status(v, next).over)
            break;
        p = next;
    }
    return p;
}

Decision randomDecision(const Variant& v, const Position& p, Rng& rng, int lapsLeft)
{
    if (p.setupPhase)
        return randomSetup(v, p, rng);
    DecisionList list;
    legalDecisions(v, p, list, lapsLeft);
    if (list.empty())
        return {};
    return list[rng.below(list.size())];
}

} // namespace semina::ai
