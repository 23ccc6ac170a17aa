// A quick strength check of the normal run; the full strength ladder is
// scripts/ladder (docs/strength.md).
//
// Expert must beat random play in >= 99% of games. If expert
// wins with probability p >= 0.99, 20 games show at least 19 wins with
// probability p^20 + 20 p^19 (1 - p) >= 0.983, so requiring 19 is a fair
// sample of the claim (while a player winning 90% would show 19 only 39% of
// the time). The games are seeded, so the test is deterministic. Expert
// searches here with a budget of 20,000 nodes a decision (its ladder budget
// is 600,000) to keep the run short: if a thirtieth of its search does not
// beat random play, the full one is in doubt too.
#include "engine/ai/think.h"
#include "engine/game.h"

#include <catch2/catch.hpp>

using namespace semina;
using namespace semina::ai;

namespace {

struct Score {
    int wins = 0;
    int losses = 0;
    int draws = 0;
};

// `games` games of `a` against `b` from the start, `a` playing South (who
// starts) in even-numbered games and North in odd ones; `nodesA` replaces
// a's node budget unless 0. Every decision must be one the Game accepts.
Score match(const Variant& v, Level a, std::uint64_t nodesA, Level b, int games, std::uint64_t seed)
{
    Score s;
    Rng rng(seed);
    for (int n = 0; n < games; ++n) {
        const Side sideA = n % 2 == 0 ? Side::South : Side::North;
        Game g(v, Side::South);
        while (!g.over()) {
            REQUIRE(g.decisionsPlayed() < 5000);
            const bool isA = g.position().toMove == sideA;
            AiLimits limits = fixedLimits(isA ? a : b, v.game);
            if (isA && nodesA > 0)
                limits.maxNodes = nodesA;
            limits.lapsLeft = g.lapsLeft();
            REQUIRE(g.play(chooseDecision(v, g.position(), isA ? a : b, rng, limits)));
        }
        if (g.winner() == Outcome::Draw || g.winner() == Outcome::None)
            ++s.draws;
        else if ((g.winner() == Outcome::South) == (sideA == Side::South))
            ++s.wins;
        else
            ++s.losses;
    }
    return s;
}

} // namespace

TEST_CASE("ai strength: expert beats random play in at least 19 of 20 mankala games")
{
    const Score s = match(defaultVariant(GameId::Mankala), Level::Expert, 20000, Level::Random, 20, 5);
    INFO(s.wins << " wins, " << s.losses << " losses, " << s.draws << " draws");
    CHECK(s.wins >= 19);
}

TEST_CASE("ai strength: every level with its own budget plays legal decisions in all four games", "[slow]")
{
    // The ladder's pairs, a few games each, with the budgets of fixedLimits().
    const std::pair<Level, Level> pairs[] = {{Level::Beginner, Level::Random}, {Level::Casual, Level::Beginner},
                                             {Level::Strong, Level::Casual},   {Level::Expert, Level::Strong},
                                             {Level::Expert, Level::Random},   {Level::Perfect, Level::Expert}};
    for (GameId game : {GameId::Kalah, GameId::Mankala, GameId::AliGuli, GameId::Omweso}) {
        for (const auto& [a, b] : pairs) {
            if (!levelPlays(a, game))
                continue;
            INFO(gameKey(game) << " " << levelKey(a) << " vs " << levelKey(b));
            const Score s = match(defaultVariant(game), a, 0, b, 4, 17);
            CHECK(s.wins + s.losses + s.draws == 4);
        }
    }
}
