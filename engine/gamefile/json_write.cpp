// The canonical JSON writer (engine/gamefile/json.h): the same tree always
// gives the same text, so a file read and written again is byte-identical.
#include "engine/gamefile/json.h"
#include "engine/gamefile/utf8.h"

namespace semina::json {

namespace {

constexpr std::size_t kWidth = 100; // columns of a line with an array of scalars

bool scalar(const Value& v) { return !v.is(Value::Type::Array) && !v.is(Value::Type::Object); }

bool allScalars(const Value& v)
{
    for (const Value& item : v.items)
        if (!scalar(item))
            return false;
    return true;
}

void compact(std::string& out, const Value& v)
{
    switch (v.type) {
    case Value::Type::Null: out += "null"; return;
    case Value::Type::Bool: out += v.boolean ? "true" : "false"; return;
    case Value::Type::Integer: out += std::to_string(v.integer); return;
    case Value::Type::String: out += quote(v.text); return;
    case Value::Type::Array:
        out += '[';
        for (std::size_t i = 0; i < v.items.size(); ++i) {
            out += i ? "," : "";
            compact(out, v.items[i]);
        }
        out += ']';
        return;
    case Value::Type::Object:
        out += '{';
        for (std::size_t i = 0; i < v.items.size(); ++i) {
            out += i ? "," : "";
            out += quote(v.keys[i]);
            out += ':';
            compact(out, v.items[i]);
        }
        out += '}';
        return;
    }
}

// As compact(), with a space after each comma and colon.
void spaced(std::string& out, const Value& v)
{
    if (scalar(v)) {
        compact(out, v);
        return;
    }
    const bool object = v.is(Value::Type::Object);
    out += object ? '{' : '[';
    for (std::size_t i = 0; i < v.items.size(); ++i) {
        out += i ? ", " : "";
        if (object)
            out += quote(v.keys[i]) + ": ";
        spaced(out, v.items[i]);
    }
    out += object ? '}' : ']';
}

void indent(std::string& out, int level) { out.append(static_cast<std::size_t>(2 * level), ' '); }

// `v` at nesting `level`, its first line already holding `used` columns.
void pretty(std::string& out, const Value& v, int level, std::size_t used)
{
    if (v.oneLine) {
        spaced(out, v);
        return;
    }
    if (scalar(v) || v.items.empty()) {
        out += scalar(v) ? writeCompact(v) : v.is(Value::Type::Array) ? "[]" : "{}";
        return;
    }
    if (v.is(Value::Type::Array) && allScalars(v)) {
        std::vector<std::string> items;
        std::size_t oneLine = used + 2 + 1; // brackets and a comma after them
        for (const Value& item : v.items) {
            items.push_back(writeCompact(item));
            oneLine += items.back().size() + 2;
        }
        if (oneLine - 2 <= kWidth) {
            out += '[';
            for (std::size_t i = 0; i < items.size(); ++i)
                out += (i ? ", " : "") + items[i];
            out += ']';
            return;
        }
        // Wrapped: as many items a line as fit.
        out += "[\n";
        const std::size_t start = static_cast<std::size_t>(2 * (level + 1));
        std::size_t column = 0;
        for (std::size_t i = 0; i < items.size(); ++i) {
            const std::size_t need = items[i].size() + 1; // with its comma
            if (column == 0) {
                indent(out, level + 1);
                column = start;
            } else if (column + 1 + need > kWidth) {
                out += '\n';
                indent(out, level + 1);
                column = start;
            } else {
                out += ' ';
                ++column;
            }
            out += items[i];
            out += i + 1 < items.size() ? "," : "";
            column += need;
        }
        out += '\n';
        indent(out, level);
        out += ']';
        return;
    }
    const bool object = v.is(Value::Type::Object);
    out += object ? "{\n" : "[\n";
    for (std::size_t i = 0; i < v.items.size(); ++i) {
        indent(out, level + 1);
        std::size_t column = static_cast<std::size_t>(2 * (level + 1));
        if (object) {
            const std::string key = quote(v.keys[i]) + ": ";
            out += key;
            column += key.size();
        }
        pretty(out, v.items[i], level + 1, column);
        out += i + 1 < v.items.size() ? ",\n" : "\n";
    }
    indent(out, level);
    out += object ? '}' : ']';
}

} // namespace

std::string quote(std::string_view text)
{
    std::string out = "\"";
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        const auto u = static_cast<unsigned char>(c);
        if (u >= 0x80) { // a whole UTF-8 sequence, or U+FFFD for a byte that starts none
            const std::size_t n = utf8Length(text, i);
            if (n == 0) {
                out += "\\ufffd";
            } else {
                out.append(text.substr(i, n));
                i += n - 1;
            }
            continue;
        }
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        default:
            if (u < 0x20 || u == 0x7F) {
                const char* hex = "0123456789abcdef";
                out += "\\u00";
                out += hex[u >> 4];
                out += hex[u & 15];
            } else {
                out += c;
            }
        }
    }
    return out + "\"";
}

std::string writeCompact(const Value& v)
{
    std::string out;
    compact(out, v);
    return out;
}

std::string writePretty(const Value& v, int level)
{
    std::string out;
    pretty(out, v, level, static_cast<std::size_t>(2 * level));
    return out;
}

} // namespace semina::json
