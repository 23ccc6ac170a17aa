#pragma once
// The computer's choice of holes to fill when it lost a match round
// (docs/rules.md §3.8-12): every legal fill is tried, the next round's start
// it gives (engine/match.h nextRound) is searched at the level's budget, and
// the best for the loser is kept. The engine gives numbers only; the app words
// the one-line explanation from them (see FillReason).

#include "engine/ai/level.h"
#include "engine/position.h"
#include "engine/variant.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace semina::ai {

// Why the chosen fill was chosen, the strongest statement the numbers allow,
// in this order of precedence. Only what the fields show may be said.
enum class FillReason : std::uint8_t {
    NoChoice,     // a drawn round, the match is over, the loser fills every hole, omweso (no refill),
                  // or an invalid round
    Random,       // level random: a uniformly random legal fill, nothing searched
    DefaultBest,  // no fill was rated better than the default (from the left): the default is chosen
    WinsRound,    // the search finds a forced win of the next round from the chosen start, not from the default's
    AvoidsLoss,   // from the default start the search finds a forced loss, from the chosen start it does not
    AvoidsCapture, // the opponent moves first and can take fewer seeds in that turn (threat < defaultThreat)
    BetterBySeeds, // rated gainTenths (tenths of a seed, > 0) better than the default fill
};

struct FillChoice {
    FillReason reason = FillReason::NoChoice;
    Side loser = Side::South;      // the round's loser (meaningful unless NoChoice)
    int fills = 0;                 // how many holes the loser fills (nextRound's loserFills)
    std::vector<int> fill;         // the chosen 0-based holes, ascending; empty when NoChoice
    std::uint16_t protectedMask = 0; // the loser's holes the chosen fill leaves protected (bit h: hole h)
    bool isDefault = false;        // the chosen fill is the default one (holes 0..fills-1)
    // Search values of the next round's start, for the loser (ai/think.h's
    // scale: tenths of a seed, beyond +-(kWinScore - 10000) a forced win /
    // loss). 0 for Random and NoChoice.
    int value = 0;                 // of the chosen fill
    int defaultValue = 0;          // of the default fill
    // How much better the chosen fill is rated, in tenths of a seed: value -
    // defaultValue when both are plain evaluations; when both are forced wins
    // (or both forced losses), the difference of the final margins x 10.
    // 0 when one is decisive and the other not (WinsRound, AvoidsLoss), or
    // when the default is chosen. Decisive values are compared by margin
    // only (not by how soon), so a chosen fill other than the default always
    // has gainTenths > 0 or a WinsRound / AvoidsLoss reason.
    int gainTenths = 0;
    // When the round's winner moves first in the next round: the most seeds
    // their first turn can put into their store from the chosen / the default
    // start (every decision of that turn tried). -1 when the loser moves first.
    int threat = -1;
    int defaultThreat = -1;
    bool opponentFirst = false;    // the round's winner moves first in the next round
    int candidates = 0;            // fills considered (C(holes, fills))
    std::uint64_t nodes = 0;       // nodes searched in all
    bool stopped = false;          // `stop` cut the search: the best so far (always legal)
};

// For the loser of the finished round `finalPosition` (as nextRound takes
// it), the fill a player of `level` chooses. Each candidate fill's start is
// searched with think() at the level's fixedLimits() budget, or with
// `nodesPerFill` nodes when it is > 0 (strong, expert, perfect). Beginner
// and casual see as their play does: a shallow search whose value follows
// their own seeded near-miss choice. Ties keep the earlier fill in
// lexicographic order, so the default wins ties. Deterministic for a seed.
// Precondition: levelPlays(level, v.game).
FillChoice chooseFill(const Variant& v, const Position& finalPosition, Side previousStarter, Level level,
                      std::uint64_t seed, std::uint64_t nodesPerFill = 0,
                      const std::atomic<bool>* stop = nullptr);

// The most seeds the player to move can put into their store in this one
// turn (every sequence of decisions while they keep the move), at most
// `maxNodes` positions visited (then the best found so far).
int firstTurnThreat(const Variant& v, const Position& p, int maxNodes = 200'000);

} // namespace semina::ai
