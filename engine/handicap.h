#pragma once
// Handicaps against the computer (docs/rules.md §3.8-12 for protected holes):
// a single game that starts with one player weakened, and the handicap that
// evens each computer level for a learner (measured, see suggestedHandicap).
//
// What a handicap of k means:
// - kalah, mankala, aliguli: the handicapped player's k rightmost holes (their
//   own numbers m-k+1..m, the holes a match round's loser leaves unfilled when
//   filling from their left, engine/match.h) are protected: empty and out of
//   play. The seeds they would hold are not in the game (the game has k x seeds
//   fewer seeds). k is 0..holes-1.
// - omweso: the seed split. The handicapped player sets up 32 - 4k seeds, the
//   other 32 + 4k (the options south-seeds/north-seeds); k is 0..6 (8/56:
//   four holes of two, still a game).

#include "engine/ai/level.h"
#include "engine/position.h"
#include "engine/variant.h"

namespace semina {

struct HandicapStart {
    Variant variant;   // omweso: its south-seeds/north-seeds set; otherwise as given
    Position position; // the start position, `starter` to move (omweso: to set up)

    bool operator==(const HandicapStart&) const = default;
};

// The largest handicap the game takes (see above).
int maxHandicap(const Variant& v);

// The start of a game in which `handicapped` plays with a handicap of k
// (clamped to 0..maxHandicap(v)); k = 0 is the game's normal start. For
// omweso the given variant's own split is replaced.
HandicapStart handicapStart(const Variant& v, Side handicapped, int k, Side starter = Side::South);

// The handicap for the computer at `level` that evens a game against a
// learner, at the game's default options: the measured k at which Beginner,
// standing in for the learner, took nearest half the decided pairs of paired
// games (engine/data/handicap.tsv, written by scripts/handicap-table; the
// measurements are in docs/handicap.md). Perfect plays as Expert where it has
// no row of its own (outside Kalah). A level not measured (Random): 0.
int suggestedHandicap(GameId game, ai::Level level);

// How even the suggestion made it: the learner's share of the decided pairs
// at the suggested handicap, in percent (the same table). A level not
// measured (Random): 50.
int suggestedHandicapShare(GameId game, ai::Level level);

} // namespace semina
