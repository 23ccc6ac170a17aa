#pragma once
// Match play between rounds (docs/rules.md §3.8-12 and "Match play in the
// other games"): how each game sets up its next round, who starts it, the end
// of the match. Kalah, mankala and aliguli refill their holes from the stocks
// (protected holes); omweso splits its set-up seeds afresh, the loser getting
// more (the seed handicap).

#include "engine/decision.h"
#include "engine/position.h"
#include "engine/trace.h"
#include "engine/variant.h"

#include <cstdint>
#include <vector>

namespace semina {

// How a game sets up its next round: refilling the holes from the stocks
// (kalah, mankala, aliguli), or a new set-up with a new seed split (omweso).
enum class RoundSetUp : std::uint8_t { Refill, SeedSplit };
RoundSetUp roundSetUp(const Variant& v);

// The seed split of a SeedSplit game (omweso, docs/rules.md "Match play in the
// other games"): the players place `total` seeds between them, South
// `southSeeds`, North the rest. A lost round gives its loser `step` more
// seeds to place in the next round; neither player places fewer than `min`
// nor more than `max` (= total - min) seeds. Omweso: 64, 4, 20, 44 (three
// steps either side of the even 32/32). All 0 in a Refill game.
struct SeedSplitLimits {
    int total = 0;
    int step = 0;
    int min = 0;
    int max = 0;

    bool operator==(const SeedSplitLimits&) const = default;
};
SeedSplitLimits seedSplitLimits(const Variant& v);

// Whether South may place `southSeeds` in a round of a match (North placing
// the rest): min..max of the limits. Always false in a Refill game.
bool seedSplitAllowed(const Variant& v, int southSeeds);

// `v` with South placing `southSeeds`, clamped to min..max, and North the
// rest of the total. A Refill game's variant is returned as it is.
Variant withSeedSplit(const Variant& v, int southSeeds);

// The options of the round after one played with `v` that `roundWinner`
// won: in omweso the loser places `step` more seeds (South lost: South's
// seeds + step; North lost: South's seeds - step; a draw: the same split),
// clamped by withSeedSplit. A Refill game's variant is returned as it is.
Variant nextRoundVariant(const Variant& v, Outcome roundWinner);

enum class MatchError : std::uint8_t {
    None,
    WrongGame,        // the game sets up its next round the other way (roundSetUp): a fill named
                      // in omweso, seedSplitRound asked for a refill game
    RoundNotOver,     // the given position is not a finished round
    FillAfterDraw,    // a fill was named after a drawn round (both fill everything)
    FillWrongCount,   // the fill does not name exactly as many holes as the stock fills
    FillBadHole,      // a hole number out of range
    FillDuplicate,    // the same hole named twice
};

struct NextRound {
    MatchError error = MatchError::None;
    bool matchOver = false;                 // a player cannot fill a single hole (never in omweso)
    Outcome matchWinner = Outcome::None;    // when matchOver: who still can fill (Draw: neither)
    Position start;                         // when !matchOver: the next round's start position
                                            // (omweso: its set-up, nothing placed yet)
    Variant variant;                        // when !matchOver: the next round's options (omweso:
                                            // nextRoundVariant's split; otherwise the same as v)
    Outcome roundWinner = Outcome::None;    // the finished round's result
    int loserFills = 0;                     // how many holes the round's loser fills (0 after a draw
                                            // and in omweso)
    Trace refill;                           // when !matchOver: the seeds going from the stocks into the
                                            // filled holes (Refill events, the winner's first), to animate
};

// Who lost the round that ended in `finalPosition` and how many of their
// holes their stock fills: the choice nextRound's `fill` names. No choice
// (holes = 0) after a draw, when the match is over, when the stock fills
// every hole, or in a SeedSplit game.
struct RefillChoice {
    Side loser = Side::South;
    int holes = 0;     // how many holes the loser fills
    int remainder = 0; // seeds left in the loser's stock after the fill
};
RefillChoice refillChoice(const Variant& v, const Position& finalPosition);

// A match as one value (what a saved game keeps): the rounds played, each
// from its start (refilled holes, protected holes, stocks carried in) to its
// end, and the fill that led from one to the next.
struct MatchRound {
    Position start;
    Position end;              // the settled end position (when finished)
    bool finished = false;
    Outcome winner = Outcome::None;
    std::vector<int> fill;     // the loser's holes filled for the next round (0-based; empty: from the left)
    Variant variant;           // the round's options (an omweso round's seed split changes between rounds)
    std::vector<Decision> decisions; // the round's decisions in order (kept once it is finished)
};

struct MatchRecord {
    std::vector<MatchRound> rounds;
    bool over = false;
    Outcome winner = Outcome::None; // when over: the match's winner (Draw: equal rounds won)

    // Rounds won by `side`.
    int wins(Side side) const;
};

// `finalPosition` is the settled end position of a round. `fill` holds the
// 0-based holes the round's loser fills; empty means "from their left".
// In omweso `fill` must be empty; the next round is seedSplitRound's for the
// position's winner.
NextRound nextRound(const Variant& v, const Position& finalPosition, Side previousStarter,
                    const std::vector<int>& fill = {});

// The next round of a SeedSplit game (omweso) after a round that
// `roundWinner` won (Draw: drawn, as a third repetition ends an omweso round,
// which its end position cannot show): `variant` = nextRoundVariant(v,
// roundWinner), `start` its set-up with other(previousStarter) to place
// first, `roundWinner` as given. A Refill game's next round needs the final
// position (nextRound): error WrongGame.
NextRound seedSplitRound(const Variant& v, Outcome roundWinner, Side previousStarter);

} // namespace semina
