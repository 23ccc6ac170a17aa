#include "engine/puzzle/generate.h"

#include "engine/ai/random.h"
#include "engine/ai/rng.h"
#include "engine/ai/think.h"
#include "engine/game.h"
#include "engine/notation.h"

#include <string>
#include <unordered_set>

namespace semina::puzzle {

namespace {

constexpr int kMinOpeningPlies = 2;
constexpr int kMaxOpeningPlies = 8;
constexpr int kRandomOneIn = 8;       // a random decision now and then, for variety
constexpr int kPuzzlesPerGame = 3;    // then the next game
constexpr int kMaxDecisionsPerGame = 400;
// Kalah positions are offered when the solver settles them cheaply: at most
// this many seeds on the board (the shipped test solves every one again).
constexpr int kKalahBoardSeeds = 26;

bool worthChecking(const Variant& v, const Game& g)
{
    const Position& p = g.position();
    if (g.over() || p.secondSowingDue || p.setupPhase || p.choicePending())
        return false;
    if (v.game == GameId::Kalah
        && seedsOnSide(p, Side::South, v.holes) + seedsOnSide(p, Side::North, v.holes) > kKalahBoardSeeds)
        return false;
    DecisionList legal;
    g.legalDecisions(legal);
    return legal.size() >= 2;
}

} // namespace

std::vector<Puzzle> generatePuzzles(const GenerateOptions& o, GenerateStats* stats,
                                    const std::function<void(const Puzzle&)>& found)
{
    const Variant& v = o.variant;
    const int maxGames = o.maxGames > 0 ? o.maxGames : 40 * o.count;
    std::vector<Puzzle> out;
    std::unordered_set<std::string> seen;
    GenerateStats s;
    for (int n = 0; n < maxGames && static_cast<int>(out.size()) < o.count; ++n) {
        ++s.games;
        ai::Rng rng(o.seed + 0x9E3779B97F4A7C15ULL * static_cast<std::uint64_t>(n + 1));
        Game g(v, Side::South);
        const int opening = kMinOpeningPlies + rng.below(kMaxOpeningPlies - kMinOpeningPlies + 1);
        int fromGame = 0;
        for (int ply = 0; !g.over() && g.decisionsPlayed() < kMaxDecisionsPerGame; ++ply) {
            const Position& p = g.position();
            if (!p.setupPhase && ply >= opening && worthChecking(v, g) && seen.insert(printPosition(v, p)).second) {
                ++s.candidates;
                Verdict verdict = checkPosition(v, p, o.spec);
                ++s.rejected[static_cast<std::size_t>(verdict.reason)];
                if (verdict.ok()) {
                    Puzzle& z = verdict.puzzle;
                    z.id = std::string(gameKey(v.game)) + "-" + std::to_string(o.seed) + "-" + std::to_string(out.size() + 1);
                    out.push_back(z);
                    if (found)
                        found(z);
                    if (static_cast<int>(out.size()) == o.count || ++fromGame == kPuzzlesPerGame)
                        break;
                }
            }
            ai::AiLimits limits = ai::fixedLimits(ai::Level::Strong, v.game);
            limits.lapsLeft = g.lapsLeft();
            const bool random = !p.setupPhase && (ply < opening || rng.below(kRandomOneIn) == 0);
            const Decision d = random ? ai::randomDecision(v, p, rng, g.lapsLeft())
                                      : ai::chooseDecision(v, p, ai::Level::Strong, rng, limits);
            if (!g.play(d))
                break; // never: both players make legal decisions
        }
    }
    if (stats)
        *stats = s;
    return out;
}

} // namespace semina::puzzle
