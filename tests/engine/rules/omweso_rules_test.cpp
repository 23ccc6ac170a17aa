// Omweso (docs/rules.md §4, §5a): one TEST_CASE per rule clause and option value.
// Holes are 0-based local numbers (position.h): 0..7 the outer row from the
// owner's left, 8..15 the inner row from the owner's right; the mover's
// column c holds outer c and inner 15-c and faces the opponent's inner 8+c
// and outer 7-c. Expected boards are worked out by hand in the comments.
#include "tests/engine/support/omweso_test_support.h"

#include "engine/rules/omweso.h"

using namespace semina;
using namespace omweso_test;

namespace {

Decision setupOf(const Holes& counts)
{
    Decision d;
    d.kind = Decision::Kind::Setup;
    for (int h = 0; h < 16; ++h)
        d.setup[h] = static_cast<std::uint8_t>(counts[h]);
    return d;
}

const Holes kTwoEach{2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2};
// North keeps seeds only in its outer row: with its inner row empty no
// South lap can ever capture, and North has moves of its own.
const Holes kNorthOuterOnly{2, 2, 2, 2, 2, 2, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0};

} // namespace

TEST_CASE("omweso geometry: the mover's column c faces the opponent's inner 8+c and outer 7-c")
{
    // docs/rules.md, 1-based: column c faces the opponent's inner 8+c and outer 9-c.
    // 0-based c0 = c-1: inner 8+c = 8+c0+1 -> 0-based 8+c0; outer 9-c -> 0-based 7-c0.
    // A capture at South's inner hole 10 (column 5) takes North's 13 and 2:
    // South 8 (2 seeds) sows 9 and 10; 10 held 1, outer 5 is empty.
    const Variant v = variant();
    Holes north{};
    north[13] = 1;
    north[2] = 1;
    north[0] = 2;
    Position p = position({0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 1, 0, 0, 0, 0, 0}, north);
    play(v, p, Decision::sow(8));
    CHECK(p.pit(Side::North, 13) == 0);
    CHECK(p.pit(Side::North, 2) == 0);
    CHECK(p.pit(Side::North, 0) == 2);
}

TEST_CASE("omweso 1: set-up, South places first, then North, then South moves")
{
    const Variant v = variant();
    Position p = startPosition(v, Side::South);
    CHECK(p.setupPhase);
    CHECK(p.toMove == Side::South);
    CHECK(holes(p, Side::South) == Holes{});
    CHECK(holes(p, Side::North) == Holes{});

    // One stand-in decision for "any set-up", all counts 0.
    const auto list = decisions(v, p);
    REQUIRE(list.size() == 1);
    CHECK(list[0].kind == Decision::Kind::Setup);
    CHECK(list[0].setup == std::array<std::uint8_t, 16>{});
    CHECK(status(v, p) == Status{});

    // The sum must be the player's 32 seeds.
    CHECK(isLegal(v, p, setupOf(kTwoEach)));
    Holes fewer = kTwoEach;
    fewer[3] = 1; // 31
    CHECK_FALSE(isLegal(v, p, setupOf(fewer)));
    Holes more = kTwoEach;
    more[3] = 3; // 33
    CHECK_FALSE(isLegal(v, p, setupOf(more)));
    CHECK_FALSE(isLegal(v, p, Decision::sow(3)));

    Trace t;
    play(v, p, setupOf(kTwoEach), &t);
    CHECK(p.setupPhase);
    CHECK(p.toMove == Side::North);
    CHECK(holes(p, Side::South) == kTwoEach);
    REQUIRE(t.size() == 18); // 16 Place, SetupDone(0), TurnPasses(N)
    CHECK(t[0].type == EventType::Place);
    CHECK(t[0].to == Place::holeOf(Side::South, 0));
    CHECK(t[0].count == 2);
    CHECK(t[16].type == EventType::SetupDone);
    CHECK(t[16].side == Side::South);
    CHECK(t[16].count == 0);
    CHECK(t[17] == turnPasses(Side::North));

    // North: 4 seeds in each outer hole (32), nothing inside; empty holes are allowed.
    const Holes northSetup{4, 4, 4, 4, 4, 4, 4, 4, 0, 0, 0, 0, 0, 0, 0, 0};
    t.clear();
    play(v, p, setupOf(northSetup), &t);
    CHECK_FALSE(p.setupPhase);
    CHECK(p.toMove == Side::South);
    CHECK(holes(p, Side::North) == northSetup);
    REQUIRE(t.size() == 10); // 8 Place (holes with seeds only), SetupDone(1), TurnPasses(S)
    CHECK(t[7].to == Place::holeOf(Side::North, 7));
    CHECK(t[8].type == EventType::SetupDone);
    CHECK(t[8].side == Side::North);
    CHECK(t[8].count == 1);
    CHECK(t[9] == turnPasses(Side::South));
    CHECK_FALSE(status(v, p).over);
    const auto moves = decisions(v, p);
    REQUIRE_FALSE(moves.empty());
    for (const Decision& d : moves)
        CHECK(d.kind == Decision::Kind::Hole);
}

