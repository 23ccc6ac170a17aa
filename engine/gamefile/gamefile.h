#pragma once
// Saved games (docs/game-format.md): a game or a match as one value, written
// as versioned JSON and read back with every field checked. Pure: text in,
// text out; the caller reads and writes the files (app/, cli/).
//
// Reading refuses anything that is not a well-formed game of this program:
// the message says what is wrong and where (a field path such as
// `rounds[0].decisions[12]`, or the decision's number), and nothing is
// returned. A file of a later format version that still reads is accepted
// with a warning; members this version does not know are kept, in order,
// and written back.

#include "engine/analysis/review.h"
#include "engine/decision.h"
#include "engine/game.h"
#include "engine/match.h"
#include "engine/position.h"
#include "engine/variant.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace semina::gamefile {

// Version 2 added `result` (required) and the optional names, event, date,
// round, comments and review; version-1 files still read (docs/game-format.md
// "Versions").
constexpr int kFormatVersion = 2;
// Files larger than this are refused before parsing.
constexpr std::size_t kMaxFileBytes = 8u << 20;
// More rounds or decisions than these (decisions of all rounds together)
// are refused: no game comes near, and reading stays quick.
constexpr std::size_t kMaxRounds = 1000;
constexpr std::size_t kMaxDecisions = 50000;
// Longest names, event and round, in characters (code points).
constexpr std::size_t kMaxNameChars = 64;
constexpr std::size_t kMaxEventChars = 200;
constexpr std::size_t kMaxRoundChars = 32;
// A review's values are in seeds: no game holds more (notation.h kMaxNotationSeeds).
constexpr int kMaxReviewValue = 1000;

// A member this version does not know: its key and its value as JSON text.
struct UnknownMember {
    std::string key;
    std::string json;
    bool operator==(const UnknownMember&) const = default;
};

// One round: the whole game when `match` is false.
struct RoundRecord {
    Variant variant;                 // the round's options (omweso match rounds change the seed split)
    Position start;                  // where the round started (refilled holes, protected holes, stocks)
    std::vector<Decision> decisions; // every decision played, in order, each legal where it was played
    // When the round is finished and followed by another: the 0-based holes
    // its loser filled (empty: from their left, or no choice).
    std::vector<int> fill;
    std::vector<UnknownMember> unknown;
    // Comments on the round's positions, by decision number: 0 on the start,
    // k after the k-th decision (1-based), each non-empty; sorted, each once.
    std::vector<std::pair<int, std::string>> comments;
    // The review of the decisions from the first, one entry a decision:
    // at most as many as there are decisions (a game continued after a
    // review has unreviewed decisions at its end).
    std::vector<analysis::PlyReview> review;
    bool operator==(const RoundRecord&) const = default;
};

// The kept game a game was branched from (Play from here on a finished
// game): when that game began, and after how many decisions of which of its
// rounds this one went its own way.
struct BranchOf {
    std::string created; // the other game's `created`
    int round = 1;       // 1-based
    int decisions = 0;   // the decisions of that round kept
    bool operator==(const BranchOf&) const = default;
};

struct GameRecord {
    int version = kFormatVersion;   // the format version the file says it has
    std::string appVersion;         // the program that wrote it ("0.1.0")
    GameId game = GameId::Kalah;
    // "human", or a computer level key (ai/level.h: "expert"), South first.
    std::string players[2] = {"human", "human"};
    // A person's name as typed, South first; empty: not given. Only for a
    // "human" player (a computer is named by its level).
    std::string names[2];
    std::string event; // the event the game was played at; empty: none
    std::string date;  // when it was played, "2026-12-02"; empty: not given
    std::string round; // the event's round ("3", "final"); empty: none
    bool match = false;
    bool matchOver = false;          // a match the players ended (or that ended by the rules)
    std::vector<RoundRecord> rounds; // at least one; the last is the one in play
    std::string created;             // ISO 8601 UTC, "2026-12-02T03:25:00Z"
    std::string saved;
    std::optional<BranchOf> branchOf; // optional in the file: `branch_of`
    std::vector<UnknownMember> unknown;
    bool operator==(const GameRecord&) const = default;
};

struct ReadResult {
    std::optional<GameRecord> record; // empty on error
    std::string error;                // what is wrong, and where (English, for logs and the CLI)
    std::string where;                // the field path alone ("rounds[0].decisions[12]"), or
                                      // "line L, column C" for an error in the JSON itself;
                                      // empty for an empty or oversized file (for the app's own wording)
    std::string warning;              // non-empty: read, but something to tell (a later version)
    bool ok() const { return record.has_value(); }
};

// Parses and checks a whole file: JSON syntax, the version, every field, the
// options, the start positions (seed counts), every decision legal in turn,
// and each match round starting where the rules' refill of the round before
// leads (docs/rules.md §3.8-12).
ReadResult readGameFile(std::string_view text);

// The file for `record`: canonical, indented JSON ending in a newline.
// Reading it back gives `record` again.
std::string writeGameFile(const GameRecord& record);

// The game after the last round's decisions (the live position).
Game liveGame(const GameRecord& record);

// The record's result, as `result` writes it (docs/game-format.md):
// "south", "north" or "draw" for a finished game or match, "unfinished"
// otherwise. A match is finished when the players ended it (`matchOver`) or
// when the rules did (after its last round a player cannot fill a single
// hole); its winner is who won more rounds, or who could still fill.
std::string_view resultKey(const GameRecord& record);

// The names, event, date, round, comments and review of `before` that still
// hold in `now`, the same game captured again (the app, after an undo or
// more decisions): names for players still human, and each round's
// comments and review as far as its decisions are those of `before`.
void keepNotes(GameRecord& now, const GameRecord& before);

} // namespace semina::gamefile
