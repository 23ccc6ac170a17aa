#include "engine/decision.h"

#include <algorithm>

namespace semina {

bool DecisionList::contains(const Decision& d) const
{
    return std::find(begin(), end(), d) != end();
}

} // namespace semina
