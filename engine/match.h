#pragma once
// Match play between rounds (docs/rules.md §3.8-12 and the paragraph after them):
// refilling the holes from the stocks, protected holes, who starts next.
// For kalah, mankala and aliguli (omweso's handicap is its set-up seeds).

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
};

// `finalPosition` is the settled end position of a round. `fill` holds the
// 0-based holes the round's loser fills; empty means "from their left".
NextRound nextRound(const Variant& v, const Position& finalPosition, Side previousStarter,
                    const std::vector<int>& fill = {});

} // namespace semina
