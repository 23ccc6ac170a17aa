#pragma once
// Match play between rounds (docs/rules.md §3.8-12 and the paragraph after them):
// refilling the holes from the stocks, protected holes, who starts next.
// For kalah, mankala and aliguli (omweso's handicap is its set-up seeds).

#include "engine/decision.h"
#include "engine/position.h"
#include "engine/trace.h"
#include "engine/variant.h"

#include <cstdint>
#include <vector>

namespace semina {

enum class MatchError : std::uint8_t {
    None,
    WrongGame,        // omweso has no refill rounds
    RoundNotOver,     // the given position is not a finished round
    FillAfterDraw,    // a fill was named after a drawn round (both fill everything)
    FillWrongCount,   // the fill does not name exactly as many holes as the stock fills
    FillBadHole,      // a hole number out of range
    FillDuplicate,    // the same hole named twice
};

struct NextRound {
    MatchError error = MatchError::None;
    bool matchOver = false;                 // a player cannot fill a single hole
    Outcome matchWinner = Outcome::None;    // when matchOver: who still can fill (Draw: neither)
    Position start;                         // when !matchOver: the next round's start position
    Outcome roundWinner = Outcome::None;    // the finished round's result
    int loserFills = 0;                     // how many holes the round's loser fills (0 after a draw)
    Trace refill;                           // when !matchOver: the seeds going from the stocks into the
                                            // filled holes (Refill events, the winner's first), to animate
};

// Who lost the round that ended in `finalPosition` and how many of their
// holes their stock fills: the choice nextRound's `fill` names. No choice
// (holes = 0) after a draw, when the match is over, or when the stock fills
// every hole.
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
NextRound nextRound(const Variant& v, const Position& finalPosition, Side previousStarter,
                    const std::vector<int>& fill = {});

} // namespace semina
