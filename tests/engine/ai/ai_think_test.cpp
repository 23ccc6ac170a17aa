// The computer opponent (engine/ai/think.h): levels, limits, the stop flag,
// determinism, perfect play on small Kalah positions, the Omweso set-up.
#include "engine/ai/random.h"
#include "engine/ai/think.h"
#include "engine/ai/search.h"
#include "engine/notation.h"
#include "engine/rules.h"
#include "engine/solver/solver.h"
#include "engine/solver/db.h"
#include "tests/engine/support/notation_test_support.h"

#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <thread>

using namespace semina;
using test::parsed;
using namespace semina::ai;
using namespace semina::solver;

namespace {

constexpr GameId kGames[] = {GameId::Kalah, GameId::Mankala, GameId::AliGuli, GameId::Omweso};
constexpr Level kSearchLevels[] = {Level::Beginner, Level::Casual, Level::Strong, Level::Expert};

int setupSum(const Decision& d)
{
    int n = 0;
    for (auto c : d.setup)
        n += c;
    return n;
}

// A perfect decision for South in `p`: exact, valued as the solver values
// the position, and keeping that value (the value after it, for South).
void checkSolved(const Variant& v, const Position& p, const AiResult& r)
{
    const SolveResult s = solveKalah(v, p, 1);
    REQUIRE(r.hasBest);
    CHECK(r.exact);
    CHECK(r.value == (s.value > 0 ? kWinScore : s.value < 0 ? -kWinScore : 0) + 256 * s.value);
    Position q = p;
    play(v, q, r.best);
    const int after = solveKalah(v, q, 1).value;
    CHECK((q.toMove == Side::South ? after : -after) == s.value);
}

} // namespace

TEST_CASE("ai think: the levels' limits, deeper and longer as they get stronger")
{
    for (GameId g : kGames) {
        int depth = 0;
        int time = 0;
        for (Level l : kSearchLevels) {
            const AiLimits a = levelLimits(l, g);
            CHECK(a.maxDepth > depth);
            CHECK(a.timeMs > time);
            depth = a.maxDepth;
            time = a.timeMs;
            // The fixed stand-in has no clock, so a self-play run repeats.
            const AiLimits f = fixedLimits(l, g);
            CHECK(f.timeMs == 0);
            CHECK(f.maxDepth == a.maxDepth);
        }
        CHECK(levelLimits(Level::Expert, g).timeMs <= 2000); // ~2 s a decision on this machine
        CHECK(fixedLimits(Level::Expert, g).maxNodes > 0);   // expert's depth alone would never end
        CHECK(levelLimits(Level::Perfect, g).timeMs == levelLimits(Level::Expert, g).timeMs);
    }
}

TEST_CASE("ai think: a finished game has no decision")
{
    const Variant v = defaultVariant(GameId::Kalah);
    const Position p = parsed(v, "0,0,0,0,0,0/0,0,0,0,0,0/30,18/N");
    const AiResult r = think(v, p, Level::Expert, fixedLimits(Level::Expert, v.game), 1);
    CHECK_FALSE(r.hasBest);
}

TEST_CASE("ai think: the same seed gives the same decision when no clock cuts the search")
{
    for (GameId g : kGames) {
        const Variant v = defaultVariant(g);
        for (int plies : {0, 1, 9}) {
            const Position p = randomOpening(v, plies, 3);
            for (Level l : {Level::Random, Level::Beginner, Level::Casual, Level::Strong, Level::Expert}) {
                AiLimits limits = fixedLimits(l, g);
                limits.maxNodes = std::min<std::uint64_t>(limits.maxNodes ? limits.maxNodes : 4000, 4000);
                const AiResult a = think(v, p, l, limits, 99);
                const AiResult b = think(v, p, l, limits, 99);
                INFO(gameKey(g) << " " << levelKey(l) << " " << printPosition(v, p));
                REQUIRE(a.hasBest);
                CHECK(a.best == b.best);
                CHECK(a.value == b.value);
                CHECK(a.nodes == b.nodes);
                CHECK(a.depth == b.depth);
                CHECK(isLegal(v, p, a.best));
            }
        }
    }
}

