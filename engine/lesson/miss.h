#pragma once
// Why a lesson task was missed (docs/architecture.md "engine/lesson"): one
// reason, read off the engine's trace of what the learner did (facts.h). The
// UI turns each value into a sentence, taking the numbers and places it needs
// from the TurnFacts (how many were captured, where the last seed fell).

#include <cstdint>

namespace semina::lesson {

enum class Miss : std::uint8_t {
    None, // the goal is met

    // where the last seed fell (TurnFacts::last, lastPlace, lastHeld)
    LastInOwnStore,       // kalah: into the mover's store, another move instead (§1.2)
    LastInOwnEmptyHole,   // into an empty hole of the mover (omweso §4.4a: so the turn passed)
    LastInOwnHole,        // into a hole of the mover that held seeds (kalah: no capture, §1.3)
    LastOnOpponentSide,   // into a hole of the opponent (kalah: no capture)
    ShortOfStore,         // kalah: the last seed stopped in a hole before the mover's store
    PastStore,            // kalah: the last lap went through the store and on
    WrongLastPlace,       // the last seed fell elsewhere than the task's place

    // captures
    FacingHoleEmpty,      // kalah capture=standard: the facing hole was empty, no capture (§1.3)
    NotTwoOrSix,          // mankala: the last hole holds lastHeld + 1, not 2 or 6 (§2.3)
    OwnRowNoCapture,      // mankala capture-side=opponent: 2 or 6 in the mover's own row (§2.3)
    SaadaTookNothing,     // aliguli: the Saada's hole C and the hole facing it were empty (§3.4)
    SaadaEmptyHole,       // aliguli empty-capture=none: C was empty, so nothing was taken (§3.4)
    OuterHoleNotEmpty,    // omweso: a lap ended in a full inner hole, the outer hole of its column held seeds (§4.4b)
    FacingNotBothFull,    // omweso: a lap ended in a full inner hole, the opponent's two facing holes were not both full (§4.4b)
    TooFewCaptured,       // captured, but fewer seeds than the task asks (TurnFacts::captured)
    TooFewCaptures,       // fewer separate captures than the task asks (TurnFacts::captures)
    CaptureNotClockwise,  // omweso: a capture, but no lap went cw from an aloka hole (§4.6)

    // the rest of a turn
    TurnGoesOn,           // a second sowing or a direction choice is due: the task is judged on the whole turn
    NoExtraMove,          // kalah: fewer extra moves than the task asks (TurnFacts::extraMoves)
    TooFewRelays,         // fewer relay laps than the task asks (TurnFacts::relays)
    NoChoiceDue,          // omweso: the turn did not stop at a direction choice (§4.6)
    GameNotOver,          // the game (round) is not over
    OpponentCanMove,      // the opponent was not left without a move (their row holds seeds; omweso: they have a turn)
    GameLost,             // the game ended, won by the opponent
    GameDrawn,            // the game ended in a draw
    TooManyTurns,         // a line of play: not won within the turns the task allows
    LineIllegal,          // a line of play: a decision of the line (or a scripted reply) is not legal

    // looking ahead (check.h judgeLine)
    FarFromBest,          // the decision is more than the goal's seeds worse than the best (TurnFacts::shortOfBest)
    OpponentCanCapture,   // the opponent's next turn can capture TurnFacts::threat of the mover's seeds
};

} // namespace semina::lesson
