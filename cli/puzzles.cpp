// `puzzles`: finds puzzles by seeded self-play and writes them as JSON lines
// (engine/puzzle, docs/puzzles.md). One thread and node budgets only, so the
// same arguments write the same bytes.
#include "cli/commands.h"
#include "cli/gamefile.h"
#include "cli/json.h"
#include "engine/puzzle/format.h"
#include "engine/puzzle/generate.h"

#include <sstream>

namespace semina::cli {

namespace {

constexpr std::uint64_t kMaxCount = 1000;
constexpr std::uint64_t kMinBudget = 1'000;
constexpr std::uint64_t kMaxBudget = 100'000'000;
// The greater budget of the re-check, in units of the stated one (checkSpecFor's ratio).
constexpr std::uint64_t kRecheckFactor = 4;

constexpr std::string_view kRejectKeys[] = {"none", "decided", "not_turn_start", "one_decision", "unsettled",
                                            "no_clear_best", "disagrees", "obvious"};

} // namespace

void puzzlesCommand(const Args& a, std::ostream& out)
{
    puzzle::GenerateOptions o;
    o.variant = variantOf(a);
    o.spec = puzzle::checkSpecFor(o.variant.game);
    o.seed = numberOf("--seed", *a.seed, 0, UINT64_MAX);
    o.count = static_cast<int>(numberOf("--count", *a.count, 1, kMaxCount));
    if (a.budget) {
        o.spec.nodes = numberOf("--budget", *a.budget, kMinBudget, kMaxBudget);
        if (!o.spec.exact)
            o.spec.recheckNodes = kRecheckFactor * o.spec.nodes;
    }

    std::ostringstream lines;
    puzzle::GenerateStats stats;
    const std::vector<puzzle::Puzzle> found = puzzle::generatePuzzles(o, &stats);
    for (const puzzle::Puzzle& p : found)
        lines << puzzle::puzzleLine(p) << '\n';
    if (a.out)
        writeFileAtomically(*a.out, lines.str(), "puzzle file " + quoted(*a.out));
    else
        out << lines.str();

    JsonObject rejected;
    for (std::size_t r = 1; r < stats.rejected.size(); ++r)
        rejected.num(kRejectKeys[r], stats.rejected[r]);
    JsonObject summary;
    summary.num("puzzles", static_cast<int>(found.size()))
        .num("games", stats.games)
        .num("candidates", stats.candidates)
        .raw("rejected", rejected.text())
        .num("nodes", o.spec.nodes)
        .num("recheck_nodes", o.spec.recheckNodes)
        .num("min_margin", o.spec.margin);
    out << JsonObject().raw("summary", summary.text()).text() << '\n';
}

} // namespace semina::cli
