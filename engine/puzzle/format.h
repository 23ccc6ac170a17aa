#pragma once
// A puzzle as one line of JSON (docs/puzzles.md "Format"): the lines of
// resources/puzzles/<game>.jsonl and of `semina-cli puzzles`. Keys in a
// fixed order, no white space, so the same puzzle is always the same bytes.

#include "engine/puzzle/puzzle.h"

#include <optional>
#include <string>
#include <string_view>

namespace semina::puzzle {

std::string puzzleLine(const Puzzle& p);

// The puzzle of a line, or empty with `error` saying what is wrong.
std::optional<Puzzle> readPuzzleLine(std::string_view line, std::string* error = nullptr);

} // namespace semina::puzzle
