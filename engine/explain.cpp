#include "engine/explain.h"

namespace semina {

unsigned legalDirections(const Game& game, int hole)
{
    DecisionList list;
    game.legalDecisions(list);
    unsigned dirs = 0;
    for (const Decision& d : list)
        if (d.kind == Decision::Kind::Hole && d.hole == hole)
            dirs |= d.dir == Dir::Ccw ? 1u : 2u;
    return dirs;
}

unsigned playableHoles(const Game& game)
{
    DecisionList list;
    game.legalDecisions(list);
    unsigned holes = 0;
    for (const Decision& d : list)
        if (d.kind == Decision::Kind::Hole)
            holes |= 1u << d.hole;
    return holes;
}

HoleVerdict judgeHole(const Game& game, Side owner, int hole)
{
    const Variant& v = game.variant();
    const Position& p = game.position();
    if (game.over())
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
    return legalDirections(game, hole) != 0 ? HoleVerdict::Playable : HoleVerdict::NeverEnds;
}

EndReason endReason(const Game& game)
{
    if (!game.over())
        return EndReason::None;
    if (game.endedByRepetition())
        return EndReason::Repetition;
    const Position& p = game.position();
    switch (game.variant().game) {
    case GameId::Kalah:
    case GameId::AliGuli: return EndReason::SideEmpty;
    case GameId::Mankala: return EndReason::CannotMove;
    case GameId::Omweso: break;
    }
    for (int h = 0; h < game.variant().pitsPerSide(); ++h)
        if (p.pit(p.toMove, h) > 1)
            return EndReason::NoTurnEnds;
    return EndReason::OnlySingleSeeds;
}

} // namespace semina
