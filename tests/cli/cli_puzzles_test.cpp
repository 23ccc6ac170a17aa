// `semina-cli puzzles` (docs/puzzles.md "The command", docs/notation.md).
#include "cli_test_support.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>

using semina::test::runCli;

namespace {

std::string readFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

} // namespace

TEST_CASE("cli puzzles: the same seed writes the same bytes")
{
    const std::vector<std::string> args = {"puzzles", "--variant", "kalah", "--seed", "3", "--count", "2"};
    const auto first = runCli(args);
    REQUIRE(first.code == 0);
    CHECK(std::count(first.out.begin(), first.out.end(), '\n') == 3); // two puzzles and the summary
    CHECK(first.out.find("{\"summary\": {\"puzzles\": 2,") != std::string::npos);
    const auto second = runCli(args);
    CHECK(second.out == first.out);
}

TEST_CASE("cli puzzles: --out writes the puzzles to the file, the summary to stdout")
{
    const std::string path = "cli_puzzles_test.jsonl";
    std::remove(path.c_str());
    const auto r = runCli({"puzzles", "--variant", "mankala", "--seed", "1", "--count", "1", "--out", path});
    REQUIRE(r.code == 0);
    CHECK(r.out.rfind("{\"summary\": {\"puzzles\": 1,", 0) == 0);
    const std::string text = readFile(path);
    CHECK(text.rfind("{\"id\":\"mankala-1-1\",\"variant\":\"mankala\",", 0) == 0);
    CHECK(std::count(text.begin(), text.end(), '\n') == 1);
    const auto plain = runCli({"puzzles", "--variant", "mankala", "--seed", "1", "--count", "1"});
    CHECK(plain.out.rfind(text, 0) == 0);
    std::remove(path.c_str());
}

TEST_CASE("cli puzzles: bad arguments are errors with exit code 2")
{
    const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
        {{"puzzles", "--variant", "kalah", "--count", "3"}, "puzzles needs --seed"},
        {{"puzzles", "--variant", "kalah", "--seed", "1"}, "puzzles needs --count"},
        {{"puzzles", "--variant", "kalah", "--seed", "1", "--count", "0"}, "--count"},
        {{"puzzles", "--variant", "kalah", "--seed", "1", "--count", "1001"}, "--count"},
        {{"puzzles", "--variant", "kalah", "--seed", "x", "--count", "1"}, "--seed"},
        {{"puzzles", "--variant", "omweso", "--seed", "1", "--count", "1", "--budget", "10"}, "--budget"},
        {{"puzzles", "--variant", "chess", "--seed", "1", "--count", "1"}, "unknown variant"},
        {{"puzzles", "--variant", "kalah", "--seed", "1", "--count", "1", "--games", "2"}, "--games does not apply to puzzles"},
        {{"puzzles", "--variant", "kalah", "--seed", "1", "--count", "1", "--out", "/nonexistent/dir/p.jsonl"},
         "cannot write puzzle file"},
    };
    for (const auto& [args, message] : cases) {
        INFO(args[args.size() - 1]);
        const auto r = runCli(args);
        CHECK(r.code == 2);
        CHECK(r.out.rfind("{\"error\": ", 0) == 0);
        CHECK(r.out.find(message) != std::string::npos);
    }
}
