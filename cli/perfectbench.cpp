// `perfect-bench`: how exact the Perfect level is on one Kalah board. Perfect
// plays --games games against expert and as many against random play (half
// as South, half as North), with the app's limits (levelLimits: a 2 s clock,
// the solver within half of it; --fixed: fixedLimits, twice expert's nodes
// for the solver, the same on every machine) and the --book / --db-seeds
// given; the opponents play with fixedLimits (expert: a node budget).
// Reports, per opponent, the share of Perfect's decisions that were exact (from the book
// or a finished solve, the database included) and its thinking time per
// decision (median, worst).
#include "cli/commands.h"
#include "cli/json.h"
#include "engine/ai/solver_memory.h"
#include "engine/ai/think.h"
#include "engine/notation.h"
#include "engine/rules.h"

#include <algorithm>
#include <chrono>

namespace semina::cli {

namespace {

struct BenchTally {
    std::uint64_t decisions = 0, exact = 0, fromBook = 0;
    int wins = 0, draws = 0, losses = 0;
    std::vector<double> ms;
    std::string inexact; // the first position where Perfect was not exact
};

void playGame(const Variant& v, Side perfect, ai::Level opponent, ai::AiLimits limits, std::size_t memoryMb,
              std::uint64_t seed, BenchTally& t)
{
    if (memoryMb > 0) // a game's own: each game the same whatever ran before
        limits.memory = std::make_shared<ai::SolverMemory>(memoryMb);
    Position p = startPosition(v);
    ai::Rng rng(seed);
    for (int ply = 0; !status(v, p).over; ++ply) {
        Decision d;
        if (p.toMove == perfect) {
            const bool inBook = limits.book && limits.book->find(v, p);
            const auto start = std::chrono::steady_clock::now();
            const ai::AiResult r = ai::think(v, p, ai::Level::Perfect, limits, seed + static_cast<std::uint64_t>(ply));
            t.ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
            ++t.decisions;
            t.exact += r.exact ? 1 : 0;
            if (!r.exact && t.inexact.empty())
                t.inexact = printPosition(v, p);
            t.fromBook += inBook ? 1 : 0;
            d = r.best;
        } else {
            d = ai::chooseDecision(v, p, opponent, rng);
        }
        play(v, p, d);
    }
    settle(v, p);
    const int diff = p.stores[idx(perfect)] - p.stores[idx(other(perfect))];
    (diff > 0 ? t.wins : diff < 0 ? t.losses : t.draws) += 1;
}

std::string tallyJson(BenchTally& t)
{
    std::sort(t.ms.begin(), t.ms.end());
    const double median = t.ms.empty() ? 0 : t.ms[t.ms.size() / 2];
    const double worst = t.ms.empty() ? 0 : t.ms.back();
    const double share = t.decisions ? 100.0 * static_cast<double>(t.exact) / static_cast<double>(t.decisions) : 0;
    return JsonObject()
        .num("decisions", t.decisions)
        .num("exact", t.exact)
        .num("from_book", t.fromBook)
        .raw("exact_percent", jsonNumber(share, 1))
        .raw("median_ms", jsonNumber(median, 1))
        .raw("worst_ms", jsonNumber(worst, 1))
        .num("wins", t.wins)
        .num("draws", t.draws)
        .num("losses", t.losses)
        .raw("first_inexact", t.inexact.empty() ? "null" : jsonString(t.inexact))
        .text();
}

} // namespace

void perfectBenchCommand(const Args& a, std::ostream& out)
{
    const Variant v = variantOf(a);
    if (v.game != GameId::Kalah)
        throw CliError("perfect-bench is for kalah only");
    const int games = a.games ? static_cast<int>(numberOf("--games", *a.games, 1, 100'000)) : 100;
    const std::uint64_t seed = a.seed ? numberOf("--seed", *a.seed, 0, UINT64_MAX) : 1;
    ai::AiLimits limits = a.fixed ? ai::fixedLimits(ai::Level::Perfect, v.game) : ai::levelLimits(ai::Level::Perfect, v.game);
    limits.db = endgameDbOf(a, v).db;
    if (a.book)
        limits.book = bookFileOf(*a.book, v);
    const std::size_t memoryMb = memoryMegabytesOf(a);
    BenchTally vsExpert, vsRandom;
    for (int g = 0; g < games; ++g) {
        const Side side = g % 2 == 0 ? Side::South : Side::North;
        const std::uint64_t s = seed * 1000003 + static_cast<std::uint64_t>(g);
        playGame(v, side, ai::Level::Expert, limits, memoryMb, s, vsExpert);
        playGame(v, side, ai::Level::Random, limits, memoryMb, s, vsRandom);
    }
    out << JsonObject()
               .str("board", solver::bookFileName(v))
               .num("games", games)
               .boolean("book", limits.book != nullptr)
               .str("limits", a.fixed ? "fixed" : "app")
               .boolean("perfect_is_exact", solver::perfectIsExact(v, limits.book.get()))
               .raw("vs_expert", tallyJson(vsExpert))
               .raw("vs_random", tallyJson(vsRandom))
               .text()
        << '\n';
}

} // namespace semina::cli
