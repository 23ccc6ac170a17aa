#pragma once
// semina-cli's command line: which flags each command takes, and turning
// their values into engine types. Every problem throws CliError with the
// message the user sees.

#include "engine/gamefile/messages.h"
#include "engine/position.h"
#include "engine/variant.h"

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace semina::cli {

struct CliError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

struct Args {
    std::string command;
    std::optional<std::string> variant;
    std::vector<std::string> options; // `K=V` as given, in order
    std::optional<std::string> start;
    std::optional<std::string> position;
    std::optional<std::string> ttMb;
    std::optional<std::string> games;
    std::optional<std::string> seed;
    std::optional<std::string> levels;
    std::optional<std::string> previousStarter;
    std::optional<std::string> fill;  // `next-round`: H,H,... or `auto`
    std::optional<std::string> level; // `next-round --fill auto`: who chooses
    std::optional<std::string> dbSeeds; // `solve`: the endgame database's seed limit
    std::optional<std::string> dbDir;   // `solve`: where it is cached
    std::optional<std::string> threads; // `solve`: threads of the search and of a database build
    std::optional<std::string> openings;     // `paired`
    std::optional<std::string> openingPlies; // `paired`
    std::optional<std::string> firstOpening; // `paired`
    std::optional<std::string> close;        // `paired`: seeds, or `all`
    std::optional<std::string> handicap;     // `paired`: level A's
    std::optional<std::string> checkNodes;   // `paired`: the perfect check's solver budget
    std::optional<std::string> game;         // `apply`: a game file to play on from; `analyse`: to analyse
    std::optional<std::string> save;         // `apply`: the game file to write
    std::optional<std::string> out;          // `book`: the book file to write
    std::optional<std::string> maxEntries;   // `book`: stop after this many entries
    std::optional<std::string> checkpoint;   // `book`: the saved walk to go on from and to save to
    std::optional<std::string> book;         // `perfect-bench`: the book file to use
    std::optional<std::string> memoryMb;     // `paired`, `perfect-bench`: perfect's solver memory (MiB, 0: none; default the app's)
    std::optional<std::string> budgetMs;     // `analyse`: the time per position for exact values
    std::optional<std::string> count;        // `puzzles`: how many to find
    std::optional<std::string> budget;       // `puzzles`: the check's node budget
    bool trace = false;
    bool fixed = false; // `perfect-bench`: fixedLimits instead of the app's clock
    bool progress = false; // `solve`: each move of the root's bounds on stderr
    std::vector<std::string> decisions; // `apply` and `analyse` only
};

// Splits the command line by the table of each command's flags (docs/notation.md).
Args parseArgs(const std::vector<std::string>& args);

// The variant named by --variant with every --option applied and checked.
Variant variantOf(const Args& a);

// `S` or `N` (the flag's name is used in the message).
Side sideOf(std::string_view flag, std::string_view value);

// A plain decimal number in min..max.
std::uint64_t numberOf(std::string_view flag, std::string_view value, std::uint64_t min, std::uint64_t max);

// User text quoted for a message, cut short when very long.
using gamefile::quoted;

} // namespace semina::cli