TEST_CASE("omweso 1 (--start N): North places first and moves first")
{
    const Variant v = variant();
    Position p = startPosition(v, Side::North);
    CHECK(p.setupPhase);
    CHECK(p.toMove == Side::North);
    play(v, p, setupOf(kTwoEach));
    CHECK(p.setupPhase);
    CHECK(p.toMove == Side::South);
    play(v, p, setupOf(kTwoEach));
    CHECK_FALSE(p.setupPhase);
    CHECK(p.toMove == Side::North);
}

TEST_CASE("omweso 5a: south-seeds and north-seeds set how many seeds each player places")
{
    Variant v = variant();
    v.southSeeds = 30;
    v.northSeeds = 34;
    Position p = startPosition(v, Side::South);
    Holes thirty = kTwoEach;
    thirty[0] = thirty[1] = 1;
    CHECK(isLegal(v, p, setupOf(thirty)));
    CHECK_FALSE(isLegal(v, p, setupOf(kTwoEach)));
    play(v, p, setupOf(thirty));
    Holes thirtyFour = kTwoEach;
    thirtyFour[0] = thirtyFour[1] = 3;
    CHECK_FALSE(isLegal(v, p, setupOf(thirty)));
    CHECK_FALSE(isLegal(v, p, setupOf(kTwoEach)));
    CHECK(isLegal(v, p, setupOf(thirtyFour)));
    play(v, p, setupOf(thirtyFour));
    CHECK_FALSE(p.setupPhase);
    CHECK(p.toMove == Side::South);
}

TEST_CASE("omweso 1: set-up with a player who places no seeds (handicap 0)")
{
    // Decision: the board cannot show whether a 0-seed player has placed, so
    // their placement counts as made. They lose at once either way.
    Variant v = variant();
    v.southSeeds = 0;
    v.northSeeds = 64;
    Holes all64{};
    all64[5] = 64;

    SECTION("the 0-seed player places first")
    {
        Position p = startPosition(v, Side::South);
        CHECK(isLegal(v, p, setupOf(Holes{})));
        play(v, p, setupOf(Holes{}));
        CHECK(p.setupPhase); // North has not placed
        CHECK(p.toMove == Side::North);
        Trace t;
        play(v, p, setupOf(all64), &t);
        CHECK_FALSE(p.setupPhase);
        CHECK(p.toMove == Side::South);
        CHECK(status(v, p) == Status{true, Outcome::North});
        CHECK(t.back() == gameEnds(Outcome::North));
    }
    SECTION("the 0-seed player places second")
    {
        Position p = startPosition(v, Side::North);
        play(v, p, setupOf(all64));
        CHECK_FALSE(p.setupPhase);
        CHECK(p.toMove == Side::South);
        CHECK(status(v, p) == Status{true, Outcome::North});
    }
}

