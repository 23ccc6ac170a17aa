#pragma once
// A plain depth-limited negamax alpha-beta search (a reference for tests; the
// AI's own search is ai_search.h), the playing levels' keys, and small helpers
// (seeded random numbers, random and fixed decisions).
// Deterministic: the same position, depth and seed give the same decision and
// node count.

#include "decision.h"
#include "position.h"
#include "rules.h"
#include "variant.h"

#include <cstdint>
#include <optional>
#include <string_view>

namespace semina {

// splitmix64: small, fast and the same on every platform (unlike the
// distributions of <random>).
class Rng {
public:
    explicit Rng(std::uint64_t seed = 0) : m_state(seed) {}
    std::uint64_t next();
    // Uniform in 0..n-1 (n >= 1).
    int below(int n);

private:
    std::uint64_t m_state;
};

// Score bounds: a finished game is worth +-kWinScore plus the final store
// (omweso: seed) difference, always from the point of view of the player to
// move; evaluations of unfinished positions stay well inside +-kWinScore.
constexpr int kWinScore = 100000;
constexpr int kInfinity = 1000000;

// The plain evaluation, for the player to move: store difference (omweso:
// seeds on each side, a pending hand counting for the mover).
int evaluate(const Variant& v, const Position& p);

struct SearchResult {
    Decision best;
    bool hasBest = false; // false when the game is over
    int value = 0;        // for the player to move, see kWinScore
    std::uint64_t nodes = 0;
};

// Searches `depth` decisions ahead (every decision is one ply, also a second
// sowing, an extra move or a mid-turn choice; the score is negated only where
// the player to move changes). An omweso set-up is not searched: it returns
// fixedSetup().
SearchResult search(const Variant& v, const Position& p, int depth);

// The set-up of the player to place (p.toMove), spreading their seeds as evenly
// as possible from hole 1 (32 seeds: two in every hole).
Decision fixedSetup(const Variant& v, const Position& p);
// Each seed dropped into a uniformly random hole.
Decision randomSetup(const Variant& v, const Position& p, Rng& rng);
// A uniformly random legal decision (a random set-up during set-up), legal
// within `lapsLeft` laps left in the turn (rules.md §5, ai_laps.h).
// Precondition: the position is not over.
Decision randomDecision(const Variant& v, const Position& p, Rng& rng, int lapsLeft = kMaxLapsPerTurn);
// The position after `plies` random decisions from the start, South first
// (seeded; omweso set-ups are fixedSetup()). Stops early rather than end the
// game: the result is never over. For benchmarks and tests.
Position randomOpening(const Variant& v, int plies, std::uint64_t seed);

enum class Level : std::uint8_t { Random, Beginner, Casual, Strong, Expert, Perfect };

std::optional<Level> levelFromKey(std::string_view key);
std::string_view levelKey(Level level);
// The deepest iteration of a level in a game (0 for random and perfect;
// expert's is bounded by its clock in practice, see ai.h).
int levelDepth(Level level, GameId game);
// True when the level can play the game (`perfect` is Kalah only).
bool levelPlays(Level level, GameId game);

// The decision a player of `level` makes: ai.h think() with the level's
// fixedLimits() (no clock: the same decision for the same rng state) and a
// seed drawn from `rng`. Precondition: the position is not over and
// levelPlays(level, v.game).
Decision chooseDecision(const Variant& v, const Position& p, Level level, Rng& rng);

} // namespace semina
