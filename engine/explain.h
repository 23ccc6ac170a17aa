#pragma once
// Why a hole cannot be played now: what the game screen tells a player who
// clicks a hole that is not a legal start. Derived from the rules, never
// deciding them: a hole is playable exactly when the game's legalDecisions()
// offers it, with the laps left in the turn (docs/rules.md §5), so a click
// verdict and the playable marks (the same list) never disagree.

#include "engine/game.h"
#include "engine/position.h"

#include <cstdint>

namespace semina {

enum class HoleVerdict : std::uint8_t {
    Playable,       // at least one legal decision starts from this hole
    GameOver,       // the game (round) is over
    SetupPending,   // omweso set-up: seeds are placed, not sown
    ChoicePending,  // a mid-turn direction choice must be made first
    NotYours,       // the hole belongs to the player who is not to move
    Protected,      // a protected hole (match play): not in play this round
    Empty,          // an empty hole
    SingleSeed,     // omweso: a turn needs a hole with more than one seed
    NeverEnds,      // every sowing from here would break the turn limit (docs/rules.md §5)
};

HoleVerdict judgeHole(const Game& game, Side owner, int hole);

// The directions a turn may start in from `hole` of the mover, within the
// laps left in the turn: bit 0 ccw, bit 1 cw.
unsigned legalDirections(const Game& game, int hole);

// The mover's holes that start a legal decision: bit h for local hole h.
unsigned playableHoles(const Game& game);

// Why a game (round) is over, for the game-over line.
enum class EndReason : std::uint8_t {
    None,             // not over
    SideEmpty,        // a row is empty; the seeds left go to their owners (§1.4, §3.5)
    CannotMove,       // the player to move has no seed to sow (mankala §2.5)
    OnlySingleSeeds,  // omweso: the player to move has no hole with more than one seed (§4.7)
    NoTurnEnds,       // omweso: every turn of the player to move would break the turn limit (§5)
    Repetition,       // the third repetition (§2.6, §3.6, §4.8)
};

// Read off the final position: the player who could not move is the one to move.
EndReason endReason(const Game& game);

} // namespace semina
