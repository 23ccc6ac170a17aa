#pragma once
// The little JSON semina-cli writes: one object per line, built field by field.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace semina::cli {

// A JSON string literal: quoted, escaped, invalid UTF-8 replaced by U+FFFD
// (json::quote, engine/gamefile/json.h).
std::string jsonString(std::string_view text);
// A JSON array of strings.
std::string jsonStrings(const std::vector<std::string>& items);
// A fixed-point number with `decimals` digits after the point.
std::string jsonNumber(double value, int decimals);

// {"key": value, ...} with the keys in the order they are added.
class JsonObject {
public:
    JsonObject& raw(std::string_view key, std::string_view json);
    JsonObject& str(std::string_view key, std::string_view text) { return raw(key, jsonString(text)); }
    JsonObject& num(std::string_view key, std::int64_t n) { return raw(key, std::to_string(n)); }
    JsonObject& num(std::string_view key, std::uint64_t n) { return raw(key, std::to_string(n)); }
    JsonObject& num(std::string_view key, int n) { return raw(key, std::to_string(n)); }
    JsonObject& boolean(std::string_view key, bool b) { return raw(key, b ? "true" : "false"); }
    std::string text() const { return m_text + "}"; }

private:
    std::string m_text = "{";
};

// The one-line error object.
std::string jsonError(std::string_view message);

} // namespace semina::cli
