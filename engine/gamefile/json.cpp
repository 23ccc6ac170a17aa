// The strict JSON reader (engine/gamefile/json.h). Recursive descent; the
// depth limit bounds the recursion.
#include "engine/gamefile/json.h"
#include "engine/gamefile/utf8.h"

#include <algorithm>
#include <numeric>

namespace semina::json {

namespace {

struct Failure {
    std::string message;
    int line;
    int column;
};

class Parser {
public:
    explicit Parser(std::string_view text) : m_text(text) {}

    Value document()
    {
        checkText();
        if (m_text.substr(0, 3) == "\xEF\xBB\xBF") // a byte order mark, as some editors write
            advance(3);
        skipSpace();
        if (atEnd())
            fail("expected a JSON value, found the end of the text");
        Value v = value(0);
        skipSpace();
        if (!atEnd())
            fail("unexpected text after the JSON value");
        return v;
    }

private:
    // The whole text is valid UTF-8 without NUL bytes (so binary data is
    // refused up front, at the first bad byte).
    void checkText()
    {
        for (std::size_t i = 0; i < m_text.size();) {
            const std::size_t n = m_text[i] == '\0' ? 0 : utf8Length(m_text, i);
            if (n == 0) {
                advance(i - m_pos);
                const auto byte = static_cast<unsigned char>(m_text[i]);
                const char* hex = "0123456789abcdef";
                fail(std::string("not UTF-8 text: byte 0x") + hex[byte >> 4] + hex[byte & 15]
                     + (byte == 0 ? " (binary data?)" : ""));
            }
            i += n;
        }
        m_pos = 0;
        m_line = 1;
        m_column = 1;
    }

    [[noreturn]] void fail(std::string message) { throw Failure{std::move(message), m_line, m_column}; }
    [[noreturn]] void failAt(std::string message, int line, int column) { throw Failure{std::move(message), line, column}; }

    bool atEnd() const { return m_pos >= m_text.size(); }
    char peek() const { return m_text[m_pos]; }

    // Moves on n bytes, counting lines and characters.
    void advance(std::size_t n)
    {
        for (std::size_t end = m_pos + n; m_pos < end; ++m_pos) {
            const auto c = static_cast<unsigned char>(m_text[m_pos]);
            if (c == '\n') {
                ++m_line;
                m_column = 1;
            } else if ((c & 0xC0) != 0x80) {
                ++m_column;
            }
        }
    }

