// The board as the UI sees it (engine/board.h): geometry, the sowing order
// of docs/rules.md §1-§4 and each game's capabilities.
#include "engine/board.h"
#include "engine/notation.h"
#include "engine/rules.h"
#include "engine/setup.h"

#include <catch2/catch.hpp>

#include <set>
#include <utility>

using namespace semina;

namespace {

Place next(const Variant& v, const Position& p, Place from, Dir d, Side mover)
{
    return nextPlace(v, p, from, d, mover);
}

Place hole(Side s, int h) { return Place::holeOf(s, h); }

} // namespace

TEST_CASE("board: kalah sows into the mover's store only (rules §1.1)")
{
    const Variant v = defaultVariant(GameId::Kalah);
    const Position p = startPosition(v);
    CHECK(next(v, p, hole(Side::South, 5), Dir::Ccw, Side::South) == Place::storeOf(Side::South));
    CHECK(next(v, p, Place::storeOf(Side::South), Dir::Ccw, Side::South) == hole(Side::North, 0));
    // South's lap passes North's store by.
    CHECK(next(v, p, hole(Side::North, 5), Dir::Ccw, Side::South) == hole(Side::South, 0));
    CHECK(next(v, p, hole(Side::North, 5), Dir::Ccw, Side::North) == Place::storeOf(Side::North));
    CHECK(next(v, p, hole(Side::South, 5), Dir::Ccw, Side::North) == hole(Side::North, 0));
    CHECK(holeInfo(v, p, Side::South, 5).next[0] == Place::storeOf(Side::South));
}

TEST_CASE("board: mankala never sows into a store (rules §2.2)")
{
    const Variant v = defaultVariant(GameId::Mankala);
    const Position p = startPosition(v);
    CHECK(next(v, p, hole(Side::South, 5), Dir::Ccw, Side::South) == hole(Side::North, 0));
    CHECK(next(v, p, hole(Side::North, 5), Dir::Ccw, Side::North) == hole(Side::South, 0));
    CHECK(next(v, p, hole(Side::South, 2), Dir::Ccw, Side::South) == hole(Side::South, 3));
}

TEST_CASE("board: a protected hole is skipped in kalah")
{
    const Variant v = defaultVariant(GameId::Kalah);
    Position p = startPosition(v);
    p.protectedMask[0] = 1u << 2;
    CHECK(next(v, p, hole(Side::South, 1), Dir::Ccw, Side::South) == hole(Side::South, 3));
    CHECK(holeInfo(v, p, Side::South, 2).isProtected);
    CHECK_FALSE(holeInfo(v, p, Side::South, 1).isProtected);
}

TEST_CASE("board: kalah's cw is the geometric reverse, a direction the game never sows")
{
    const Variant v = defaultVariant(GameId::Kalah);
    const Position p = startPosition(v);
    CHECK_FALSE(sowsDirection(v, Dir::Cw));
    CHECK(sowsDirection(v, Dir::Ccw));
    CHECK(next(v, p, hole(Side::North, 0), Dir::Cw, Side::South) == Place::storeOf(Side::South));
    CHECK(next(v, p, hole(Side::South, 0), Dir::Cw, Side::South) == hole(Side::North, 5));
}

TEST_CASE("board: aliguli's ring of 14 holes skips protected holes (rules §3.2, §3.9)")
{
    const Variant v = defaultVariant(GameId::AliGuli);
    // South's holes 6 and 7 (0-based 5, 6) are protected.
    const PositionParse parse = parsePosition(v, "6,0,9,3,7,x,x/4,8,1,0,6,5,3/9,17/S");
    REQUIRE(parse.ok());
    const Position& p = parse.position;
    REQUIRE(p.isProtected(Side::South, 5));
    REQUIRE(p.isProtected(Side::South, 6));
    CHECK(next(v, p, hole(Side::South, 4), Dir::Ccw, Side::South) == hole(Side::North, 0));
    CHECK(next(v, p, hole(Side::North, 0), Dir::Cw, Side::South) == hole(Side::South, 4));
    CHECK(next(v, p, hole(Side::North, 6), Dir::Ccw, Side::North) == hole(Side::South, 0));
    CHECK(next(v, p, hole(Side::South, 0), Dir::Cw, Side::South) == hole(Side::North, 6));
    CHECK(holeInfo(v, p, Side::South, 5).isProtected);
    // No stores in the ring: the stocks lie beside the board.
    CHECK(holeInfo(v, p, Side::South, 4).next[0] == hole(Side::North, 0));
    CHECK(sowsDirection(v, Dir::Cw));
    Variant ccwOnly = v;
    REQUIRE(setOption(ccwOnly, "direction", "ccw-only") == OptionError::None);
    CHECK_FALSE(sowsDirection(ccwOnly, Dir::Cw));
}

