#include "engine/position.h"

namespace semina {

int seedsOnSide(const Position& p, Side s, int pitsPerSide)
{
    int n = 0;
    for (int i = 0; i < pitsPerSide; ++i)
        n += p.pit(s, i);
    return n;
}

int totalSeeds(const Position& p, int pitsPerSide)
{
    return seedsOnSide(p, Side::South, pitsPerSide) + seedsOnSide(p, Side::North, pitsPerSide)
        + p.stores[0] + p.stores[1] + (p.choicePending() ? p.pendingHand : 0);
}

} // namespace semina