    void skipSpace()
    {
        while (!atEnd() && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r'))
            advance(1);
    }

    std::string what() const
    {
        if (atEnd())
            return "the end of the text";
        const char c = peek();
        if (static_cast<unsigned char>(c) < 0x20)
            return "a control character";
        std::string out = "'";
        out.append(m_text.substr(m_pos, utf8Length(m_text, m_pos)));
        out.push_back('\'');
        return out;
    }

    void expect(char c, const char* context)
    {
        skipSpace();
        if (atEnd() || peek() != c)
            fail(std::string("expected '") + c + "' " + context + ", found " + what());
        advance(1);
    }

    Value value(int depth)
    {
        if (++m_values > kMaxValues)
            fail("more than " + std::to_string(kMaxValues) + " values in the text");
        Value v;
        v.line = m_line;
        v.column = m_column;
        const char c = peek();
        if (c == '{' || c == '[') {
            if (depth >= kMaxDepth)
                fail("arrays and objects nested deeper than " + std::to_string(kMaxDepth) + " levels");
            c == '{' ? object(v, depth + 1) : array(v, depth + 1);
        } else if (c == '"') {
            v.type = Value::Type::String;
            v.text = string();
        } else if (c == '-' || (c >= '0' && c <= '9')) {
            v.type = Value::Type::Integer;
            v.integer = number();
        } else if (word("true")) {
            v.type = Value::Type::Bool;
            v.boolean = true;
        } else if (word("false")) {
            v.type = Value::Type::Bool;
        } else if (!word("null")) {
            fail("expected a JSON value, found " + what());
        }
        return v;
    }

    bool word(std::string_view w)
    {
        if (m_text.substr(m_pos, w.size()) != w)
            return false;
        advance(w.size());
        return true;
    }

    // The value that must come next.
    Value nextValue(int depth)
    {
        skipSpace();
        if (atEnd())
            fail("expected a JSON value, found the end of the text");
        return value(depth);
    }

    // From the opening bracket to `close`: the items, each read by `item`,
    // separated by commas.
    template <class Item>
    void sequence(char close, const char* context, Item item)
    {
        advance(1);
        skipSpace();
        if (!atEnd() && peek() == close) {
            advance(1);
            return;
        }
        for (;;) {
            skipSpace();
            item();
            skipSpace();
            if (!atEnd() && peek() == ',') {
                advance(1);
                continue;
            }
            expect(close, context);
            return;
        }
    }

    void object(Value& v, int depth)
    {
        v.type = Value::Type::Object;
        std::vector<std::pair<int, int>> keyPlaces;
        sequence('}', "or ',' in the object", [&] {
            if (atEnd() || peek() != '"')
                fail("expected a key in quotes, found " + what());
            keyPlaces.emplace_back(m_line, m_column);
            v.keys.push_back(string());
            expect(':', "after the key");
            v.items.push_back(nextValue(depth));
        });
        // Duplicate keys: sorted by key, then by place, neighbours compared.
        std::vector<std::size_t> order(v.keys.size());
        std::iota(order.begin(), order.end(), std::size_t{0});
        std::stable_sort(order.begin(), order.end(), [&v](std::size_t a, std::size_t b) { return v.keys[a] < v.keys[b]; });
        std::size_t first = order.size();
        for (std::size_t i = 1; i < order.size(); ++i)
            if (v.keys[order[i]] == v.keys[order[i - 1]])
                first = std::min(first, order[i]);
        if (first < order.size())
            failAt("the key " + quote(v.keys[first]) + " appears twice in one object", keyPlaces[first].first,
                   keyPlaces[first].second);
    }

    void array(Value& v, int depth)
    {
        v.type = Value::Type::Array;
        sequence(']', "or ',' in the array", [&] { v.items.push_back(nextValue(depth)); });
    }

    unsigned hex4()
    {
        unsigned cp = 0;
        for (int k = 0; k < 4; ++k) {
            const char c = atEnd() ? '\0' : peek();
            const int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
            if (d < 0)
                fail("expected four hexadecimal digits after \\u, found " + what());
            cp = cp * 16 + static_cast<unsigned>(d);
            advance(1);
        }
        return cp;
    }

    std::string string()
    {
        const int line = m_line, column = m_column;
        advance(1);
        std::string out;
        for (;;) {
            if (atEnd())
                failAt("the text ends inside the string that starts here", line, column);
            if (out.size() > kMaxStringBytes)
                failAt("a string longer than " + std::to_string(kMaxStringBytes) + " bytes", line, column);
            const char c = peek();
            if (c == '"') {
                advance(1);
                return out;
            }
            if (static_cast<unsigned char>(c) < 0x20)
                fail("a control character inside a string (write it as an escape such as \\n)");
            if (c != '\\') {
                const std::size_t n = utf8Length(m_text, m_pos);
                out += m_text.substr(m_pos, n);
                advance(n);
                continue;
            }
            advance(1);
            const char e = atEnd() ? '\0' : peek();
            const std::string_view from = "\"\\/bfnrt", to = "\"\\/\b\f\n\r\t";
            if (const auto k = from.find(e); e != '\0' && k != std::string_view::npos) {
                out += to[k];
                advance(1);
                continue;
            }
            if (e != 'u')
                fail("unknown escape \\" + (atEnd() ? std::string() : std::string(1, e)) + " in a string");
            advance(1);
            unsigned cp = hex4();
            if (cp >= 0xDC00 && cp <= 0xDFFF)
                fail("a lone low surrogate \\u escape in a string");
            if (cp >= 0xD800 && cp <= 0xDBFF) {
                if (!word("\\u"))
                    fail("a high surrogate \\u escape without its low half");
                const unsigned low = hex4();
                if (low < 0xDC00 || low > 0xDFFF)
                    fail("a high surrogate \\u escape without its low half");
                cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
            }
            if (cp == 0)
                fail("a NUL character (\\u0000) in a string");
            appendUtf8(out, cp);
        }
    }

    std::int64_t number()
    {
        const int line = m_line, column = m_column;
        const std::size_t start = m_pos;
        const bool negative = peek() == '-';
        if (negative)
            advance(1);
        if (atEnd() || peek() < '0' || peek() > '9')
            fail("expected a digit after '-', found " + what());
        std::int64_t n = 0;
        bool tooLarge = false;
        const bool leadingZero = peek() == '0';
        while (!atEnd() && peek() >= '0' && peek() <= '9') {
            if (!tooLarge)
                n = n * 10 + (peek() - '0');
            tooLarge = tooLarge || n > kMaxInteger;
            advance(1);
        }
        const auto shown = [&] {
            const std::string_view t = m_text.substr(start, m_pos - start);
            return t.size() > 24 ? std::string(t.substr(0, 20)) + "..." : std::string(t);
        };
        if (!atEnd() && (peek() == '.' || peek() == 'e' || peek() == 'E'))
            failAt("numbers are whole numbers here, without a fraction or an exponent", line, column);
        if (leadingZero && m_pos - start > (negative ? 2u : 1u))
            failAt("the number " + shown() + " has a leading zero", line, column);
        if (tooLarge)
            failAt("the number " + shown() + " is too large (at most " + std::to_string(kMaxInteger) + " either way)",
                   line, column);
        return negative ? -n : n;
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
    int m_line = 1;
    int m_column = 1;
    std::size_t m_values = 0;
};

} // namespace

ParseResult parse(std::string_view text)
{
    ParseResult r;
    try {
        r.value = Parser(text).document();
    } catch (const Failure& f) {
        r.error = f.message;
        r.line = f.line;
        r.column = f.column;
    }
    return r;
}

} // namespace semina::json
