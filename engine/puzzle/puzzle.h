#pragma once
// A puzzle (docs/puzzles.md): a position at the start of a turn where one
// decision is clearly better than every other, checked by the engine, with
// the answer (the mover's whole turn: every decision of it is the clear best
// where it is made), its themes and a difficulty rating.
//
// Values are in seeds for the player to move, as in the analysis
// (docs/analysis.md): the final difference of the stores under best play.
// Kalah's are exact (the solver); the other games' are the search's values
// (ai/values.h decisionValuesWithin) within a node budget, checked again
// within a greater one.

#include "engine/decision.h"
#include "engine/position.h"
#include "engine/variant.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace semina::puzzle {

// How a game's puzzles are checked (docs/puzzles.md "Margins").
struct CheckSpec {
    bool exact = false;        // Kalah: the exact solver; else the search
    int margin = 0;            // the best beats the second best by at least this (seeds)
    std::uint64_t nodes = 0;   // the solver's limit per decision (exact), or the search's budget
    std::uint64_t recheckNodes = 0; // the search's greater budget (0 when exact)
};

CheckSpec checkSpecFor(GameId game);

// Themes, bits of Puzzle::themes, in the order they are printed.
enum class Theme : std::uint8_t { Capture, ExtraMove, Relay, Saada, AlokaCapture, Deny, Endgame };
constexpr int kThemeCount = 7;
constexpr unsigned themeBit(Theme t) { return 1u << static_cast<unsigned>(t); }
std::string_view themeKey(Theme t); // `capture`, `extra-move`, ... (stable keys)

// One decision of the answer, as checked.
struct Step {
    Decision decision;
    int legal = 0;       // legal decisions there
    int value = 0;       // the best's value
    int second = 0;      // the second best's value
    int depth = 0;       // the search's depth (0: exact)
    int recheckDepth = 0; // the depth of the check within the greater budget (0: exact)
    int margin() const { return value - second; }
};

struct Puzzle {
    Variant variant;
    Position position;       // at the start of the mover's turn
    std::vector<Step> steps; // the answer: the mover's decisions of one turn
    CheckSpec spec;          // what it was checked with
    unsigned themes = 0;     // themeBit()s
    int rating = 0;          // difficulty, docs/puzzles.md "Rating"
    std::string id;          // `<game>-<seed>-<n>`: the generator's run and its n-th puzzle

    std::vector<Decision> answer() const;
    int margin() const; // the smallest margin of its steps
};

} // namespace semina::puzzle
