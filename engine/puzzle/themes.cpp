#include "engine/puzzle/themes.h"

#include "engine/game.h"
#include "engine/lesson/check.h"
#include "engine/puzzle/puzzle.h"
#include "engine/rules.h"

#include <algorithm>
#include <climits>

namespace semina::puzzle {

namespace {

// docs/puzzles.md "Themes".
constexpr int kRelayLaps = 2; // relay pick-ups in the turn for `relay`

// The rest of the turn of g's player, each decision the highest immediate
// gain (the first of them on ties): how a decision's turn would go on when
// the player looks no further.
Game finishGreedily(Game g)
{
    const Side mover = g.position().toMove;
    for (int guard = 0; guard < 64 && !g.over() && g.position().toMove == mover; ++guard) {
        DecisionList legal;
        g.legalDecisions(legal);
        Decision best = legal[0];
        int bestGain = INT_MIN;
        for (const Decision& d : legal)
            if (const int gain = immediateGain(g.variant(), g.position(), d, g.lapsLeft()); gain > bestGain) {
                bestGain = gain;
                best = d;
            }
        g.play(best);
    }
    return g;
}

// The most the opponent (to move at g) gains with one decision; 0 when over.
int opponentChance(const Game& g)
{
    if (g.over())
        return 0;
    DecisionList legal;
    g.legalDecisions(legal);
    int best = 0;
    for (const Decision& d : legal)
        best = std::max(best, immediateGain(g.variant(), g.position(), d, g.lapsLeft()));
    return best;
}

// The answer's turn leaves the opponent less than any other first decision
// would, each finished greedily.
bool denies(const Game& start, const Game& end, const Decision& first)
{
    if (end.over())
        return false;
    const int left = opponentChance(end);
    DecisionList legal;
    start.legalDecisions(legal);
    for (const Decision& d : legal) {
        if (d == first)
            continue;
        Game other = start;
        other.play(d);
        if (opponentChance(finishGreedily(other)) <= left)
            return false;
    }
    return true;
}

// A Saada of the line took the facing hole's seeds while C was empty
// (rules.md §3.4, the source's literal rule).
bool emptyHoleSaada(Game g, const std::vector<Decision>& line)
{
    for (const Decision& d : line) {
        const lesson::TurnFacts f = lesson::factsOfLine(g, {d});
        if (f.saadas > 0 && f.lastSaada.takenHeld == 0 && f.lastSaada.captured > 0)
            return true;
        g.play(d);
    }
    return false;
}

} // namespace

int materialOf(const Variant& v, const Position& p, Side s)
{
    if (v.hasStores())
        return p.stores[idx(s)] - p.stores[idx(other(s))];
    return seedsOnSide(p, s, v.pitsPerSide()) - seedsOnSide(p, other(s), v.pitsPerSide());
}

int immediateGain(const Variant& v, const Position& p, const Decision& d, int lapsLeft)
{
    Position q = p;
    play(v, q, d, nullptr, lapsLeft);
    return materialOf(v, q, p.toMove) - materialOf(v, p, p.toMove);
}

unsigned themesOf(const Variant& v, const Position& p, const std::vector<Decision>& line)
{
    const Game start(v, p);
    bool ok = false;
    const lesson::TurnFacts f = lesson::factsOfLine(start, line, &ok);
    if (!ok || line.empty())
        return 0;
    Game end = start;
    for (const Decision& d : line)
        end.play(d);

    unsigned t = 0;
    if (f.captured > 0)
        t |= themeBit(Theme::Capture);
    if (f.extraMoves > 0)
        t |= themeBit(Theme::ExtraMove);
    if (f.relays >= kRelayLaps)
        t |= themeBit(Theme::Relay);
    if (v.game == GameId::AliGuli && emptyHoleSaada(start, line))
        t |= themeBit(Theme::Saada);
    if (f.cwCaptures > 0)
        t |= themeBit(Theme::AlokaCapture);
    if (denies(start, end, line.front()))
        t |= themeBit(Theme::Deny);
    // Few seeds left: a quarter of them on the board (Omweso: on the
    // opponent's side), or the turn ends the game.
    const int total = totalSeeds(p, v.pitsPerSide());
    const Side opp = other(p.toMove);
    const int left = v.hasStores() ? seedsOnSide(p, p.toMove, v.pitsPerSide()) + seedsOnSide(p, opp, v.pitsPerSide())
                                   : seedsOnSide(p, opp, v.pitsPerSide());
    if (4 * left <= total || f.gameOver)
        t |= themeBit(Theme::Endgame);
    return t;
}

} // namespace semina::puzzle
