// `paired`: paired games between two levels (engine/ai/paired.h), the
// strength ladder's and the handicap table's measure (docs/strength.md,
// docs/handicap.md).
#include "cli/commands.h"
#include "cli/json.h"
#include "engine/ai/paired.h"
#include "engine/ai/think.h"
#include "engine/handicap.h"
#include "engine/solver/db_file.h"

namespace semina::cli {

namespace {

constexpr std::uint64_t kMaxOpenings = 1000;
constexpr std::uint64_t kMaxPlies = 60;
constexpr std::uint64_t kMaxCloseSeeds = 100;
constexpr std::uint64_t kMaxFirstOpening = 1'000'000;

// Appended piece by piece: GCC 12's -Wrestrict misreads the chain of operator+.
std::string pairJson(int a, int b)
{
    std::string s = "[";
    s += std::to_string(a);
    s += ", ";
    s += std::to_string(b);
    s += ']';
    return s;
}

} // namespace

void pairedCommand(const Args& a, std::ostream& out)
{
    const Variant v = variantOf(a);
    ai::PairedOptions o;
    o.openings = static_cast<int>(numberOf("--openings", *a.openings, 1, kMaxOpenings));
    o.openingPlies = a.openingPlies ? static_cast<int>(numberOf("--opening-plies", *a.openingPlies, 0, kMaxPlies)) : 4;
    o.seed = a.seed ? numberOf("--seed", *a.seed, 0, UINT64_MAX) : 0;
    if (a.firstOpening)
        o.firstOpening = static_cast<int>(numberOf("--first-opening", *a.firstOpening, 0, kMaxFirstOpening));
    std::tie(o.a, o.b) = levelsOf(a, v);
    if (a.close)
        o.closeSeeds = *a.close == "all" ? -1 : static_cast<int>(numberOf("--close", *a.close, 0, kMaxCloseSeeds));
    if (a.handicap)
        o.handicap = static_cast<int>(numberOf("--handicap", *a.handicap, 0, static_cast<std::uint64_t>(maxHandicap(v))));
    const bool perfect = o.a == ai::Level::Perfect || o.b == ai::Level::Perfect;
    // By default the check's solver has the budget perfect's own solver has.
    o.checkNodes = perfect ? 2 * ai::fixedLimits(ai::Level::Expert, v.game).maxNodes : 0;
    if (a.checkNodes)
        o.checkNodes = numberOf("--check-nodes", *a.checkNodes, 0, UINT64_MAX / 4);
    // --db-seeds K: perfect's solver (and the check's) with the endgame
    // database of every board of up to K seeds, as the app's Perfect has (16).
    if (a.dbDir && !a.dbSeeds)
        throw CliError("--db-dir is for the endgame database: give --db-seeds too");
    if (a.dbSeeds) {
        if (!perfect || v.game != GameId::Kalah)
            throw CliError("--db-seeds is for the perfect level (kalah)");
        const auto k = static_cast<int>(numberOf("--db-seeds", *a.dbSeeds, 1, solver::EndgameDb::kMaxSeeds));
        o.perfectDb = solver::loadOrBuildEndgameDb(a.dbDir ? *a.dbDir : solver::defaultCacheDir(), v.holes,
                                                   v.kalahCaptureEmpty, k).db;
    }

    if (perfect && v.game == GameId::Kalah)
        o.perfectMemoryMegabytes = memoryMegabytesOf(a);
    else if (a.memoryMb)
        throw CliError("--memory-mb is for the perfect level (kalah)");

    const ai::PairedReport r = ai::playPaired(v, o);
    std::string wonByB;
    for (const int i : r.wonByB)
        wonByB += (wonByB.empty() ? "" : ", ") + std::to_string(i);
    JsonObject json;
    json.num("openings_tried", r.tried)
        .num("openings_kept", r.kept)
        .raw("pairs", pairJson(r.pairs[0], r.pairs[1]))
        .num("drawn_pairs", r.pairs[2])
        .raw("games", pairJson(r.games[0], r.games[1]))
        .num("drawn_games", r.games[2])
        .num("margin_a", static_cast<std::int64_t>(r.marginA))
        .raw("b_won_openings", "[" + wonByB + "]")
        .boolean("conserved", r.conserved);
    if (perfect)
        json.num("perfect_checked", r.checked).num("perfect_kept_value", r.keptValue);
    out << json.text() << '\n';
}

} // namespace semina::cli
