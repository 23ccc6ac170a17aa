// `analyse`: every decision of a game valued, graded and summed up
// (engine/analysis; docs/analysis.md).
#include "cli/commands.h"
#include "cli/gamefile.h"
#include "cli/json.h"
#include "engine/ai/solver_memory.h"
#include "engine/analysis/analysis.h"
#include "engine/analysis/gamereview.h"
#include "engine/analysis/grades.h"
#include "engine/notation.h"

namespace semina::cli {

namespace {

// The longest exact search per position `--budget-ms` takes (ten minutes).
constexpr std::uint64_t kMaxBudgetMs = 600'000;
constexpr int kDefaultBudgetMs = 1000;

struct Round {
    Variant variant;
    Position start;
    std::vector<Decision> decisions;
};

std::vector<Round> roundsOf(const Args& a)
{
    if (a.game) {
        if (!a.decisions.empty())
            throw CliError("analyse --game takes no decisions (the file holds them)");
        std::string warning;
        const gamefile::GameRecord file = loadGameFile(*a.game, warning);
        std::vector<Round> rounds;
        for (const gamefile::RoundRecord& r : file.rounds)
            rounds.push_back({r.variant, r.start, r.decisions});
        return rounds;
    }
    const Variant v = variantOf(a);
    Game g = gameOf(a, v);
    Round r{v, g.position(), {}};
    r.decisions = playDecisions(g, a.decisions);
    return {r};
}

std::string valuesJson(const Variant& v, const analysis::PlyReview& r, bool exact)
{
    JsonObject o;
    for (const analysis::DecisionValue& d : r.values) {
        const std::string key = printListedDecision(v, d.decision);
        if (exact)
            o.boolean(key, d.exact);
        else
            o.num(key, d.value);
    }
    return o.text();
}

std::string optionalNumber(std::optional<int> n)
{
    return n ? std::to_string(*n) : "null";
}

std::string summaryJson(const analysis::SideSummary& s)
{
    return JsonObject()
        .raw("accuracy", jsonNumber(s.accuracy, 1))
        .num("inaccuracies", s.inaccuracies)
        .num("mistakes", s.mistakes)
        .num("blunders", s.blunders)
        .text();
}

} // namespace

void analyseCommand(const Args& a, std::ostream& out)
{
    const std::vector<Round> rounds = roundsOf(a);
    const Variant& first = rounds.front().variant;
    analysis::ReviewOptions options;
    options.threads = threadsOf(a);
    options.exactMs = a.budgetMs ? static_cast<int>(numberOf("--budget-ms", *a.budgetMs, 0, kMaxBudgetMs))
                                 : kDefaultBudgetMs;
    if (analysis::hasExactValues(first)) {
        options.help.db = endgameDbOf(a, first).db;
        if (a.book)
            options.help.book = bookFileOf(*a.book, first);
        options.help.memory = std::make_shared<ai::SolverMemory>();
    } else if (a.book || a.dbSeeds || a.dbDir) {
        throw CliError("--book and --db-seeds are for kalah only");
    }

    std::vector<analysis::GradedDecision> graded;
    std::vector<analysis::PlyReview> reviews;
    std::vector<analysis::ReviewStep> all;
    std::vector<const Variant*> variants;
    for (std::size_t r = 0; r < rounds.size(); ++r) {
        const std::vector<analysis::ReviewStep> steps =
            analysis::stepsOf(rounds[r].variant, rounds[r].start, rounds[r].decisions, static_cast<int>(r));
        const std::vector<analysis::PositionAnalysis> found = analysis::reviewSteps(rounds[r].variant, steps, options);
        for (std::size_t i = 0; i < steps.size(); ++i) {
            all.push_back(steps[i]);
            variants.push_back(&rounds[r].variant);
            reviews.push_back(analysis::reviewOf(rounds[r].variant.game, found[i].values, steps[i].played));
        }
    }
    for (std::size_t i = 0; i < all.size(); ++i) {
        const Variant& v = *variants[i];
        const analysis::ReviewStep& s = all[i];
        const analysis::PlyReview& r = reviews[i];
        graded.push_back({s.position.toMove, s.played, &r});
        JsonObject o;
        o.num("ply", static_cast<int>(i) + 1);
        if (rounds.size() > 1)
            o.num("round", s.round + 1);
        o.str("position", printPosition(v, s.position))
            .str("mover", s.position.toMove == Side::South ? "S" : "N")
            .str("played", printDecision(v, s.played))
            .raw("values", valuesJson(v, r, false))
            .raw("exact", valuesJson(v, r, true))
            .raw("best", optionalNumber(analysis::bestValue(r.values)))
            .raw("loss", optionalNumber(analysis::lossOf(r, s.played)))
            .raw("grade", r.grade ? jsonString(analysis::gradeKey(*r.grade)) : "null");
        out << o.text() << '\n';
    }
    const auto summary = analysis::summarize(first.game, graded);
    out << JsonObject()
               .raw("summary", JsonObject()
                                   .raw("S", summaryJson(summary[0]))
                                   .raw("N", summaryJson(summary[1]))
                                   .text())
               .text()
        << '\n';
}

} // namespace semina::cli
