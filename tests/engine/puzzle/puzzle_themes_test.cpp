// A puzzle's themes read off its turn (docs/puzzles.md "Themes"), worked
// out by hand from the rules (docs/rules.md §3, §4).
#include "engine/notation.h"
#include "engine/puzzle/puzzle.h"
#include "engine/puzzle/themes.h"

#include <catch2/catch.hpp>

using namespace semina;
using namespace semina::puzzle;

// South sows its hole 1 (one seed) ccw into the empty S2; the next hole S3
// is empty: Saada (§3.4). C is S4, empty, and its facing hole N4 (8 − 4)
// holds 3: the source's rule takes them, C being empty. The second sowing,
// S7's 3 seeds ccw into N1, N2, N3, stops at the now empty N4: C is N5 (2
// seeds), facing S3 (empty), 2 taken; C was not empty there. No relay
// (neither lap's next hole held seeds), 19 of 59 seeds on the board.
TEST_CASE("puzzle: aliguli, a Saada taking the facing hole of an empty C is the saada theme", "[puzzle]")
{
    const Variant v = defaultVariant(GameId::AliGuli);
    const PositionParse p = parsePosition(v, "1,0,0,0,0,0,3/2,2,2,3,2,2,2/20,20/S");
    REQUIRE(p.ok());
    const unsigned t = themesOf(v, p.position, {Decision::sow(0, Dir::Ccw), Decision::sow(6, Dir::Ccw)});
    CHECK((t & themeBit(Theme::Saada)) != 0);
    CHECK((t & themeBit(Theme::Capture)) != 0);
    CHECK((t & themeBit(Theme::Relay)) == 0);
    CHECK((t & themeBit(Theme::ExtraMove)) == 0);
    CHECK((t & themeBit(Theme::AlokaCapture)) == 0);
    CHECK((t & themeBit(Theme::Endgame)) == 0);
    // The second sowing alone: its Saada's C held seeds, so no saada theme.
    Position second = p.position;
    second.pits[0] = {0, 1, 0, 0, 0, 0, 3};
    second.pits[1] = {2, 2, 2, 0, 2, 2, 2};
    second.stores = {23, 20};
    second.secondSowingDue = true;
    CHECK((themesOf(v, second, {Decision::sow(6, Dir::Ccw)}) & themeBit(Theme::Saada)) == 0);
}

// Omweso: South's aloka hole 16 (inner, column 1) sows its 2 seeds cw into
// 15 and 14 (§4.6). 14 (inner, column 3) held 1, South's outer 3 is empty,
// and North's holes facing column 3, inner 11 and outer 6, hold 1 each:
// a capture (§4.4b) by a cw lap. The 2 seeds are sown on from the hole
// after 16: cw would end in 14 again with nothing left to take there, so
// ccw (§4.6), into the empty 1 and 2: the turn ends (§4.4a). No relay;
// North keeps 28 of 53 seeds.
TEST_CASE("puzzle: omweso, a capture by a cw lap from an aloka hole is the aloka-capture theme", "[puzzle]")
{
    const Variant v = defaultVariant(GameId::Omweso);
    const PositionParse p =
        parsePosition(v, "0,0,0,2,2,2,2,2,2,2,2,2,2,1,0,2/2,2,2,2,2,1,2,2,2,2,1,2,2,2,2,2/0,0/S");
    REQUIRE(p.ok());
    const unsigned t = themesOf(v, p.position, {Decision::sow(15, Dir::Cw)});
    CHECK((t & themeBit(Theme::AlokaCapture)) != 0);
    CHECK((t & themeBit(Theme::Capture)) != 0);
    CHECK((t & themeBit(Theme::Relay)) == 0);
    CHECK((t & themeBit(Theme::Saada)) == 0);
    CHECK((t & themeBit(Theme::Endgame)) == 0);
    // The same hole sown ccw, into the empty 1 and 2: no capture at all.
    CHECK((themesOf(v, p.position, {Decision::sow(15, Dir::Ccw)})
           & (themeBit(Theme::AlokaCapture) | themeBit(Theme::Capture))) == 0);
}