TEST_CASE("omweso 2: a turn starts from a hole with more than one seed, single seeds are not playable")
{
    // South: 0:1, 2:2, 6:1, 9:3. Hole 2 sows 3, 4 (4 was empty: ends); hole 9
    // sows 10, 11, 12 (12 was empty: ends). Holes 0 and 6 hold single seeds.
    // No cw: 2 and 9 are not aloka; aloka hole 0 holds one seed.
    const Variant v = variant();
    const Position p = position({1, 0, 2, 0, 0, 0, 1, 0, 0, 3, 0, 0, 0, 0, 0, 0}, kNorthOuterOnly);
    CHECK(decisions(v, p) == std::vector<Decision>{Decision::sow(2), Decision::sow(9)});
    CHECK_FALSE(isLegal(v, p, Decision::sow(0)));
    CHECK_FALSE(isLegal(v, p, Decision::sow(6)));
    CHECK_FALSE(isLegal(v, p, Decision::sow(1))); // empty
    CHECK_FALSE(isLegal(v, p, Decision::choice(Dir::Ccw)));
    CHECK_FALSE(isLegal(v, p, Decision::sow(16)));
}

TEST_CASE("omweso 3: sowing goes one seed per hole ccw round the loop, the inner row back to the outer")
{
    // South 14 (3 seeds): 15, 0, 1; hole 1 was empty: the turn ends.
    const Variant v = variant();
    Position p = position({0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0}, kNorthOuterOnly);
    Trace t;
    play(v, p, Decision::sow(14), &t);
    CHECK(holes(p, Side::South) == Holes{1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1});
    CHECK(holes(p, Side::North) == kNorthOuterOnly);
    CHECK(p.toMove == Side::North);
    CHECK(t == Trace{pickUp(Side::South, 14, 3), drop(Side::South, 15), drop(Side::South, 0),
                     drop(Side::South, 1), turnPasses(Side::North)});
}

