// TEMPORARY STUB: replaced by the real match rules.
#include "match.h"

namespace semina {
NextRound nextRound(const Variant&, const Position&, Side, const std::vector<int>&)
{
    NextRound r;
    r.error = MatchError::WrongGame;
    return r;
}
} // namespace semina
