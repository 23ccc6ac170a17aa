// The computer opponent's levels on top of the search (ai/search.h).
//
// - beginner, casual: a shallow search that scores every decision exactly at
//   its depth, then a seeded choice among them, a worse decision the likelier
//   the closer it is to the best (softmax with a temperature): the mistakes a
//   person makes are mostly near-misses, and big blunders are rare;
// - strong: iterative deepening to a fixed depth;
// - expert: iterative deepening as deep as its clock allows (~2 s);
// - perfect (kalah): the opening book's move when the position is in it,
//   else the exact solver (with the endgame database when given, and the
//   bounds its earlier decisions proved when given a memory) within half the
//   clock, or twice expert's node budget; if it cannot finish there, expert
//   with what is left;
// - random: a uniformly random legal decision.
// Strong and expert add a tiny seeded noise to the evaluation, so that games
// from the same start differ without weakening the play.
#include "engine/ai/think.h"

#include "engine/ai/random.h"
#include "engine/ai/score.h"

#include "engine/ai/eval.h"
#include "engine/ai/search.h"
#include "engine/ai/setup.h"
#include "engine/ai/solver_memory.h"
#include "engine/rules.h"
#include "engine/solver/book.h"
#include "engine/solver/solver.h"

#include <algorithm>
#include <cmath>

