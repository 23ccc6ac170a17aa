#pragma once
// The JSON of game files (docs/game-format.md): a strict reader into a small
// document tree and a canonical writer. Stricter than RFC 8259 where a game
// file never needs the freedom, so that no input can make reading slow or
// large: integers only (no fraction, no exponent, at most 2^53 in size),
// bounded nesting, string length and value count, valid UTF-8 only,
// duplicate keys refused. Object members keep their order.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace semina::json {

constexpr int kMaxDepth = 32;                                // arrays and objects nested
constexpr std::size_t kMaxStringBytes = 4096;                // one string or key, as UTF-8
constexpr std::int64_t kMaxInteger = std::int64_t{1} << 53;  // |n| at most this
constexpr std::size_t kMaxValues = std::size_t{1} << 18;     // values in one document

struct Value {
    enum class Type : std::uint8_t { Null, Bool, Integer, String, Array, Object };
    Type type = Type::Null;
    bool boolean = false;
    std::int64_t integer = 0;
    std::string text;              // String
    std::vector<Value> items;      // Array: the items; Object: the members' values
    std::vector<std::string> keys; // Object: the members' keys, parallel to items
    int line = 0;                  // where the value starts in the text (1-based;
    int column = 0;                // columns count characters, not bytes); 0: built
    bool oneLine = false;          // writePretty: on one line whatever its length (built only)

    bool is(Type t) const { return type == t; }
    // The member `key` of an object, or null.
    const Value* find(std::string_view key) const;

    static Value makeBool(bool b);
    static Value makeInteger(std::int64_t n);
    static Value makeString(std::string s);
    static Value makeArray();
    static Value makeObject();
    // Appends a member to an object (no duplicate check: the writer's caller
    // builds each key once).
    Value& add(std::string key, Value v);
};

struct ParseResult {
    std::optional<Value> value; // empty on error
    std::string error;          // what is wrong (English, no place)
    int line = 0;               // where (1-based)
    int column = 0;
    bool ok() const { return value.has_value(); }
};

// Exactly one JSON value, with optional white space around it.
ParseResult parse(std::string_view text);

// Indented by two spaces a level, starting at `level` (the caller's current
// indentation); arrays of scalars on one line when it fits in 100 columns,
// else wrapped; a value marked oneLine on one line, with a space after each
// comma and colon. No trailing newline.
std::string writePretty(const Value& v, int level = 0);
// On one line without white space.
std::string writeCompact(const Value& v);
// A JSON string literal for `text`: control characters escaped, a byte that
// starts no valid UTF-8 sequence written as \ufffd (the game file writes
// only valid text; semina-cli echoes what it was given). The one string
// writer of the engine and the command line.
std::string quote(std::string_view text);

} // namespace semina::json
