#include "engine/ai/paired.h"

#include "engine/ai/eval.h"
#include "engine/ai/random.h"
#include "engine/ai/score.h"
#include "engine/ai/solver_memory.h"
#include "engine/ai/think.h"
#include "engine/handicap.h"
#include "engine/setup.h"
#include "engine/solver/solver.h"

#include <algorithm>
#include <cstdlib>

namespace semina::ai {

namespace {

// A game that has not ended after this many decisions is a rules bug.
constexpr int kMaxDecisions = 1'000'000;

std::uint64_t mixSeed(std::uint64_t seed, int index, int salt)
{
    Rng r(seed ^ (0x9E3779B97F4A7C15ull * static_cast<std::uint64_t>(index + 1)) ^ (static_cast<std::uint64_t>(salt) << 56));
    return r.next();
}

int held(const Game& g, Side s)
{
    const Position& p = g.position();
    return p.stores[idx(s)] + seedsOnSide(p, s, g.variant().pitsPerSide());
}

// Does the perfect player's decision `d` keep the solver's value of `p`?
// Counts into `r` when the solver settles both `p` and the position after it.
void checkPerfect(const Variant& v, const Position& p, const Decision& d, std::uint64_t nodes,
                  const solver::EndgameDb* db, PairedReport& r)
{
    solver::SolveOptions o;
    o.ttMegabytes = 16;
    o.maxNodes = nodes;
    o.db = db;
    const solver::SolveResult before = solver::solveKalah(v, p, o);
    if (!before.complete)
        return;
    Position next = p;
    play(v, next, d);
    const solver::SolveResult after = solver::solveKalah(v, next, o);
    if (!after.complete)
        return;
    ++r.checked;
    const int forMover = next.toMove == p.toMove ? after.value : -after.value;
    r.keptValue += forMover == before.value ? 1 : 0;
}

// Plays `g` to its end, `levelSouth` and `levelNorth` with their fixedLimits.
void playOut(Game& g, Level levelSouth, Level levelNorth, std::uint64_t seed, const PairedOptions& o,
             PairedReport& r)
{
    const Variant& v = g.variant();
    Rng rng(seed);
    // Seeds on the board once both omweso players have set up (before, the
    // supplies are not on the board yet).
    int seeds = g.position().setupPhase ? -1 : totalSeeds(g.position(), v.pitsPerSide());
    const bool perfect = levelSouth == Level::Perfect || levelNorth == Level::Perfect;
    const auto memory = perfect && o.perfectMemoryMegabytes > 0
        ? std::make_shared<SolverMemory>(o.perfectMemoryMegabytes)
        : nullptr;
    while (!g.over() && g.decisionsPlayed() < kMaxDecisions) {
        const Position p = g.position();
        const Level level = p.toMove == Side::South ? levelSouth : levelNorth;
        AiLimits limits = fixedLimits(level, v.game);
        limits.lapsLeft = g.lapsLeft();
        if (level == Level::Perfect) {
            limits.db = o.perfectDb;
            limits.memory = memory;
        }
        const Decision d = chooseDecision(v, p, level, rng, limits);
        if (level == Level::Perfect && o.checkNodes > 0)
            checkPerfect(v, p, d, o.checkNodes, o.perfectDb.get(), r);
        if (!g.play(d))
            break;
        if (g.position().setupPhase)
            continue;
        const int now = totalSeeds(g.position(), v.pitsPerSide());
        seeds = seeds < 0 ? now : seeds;
        r.conserved = r.conserved && now == seeds;
    }
    r.conserved = r.conserved && g.over();
}

} // namespace

PairWinner pairWinner(int marginA1, int marginA2)
{
    const int sum = marginA1 + marginA2;
    return sum > 0 ? PairWinner::A : sum < 0 ? PairWinner::B : PairWinner::Drawn;
}

int gameMargin(const Game& g, Side s)
{
    const Outcome w = g.winner();
    if (w == Outcome::Draw)
        return 0;
    const int diff = held(g, s) - held(g, other(s));
    if (w == Outcome::None)
        return diff;
    const bool won = (w == Outcome::South) == (s == Side::South);
    return won ? std::max(diff, 1) : std::min(diff, -1);
}

Game pairedOpening(const Variant& v, int plies, std::uint64_t seed, int index, int handicap, Side sideA)
{
    const HandicapStart start = handicapStart(v, sideA, handicap);
    Game g(start.variant, start.position);
    Rng rng(mixSeed(seed, index, 0));
    for (int i = 0; i < plies && !g.over();) { // 0 plies: omweso players set up themselves
        const Position& p = g.position();
        if (p.setupPhase) {
            g.play(evenSetup(g.variant(), p));
            continue;
        }
        Game next = g;
        next.play(randomDecision(g.variant(), p, rng, g.lapsLeft()));
        if (next.over())
            break;
        g = next;
        ++i;
    }
    return g;
}

bool closeOpening(const Variant& v, const Game& g, int closeSeeds, std::uint64_t judgeNodes)
{
    if (closeSeeds < 0)
        return true;
    AiLimits limits = fixedLimits(Level::Expert, v.game);
    limits.maxNodes = judgeNodes > 0 ? judgeNodes : fixedLimits(Level::Strong, v.game).maxNodes;
    limits.lapsLeft = g.lapsLeft();
    const AiResult r = think(g.variant(), g.position(), Level::Expert, limits, 1);
    if (std::abs(r.value) > kWinScore - 10000)
        return false;
    return std::abs(r.value) <= closeSeeds * kSeed;
}

PairedReport playPaired(const Variant& v, const PairedOptions& o)
{
    PairedReport r;
    const int maxTries = o.maxTries > 0 ? o.maxTries : 20 * o.openings;
    for (int i = o.firstOpening; r.kept < o.openings && r.tried < maxTries; ++i) {
        ++r.tried;
        Game first = pairedOpening(v, o.openingPlies, o.seed, i, o.handicap, Side::South);
        if (first.over())
            continue;
        if (o.handicap == 0 && !closeOpening(v, first, o.closeSeeds, o.judgeNodes))
            continue;
        ++r.kept;
        Game second = o.handicap == 0 ? first : pairedOpening(v, o.openingPlies, o.seed, i, o.handicap, Side::North);
        playOut(first, o.a, o.b, mixSeed(o.seed, i, 1), o, r);
        playOut(second, o.b, o.a, mixSeed(o.seed, i, 2), o, r);
        const int m1 = gameMargin(first, Side::South);
        const int m2 = gameMargin(second, Side::North);
        r.marginA += m1 + m2;
        for (const int m : {m1, m2})
            ++r.games[m > 0 ? 0 : m < 0 ? 1 : 2];
        const PairWinner w = pairWinner(m1, m2);
        ++r.pairs[static_cast<int>(w)];
        if (w == PairWinner::B)
            r.wonByB.push_back(i);
    }
    return r;
}

} // namespace semina::ai
