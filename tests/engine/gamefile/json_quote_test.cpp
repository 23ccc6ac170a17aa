// engine/gamefile/json.h quote(): the one JSON string writer of the game
// file and semina-cli (RFC 8259 §7: quotation mark, reverse solidus and
// control characters escaped; RFC 3629: what is valid UTF-8).
#include "engine/gamefile/json.h"

#include <catch2/catch.hpp>

#include <string>

using semina::json::quote;

TEST_CASE("json quote: escapes what JSON requires and keeps valid UTF-8")
{
    CHECK(quote("plain") == "\"plain\"");
    CHECK(quote("a\"b\\c") == "\"a\\\"b\\\\c\"");
    CHECK(quote("\n\t\x01\x7f") == "\"\\n\\t\\u0001\\u007f\"");
    CHECK(quote("\xC3\xA9t\xC3\xA9") == "\"\xC3\xA9t\xC3\xA9\"");      // été
    CHECK(quote("\xE2\x80\x91") == "\"\xE2\x80\x91\"");                  // U+2011
    CHECK(quote("\xF0\x9F\x8C\xB1") == "\"\xF0\x9F\x8C\xB1\"");          // U+1F331
    // Every one survives a read back.
    for (const std::string text : {"a\"b\\c", "\n\t\x01", "\xC3\xA9t\xC3\xA9", "\xF0\x9F\x8C\xB1"}) {
        const auto r = semina::json::parse(quote(text));
        REQUIRE(r.ok());
        CHECK(r.value->text == text);
    }
}

TEST_CASE("json quote: a byte that starts no valid UTF-8 sequence is written as U+FFFD")
{
    CHECK(quote("\xFF") == "\"\\ufffd\"");
    CHECK(quote("a\xC3") == "\"a\\ufffd\"");                    // cut short
    CHECK(quote("\xC0\xAF") == "\"\\ufffd\\ufffd\"");           // overlong '/'
    CHECK(quote("\xED\xA0\x80") == "\"\\ufffd\\ufffd\\ufffd\""); // a surrogate
    CHECK(quote("\xF4\x90\x80\x80") == "\"\\ufffd\\ufffd\\ufffd\\ufffd\""); // above U+10FFFF
    CHECK(quote("\xC3\xA9\xFF\xC3\xA9") == "\"\xC3\xA9\\ufffd\xC3\xA9\"");
    const auto r = semina::json::parse(quote("\xFF"));
    REQUIRE(r.ok());
    CHECK(r.value->text == "\xEF\xBF\xBD"); // U+FFFD
}