TEST_CASE("board: omweso's loop of 16 wraps on each side (rules §4.3)")
{
    const Variant v = defaultVariant(GameId::Omweso);
    const Position p = startPosition(v);
    for (Side s : {Side::South, Side::North}) {
        CHECK(next(v, p, hole(s, 15), Dir::Ccw, s) == hole(s, 0));
        CHECK(next(v, p, hole(s, 0), Dir::Cw, s) == hole(s, 15));
        CHECK(next(v, p, hole(s, 7), Dir::Ccw, s) == hole(s, 8));
        CHECK(next(v, p, hole(s, 8), Dir::Cw, s) == hole(s, 7));
    }
    CHECK(sowsDirection(v, Dir::Cw));
}

TEST_CASE("board: the aloka holes are exactly 0, 1, 14 and 15 of each omweso side")
{
    const Variant v = defaultVariant(GameId::Omweso);
    const Position p = startPosition(v);
    for (Side s : {Side::South, Side::North}) {
        std::set<int> aloka;
        for (int h = 0; h < 16; ++h)
            if (holeInfo(v, p, s, h).aloka)
                aloka.insert(h);
        CHECK(aloka == std::set<int>{0, 1, 14, 15});
    }
    for (GameId g : {GameId::Kalah, GameId::Mankala, GameId::AliGuli}) {
        const Variant w = defaultVariant(g);
        for (int h = 0; h < w.pitsPerSide(); ++h)
            CHECK_FALSE(holeInfo(w, startPosition(w), Side::South, h).aloka);
    }
}

TEST_CASE("board: rows and columns seen from above, South at the bottom")
{
    const auto cell = [](const Variant& v, Side s, int h) {
        const HoleInfo i = holeInfo(v, startPosition(v), s, h);
        return std::pair{i.row, i.column};
    };
    const Variant k = defaultVariant(GameId::Kalah);
    CHECK(cell(k, Side::South, 0) == std::pair{1, 0});
    CHECK(cell(k, Side::North, 0) == std::pair{0, 5}); // North's first hole on the viewer's right
    CHECK(cell(k, Side::North, 5) == std::pair{0, 0});
    const Variant o = defaultVariant(GameId::Omweso);
    CHECK(cell(o, Side::South, 0) == std::pair{3, 0});  // South outer, from South's left
    CHECK(cell(o, Side::South, 8) == std::pair{2, 7});  // inner row from South's right
    CHECK(cell(o, Side::South, 15) == std::pair{2, 0});
    CHECK(cell(o, Side::North, 0) == std::pair{0, 7});  // North outer, from North's left
    CHECK(cell(o, Side::North, 8) == std::pair{1, 0});
    CHECK(cell(o, Side::North, 15) == std::pair{1, 7});
    // Every cell of every board holds exactly one hole.
    for (GameId g : {GameId::Kalah, GameId::Mankala, GameId::AliGuli, GameId::Omweso}) {
        const Variant v = defaultVariant(g);
        const Capabilities c = capabilities(v);
        std::set<std::pair<int, int>> cells;
        for (Side s : {Side::South, Side::North})
            for (int h = 0; h < c.pitsPerSide; ++h) {
                const auto at = cell(v, s, h);
                CHECK(at.first >= 0);
                CHECK(at.first < c.boardRows);
                CHECK(at.second >= 0);
                CHECK(at.second < c.holesPerRow);
                cells.insert(at);
            }
        CHECK(static_cast<int>(cells.size()) == c.boardRows * c.holesPerRow);
    }
}

TEST_CASE("board: aliguli names its rows A (North) and B (South), from South's left")
{
    const Variant v = defaultVariant(GameId::AliGuli);
    const Position p = startPosition(v);
    CHECK(holeInfo(v, p, Side::South, 0).label.row == 'B');
    CHECK(holeInfo(v, p, Side::South, 0).label.number == 1);
    CHECK(holeInfo(v, p, Side::North, 6).label.row == 'A');
    CHECK(holeInfo(v, p, Side::North, 6).label.number == 1);
    CHECK(holeInfo(v, p, Side::North, 0).label.number == 7);
    const Variant k = defaultVariant(GameId::Kalah);
    CHECK(holeInfo(k, startPosition(k), Side::North, 2).label.row == '\0');
    CHECK(holeInfo(k, startPosition(k), Side::North, 2).label.number == 3);
}

