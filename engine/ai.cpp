// TEMPORARY STUB: replaced by the real AI (issue 5).
#include "ai.h"

#include "rules.h"

namespace semina {

AiLimits levelLimits(Level, GameId) { return {}; }

AiResult think(const Variant& v, const Position& p, Level level, const AiLimits&, std::uint64_t seed,
               const std::atomic<bool>*)
{
    AiResult r;
    if (status(v, p).over)
        return r;
    Rng rng(seed);
    r.best = chooseDecision(v, p, level, rng);
    r.hasBest = true;
    return r;
}

} // namespace semina
