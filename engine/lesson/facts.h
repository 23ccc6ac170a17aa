#pragma once
// What one decision, or a whole turn, did: read off its trace (engine/trace.h)
// and the positions before and after, for lesson tasks (goal.h). Numbers and
// enums only; the UI words them.
//
// A whole turn is the traces of its decisions concatenated (a Kalah turn with
// extra moves, an Ali Guli Mane turn of two sowings, an Omweso turn with
// direction choices). Laps are the maximal runs of Drop events (engine/game.h).

#include "engine/lesson/miss.h"
#include "engine/position.h"
#include "engine/trace.h"
#include "engine/variant.h"

#include <cstdint>

namespace semina::lesson {

// Where the last seed fell, and whether that hole was empty before it.
enum class LastSeed : std::uint8_t {
    None,              // nothing was sown (an Omweso set-up, an empty trace)
    OwnStore,          // kalah: the mover's store (§1.2)
    OwnEmptyHole,      // a hole of the mover that was empty
    OwnHole,           // a hole of the mover that held seeds
    OpponentEmptyHole, // a hole of the opponent that was empty
    OpponentHole,      // a hole of the opponent that held seeds
};

// Ali Guli Mane: the Saada that ended a sowing (§3.4).
struct Saada {
    Place empty;        // N, the empty hole after the last seed's hole
    Place taken;        // C, the hole after N
    int takenHeld = 0;  // seeds in C then
    int facingHeld = 0; // seeds in the hole facing C then (0 when protected)
    int captured = 0;   // seeds it took
};

struct TurnFacts {
    GameId game = GameId::Kalah;
    Side mover = Side::South;

    int sowings = 0;  // first laps of a sowing (PickUp events): aliguli's two sowings
    int laps = 0;     // laps sown (runs of Drop events)
    int relays = 0;   // relay laps (RelayPickUp events)
    unsigned directions = 0; // bit static_cast<int>(Dir): some lap went that way

    int captures = 0; // separate captures (runs of Capture events)
    int captured = 0; // seeds the mover captured
    int saadaCaptures = 0; // aliguli: sowings whose Saada took seeds
    Saada lastSaada;       // aliguli: the Saada of the last sowing (saadas > 0)
    int saadas = 0;        // aliguli: sowings that ended (each ends with a Saada)
    int cwCaptures = 0;    // omweso: captures by cw laps, i.e. from an aloka hole (§4.6)
    int resown = 0;        // omweso: laps that sowed captured seeds (§4.5)
    // Why no lap captured (set when captures == 0, from where the last seed
    // fell); omweso: the first lap that ended in a full inner hole without
    // capturing, even when a later lap captured.
    Miss noCapture = Miss::None;

    int extraMoves = 0;        // kalah: ExtraMove events (§1.2)
    int dropsIntoOwnStore = 0; // kalah: seeds the laps dropped into the mover's store
    bool lastLapPassedStore = false; // kalah: the last lap dropped a seed into the mover's store
                                     // and went on (or came round again)

    LastSeed last = LastSeed::None;
    Place lastPlace;  // where the last seed fell
    int lastHeld = 0; // what that place held before the last seed

    bool secondSowingDue = false; // aliguli: the trace stops with the second sowing due
    bool secondSowingLost = false; // aliguli: the turn passed after one sowing (after-capture, no capture)
    bool choicePending = false;   // omweso: the trace stops at a direction choice
    bool turnPassed = false;      // the opponent is to move after (after.toMove != mover)
    bool gameOver = false;        // a GameEnds event (a round's end in aliguli too)
    Outcome outcome = Outcome::None;
    // The game ended because the opponent was left without a move: their row
    // empty when it ended (§1.4, §2.5, §3.5), or (omweso) no turn (§4.7).
    bool opponentStuck = false;
    int sweptToMover = 0;    // the end sweep: seeds into the mover's store/stock
    int sweptToOpponent = 0; // and into the opponent's

    // Looking ahead (check.h judgeLine; not read off the trace):
    int shortOfBest = 0; // seeds the first decision is worth less than the best one (ai/values.h)
    int threat = 0;      // the most seeds of the mover the opponent's next turn can capture
    Place threatFrom;    // the hole the opponent's turn that captures them sows first

    // The same player is still to move and the game goes on: the turn is not over.
    bool turnGoesOn() const { return !turnPassed && !gameOver; }
    bool moverWon() const { return outcome == (mover == Side::South ? Outcome::South : Outcome::North); }
};

// Why a Saada took nothing (§3.4): C empty under empty-capture=none while its
// facing hole held seeds, or both empty.
inline Miss saadaMiss(const Saada& s)
{
    return s.takenHeld == 0 && s.facingHeld > 0 ? Miss::SaadaEmptyHole : Miss::SaadaTookNothing;
}

// The facts of `trace`, played from `before` to `after` (after = replay(before,
// trace)). The mover is before.toMove.
TurnFacts factsOf(const Variant& v, const Position& before, const Trace& trace, const Position& after);

} // namespace semina::lesson
