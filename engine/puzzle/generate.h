#pragma once
// Finding puzzles (docs/puzzles.md "Generating"): seeded self-play between
// two players of the strong level, after a few random decisions and with
// now and then a random one, offers every position at the start of a turn;
// checkPosition() keeps the puzzles. One thread, node budgets only: the
// same seed gives the same puzzles, in the same order, on every machine.

#include "engine/puzzle/check.h"
#include "engine/puzzle/puzzle.h"

#include <array>
#include <cstdint>
#include <functional>
#include <vector>

namespace semina::puzzle {

struct GenerateOptions {
    Variant variant;
    CheckSpec spec;           // checkSpecFor(variant.game) unless changed
    std::uint64_t seed = 0;
    int count = 1;            // puzzles wanted
    int maxGames = 0;         // games at most (0: 40 x count); fewer puzzles then
};

struct GenerateStats {
    int games = 0;
    int candidates = 0; // positions checked
    std::array<int, 8> rejected{}; // by Reject
};

// Calls `found` with each puzzle as it is found (id `<game>-<seed>-<n>`).
std::vector<Puzzle> generatePuzzles(const GenerateOptions& o, GenerateStats* stats = nullptr,
                                    const std::function<void(const Puzzle&)>& found = {});

} // namespace semina::puzzle
