// Every shipped puzzle (resources/puzzles/<game>.jsonl) checked again (every
// fifth under AddressSanitizer, below): its answer is still the clear best
// by its stated margin, at its stated budget (docs/puzzles.md "Tests": a
// fresh exact solve in Kalah, the search within the stated, not the
// greater, node budget elsewhere), and its line is what the format writes
// for it.
#include "engine/puzzle/check.h"
#include "engine/puzzle/format.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <string>

using namespace semina;
using namespace semina::puzzle;

namespace {

constexpr int kShippedAtLeast = 100;

// Under AddressSanitizer the checks run 10 to 40 times slower than in
// Release (every search and solve allocates a fresh table there:
// docs/puzzles.md "Tests"), so that build checks every fifth puzzle again
// and reads every line; the release build checks them all.
#if defined(__SANITIZE_ADDRESS__)
constexpr int kConfirmEvery = 5;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr int kConfirmEvery = 5;
#else
constexpr int kConfirmEvery = 1;
#endif
#else
constexpr int kConfirmEvery = 1;
#endif

void checkShipped(GameId game)
{
    std::string path = SEMINA_PUZZLE_DIR;
    path.append("/").append(gameKey(game)).append(".jsonl");
    std::ifstream in(path);
    REQUIRE(in.good());
    std::string line;
    int n = 0;
    while (std::getline(in, line)) {
        ++n;
        INFO(path << ":" << n);
        std::string error;
        const std::optional<Puzzle> p = readPuzzleLine(line, &error);
        INFO(error);
        REQUIRE(p);
        CHECK(p->variant.game == game);
        CHECK(puzzleLine(*p) == line);
        CHECK(p->margin() >= p->spec.margin);
        if ((n - 1) % kConfirmEvery == 0)
            CHECK(confirms(*p));
    }
    CHECK(n >= kShippedAtLeast);
}

} // namespace

TEST_CASE("puzzle: shipped kalah puzzles are unique by their margin", "[puzzle]")
{
    checkShipped(GameId::Kalah);
}

TEST_CASE("puzzle: shipped mankala puzzles are unique by their margin", "[puzzle]")
{
    checkShipped(GameId::Mankala);
}

TEST_CASE("puzzle: shipped aliguli puzzles are unique by their margin", "[puzzle]")
{
    checkShipped(GameId::AliGuli);
}

TEST_CASE("puzzle: shipped omweso puzzles are unique by their margin", "[puzzle]")
{
    checkShipped(GameId::Omweso);
}