TEST_CASE("omweso 3: a lap of 16 or more seeds comes round to its own start hole")
{
    // South 5 holds 17. Lap 1: every hole 6..15, 0..5 gets one (16, hole 5
    // included), the 17th goes to 6 -> 6 holds 2: relay 2 from 6. All other
    // holes hold 1 now, so each lap of 2 makes the next two holes 2 and relays
    // from the second: 7,8 (relay from 8); 9,10; 11,12; 13,14; 15,0; 1,2; 3,4;
    // then 5 (1->2) and 6 (emptied -> 1): the turn ends.
    // No capture (North's inner row is empty), so no cw either.
    const Variant v = variant();
    Position p = position({0, 0, 0, 0, 0, 17, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, kNorthOuterOnly);
    play(v, p, Decision::sow(5));
    CHECK(holes(p, Side::South) == Holes{0, 2, 0, 2, 0, 2, 1, 2, 0, 2, 0, 2, 0, 2, 0, 2});
    CHECK(p.toMove == Side::North);
}

TEST_CASE("omweso 4a: a lap ending in an empty hole ends the turn")
{
    // South 3 (2): 4, 5. Hole 5 was empty -> holds 1: the turn passes.
    const Variant v = variant();
    Position p = position({0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, kNorthOuterOnly);
    play(v, p, Decision::sow(3));
    CHECK(holes(p, Side::South) == Holes{0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
    CHECK(p.toMove == Side::North);
    CHECK_FALSE(p.choicePending());
}

TEST_CASE("omweso 4c: a lap ending in a hole that held seeds relays from it")
{
    // South 3 (2): 4 (0->1), 5 (1->2): relay 2 from 5: 6, 7 (empty): ends.
    const Variant v = variant();
    Position p = position({0, 0, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, kNorthOuterOnly);
    Trace t;
    play(v, p, Decision::sow(3), &t);
    CHECK(holes(p, Side::South) == Holes{0, 0, 0, 0, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0});
    CHECK(t == Trace{pickUp(Side::South, 3, 2), drop(Side::South, 4), drop(Side::South, 5),
                     pickUp(Side::South, 5, 2, true), drop(Side::South, 6), drop(Side::South, 7),
                     turnPasses(Side::North)});
}

TEST_CASE("omweso 4b: a capture takes both facing holes and sows them on from after S, L keeps its seeds")
{
    // South 8 (2): 9 (0->1), 10 (1->2). L = 10 (inner, column 5), outer 5 is
    // empty, North 13 (3) and 2 (1) hold seeds: capture 4. S = 8 (the start
    // hole): sow 9 (1->2), 10 (2->3), 11 (0->1), 12 (0->1): 12 was empty, ends.
    const Variant v = variant();
    Holes north{};
    north[13] = 3;
    north[2] = 1;
    north[0] = 2;
    Position p = position({0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 1, 0, 0, 0, 0, 0}, north);
    Trace t;
    play(v, p, Decision::sow(8), &t);
    CHECK(holes(p, Side::South) == Holes{0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 1, 1, 0, 0, 0});
    CHECK(holes(p, Side::North) == Holes{2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
    CHECK(t == Trace{pickUp(Side::South, 8, 2), drop(Side::South, 9), drop(Side::South, 10),
                     capture(Side::South, 13, 3), capture(Side::South, 2, 1), drop(Side::South, 9),
                     drop(Side::South, 10), drop(Side::South, 11), drop(Side::South, 12),
                     turnPasses(Side::North)});
}

TEST_CASE("omweso 4b (outer-empty=required): no capture while the mover's outer hole of that column holds seeds")
{
    // As the capture above, but South's outer 5 holds 1: no capture, relay 2
    // from 10: 11, 12 (empty): ends. North keeps everything.
    const Variant v = variant(true);
    Holes north{};
    north[13] = 3;
    north[2] = 1;
    north[0] = 2;
    Position p = position({0, 0, 0, 0, 0, 1, 0, 0, 2, 0, 1, 0, 0, 0, 0, 0}, north);
    play(v, p, Decision::sow(8));
    CHECK(holes(p, Side::South) == Holes{0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0, 0, 0});
    CHECK(holes(p, Side::North) == north);
}

TEST_CASE("omweso 4b (outer-empty=ignored): the capture does not look at the mover's outer hole")
{
    // Same position: capture 4 anyway and sow 9 (1->2), 10 (2->3), 11, 12.
    const Variant v = variant(false);
    Holes north{};
    north[13] = 3;
    north[2] = 1;
    north[0] = 2;
    Position p = position({0, 0, 0, 0, 0, 1, 0, 0, 2, 0, 1, 0, 0, 0, 0, 0}, north);
    play(v, p, Decision::sow(8));
    CHECK(holes(p, Side::South) == Holes{0, 0, 0, 0, 0, 1, 0, 0, 0, 2, 3, 1, 1, 0, 0, 0});
    CHECK(holes(p, Side::North) == Holes{2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
}

TEST_CASE("omweso 4b/5a (outer-empty=required): a seed the lap drops into that outer hole spoils its own capture")
{
    // South 6 (2): 7 (0->1), 8 (1->2). L = 8 (column 7) and North 15 (2), 0 (1)
    // hold seeds, but the lap has just put a seed into outer 7: judged after
    // the lap, no capture. Relay 2 from 8: 9, 10 (empty): ends.
    const Variant v = variant(true);
    Holes north{};
    north[15] = 2;
    north[0] = 1;
    north[3] = 2;
    Position p = position({0, 0, 0, 0, 0, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0}, north);
    play(v, p, Decision::sow(6));
    CHECK(holes(p, Side::South) == Holes{0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 1, 0, 0, 0, 0, 0});
    CHECK(holes(p, Side::North) == north);
}

TEST_CASE("omweso 4b/5a (outer-empty=ignored): the same lap captures")
{
    // Capture 3 (North 15 and 0); S = 6: sow 7 (1->2), 8 (2->3), 9 (empty): ends.
    const Variant v = variant(false);
    Holes north{};
    north[15] = 2;
    north[0] = 1;
    north[3] = 2;
    Position p = position({0, 0, 0, 0, 0, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0}, north);
    play(v, p, Decision::sow(6));
    CHECK(holes(p, Side::South) == Holes{0, 0, 0, 0, 0, 0, 0, 2, 3, 1, 0, 0, 0, 0, 0, 0});
    CHECK(holes(p, Side::North) == Holes{0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
}

TEST_CASE("omweso 4b: a capture needs both facing opponent holes to hold seeds")
{
    // South 8 (2): 9, 10 (1->2), column 5, outer 5 empty; North 13 holds 3 but
    // North 2 is empty (and the other way round): relay 2 from 10: 11, 12: ends.
    const Variant v = variant();
    const Holes south{0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 1, 0, 0, 0, 0, 0};
    const Holes expected{0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 1, 0, 0, 0};
    for (int full : {13, 2}) {
        Holes north{};
        north[full] = 3;
        north[0] = 2;
        Position p = position(south, north);
        play(v, p, Decision::sow(8));
        CHECK(holes(p, Side::South) == expected);
        CHECK(holes(p, Side::North) == north);
    }
}

TEST_CASE("omweso 4b: only an inner hole captures")
{
    // South 3 (2): 4, 5 (1->2): L = 5 is an outer hole. North's holes facing
    // column 5 (13 and 2) are full, still it is a relay from 5: 6, 7 (empty): ends.
    const Variant v = variant();
    Holes north{};
    north[13] = 2;
    north[2] = 2;
    Position p = position({0, 0, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, north);
    play(v, p, Decision::sow(3));
    CHECK(holes(p, Side::South) == Holes{0, 0, 0, 0, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0});
    CHECK(holes(p, Side::North) == north);
}

TEST_CASE("omweso 5: captured seeds are sown from after S, the relay hole of the capturing lap")
{
    // South 8 (2): 9 (0->1), 10 (1->2): column 5, outer 5 holds 1: relay 2
    // from 10: 11 (0->1), 12 (1->2): column 3, outer 3 empty, North 11 (1) and
    // 4 (1): capture 2. S = 10: sow 11 (1->2), 12 (2->3): North's column is
    // empty now, relay 3 from 12: 13, 14, 15 (empty): ends.
    // (From after L = 12 it would end at 14; from after the start hole 8 at 10.)
    const Variant v = variant();
    Holes north{};
    north[11] = 1;
    north[4] = 1;
    north[0] = 2;
    Position p = position({0, 0, 0, 0, 0, 1, 0, 0, 2, 0, 1, 0, 1, 0, 0, 0}, north);
    play(v, p, Decision::sow(8));
    CHECK(holes(p, Side::South) == Holes{0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 2, 0, 1, 1, 1});
    CHECK(holes(p, Side::North) == Holes{2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
}

TEST_CASE("omweso 5: a capture by a re-sowing lap sows from the same S again")
{
    // South 8 (2): 9 (0->1), 10 (1->2): capture North 13 (1) + 2 (2) = 3.
    // S = 8: 9 (1->2), 10 (2->3), 11 (1->2): column 4, outer 4 empty, North 12
    // (1) and 3 (1): capture 2. S is still 8: 9 (2->3), 10 (3->4): column 5 is
    // empty now: relay 4 from 10: 11 (2->3), 12, 13, 14 (empty): ends.
    const Variant v = variant();
    Holes north{};
    north[13] = 1;
    north[2] = 2;
    north[12] = 1;
    north[3] = 1;
    north[0] = 2;
    Position p = position({0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 1, 1, 0, 0, 0, 0}, north);
    play(v, p, Decision::sow(8));
    CHECK(holes(p, Side::South) == Holes{0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 3, 1, 1, 1, 0});
    CHECK(holes(p, Side::North) == Holes{2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
}

TEST_CASE("omweso 6: a turn may start cw from an aloka hole when that lap captures")
{
    // South 1 (aloka, 3 seeds), 14 holds 1. cw: 0, 15, 14 (1->2): column 1,
    // outer 1 is the emptied start hole, North 9 (1) and 6 (2): capture 3.
    // S = 1: cw again would end at 14 with North's column empty (no capture),
    // so ccw: 2, 3, 4 (empty): ends. ccw from 1 is legal too (2, 3, 4: ends).
    const Variant v = variant();
    Holes north{};
    north[9] = 1;
    north[6] = 2;
    north[3] = 2;
    Position p = position({0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0}, north);
    CHECK(decisions(v, p) == std::vector<Decision>{Decision::sow(1, Dir::Ccw), Decision::sow(1, Dir::Cw)});
    Trace t;
    play(v, p, Decision::sow(1, Dir::Cw), &t);
    CHECK(holes(p, Side::South) == Holes{1, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 1});
    CHECK(holes(p, Side::North) == Holes{0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
    // The re-sowing had one direction by rule 6: no ChoiceMade.
    CHECK(t == Trace{pickUp(Side::South, 1, 3), drop(Side::South, 0), drop(Side::South, 15),
                     drop(Side::South, 14), capture(Side::South, 9, 1), capture(Side::South, 6, 2),
                     drop(Side::South, 2), drop(Side::South, 3), drop(Side::South, 4),
                     turnPasses(Side::North)});
}

TEST_CASE("omweso 6: cw is not offered when that lap would not capture")
{
    // As above but North 6 is empty: the cw lap ends in a relay, not offered.
    const Variant v = variant();
    Holes north{};
    north[9] = 1;
    north[3] = 2;
    const Position p = position({0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0}, north);
    CHECK(decisions(v, p) == std::vector<Decision>{Decision::sow(1, Dir::Ccw)});
    CHECK_FALSE(isLegal(v, p, Decision::sow(1, Dir::Cw)));
}

TEST_CASE("omweso 6: cw only from an aloka hole")
{
    // South 12 (3): cw would sow 11, 10, 9 and end in 9 (1->2), column 6, outer
    // 6 empty, North 14 and 1 full: a capture, but 12 is no aloka hole.
    // ccw: 13, 14, 15 (empty): ends.
    const Variant v = variant();
    Holes north{};
    north[14] = 2;
    north[1] = 2;
    const Position p = position({0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 3, 0, 0, 0}, north);
    CHECK(decisions(v, p) == std::vector<Decision>{Decision::sow(12, Dir::Ccw)});
    CHECK_FALSE(isLegal(v, p, Decision::sow(12, Dir::Cw)));
}

TEST_CASE("omweso 6/5a (outer-empty=required): a cw lap that drops a seed into that outer hole does not capture")
{
    // South 1 (2) cw: 0 (0->1), 15 (1->2): column 0, North 8 and 7 full, but
    // the lap just put a seed into outer 0: no capture, so no cw.
    const Variant v = variant(true);
    Holes north{};
    north[8] = 1;
    north[7] = 1;
    north[3] = 2;
    const Position p = position({0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1}, north);
    CHECK(decisions(v, p) == std::vector<Decision>{Decision::sow(1, Dir::Ccw)});
}

TEST_CASE("omweso 6/5a (outer-empty=ignored): the same cw lap captures")
{
    // Capture 2 (North 8, 7); S = 1: cw again: 0 (1->2), 15 (2->3): column 0 is
    // empty now, no capture, so ccw: 2, 3 (empty): ends.
    const Variant v = variant(false);
    Holes north{};
    north[8] = 1;
    north[7] = 1;
    north[3] = 2;
    Position p = position({0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1}, north);
    CHECK(decisions(v, p) == std::vector<Decision>{Decision::sow(1, Dir::Ccw), Decision::sow(1, Dir::Cw)});
    play(v, p, Decision::sow(1, Dir::Cw));
    CHECK(holes(p, Side::South) == Holes{1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2});
    CHECK(holes(p, Side::North) == Holes{0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
}

namespace {

// South 12 (3): 13 (0->1), 14 (0->1), 15 (1->2): column 0, outer 0 holds 1:
// relay 2 from aloka 15. There cw would sow 14 (1->2), 13 (1->2): column 2,
// outer 2 empty, North 10 (1) and 5 (1): a capture; ccw would sow 0, 1
// (empty) and end. Both end well within the limit: a real choice.
Position choicePosition()
{
    Holes north{};
    north[10] = 1;
    north[5] = 1;
    north[3] = 4;
    return position({1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 1}, north);
}

} // namespace

TEST_CASE("omweso 6: a mid-turn choice where both directions are allowed stops the turn")
{
    const Variant v = variant();
    Position p = choicePosition();
    CHECK(decisions(v, p) == std::vector<Decision>{Decision::sow(12)});
    Trace t;
    play(v, p, Decision::sow(12), &t);
    CHECK(holes(p, Side::South) == Holes{1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0});
    CHECK(p.pendingFrom == 15);
    CHECK(p.pendingHand == 2);
    CHECK(p.toMove == Side::South);
    CHECK(t == Trace{pickUp(Side::South, 12, 3), drop(Side::South, 13), drop(Side::South, 14),
                     drop(Side::South, 15), pickUp(Side::South, 15, 2, true),
                     choicePending(Side::South, 15, 2)});
    CHECK(decisions(v, p) == std::vector<Decision>{Decision::choice(Dir::Ccw), Decision::choice(Dir::Cw)});
    CHECK(omweso::choiceDue(v, p));
    CHECK_FALSE(status(v, p).over);
    CHECK_FALSE(isLegal(v, p, Decision::sow(13)));

    SECTION("cw: capture 2, then S = 15 sows ccw (cw would not capture): 0, 1")
    {
        Trace c;
        play(v, p, Decision::choice(Dir::Cw), &c);
        CHECK(holes(p, Side::South) == Holes{2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2, 0});
        CHECK(holes(p, Side::North) == Holes{0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
        CHECK_FALSE(p.choicePending());
        CHECK(p.toMove == Side::North);
        CHECK(c == Trace{choiceMade(Side::South, Dir::Cw), drop(Side::South, 14), drop(Side::South, 13),
                         capture(Side::South, 10, 1), capture(Side::South, 5, 1), drop(Side::South, 0),
                         drop(Side::South, 1), turnPasses(Side::North)});
    }
    SECTION("ccw: 0 (1->2), 1 (empty): ends")
    {
        Trace c;
        play(v, p, Decision::choice(Dir::Ccw), &c);
        CHECK(holes(p, Side::South) == Holes{2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0});
        CHECK(holes(p, Side::North) == Holes{0, 0, 0, 4, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0});
        CHECK(p.toMove == Side::North);
        CHECK(c == Trace{choiceMade(Side::South, Dir::Ccw), drop(Side::South, 0), drop(Side::South, 1),
                         turnPasses(Side::North)});
    }
}

TEST_CASE("omweso 7: a player without a hole holding more than one seed loses")
{
    const Variant v = variant();
    SECTION("only single seeds")
    {
        Position p = position({1, 1, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1}, kNorthOuterOnly);
        CHECK(decisions(v, p).empty());
        CHECK(status(v, p) == Status{true, Outcome::North});
        Trace t;
        settle(v, p, &t);
        CHECK(t == Trace{gameEnds(Outcome::North)});
        CHECK(holes(p, Side::South) == Holes{1, 1, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1});
    }
    SECTION("no seeds, North to move")
    {
        const Position p = position(kTwoEach, Holes{}, Side::North);
        CHECK(status(v, p) == Status{true, Outcome::South});
    }
    SECTION("a turn that leaves the opponent only single seeds ends the game")
    {
        // South 3 (2): 4, 5: ends. North (singles only) is to move and loses.
        Position p = position({0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
                              {1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1});
        Trace t;
        play(v, p, Decision::sow(3), &t);
        CHECK(p.toMove == Side::North);
        CHECK(status(v, p) == Status{true, Outcome::South});
        CHECK(decisions(v, p).empty());
        CHECK(t == Trace{pickUp(Side::South, 3, 2), drop(Side::South, 4), drop(Side::South, 5),
                         turnPasses(Side::North), gameEnds(Outcome::South)});
    }
    SECTION("a hole with two seeds is enough to play on")
    {
        const Position p = position({1, 1, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, kNorthOuterOnly);
        CHECK(status(v, p) == Status{});
    }
}

TEST_CASE("omweso 8: the third repetition is a draw and leaves the board as it is")
{
    const Variant v = variant();
    Position p = position(kTwoEach, kTwoEach);
    const Position before = p;
    Trace t;
    endByRepetition(v, p, &t);
    CHECK(p == before);
    CHECK(t == Trace{gameEnds(Outcome::Draw)});
}

TEST_CASE("omweso: all seeds stay on the board and stores stay 0")
{
    // The capture test's turn: South 3 + North 6 seeds before and after.
    const Variant v = variant();
    Holes north{};
    north[13] = 3;
    north[2] = 1;
    north[0] = 2;
    Position p = position({0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 1, 0, 0, 0, 0, 0}, north);
    play(v, p, Decision::sow(8));
    CHECK(totalSeeds(p, 16) == 9);
    CHECK(p.stores == std::array<std::int32_t, 2>{0, 0});
}
