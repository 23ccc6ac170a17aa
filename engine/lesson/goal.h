#pragma once
// A lesson task's goal (docs/architecture.md "engine/lesson"): a condition the
// engine checks on what the learner's decision or turn did (facts.h), not one
// fixed click; and, when it is missed, the reason (miss.h).

#include "engine/lesson/facts.h"
#include "engine/lesson/miss.h"
#include "engine/trace.h"

#include <cstdint>

namespace semina::lesson {

enum class GoalKind : std::uint8_t {
    Capture,          // capture at least `atLeast` seeds (§1.3, §2.3, §3.4, §4.4b)
    Captures,         // make at least `atLeast` separate captures (omweso §4.5: re-sown seeds capture again)
    ExtraMove,        // kalah: earn at least `atLeast` extra moves (§1.2)
    SaadaCapture,     // aliguli: the last sowing ends with a Saada taking at least `atLeast` seeds (§3.4)
    Relay,            // sow at least `atLeast` relay laps (§3.3, §4.4c)
    ClockwiseCapture, // omweso: at least `atLeast` captures by cw laps from an aloka hole (§4.6)
    LastIn,           // the last seed falls into `place` (a hole, or the mover's store)
    ChoiceDue,        // omweso: the decision stops at a direction choice (§4.6)
    EndGame,          // the game (round) ends (a row emptied, a player left without a move)
    OpponentStuck,    // the game ends because the opponent is left without a move (TurnFacts::opponentStuck)
    WinGame,          // the game ends, won by the mover
    WinWithin,        // win within `atLeast` of the mover's turns against replies (line.h)
    NearBest,         // a decision within `within` seeds of the best (ai/values.h; TurnFacts::shortOfBest)
    Defend,           // after the turn, the opponent's next turn captures at most `within` of the mover's seeds
};

// What a goal judges: the learner's next decision alone, or the whole turn
// it starts (all decisions until the other player is to move or the game ends).
enum class Scope : std::uint8_t { Decision, Turn };

struct Goal {
    GoalKind kind = GoalKind::Capture;
    int atLeast = 1;
    Place place;                   // LastIn
    Scope scope = Scope::Decision; // WinWithin and Defend always play whole turns
    int within = 0;                // NearBest: seeds short of the best; Defend: seeds the opponent may take
};

// Miss::None when the facts meet the goal, else why not. WinWithin judged on
// one turn's facts is WinGame; a line of several turns is judged by playLine.
// NearBest and Defend read the facts that look ahead (check.h judgeLine).
Miss why(const Goal& goal, const TurnFacts& facts);
inline bool met(const Goal& goal, const TurnFacts& facts) { return why(goal, facts) == Miss::None; }

} // namespace semina::lesson
