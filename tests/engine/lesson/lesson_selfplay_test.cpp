// engine/lesson/facts.h over random games of every game and option set: the
// facts of each decision agree with the positions before and after it and
// with the Game (invariants that hold whatever the decision).
#include "engine/ai/random.h"
#include "engine/game.h"
#include "engine/lesson/facts.h"
#include "tests/engine/support/selfplay_test_support.h"

#include <catch2/catch.hpp>

#include <string>

using namespace semina;
using namespace semina::lesson;

namespace {

int sideSeeds(const Variant& v, const Position& p, Side s)
{
    return seedsOnSide(p, s, v.pitsPerSide()) + (p.choicePending() && p.toMove == s ? p.pendingHand : 0);
}

// What must hold for one decision; the first broken rule, or "".
std::string broken(const Variant& v, const Game& before, const Game& after, const Trace& t, int lapsBefore)
{
    const Position& p = before.position();
    const Position& q = after.position();
    const TurnFacts f = factsOf(v, p, t, q);
    const Side me = p.toMove;
    if (f.mover != me)
        return "mover";
    if (f.gameOver != after.over())
        return "game over";
    if (f.turnPassed != (q.toMove != me))
        return "turn passed";
    if (f.opponentStuck && !f.gameOver)
        return "stuck without the game's end";
    if (f.captures > f.captured || f.cwCaptures > f.captures || f.resown > f.captures)
        return "capture counts";
    if (!after.over() && q.toMove == me && after.lapsThisTurn() - lapsBefore != f.laps)
        return "laps";
    if (v.game == GameId::Omweso) {
        // Seeds never leave the board; the mover's side gains exactly what it captured.
        if (!p.setupPhase && sideSeeds(v, q, me) - sideSeeds(v, p, me) != f.captured)
            return "omweso side gain";
        if (!p.setupPhase && f.turnPassed && f.last != LastSeed::OwnEmptyHole)
            return "omweso turn ends in an empty hole (§4.4a)";
        if (!p.choicePending() && !q.choicePending() && f.resown != f.captures)
            return "omweso captured seeds sown on (§4.5)";
        if (p.setupPhase != (f.laps == 0))
            return "omweso set-up sows nothing";
        return {};
    }
    const int gain = q.stores[idx(me)] - p.stores[idx(me)];
    if (gain != f.captured + f.dropsIntoOwnStore + f.sweptToMover)
        return "store gain";
    if (q.stores[idx(other(me))] - p.stores[idx(other(me))] != f.sweptToOpponent)
        return "opponent's store";
    if (v.game == GameId::Kalah && (f.extraMoves == 1) != (f.last == LastSeed::OwnStore))
        return "kalah extra move iff the store (§1.2)";
    if (v.game == GameId::AliGuli && (f.saadas != f.sowings || f.saadaCaptures > f.saadas))
        return "aliguli every sowing ends in a Saada (§3.4)";
    if (v.game == GameId::AliGuli && f.saadaCaptures != f.captures)
        return "aliguli captures are Saada captures";
    if (v.game == GameId::Mankala && f.captured > 0 && f.lastHeld != 1 && f.lastHeld != 5)
        return "mankala captures on 2 or 6 (§2.3)";
    return {};
}

void playRandom(const Variant& v, int games, int maxDecisions, test::Tally& tally)
{
    for (int n = 0; n < games; ++n) {
        ai::Rng rng(1000 + static_cast<std::uint64_t>(n));
        Game g(v);
        for (int k = 0; k < maxDecisions && !g.over(); ++k) {
            const Decision d = ai::randomDecision(v, g.position(), rng, g.lapsLeft());
            Game next = g;
            Trace t;
            REQUIRE(next.play(d, &t));
            ++tally.decisions;
            const std::string why = broken(v, g, next, t, g.lapsThisTurn());
            if (!why.empty())
                tally.fail(v, why, g.position());
            g = next;
        }
        ++tally.games;
    }
}

} // namespace

TEST_CASE("lesson facts agree with the positions over random games of every game")
{
    for (const GameId game : {GameId::Kalah, GameId::Mankala, GameId::AliGuli, GameId::Omweso}) {
        test::Tally tally;
        for (const Variant& v : test::optionSets(game))
            playRandom(v, game == GameId::Kalah ? 4 : 12, game == GameId::Omweso ? 400 : 600, tally);
        INFO(gameKey(game));
        test::report(tally);
    }
}
