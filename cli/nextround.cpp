// `next-round`: match play between rounds (docs/rules.md §3.8-12, and "Match
// play in the other games" for omweso's seed split).
#include "cli/commands.h"
#include "cli/json.h"
#include "engine/ai/fill.h"
#include "engine/ai/level.h"
#include "engine/match.h"
#include "engine/notation.h"

#include <algorithm>

namespace semina::cli {

namespace {

// --fill's 1-based hole numbers as the engine's 0-based holes.
std::vector<int> fillOf(const Variant& v, const std::string& text)
{
    std::vector<int> holes;
    std::size_t start = 0;
    for (;;) {
        const auto comma = text.find(',', start);
        const std::string item = text.substr(start, comma == std::string::npos ? comma : comma - start);
        holes.push_back(static_cast<int>(numberOf("--fill hole", item, 1, static_cast<std::uint64_t>(v.pitsPerSide()))) - 1);
        if (comma == std::string::npos)
            return holes;
        start = comma + 1;
    }
}

constexpr std::string_view kReasonKeys[] = {"no-choice", "random", "default-best", "wins-round",
                                           "avoids-loss", "avoids-capture", "better-by-seeds"};

ai::Level levelOf(const Args& a, const Variant& v)
{
    if (!a.level)
        throw CliError("--fill auto needs --level");
    const auto l = ai::levelFromKey(*a.level);
    if (!l)
        throw CliError("unknown level " + quoted(*a.level) + " (random, beginner, casual, strong, expert, perfect)");
    if (!ai::levelPlays(*l, v.game))
        throw CliError("level " + quoted(*a.level) + " is for kalah only");
    return *l;
}

// The computer's choice (ai/fill.h) as JSON fields after the usual ones.
void addChoice(JsonObject& o, const ai::FillChoice& c)
{
    std::vector<std::string> holes;
    for (int h : c.fill)
        holes.push_back(std::to_string(h + 1));
    std::string list = "[";
    for (std::size_t i = 0; i < holes.size(); ++i)
        list += (i ? ", " : "") + holes[i];
    o.raw("fill", list + "]")
        .str("fill_reason", kReasonKeys[static_cast<int>(c.reason)])
        .num("fill_value", c.value)
        .num("default_value", c.defaultValue)
        .num("gain_tenths", c.gainTenths)
        .num("threat", c.threat)
        .num("default_threat", c.defaultThreat);
}

// Omweso: the next round's set-up and its seed split (engine/match.h).
void printSeedSplit(const Variant& v, const Game& finished, Side previous, std::ostream& out)
{
    const NextRound r = seedSplitRound(v, finished.winner(), previous);
    const std::string options =
        JsonObject().num("south-seeds", r.variant.southSeeds).num("north-seeds", r.variant.northSeeds).text();
    out << JsonObject().str("position", printPosition(r.variant, r.start)).raw("options", options).text() << '\n';
}

} // namespace

void nextRoundCommand(const Args& a, std::ostream& out)
{
    const Variant v = variantOf(a);
    const bool seedSplit = roundSetUp(v) == RoundSetUp::SeedSplit;
    if (seedSplit && a.fill)
        throw CliError("--fill does not apply to omweso: its next round is a seed split, not a refill");
    const Side previous = sideOf("--previous-starter", *a.previousStarter);
    const Game g(v, positionOf(v, *a.position)); // judged at once: an empty side ends the round
    if (!g.over())
        throw CliError("the position is not a finished round");
    const bool automatic = a.fill && *a.fill == "auto";
    if (a.level && !automatic)
        throw CliError("--level applies to --fill auto only");
    if (a.seed && !automatic)
        throw CliError("--seed applies to --fill auto only");
    if (seedSplit) {
        printSeedSplit(v, g, previous, out);
        return;
    }
    ai::FillChoice choice;
    std::vector<int> fill;
    if (automatic) {
        const ai::Level level = levelOf(a, v);
        const auto seed = a.seed ? numberOf("--seed", *a.seed, 0, UINT64_MAX) : 0;
        choice = ai::chooseFill(v, g.position(), previous, level, seed);
        fill = choice.fill;
    } else if (a.fill) {
        fill = fillOf(v, *a.fill);
    }
    const NextRound r = nextRound(v, g.position(), previous, fill);
    switch (r.error) {
    case MatchError::None: break;
    case MatchError::WrongGame: throw CliError("--fill does not apply to this game");
    case MatchError::RoundNotOver: throw CliError("the position is not a finished round");
    case MatchError::FillAfterDraw: throw CliError("--fill after a drawn round: both players fill every hole");
    case MatchError::FillWrongCount: {
        // The loser (fewer seeds in stock) fills as many holes as their stock allows.
        const Position& p = g.position();
        const int stock = std::min(p.stores[0], p.stores[1]);
        const int fills = std::min(v.pitsPerSide(), stock / v.seeds);
        throw CliError("--fill must name exactly " + std::to_string(fills) + " holes");
    }
    case MatchError::FillBadHole: throw CliError("--fill names a hole that does not exist");
    case MatchError::FillDuplicate: throw CliError("--fill names the same hole twice");
    }
    if (r.matchOver) {
        out << JsonObject().boolean("match_over", true).raw("winner", outcomeJson(r.matchWinner)).text() << '\n';
        return;
    }
    JsonObject o;
    o.str("position", printPosition(v, r.start))
        .raw("round_winner", outcomeJson(r.roundWinner))
        .num("loser_fills", r.loserFills);
    if (automatic)
        addChoice(o, choice);
    out << o.text() << '\n';
}

} // namespace semina::cli
