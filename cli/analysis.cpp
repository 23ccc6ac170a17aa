// `solve` (the exact Kalah solver) and `bench` (the AI's search on fixed positions).
#include "engine/ai/search.h"
#include "cli/commands.h"
#include "cli/json.h"
#include "engine/notation.h"
#include "engine/rules.h"
#include "engine/ai/random.h"
#include "engine/ai/solver_memory.h"
#include "engine/solver/solver.h"
#include "engine/solver/db_file.h"

#include <chrono>
#include <cstdlib>
#include <iostream>

namespace semina::cli {

namespace {

using namespace semina::ai;
using namespace semina::solver;

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// Largest transposition table `solve --tt-mb` accepts.
constexpr std::uint64_t kMaxTtMegabytes = 16384;

struct BenchCase {
    GameId game;
    int plies; // random decisions played from the start (fixed seed) before searching
    int depth;
};

// Fixed: changing these changes `bench`'s node count. Depths count decisions
// (the AI's search: alpha-beta with a table, every turn searched to its end).
constexpr BenchCase kBenchCases[] = {
    {GameId::Kalah, 0, 16},   {GameId::Kalah, 8, 16},   {GameId::Kalah, 20, 16},
    {GameId::Mankala, 0, 15}, {GameId::Mankala, 8, 15}, {GameId::Mankala, 20, 15},
    {GameId::AliGuli, 0, 9},  {GameId::AliGuli, 4, 9},  {GameId::AliGuli, 8, 9},
    {GameId::Omweso, 2, 11},  {GameId::Omweso, 10, 11}, {GameId::Omweso, 24, 11},
};

} // namespace

int threadsOf(const Args& a)
{
    return a.threads ? static_cast<int>(numberOf("--threads", *a.threads, 1, kMaxSolveThreads)) : 1;
}

std::size_t memoryMegabytesOf(const Args& a)
{
    constexpr std::uint64_t kMaxMemoryMb = 4096;
    return a.memoryMb ? static_cast<std::size_t>(numberOf("--memory-mb", *a.memoryMb, 0, kMaxMemoryMb))
                       : ai::kPerfectMemoryMegabytes;
}

solver::EndgameDbLoad endgameDbOf(const Args& a, const Variant& v)
{
    // The endgame database is opt-in (the first use of a limit builds it,
    // which takes a while): --db-seeds K uses the table of every board of up
    // to K seeds, cached in --db-dir or defaultCacheDir(). The environment's
    // SEMINA_SOLVE_DB_SEEDS stands in for a missing --db-seeds.
    // --threads N: the search's threads on one table and the database
    // build's (default 1: the same nodes and move every run).
    const int threads = threadsOf(a);
    solver::EndgameDbLoad load;
    std::uint64_t dbSeeds = 0;
    if (a.dbSeeds)
        dbSeeds = numberOf("--db-seeds", *a.dbSeeds, 0, solver::EndgameDb::kMaxSeeds);
    else if (const char* k = std::getenv("SEMINA_SOLVE_DB_SEEDS"); k && *k)
        dbSeeds = numberOf("SEMINA_SOLVE_DB_SEEDS", k, 0, solver::EndgameDb::kMaxSeeds);
    if (a.dbDir && a.dbDir->empty())
        throw CliError("--db-dir needs a folder");
    if (a.dbDir && dbSeeds == 0)
        throw CliError("--db-dir is for the endgame database: give --db-seeds too");
    if (dbSeeds > 0) {
        solver::DbBuildOptions build;
        build.threads = threads;
        load = solver::loadOrBuildEndgameDb(a.dbDir ? *a.dbDir : solver::defaultCacheDir(), v.holes,
                                            v.kalahCaptureEmpty, static_cast<int>(dbSeeds), build);
    }
    return load;
}

void solveCommand(const Args& a, std::ostream& out)
{
    const Variant v = variantOf(a);
    if (v.game != GameId::Kalah)
        throw CliError("solve is for kalah only");
    const std::uint64_t tt = a.ttMb ? numberOf("--tt-mb", *a.ttMb, 1, kMaxTtMegabytes) : 64;
    const Game g = gameOf(a, v);
    const int threads = threadsOf(a);
    SolveOptions options;
    options.ttMegabytes = static_cast<std::size_t>(tt);
    options.threads = threads;
    const solver::EndgameDbLoad load = endgameDbOf(a, v);
    options.db = load.db.get();
    const auto start = Clock::now();
    if (a.progress)
        options.onBounds = [start](int lower, int upper, std::uint64_t nodes) {
            std::cerr << JsonObject()
                             .num("lower", lower)
                             .num("upper", upper)
                             .num("nodes", nodes)
                             .raw("seconds", jsonNumber(secondsSince(start), 1))
                             .text()
                      << std::endl;
        };
    const SolveResult r = solveKalah(v, g.position(), options);
    const double seconds = secondsSince(start);
    JsonObject o;
    o.num("value", r.value)
        .raw("best", r.hasBest ? jsonString(printDecision(v, r.best)) : "null")
        .num("nodes", r.nodes)
        .raw("seconds", jsonNumber(seconds, 3));
    if (threads > 1)
        o.num("threads", threads).num("busiest_thread_nodes", r.busiestNodes);
    if (load.db)
        o.num("db_seeds", load.db->maxSeeds())
            .num("db_bytes", static_cast<std::uint64_t>(load.db->bytes()))
            .raw("db_built", load.built ? "true" : "false")
            .raw("db_build_seconds", jsonNumber(load.buildSeconds, 3));
    out << o.text() << '\n';
}

void benchCommand(const Args&, std::ostream& out)
{
    std::uint64_t nodes = 0;
    const auto start = Clock::now();
    for (const BenchCase& c : kBenchCases) {
        const Variant v = defaultVariant(c.game);
        const Position p = randomOpening(v, c.plies, 20240 + static_cast<std::uint64_t>(c.plies));
        // The AI's search at a fixed depth, no clock, no noise: deterministic.
        ai::TranspositionTable tt(std::size_t{16} << 20);
        ai::SearchLimits limits;
        limits.maxDepth = c.depth;
        ai::Search s(v, tt, limits);
        nodes += s.iterate(p).nodes;
    }
    const double seconds = secondsSince(start);
    out << JsonObject()
               .num("nodes", nodes)
               .raw("nps", jsonNumber(seconds > 0 ? static_cast<double>(nodes) / seconds : 0.0, 0))
               .raw("seconds", jsonNumber(seconds, 3))
               .text()
        << '\n';
}

} // namespace semina::cli
