#include "engine/ai/score.h"

namespace semina::ai {

int materialDifference(const Variant& v, const Position& p)
{
    const Side me = p.toMove;
    if (!v.hasStores()) {
        const int hand = p.choicePending() ? p.pendingHand : 0;
        return seedsOnSide(p, me, v.pitsPerSide()) + hand - seedsOnSide(p, other(me), v.pitsPerSide());
    }
    return p.stores[idx(me)] - p.stores[idx(other(me))];
}

} // namespace semina::ai