namespace semina::ai {

namespace {

struct LevelSpec {
    int depth;                // deepest iteration (decisions)
    int timeMs;               // the level's clock in the app
    std::uint64_t fixedNodes; // the clock's stand-in in fixedLimits (0: the depth alone)
    int temperature;          // > 0: seeded mistakes (ai/eval.h points)
    int blunder;              // a mistake's weight never falls below e^-blunder (0: e^-50)
    bool finishTurns;         // search every turn to its end (ai/search.h)
    int noise;                // evaluation noise (points)
    ai::SetupPlan setup;      // omweso
};

constexpr int kDeep = ai::kMaxPly - 8;

// [game][beginner, casual, strong, expert]. Depths count decisions (an Ali
// Guli Mane turn is two); nodes per second differ a lot by game (omweso plays
// whole turns of relay laps per decision), hence the per-game budgets.
constexpr LevelSpec kSpecs[4][4] = {
    {
        // kalah
        {2, 500, 0, 30, 0, true, 0, {}},
        {3, 800, 0, 10, 0, true, 0, {}},
        {7, 1200, 60'000, 0, 0, true, 2, {}},
        {kDeep, 2000, 600'000, 0, 0, true, 1, {}},
    },
    {
        // mankala
        {2, 500, 0, 30, 0, true, 0, {}},
        {4, 800, 0, 8, 0, true, 0, {}},
        {7, 1200, 60'000, 0, 0, true, 2, {}},
        {kDeep, 2000, 600'000, 0, 0, true, 1, {}},
    },
    {
        // aliguli: beginner weighs one sowing at a time, not the turn. The
        // first player has a forced win at the default options (expert proves
        // it from the start within 100,000 nodes), which any careful player
        // keeps, so the weaker levels' mistakes are wider here: relay sowings
        // are hard to foresee, and one turn can capture anything from 8 to 31
        // seeds. Tuned on the strength ladder (docs/strength.md).
        {1, 500, 0, 100, 0, false, 0, {}},
        {2, 800, 0, 80, 0, true, 0, {}},
        {4, 1200, 30'000, 0, 0, true, 2, {}},
        {kDeep, 2000, 300'000, 0, 0, true, 1, {}},
    },
    {
        // omweso
        {1, 500, 0, 30, 0, true, 0, {4, 1, 30}},
        {2, 800, 0, 8, 0, true, 0, {8, 2, 8}},
        {4, 1200, 20'000, 0, 0, true, 2, {16, 4, 0}},
        {kDeep, 2000, 150'000, 0, 0, true, 1, {40, 6, 0}},
    },
};

const LevelSpec& specOf(Level level, GameId game)
{
    const Level l = level == Level::Perfect ? Level::Expert : level == Level::Random ? Level::Beginner : level;
    return kSpecs[static_cast<int>(game)][static_cast<int>(l) - static_cast<int>(Level::Beginner)];
}

// Seeds on the board up to which `perfect` without any limit calls the solver
// (measured on random Kalah(6,4) games: at 30 seeds the slowest solve took
// 0.4 s, at 36 two seconds; smaller boards have far fewer positions).
bool solvable(const Variant& v, const Position& p)
{
    const int onBoard = seedsOnSide(p, Side::South, v.holes) + seedsOnSide(p, Side::North, v.holes);
    const int limit = v.holes >= 6 ? 30 : v.holes == 5 ? 34 : v.holes == 4 ? 40 : 255;
    return onBoard <= limit;
}

// A table in proportion to the nodes the search may visit (about 12 bytes a
// node), between 256 KB and 32 MB.
std::size_t tableBytes(const ai::SearchLimits& l, int timeMs)
{
    std::uint64_t nodes = l.maxNodes;
    if (nodes == 0)
        nodes = timeMs > 0 ? static_cast<std::uint64_t>(timeMs) * 3000 : std::uint64_t{1} << (2 * std::min(l.maxDepth, 11));
    return static_cast<std::size_t>(std::clamp<std::uint64_t>(nodes * 12, 256u << 10, 32u << 20));
}

// The solver's final store difference as a search score (ai/search.h).
int exactValue(const Variant& v, int difference)
{
    const int margin = ai::marginUnit(v) * difference;
    return difference > 0 ? kWinScore + margin : difference < 0 ? -kWinScore + margin : 0;
}

// The seeded weaker choice of beginner and casual among scored decisions (best first).
int pickWithMistakes(const std::array<ai::RootScore, 2 * kMaxPits>& scored, int n, const LevelSpec& spec, Rng& rng)
{
    const int temperature = spec.temperature;
    const double cap = (spec.blunder > 0 ? spec.blunder : 50.0) * temperature;
    std::array<double, 2 * kMaxPits> weight{};
    double sum = 0;
    for (int i = 0; i < n; ++i) {
        const double gap = static_cast<double>(scored[0].value - scored[i].value);
        weight[i] = std::exp(-std::min(gap, cap) / temperature);
        sum += weight[i];
    }
    double x = static_cast<double>(rng.next() >> 11) * 0x1.0p-53 * sum;
    for (int i = 0; i < n; ++i) {
        x -= weight[i];
        if (x <= 0)
            return i;
    }
    return 0;
}

} // namespace

AiLimits levelLimits(Level level, GameId game)
{
    const LevelSpec& s = specOf(level, game);
    AiLimits l;
    l.timeMs = s.timeMs;
    l.maxDepth = s.depth;
    return l;
}

AiLimits fixedLimits(Level level, GameId game)
{
    const LevelSpec& s = specOf(level, game);
    AiLimits l;
    l.maxDepth = s.depth;
    l.maxNodes = s.fixedNodes;
    return l;
}

AiResult think(const Variant& v, const Position& p, Level level, const AiLimits& limits, std::uint64_t seed,
               const std::atomic<bool>* stop)
{
    AiResult r;
    if (status(v, p).over)
        return r;
    const auto start = Clock::now();
    const LevelSpec& spec = specOf(level, v.game);
    Rng rng(seed);
    if (level == Level::Random) {
        r.best = randomDecision(v, p, rng, limits.lapsLeft);
        r.hasBest = true;
        return r;
    }

    ai::SearchLimits sl;
    sl.maxDepth = std::clamp(limits.maxDepth > 0 ? limits.maxDepth : spec.depth, 1, kDeep);
    sl.maxNodes = limits.maxNodes;
    if (limits.timeMs > 0) {
        sl.deadline = start + std::chrono::milliseconds(limits.timeMs);
        // An iteration costs a few times the one before: past half the
        // budget, the next would rarely finish.
        sl.softDeadline = start + std::chrono::milliseconds(limits.timeMs / 2);
    }
    sl.stop = stop;
    sl.lapsLeft = limits.lapsLeft;

    if (p.setupPhase) {
        const ai::SetupChoice c = ai::chooseSetup(v, p, spec.setup, sl, rng.next());
        r.best = c.setup;
        r.hasBest = true;
        r.value = c.value;
        r.nodes = c.nodes;
        return r;
    }

    const bool stopped = stop && stop->load();
    if (level == Level::Perfect && v.game == GameId::Kalah && !stopped && limits.book) {
        if (const auto e = limits.book->find(v, p)) {
            r.best = Decision::sow(e->hole);
            r.hasBest = true;
            r.value = exactValue(v, p.stores[idx(p.toMove)] - p.stores[idx(other(p.toMove))] + e->value);
            r.exact = true;
            return r;
        }
    }
    if (level == Level::Perfect && v.game == GameId::Kalah && !stopped) {
        // The exact solver within a share of the limits; cut short, it leaves
        // the rest to expert. Without limits, only boards known to be quick.
        solver::SolveOptions o;
        o.ttMegabytes = 16;
        std::shared_ptr<solver::BoundTable> kept;
        if (limits.memory)
            kept = limits.memory->tableFor(v, p);
        o.table = kept.get();
        o.db = limits.db.get();
        o.stop = stop;
        const bool limited = limits.timeMs > 0 || limits.maxNodes > 0;
        if (limits.timeMs > 0)
            o.deadline = start + std::chrono::milliseconds(limits.timeMs / 2);
        if (limits.maxNodes > 0)
            o.maxNodes = 2 * limits.maxNodes;
        if (limited || solvable(v, p)) {
            const solver::SolveResult s = solver::solveKalah(v, p, o);
            if (s.complete && s.hasBest) {
                r.best = s.best;
                r.hasBest = true;
                r.value = exactValue(v, s.value);
                r.nodes = s.nodes;
                r.exact = true;
                return r;
            }
            if (limits.timeMs > 0 && sl.deadline) // expert gets what is left of the clock
                sl.softDeadline = Clock::now() + (*sl.deadline - Clock::now()) / 2;
        }
    }

    ai::TranspositionTable tt(tableBytes(sl, limits.timeMs));
    ai::SearchOptions options;
    options.noise = spec.noise;
    options.finishTurns = spec.finishTurns;
    options.noiseSeed = rng.next();
    ai::Search search(v, tt, sl, options);

    if (spec.temperature > 0) {
        std::array<ai::RootScore, 2 * kMaxPits> scored{};
        const int n = search.scoreRoot(p, sl.maxDepth, scored);
        r.nodes = search.nodes();
        r.hasBest = true;
        if (n == 0) { // stopped before the first decision was scored
            DecisionList list;
            legalDecisions(v, p, list, limits.lapsLeft);
            r.best = list[0];
            return r;
        }
        const int i = pickWithMistakes(scored, n, spec, rng);
        r.best = scored[i].decision;
        r.value = scored[i].value;
        r.depth = search.stopped() ? 0 : sl.maxDepth;
        return r;
    }

    const ai::SearchReport s = search.iterate(p);
    r.best = s.best;
    r.hasBest = s.hasBest;
    r.value = s.value;
    r.depth = s.depth;
    r.nodes = search.nodes();
    r.exact = s.exact;
    return r;
}

Decision chooseDecision(const Variant& v, const Position& p, Level level, Rng& rng, const AiLimits& limits)
{
    return think(v, p, level, limits, rng.next()).best;
}

Decision chooseDecision(const Variant& v, const Position& p, Level level, Rng& rng)
{
    return chooseDecision(v, p, level, rng, fixedLimits(level, v.game));
}

} // namespace semina::ai