TEST_CASE("ai think: stop set from another thread ends the search with a legal decision")
{
    for (GameId g : kGames) {
        const Variant v = defaultVariant(g);
        for (int plies : {0, 1, 8}) { // omweso: both set-ups, then a turn
            const Position p = randomOpening(v, plies, 5);
            std::atomic<bool> stop{false};
            AiResult r;
            // No clock and no node budget: only `stop` can end this in time.
            std::thread worker([&] { r = think(v, p, Level::Expert, AiLimits{}, 1, &stop); });
            std::this_thread::sleep_for(std::chrono::milliseconds(30));
            stop = true;
            worker.join();
            INFO(gameKey(g) << " " << printPosition(v, p));
            REQUIRE(r.hasBest);
            CHECK(isLegal(v, p, r.best));
        }
    }
}

TEST_CASE("ai think: stop already set still gives a legal decision")
{
    const std::atomic<bool> stop{true};
    for (GameId g : kGames) {
        const Variant v = defaultVariant(g);
        for (int plies : {0, 1, 6}) {
            const Position p = randomOpening(v, plies, 8);
            for (Level l : {Level::Beginner, Level::Expert}) {
                const AiResult r = think(v, p, l, levelLimits(l, g), 1, &stop);
                REQUIRE(r.hasBest);
                CHECK(isLegal(v, p, r.best));
            }
        }
    }
}

TEST_CASE("ai think: expert's evaluation at one decision, worked out by hand")
{
    const Variant v = defaultVariant(GameId::Kalah);
    // Hole 1 (1 seed) into the empty hole 2 takes North's 10 in hole 5: 11 to
    // the store. The only other move, hole 3 (into 4, 5, 6, empty), takes 1 +
    // North's 3 in hole 1: 4. Expert's evaluation (ai/eval.cpp) after the
    // capture of 11 is +80 for South, after the 4 +23: for North, stores -110
    // and -40; seeds on the sides 2 x (15 - 3) and 2 x (22 - 3); North's
    // extra move (its hole 4 holds 3) 6 x 2 in both; North's best capture at
    // hand 1 x 6 in the first; South's best capture at hand 4 x 3 and 11 x 3.
    // Expert adds a seeded noise of at most 1 point.
    const Position p = parsed(v, "1,0,3,0,0,0/3,3,3,3,10,3/0,0/S");
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const AiResult r = think(v, p, Level::Expert, {0, 1, 0}, seed);
        CHECK(r.best == Decision::sow(0));
        CHECK(std::abs(r.value - 80) <= 1);
    }
    // Two decisions deep the capture loses: North's hole 4 goes to its store
    // (again), then its hole 1 ends in the now empty hole 4 and takes South's
    // last 3 seeds; South's side is empty, North sweeps 13: 18-11.
    const AiResult deeper = think(v, p, Level::Expert, {0, 2, 0}, 1);
    CHECK(deeper.best == Decision::sow(2));
}

TEST_CASE("ai think: beginner errs among near moves, never into a lost game, the same for a seed")
{
    const Variant v = defaultVariant(GameId::Kalah);
    // Hole 6 first wins (see the search's forced-win test), hole 5 first
    // loses: a gap no mistake crosses.
    const Position won = parsed(v, "0,0,0,0,2,1/1,1,1,0,0,0/20,19/S");
    for (std::uint64_t seed = 1; seed <= 100; ++seed)
        CHECK(think(v, won, Level::Beginner, fixedLimits(Level::Beginner, v.game), seed).best == Decision::sow(5));

    // The opening: six moves within a few seeds of each other at beginner's
    // depth. Beginner picks the best most often, but not only the best.
    const Position p = startPosition(v, Side::South);
    ai::TranspositionTable tt(1 << 20);
    ai::SearchLimits limits;
    limits.maxDepth = fixedLimits(Level::Beginner, v.game).maxDepth;
    ai::Search search(v, tt, limits);
    std::array<ai::RootScore, 2 * kMaxPits> scored{};
    REQUIRE(search.scoreRoot(p, limits.maxDepth, scored) == 6);
    int picks[6] = {};
    for (std::uint64_t seed = 1; seed <= 300; ++seed) {
        const AiResult b = think(v, p, Level::Beginner, fixedLimits(Level::Beginner, v.game), seed);
        REQUIRE(b.hasBest);
        ++picks[b.best.hole];
        CHECK(think(v, p, Level::Beginner, fixedLimits(Level::Beginner, v.game), seed).best == b.best);
    }
    const int best = scored[0].decision.hole;
    int distinct = 0;
    for (int h = 0; h < 6; ++h) {
        CHECK(picks[h] <= picks[best]);
        distinct += picks[h] > 0 ? 1 : 0;
    }
    CHECK(distinct >= 2);
}