TEST_CASE("board: a decision is named with the board's label of the mover's hole")
{
    // rules.md §3: North's row A1..A7 and South's row B1..B7, both from
    // South's left; North's own hole 1 (from North's left) is at South's right.
    const Variant a = defaultVariant(GameId::AliGuli);
    CHECK(holeName(a, Side::South, 0) == "B1");
    CHECK(holeName(a, Side::North, 0) == "A7");
    CHECK(decisionName(a, Side::North, Decision::sow(0, Dir::Ccw)) == "A7ccw");
    CHECK(decisionName(a, Side::South, Decision::sow(2, Dir::Cw)) == "B3cw");
    CHECK(decisionName(a, Side::North, Decision::sow(6, Dir::Cw)) == "A1cw");
    // Elsewhere the board's number is the notation's.
    const Variant k = defaultVariant(GameId::Kalah);
    CHECK(decisionName(k, Side::North, Decision::sow(4)) == "5");
    const Variant o = defaultVariant(GameId::Omweso);
    CHECK(decisionName(o, Side::South, Decision::sow(14, Dir::Cw)) == "15cw");
    CHECK(decisionName(o, Side::North, Decision::choice(Dir::Ccw)) == "ccw");
}

TEST_CASE("board: each game's capabilities")
{
    const Capabilities kalah = capabilities(defaultVariant(GameId::Kalah));
    CHECK(kalah.containers == Containers::Stores);
    CHECK(kalah.score == ScoreMeaning::InStore);
    CHECK(kalah.directions == DirectionChoice::None);
    CHECK_FALSE(kalah.setupPhase);
    CHECK(kalah.setupSeeds == std::array<int, 2>{0, 0});
    CHECK(kalah.matchPlay);
    CHECK(kalah.pitsPerSide == 6);
    CHECK(kalah.boardRows == 2);

    const Capabilities mankala = capabilities(defaultVariant(GameId::Mankala));
    CHECK(mankala.containers == Containers::Stores);
    CHECK(mankala.score == ScoreMeaning::Captured);
    CHECK(mankala.directions == DirectionChoice::None);

    const Capabilities ali = capabilities(defaultVariant(GameId::AliGuli));
    CHECK(ali.containers == Containers::Stocks);
    CHECK(ali.score == ScoreMeaning::Captured);
    CHECK(ali.directions == DirectionChoice::EverySow);
    CHECK(ali.matchPlay);
    CHECK(ali.pitsPerSide == 7);

    Variant v = defaultVariant(GameId::Omweso);
    REQUIRE(setOption(v, "south-seeds", "40") == OptionError::None);
    REQUIRE(setOption(v, "north-seeds", "24") == OptionError::None);
    const Capabilities om = capabilities(v);
    CHECK(om.containers == Containers::None);
    CHECK(om.score == ScoreMeaning::OnOwnSide);
    CHECK(om.directions == DirectionChoice::AlokaHoles);
    CHECK(om.setupPhase);
    CHECK(om.setupSeeds == std::array<int, 2>{40, 24});
    CHECK_FALSE(om.matchPlay);
    CHECK(om.pitsPerSide == 16);
    CHECK(om.holesPerRow == 8);
    CHECK(om.boardRows == 4);
    CHECK(om.rowsPerSide == 2);
}

TEST_CASE("board: every first lap drops its seeds along nextPlace")
{
    for (GameId g : {GameId::Kalah, GameId::Mankala, GameId::AliGuli, GameId::Omweso}) {
        const Variant v = defaultVariant(g);
        Position p = startPosition(v);
        while (p.setupPhase) // both players place evenly (docs/rules.md §4.1)
            play(v, p, evenSetup(v, p));
        DecisionList list;
        legalDecisions(v, p, list);
        REQUIRE(!list.empty());
        for (const Decision& d : list) {
            Position q = p;
            Trace t;
            play(v, q, d, &t);
            REQUIRE(t.size() > 1);
            REQUIRE(t[0].type == EventType::PickUp);
            Place at = Place::holeOf(p.toMove, d.hole);
            for (std::size_t i = 1; i < t.size() && t[i].type == EventType::Drop; ++i) {
                at = nextPlace(v, p, at, d.dir, p.toMove);
                CHECK(t[i].to == at);
            }
        }
    }
}
