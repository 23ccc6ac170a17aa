// `selfplay`: N games between two levels, A playing South in odd-numbered games.
// Each decision is the AI's (ai/think.h think) with the level's fixedLimits(): a
// node budget instead of a clock, so a run is the same on every machine; and
// with the laps left in the turn, as the game counts them (docs/rules.md §5).
// `perfect` solves only positions small enough (else it plays as expert), so
// it plays every Kalah board.
#include "cli/commands.h"
#include "engine/ai/think.h"
#include "cli/json.h"
#include "engine/ai/level.h"
#include "engine/ai/rng.h"

namespace semina::cli {

namespace {

using namespace semina::ai;
using namespace semina::solver;

// Caps so that no command line runs for ever: at most kMaxGames games, and a
// game that has not ended after kMaxDecisions decisions is a rules bug, reported.
constexpr std::uint64_t kMaxGames = 1000;
constexpr int kMaxDecisions = 1'000'000;

// Seeds in play: on the board, in stores and hand, plus seeds an omweso player
// has yet to place. Constant through a game.
int seedsInPlay(const Variant& v, const Position& p)
{
    int n = totalSeeds(p, v.pitsPerSide());
    if (p.setupPhase) {
        const auto supply = [&](Side s) { return s == Side::South ? v.southSeeds : v.northSeeds; };
        n += supply(p.toMove);
        if (seedsOnSide(p, other(p.toMove), v.pitsPerSide()) == 0) // the other has not placed yet
            n += supply(other(p.toMove));
    }
    return n;
}

} // namespace

std::pair<ai::Level, ai::Level> levelsOf(const Args& a, const Variant& v)
{
    if (!a.levels)
        return {Level::Expert, Level::Expert};
    const std::string& s = *a.levels;
    const auto comma = s.find(',');
    if (comma == std::string::npos || s.find(',', comma + 1) != std::string::npos)
        throw CliError("--levels takes two levels A,B, not " + quoted(s));
    Level levels[2];
    const std::string keys[2] = {s.substr(0, comma), s.substr(comma + 1)};
    for (int i = 0; i < 2; ++i) {
        const auto l = levelFromKey(keys[i]);
        if (!l)
            throw CliError("unknown level " + quoted(keys[i]) + " (random, beginner, casual, strong, expert, perfect)");
        if (!levelPlays(*l, v.game))
            throw CliError("level " + quoted(keys[i]) + " is for kalah only");
        levels[i] = *l;
    }
    return {levels[0], levels[1]};
}

void selfplayCommand(const Args& a, std::ostream& out)
{
    const Variant v = variantOf(a);
    const auto games = numberOf("--games", *a.games, 1, kMaxGames);
    const auto seed = a.seed ? numberOf("--seed", *a.seed, 0, UINT64_MAX) : 0;
    const auto [levelA, levelB] = levelsOf(a, v);

    Rng rng(seed);
    int wins[2] = {0, 0};
    int draws = 0;
    std::uint64_t decisions = 0;
    bool conserved = true;
    for (std::uint64_t n = 1; n <= games; ++n) {
        const Side sideA = n % 2 == 1 ? Side::South : Side::North;
        Game g(v, Side::South);
        const int seeds = seedsInPlay(v, g.position());
        while (!g.over()) {
            if (g.decisionsPlayed() >= kMaxDecisions)
                throw CliError("game " + std::to_string(n) + " did not end within "
                    + std::to_string(kMaxDecisions) + " decisions");
            const Level level = g.position().toMove == sideA ? levelA : levelB;
            AiLimits limits = fixedLimits(level, v.game);
            limits.lapsLeft = g.lapsLeft(); // a decision the game accepts in a long turn
            const Decision d = chooseDecision(v, g.position(), level, rng, limits);
            if (!g.play(d))
                throw CliError("game " + std::to_string(n) + ": a player chose an illegal decision");
            conserved = conserved && seedsInPlay(v, g.position()) == seeds;
        }
        decisions += static_cast<std::uint64_t>(g.decisionsPlayed());
        const Outcome w = g.winner();
        if (w == Outcome::Draw || w == Outcome::None)
            ++draws;
        else
            ++wins[(w == Outcome::South) == (sideA == Side::South) ? 0 : 1];
    }
    std::string winsText = "[";
    winsText.append(std::to_string(wins[0])).append(", ").append(std::to_string(wins[1])).append("]");
    out << JsonObject()
               .num("games", games)
               .raw("wins", winsText)
               .num("draws", draws)
               .raw("avg_decisions", jsonNumber(static_cast<double>(decisions) / static_cast<double>(games), 2))
               .boolean("conserved", conserved)
               .text()
        << '\n';
}

} // namespace semina::cli