TEST_CASE("ai think: perfect plays the solver's move on small kalah positions")
{
    const Variant v = defaultVariant(GameId::Kalah);
    // 12 seeds on the board: solved at once.
    const Position p = parsed(v, "0,2,0,1,0,3/1,0,2,0,2,1/20,16/S");
    checkSolved(v, p, think(v, p, Level::Perfect, levelLimits(Level::Perfect, v.game), 1));

    // The start of Kalah(6,4) is far too big: perfect plays as expert.
    const Position start = startPosition(v, Side::South);
    const AiResult e = think(v, start, Level::Perfect, {0, 4, 0}, 1);
    REQUIRE(e.hasBest);
    CHECK_FALSE(e.exact);
    CHECK(e.depth == 4);
}

TEST_CASE("ai think: perfect solves within its limits, with an endgame database when given")
{
    const Variant v = defaultVariant(GameId::Kalah);
    // The start of Kalah(6,4) needs tens of millions of nodes: a budget of
    // 20000 (the solver may use 40000) cannot solve it, so expert decides.
    const Position start = startPosition(v, Side::South);
    AiLimits small;
    small.maxNodes = 20000;
    const AiResult e = think(v, start, Level::Perfect, small, 1);
    REQUIRE(e.hasBest);
    CHECK_FALSE(e.exact);
    CHECK(isLegal(v, start, e.best));

    // 14 seeds on the board, a database of boards up to 10 seeds: solved
    // exactly, to the same value as the plain solver.
    const Position p = parsed(v, "2,0,3,0,1,2/0,2,1,0,3,0/20,14/S");
    AiLimits limits;
    limits.maxNodes = 20000;
    limits.db = std::make_shared<const solver::EndgameDb>(solver::EndgameDb::build(6, v.kalahCaptureEmpty, 10));
    checkSolved(v, p, think(v, p, Level::Perfect, limits, 1));
}

TEST_CASE("ai think: the omweso set-up is searched, sums to the placer's seeds, and is seeded")
{
    for (const auto& [south, north] : {std::pair{"32", "32"}, std::pair{"20", "44"}, std::pair{"64", "0"}}) {
        Variant v = defaultVariant(GameId::Omweso);
        REQUIRE(setOption(v, "south-seeds", south) == OptionError::None);
        REQUIRE(setOption(v, "north-seeds", north) == OptionError::None);
        for (Side starter : {Side::South, Side::North}) {
            Position p = startPosition(v, starter);
            for (int placement = 0; placement < 2 && p.setupPhase; ++placement) {
                const int seeds = p.toMove == Side::South ? v.southSeeds : v.northSeeds;
                for (Level l : kSearchLevels) {
                    AiLimits limits = fixedLimits(l, v.game);
                    limits.maxNodes = 3000;
                    const AiResult r = think(v, p, l, limits, 7);
                    INFO(south << "/" << north << " " << levelKey(l) << " " << printPosition(v, p));
                    REQUIRE(r.hasBest);
                    CHECK(r.best.kind == Decision::Kind::Setup);
                    CHECK(setupSum(r.best) == seeds);
                    CHECK(isLegal(v, p, r.best));
                    CHECK(think(v, p, l, limits, 7).best == r.best);
                    // Judged by searching, not a fixed pattern (unless the
                    // placement ends the game: an opponent with no seeds).
                    if (seeds > 0 && v.southSeeds > 0 && v.northSeeds > 0)
                        CHECK(r.nodes > 0);
                }
                play(v, p, think(v, p, Level::Strong, {0, 2, 3000}, 3).best);
            }
            CHECK_FALSE(p.setupPhase);
        }
    }
}
