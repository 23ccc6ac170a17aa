#include "tests/fuzz/entries.h"

#include "cli/cli.h"
#include "engine/gamefile/gamefile.h"
#include "engine/notation.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace semina::fuzz {

namespace {

void require(bool ok, const char* what, std::string_view input)
{
    if (ok)
        return;
    std::fprintf(stderr, "fuzz invariant broken: %s\ninput: %.*s\n", what, static_cast<int>(std::min<std::size_t>(input.size(), 2000)),
                 input.data());
    std::abort();
}

std::string_view textOf(const std::uint8_t* data, std::size_t size)
{
    return {reinterpret_cast<const char*>(data), size};
}

// A game and options from one byte: each game, with Kalah's holes 1..6 and
// some non-default options, so that every row length is reached.
Variant variantOf(std::uint8_t b)
{
    Variant v = defaultVariant(static_cast<GameId>(b % 4));
    const int k = b / 4;
    switch (v.game) {
    case GameId::Kalah:
        v.holes = 1 + k % 6;
        v.seeds = 1 + (k / 6) % 6;
        break;
    case GameId::Mankala: v.seeds = k % 2 ? 6 : 4; break;
    case GameId::AliGuli: v.seeds = 4 + k % 3; break;
    case GameId::Omweso:
        v.southSeeds = 4 * (k % 17);
        v.northSeeds = 64 - v.southSeeds;
        break;
    }
    return v;
}

} // namespace

void gameFile(const std::uint8_t* data, std::size_t size)
{
    const std::string_view input = textOf(data, size);
    const gamefile::ReadResult r = gamefile::readGameFile(input);
    require(r.ok() == r.error.empty(), "an error exactly when nothing was read", input);
    if (!r.ok())
        return;
    const std::string text = gamefile::writeGameFile(*r.record);
    const gamefile::ReadResult again = gamefile::readGameFile(text);
    require(again.ok(), "a written file reads back", text);
    // An earlier version's file is written as this version.
    gamefile::GameRecord expected = *r.record;
    expected.version = std::max(expected.version, gamefile::kFormatVersion);
    require(*again.record == expected, "a written file reads back as the same record", text);
    require(gamefile::writeGameFile(*again.record) == text, "written again, the same text", text);
    (void)gamefile::liveGame(*r.record);
}

void notation(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return;
    const Variant v = variantOf(data[0]);
    const std::string_view text = textOf(data + 1, size - 1);
    const PositionParse p = parsePosition(v, text);
    if (p.ok()) {
        const std::string printed = printPosition(v, p.position);
        const PositionParse back = parsePosition(v, printed);
        require(back.ok(), "a printed position parses", printed);
        require(back.position == p.position, "a printed position parses back to itself", printed);
        require(printPosition(v, back.position) == printed, "a position prints canonically", printed);
    }
    const DecisionParse d = parseDecision(v, text);
    if (d.ok()) {
        const std::string printed = printDecision(v, d.decision);
        const DecisionParse back = parseDecision(v, printed);
        require(back.ok(), "a printed decision parses", printed);
        require(back.decision == d.decision, "a printed decision parses back to itself", printed);
    }
}

void cli(const std::uint8_t* data, std::size_t size)
{
    std::vector<std::string> args(1);
    for (std::size_t i = 0; i < size; ++i) {
        const char c = static_cast<char>(data[i]);
        if (c == '\0' || c == '\n')
            args.emplace_back();
        else
            args.back() += c;
    }
    if (args[0] != "apply" && args[0] != "moves" && args[0] != "next-round")
        return;
    for (const std::string& a : args)
        if (a == "--game" || a == "--save" || a == "auto")
            return;
    std::ostringstream out;
    const int code = semina::cli::run(args, out);
    const std::string o = out.str();
    require(code == 0 || code == 2, "exit 0 or 2", o);
    require(!o.empty() && o.back() == '\n' && o.find('\n') == o.size() - 1, "one line of output", o);
    require((code == 2) == (o.rfind("{\"error\": ", 0) == 0), "an error line exactly on exit 2", o);
}

} // namespace semina::fuzz
