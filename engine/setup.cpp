#include "engine/setup.h"

namespace semina {

int setupSeeds(const Variant& v, Side s)
{
    if (v.game != GameId::Omweso)
        return 0;
    return s == Side::South ? v.southSeeds : v.northSeeds;
}

Decision evenSetup(const Variant& v, const Position& p)
{
    Decision d;
    d.kind = Decision::Kind::Setup;
    const int n = v.pitsPerSide();
    const int seeds = setupSeeds(v, p.toMove);
    for (int i = 0; i < n; ++i)
        d.setup[i] = static_cast<std::uint8_t>(seeds / n + (i < seeds % n ? 1 : 0));
    return d;
}

} // namespace semina
