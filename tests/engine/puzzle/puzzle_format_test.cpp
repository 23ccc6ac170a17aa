// A puzzle's JSON line (docs/puzzles.md "Format"): read back to the same
// puzzle and the same bytes, options included; a damaged line is refused.
#include "engine/notation.h"
#include "engine/puzzle/format.h"

#include <catch2/catch.hpp>

#include <string>

using namespace semina;
using namespace semina::puzzle;

namespace {

const std::string kLine = "{\"id\":\"kalah-2-2\",\"variant\":\"kalah\",\"options\":{\"holes\":\"4\",\"capture\":\"standard\"},"
                          "\"position\":\"0,3,2,8/1,2,7,1/4,4/N\",\"answer\":[\"4\",\"3\"],\"margin\":2,"
                          "\"themes\":[\"extra-move\"],\"rating\":1270,\"steps\":["
                          "{\"legal\":4,\"value\":-2,\"second\":-8,\"depth\":0,\"recheck_depth\":0},"
                          "{\"legal\":3,\"value\":-2,\"second\":-4,\"depth\":0,\"recheck_depth\":0}],"
                          "\"check\":{\"method\":\"solver\",\"min_margin\":2,\"nodes\":300000,\"recheck_nodes\":0}}";

// kLine with its first `from` replaced by `to`.
std::string damaged(const std::string& from, const std::string& to)
{
    std::string s = kLine;
    const auto at = s.find(from);
    REQUIRE(at != std::string::npos);
    return s.replace(at, from.size(), to);
}

} // namespace

TEST_CASE("puzzle: a line reads back to the same puzzle and bytes, options included", "[puzzle]")
{
    std::string error;
    const std::optional<Puzzle> p = readPuzzleLine(kLine, &error);
    INFO(error);
    REQUIRE(p);
    CHECK(p->variant.holes == 4);
    CHECK_FALSE(p->variant.kalahCaptureEmpty);
    CHECK(printPosition(p->variant, p->position) == "0,3,2,8/1,2,7,1/4,4/N");
    REQUIRE(p->steps.size() == 2);
    CHECK(p->steps[0].decision == Decision::sow(3));
    CHECK(p->steps[1].margin() == 2);
    CHECK(p->margin() == 2);
    CHECK(p->themes == themeBit(Theme::ExtraMove));
    CHECK(p->spec.exact);
    CHECK(p->spec.nodes == 300000);
    CHECK(puzzleLine(*p) == kLine);
}

TEST_CASE("puzzle: a damaged line is refused with what is wrong", "[puzzle]")
{
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"", ""},
        {"[1]", "not an object"},
        {damaged("\"kalah\"", "\"chess\""), "unknown variant"},
        {damaged("\"standard\"", "\"sometimes\""), "bad option"},
        {damaged("0,3,2,8/", "0,3,2,8,1/"), "bad position"},
        {damaged("[\"4\",\"3\"]", "[\"4\"]"), "differ in length"},
        {damaged("\"extra-move\"", "\"fork\""), "unknown theme"},
        {damaged("\"rating\":1270", "\"rating\":\"x\""), "\"rating\""},
        {damaged("[\"4\",", "[\"9\","), "bad decision"},
    };
    for (const auto& [text, what] : cases) {
        INFO(text);
        std::string error;
        CHECK_FALSE(readPuzzleLine(text, &error));
        CHECK(error.find(what) != std::string::npos);
    }
}
