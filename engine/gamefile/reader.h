#pragma once
// Inside the game-file reader (gamefile_read.cpp, gamefile_round.cpp): the
// members of one JSON object taken one by one, and the error that stops the
// reading with its field path and place.

#include "engine/gamefile/gamefile.h"
#include "engine/gamefile/json.h"

#include <string>
#include <string_view>
#include <vector>

namespace semina::gamefile::detail {

struct ReadError {
    std::string where;   // the field path ("rounds[0].start")
    std::string message; // the whole sentence, with the path and the place in the text
};

// Stops the reading: `what` is about the field `where`, at `at` in the text.
[[noreturn]] void fail(const std::string& where, const json::Value& at, const std::string& what);

// "a string", "a whole number", ...
std::string_view typeName(json::Value::Type t);

// An object's members, each taken at most once by its reader; the rest are
// unknown (kept, or refused).
class Members {
public:
    // Fails unless `object` is an object.
    Members(const json::Value& object, std::string path);

    // The member `key`, which must be there and be of type `t`.
    const json::Value& take(std::string_view key, json::Value::Type t);
    // The same, or null when the member is not there.
    const json::Value* takeIf(std::string_view key, json::Value::Type t);
    // The members not taken, in order, as written in the file.
    std::vector<UnknownMember> rest() const;
    // Fails at the first member not taken ("`what` lists ...").
    void refuseRest(const std::string& what) const;
    // The path of a member: "rounds[0].start", or "format" at the top.
    std::string path(std::string_view key) const;
    const json::Value& object() const { return m_object; }
    const std::string& path() const { return m_path; }

private:
    const json::Value& m_object;
    std::string m_path;
    std::vector<bool> m_taken;
};

// Options whose values are all numbers are JSON numbers in the file.
bool numericOption(const OptionSpec& o);

// "2026-12-02": a day that exists, year 0000..9999.
bool isDate(std::string_view s);

// The top-level notes (docs/game-format.md): `names` (after `players`,
// which it checks against), `event`, `date`, `round`.
void readNotes(Members& top, GameRecord& r);
// A round's `comments` and `review`, checked against its decisions played
// from its start.
void readRoundNotes(Members& m, RoundRecord& r);
// A record's result (resultKey) and why, for the reader's message.
struct Result {
    std::string_view key;
    std::string why; // "South won more rounds, 2 to 1"
};
Result resultOf(const GameRecord& r);

// `result` against the replay of the record: required from version 2.
void checkResult(Members& top, const GameRecord& r);

// Reads the rounds after the top-level members (docs/game-format.md
// "Rounds"), checking every round on its own and each against the one before.
std::vector<RoundRecord> readRounds(const json::Value& rounds, GameId game, bool match);

} // namespace semina::gamefile::detail
