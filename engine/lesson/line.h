#pragma once
// Playing a line of a lesson task "win within K turns": the learner's
// decisions one by one, the opponent's replies from a script or from the
// engine at a named level (semina::ai), deterministic for a seed.

#include "engine/ai/level.h"
#include "engine/decision.h"
#include "engine/game.h"
#include "engine/lesson/miss.h"

#include <cstdint>
#include <span>
#include <vector>

namespace semina::lesson {

struct Replies {
    // The opponent's decisions in order; when empty, the engine replies.
    std::vector<Decision> script;
    ai::Level level = ai::Level::Beginner;
    std::uint64_t seed = 0; // the engine's reply n uses seed + n
};

struct LineResult {
    Miss miss = Miss::None; // None: the learner won within the turns
    int turns = 0;          // the learner's turns begun
    int decisions = 0;      // the learner's decisions played
    int replies = 0;        // the opponent's decisions played
    Game game;              // where the line stopped
};

// The opponent's next decision: replies.script[index], or the engine's
// choice (its fixed node budget, the game's laps left). `index` counts the
// replies made so far. Precondition: the game is not over.
Decision reply(const Game& game, const Replies& replies, int index);

// Plays from `start` (the learner is the player to move there): the learner's
// decisions whenever the learner is to move, the replies otherwise, until the
// game is over, a turn of the learner beyond `maxTurns` would begin
// (TooManyTurns), or the learner's decisions run out (GameNotOver). A
// decision or scripted reply that is not legal, or a script that runs out,
// stops it with LineIllegal. Won: None; lost, drawn: GameLost, GameDrawn.
LineResult playLine(const Game& start, std::span<const Decision> learner, const Replies& replies, int maxTurns);

} // namespace semina::lesson
