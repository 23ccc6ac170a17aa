#pragma once
// Paired games between two levels, the strength ladder's measure
// (docs/strength.md). From each shared opening, level A plays one game as
// South and one as North; the pair goes to the level whose seed margin summed
// over the two games is larger. A first-player advantage that both levels
// convert then cancels out within the pair.
//
// - An opening: from the game's start (with level A's handicap on A's side,
//   engine/handicap.h), `openingPlies` uniformly random legal decisions,
//   seeded by the opening's number; omweso's set-ups are evenSetup() and do
//   not count as plies (with 0 plies the players set up themselves). A
//   decision that would end the game is not played.
// - Close: an opening is kept when the judge, expert's search (iterative
//   deepening without a depth bound) within `judgeNodes` nodes (default:
//   strong's node budget), values it within +-closeSeeds seeds for the
//   player to move (a proven win or loss is never close). The judge is the
//   same for every rung, so every rung of a game plays the same openings.
//   With a handicap (the position is uneven by design) or closeSeeds < 0,
//   every opening is kept.
// - A game's margin for a player: the seeds they hold at the end (store and
//   own holes) minus the opponent's; 0 for a draw; a won game counts at
//   least +1 (an omweso winner may hold fewer seeds).

#include "engine/ai/level.h"
#include "engine/ai/solver_memory.h"
#include "engine/game.h"
#include "engine/variant.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace semina::solver {
class EndgameDb;
}

namespace semina::ai {

enum class PairWinner : std::uint8_t { A, B, Drawn };

// The pair's winner from A's margins in its two games.
PairWinner pairWinner(int marginA1, int marginA2);

// A finished game's margin for `s` (see above).
int gameMargin(const Game& g, Side s);

struct PairedOptions {
    Level a = Level::Expert;
    Level b = Level::Expert;
    int openings = 100;            // kept openings (pairs) wanted
    int maxTries = 0;              // openings tried at most; 0: 20 x openings
    int firstOpening = 0;          // the number of the first opening tried (a run continued)
    int openingPlies = 4;
    std::uint64_t seed = 0;
    int closeSeeds = 4;            // < 0: keep every opening
    std::uint64_t judgeNodes = 0;  // 0: strong's fixedLimits budget
    int handicap = 0;              // level A's (engine/handicap.h)
    // Perfect (kalah): check each of its decisions with the solver within
    // this many nodes (0: no check).
    std::uint64_t checkNodes = 0;
    // Perfect's endgame database (as the app's Perfect has), for its solver
    // and the check's; null: none.
    std::shared_ptr<const solver::EndgameDb> perfectDb;
    // Perfect's solver memory through each game (ai/solver_memory.h: a new
    // one a game, so that every game is the same whatever ran before), in
    // MiB, as the app's Perfect has it; 0: none.
    std::size_t perfectMemoryMegabytes = kPerfectMemoryMegabytes;
};

struct PairedReport {
    int tried = 0;
    int kept = 0;
    int pairs[3] = {0, 0, 0};     // won by A, won by B, drawn (PairWinner order)
    long long marginA = 0;        // A's margins summed over all games
    int games[3] = {0, 0, 0};     // games won by A, by B, drawn
    bool conserved = true;        // every game kept its seeds
    // The perfect check: decisions of a perfect player the solver settled
    // within checkNodes, and of those the ones that kept the solver's value.
    int checked = 0;
    int keptValue = 0;
    // The openings (their numbers, for --first-opening) of the pairs B won.
    std::vector<int> wonByB;
};

// The position after opening `index` for a game in which level A plays
// `sideA` (the same for both sides without a handicap). Reproducible.
Game pairedOpening(const Variant& v, int plies, std::uint64_t seed, int index, int handicap, Side sideA);

// True when the judge calls the opening close (see above).
bool closeOpening(const Variant& v, const Game& g, int closeSeeds, std::uint64_t judgeNodes);

PairedReport playPaired(const Variant& v, const PairedOptions& o);

} // namespace semina::ai
