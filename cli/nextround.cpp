// `next-round`: match play between rounds (docs/rules.md §3.8-12).
#include "cli/commands.h"
#include "cli/json.h"
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

} // namespace

void nextRoundCommand(const Args& a, std::ostream& out)
{
    const Variant v = variantOf(a);
    if (v.game == GameId::Omweso)
        throw CliError("next-round is for kalah, mankala and aliguli (omweso's handicap is south-seeds/north-seeds)");
    const Side previous = sideOf("--previous-starter", *a.previousStarter);
    const Game g(v, positionOf(v, *a.position)); // judged at once: an empty side ends the round
    if (!g.over())
        throw CliError("the position is not a finished round");
    const std::vector<int> fill = a.fill ? fillOf(v, *a.fill) : std::vector<int>{};
    const NextRound r = nextRound(v, g.position(), previous, fill);
    switch (r.error) {
    case MatchError::None: break;
    case MatchError::WrongGame: throw CliError("next-round does not apply to this game");
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
    out << JsonObject()
               .str("position", printPosition(v, r.start))
               .raw("round_winner", outcomeJson(r.roundWinner))
               .num("loser_fills", r.loserFills)
               .text()
        << '\n';
}

} // namespace semina::cli
