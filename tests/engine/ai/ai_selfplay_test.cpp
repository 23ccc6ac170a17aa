// The AI never plays an illegal decision: self-play of every game and option
// set, with every level (small node budgets keep the normal run fast), into
// later match rounds where kalah, mankala and aliguli have protected holes.
#include "engine/ai/think.h"
#include "engine/game.h"
#include "engine/match.h"
#include "engine/notation.h"
#include "engine/rules.h"

#include "tests/engine/support/selfplay_test_support.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace semina;
using namespace semina::ai;

namespace {

using test::kMaxDecisionsPerGame;
using test::optionSets;
using test::report;
using test::Tally;

constexpr Level kLevels[] = {Level::Random, Level::Beginner, Level::Casual, Level::Strong, Level::Expert,
                             Level::Perfect};

// One round with the AI on both sides; false if it did not end.
bool playRound(Game& g, Level south, Level north, std::uint64_t seed, Tally& t)
{
    const Variant& v = g.variant();
    while (!g.over()) {
        if (g.decisionsPlayed() >= kMaxDecisionsPerGame) {
            t.fail(v, "game does not end", g.position());
            return false;
        }
        const Position& p = g.position();
        const Level l = p.toMove == Side::South ? south : north;
        AiLimits limits = fixedLimits(l, v.game);
        limits.maxDepth = std::min(limits.maxDepth, 3);
        limits.maxNodes = 60; // small: the test is about legality, not strength
        limits.lapsLeft = g.lapsLeft();
        const AiResult r = think(v, p, l, limits, seed + static_cast<std::uint64_t>(g.decisionsPlayed()));
        if (!r.hasBest) {
            t.fail(v, "no decision in a game that is not over", p);
            return false;
        }
        const Position before = p;
        if (!g.play(r.best)) {
            t.fail(v, std::string(levelKey(l)) + " chose an illegal decision", before);
            return false;
        }
        ++t.decisions;
    }
    return true;
}

void run(const Variant& v, int games, Tally& t, std::uint64_t seed)
{
    for (int i = 0; i < games; ++i) {
        // Every pair of levels in turn (perfect only in kalah).
        Level a = kLevels[i % 6];
        Level b = kLevels[(i / 6 + i) % 6];
        if (!levelPlays(a, v.game))
            a = Level::Expert;
        if (!levelPlays(b, v.game))
            b = Level::Casual;
        Side starter = i % 2 == 0 ? Side::South : Side::North;
        Game g(v, starter);
        ++t.games;
        for (int round = 1; round <= 2; ++round) {
            if (!playRound(g, a, b, seed + 1000u * static_cast<std::uint64_t>(i), t) || v.game == GameId::Omweso)
                break;
            const NextRound next = nextRound(v, g.position(), starter);
            if (next.error != MatchError::None || next.matchOver)
                break;
            starter = next.start.toMove;
            g = Game(v, next.start);
        }
    }
}

// Games per option set (the [slow] run multiplies them) and the seed.
std::pair<int, std::uint64_t> planFor(const Variant& v)
{
    switch (v.game) {
    case GameId::Kalah: return {v.holes * v.seeds <= 12 ? 8 : 3, 100u * v.holes + v.seeds};
    case GameId::Mankala: return {12, 7};
    case GameId::AliGuli: return {3, 11};
    case GameId::Omweso: return {4, 13};
    }
    return {};
}

void playAll(GameId game, int scale)
{
    Tally t;
    for (const Variant& v : optionSets(game)) {
        const auto [games, seed] = planFor(v);
        run(v, scale * games, t, seed);
    }
    report(t);
}

} // namespace

TEST_CASE("ai selfplay: kalah, every board, seed count and capture rule, legal decisions only")
{
    playAll(GameId::Kalah, 1);
}

TEST_CASE("ai selfplay: mankala, every option set, legal decisions only")
{
    playAll(GameId::Mankala, 1);
}

TEST_CASE("ai selfplay: aliguli, every option set, legal decisions only")
{
    playAll(GameId::AliGuli, 1);
}

TEST_CASE("ai selfplay: omweso, both capture rules and seed handicaps, legal decisions only")
{
    playAll(GameId::Omweso, 1);
}

TEST_CASE("ai selfplay: thousands of games, legal decisions only", "[slow]")
{
    for (GameId game : {GameId::Kalah, GameId::Mankala, GameId::AliGuli, GameId::Omweso})
        playAll(game, 10);
}
