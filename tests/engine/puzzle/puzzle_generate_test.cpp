// The generator is deterministic (docs/puzzles.md "Generating"): the same
// seed gives the same puzzles, byte for byte; another seed other ones.
#include "engine/puzzle/format.h"
#include "engine/puzzle/generate.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

using namespace semina;
using namespace semina::puzzle;

namespace {

std::string run(GameId game, std::uint64_t seed)
{
    GenerateOptions o;
    o.variant = defaultVariant(game);
    o.spec = checkSpecFor(game);
    o.seed = seed;
    o.count = 2;
    std::string out;
    for (const Puzzle& p : generatePuzzles(o))
        out += puzzleLine(p) + "\n";
    return out;
}

} // namespace

TEST_CASE("puzzle: the generator gives the same bytes from the same seed", "[puzzle]")
{
    for (const GameId game : {GameId::Kalah, GameId::Mankala}) {
        const std::string first = run(game, 7);
        CHECK(std::count(first.begin(), first.end(), '\n') == 2);
        CHECK(run(game, 7) == first);
        CHECK(run(game, 8) != first);
    }
}
