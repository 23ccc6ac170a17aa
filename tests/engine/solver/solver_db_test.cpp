// The Kalah endgame database (engine/solver/db.h) and its cache file
// (engine/solver/db_file.h): values against the plain solver, integrity checks.
#include "engine/rules.h"
#include "engine/solver/solver.h"
#include "engine/solver/board.h"
#include "engine/solver/db.h"
#include "engine/solver/db_file.h"
#include "engine/solver/tt.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <random>

using namespace semina;
using namespace semina::solver;

namespace {

Variant kalah(bool captureEmpty, int holes, int seeds = 4)
{
    Variant v = defaultVariant(GameId::Kalah);
    v.kalahCaptureEmpty = captureEmpty;
    v.holes = holes;
    v.seeds = seeds;
    return v;
}

// A random settled position of `seeds` seeds in the holes, South to move.
Position randomPosition(const Variant& v, int seeds, std::mt19937& rng)
{
    Position p;
    p.toMove = Side::South;
    p.stores = {static_cast<int>(rng() % 7), static_cast<int>(rng() % 7)};
    for (int k = 0; k < seeds; ++k)
        ++p.pits[rng() % 2][rng() % static_cast<unsigned>(v.holes)];
    settle(v, p);
    return p;
}

} // namespace

TEST_CASE("solver db: every probed value is the plain solver's future difference, both capture rules")
{
    std::mt19937 rng(77);
    for (const bool empty : {true, false}) {
        for (const int holes : {2, 3, 4}) {
            const Variant v = kalah(empty, holes);
            const int maxSeeds = holes == 4 ? 7 : 9;
            const solver::EndgameDb db = solver::EndgameDb::build(holes, empty, maxSeeds);
            REQUIRE(db.boards() == solver::EndgameDb::boardCount(holes, maxSeeds));
            REQUIRE(db.bytes() == 8 * ((db.boards() + 11) / 12)); // 5 bits a board, 12 to a word
            const solver::KeyMaker keys(holes);
            int checked = 0;
            for (int i = 0; i < 60; ++i) {
                const Position p = randomPosition(v, 1 + static_cast<int>(rng() % maxSeeds), rng);
                if (status(v, p).over)
                    continue;
                const int storeDiff = p.stores[0] - p.stores[1];
                const int future = solveKalah(v, p, 1).value - storeDiff;
                const int seeds = seedsOnSide(p, Side::South, holes) + seedsOnSide(p, Side::North, holes);
                INFO("capture empty " << empty << " holes " << holes << " case " << i);
                REQUIRE(db.value(keys.key(solver::boardOf(p, holes), 0) >> 1, seeds) == future);
                ++checked;
            }
            CHECK(checked > 30);
        }
    }
}

TEST_CASE("solver db: solving with the database gives the same values as without, above its seed limit too")
{
    std::mt19937 rng(5);
    for (const bool empty : {true, false}) {
        const Variant v = kalah(empty, 4);
        const solver::EndgameDb db = solver::EndgameDb::build(4, empty, 6);
        SolveOptions withDb;
        withDb.ttMegabytes = 1;
        withDb.db = &db;
        for (int i = 0; i < 40; ++i) {
            const Position p = randomPosition(v, 4 + static_cast<int>(rng() % 12), rng);
            const SolveResult plain = solveKalah(v, p, 1);
            const SolveResult fast = solveKalah(v, p, withDb);
            INFO("capture empty " << empty << " case " << i);
            REQUIRE(fast.value == plain.value);
            REQUIRE(fast.hasBest == plain.hasBest);
        }
    }
    // A database of another rule or size is not used (the values stay right).
    const Variant v = kalah(true, 3, 3);
    const solver::EndgameDb other = solver::EndgameDb::build(3, false, 8);
    SolveOptions o;
    o.db = &other;
    o.ttMegabytes = 1;
    Position p = startPosition(v, Side::South);
    settle(v, p);
    CHECK(solveKalah(v, p, o).value == solveKalah(v, p, 1).value);
}

TEST_CASE("solver db: serialized tables load back, a changed byte, a short file or other parameters are refused")
{
    const solver::EndgameDb db = solver::EndgameDb::build(3, true, 6);
    std::vector<std::uint8_t> bytes = db.serialize();
    const auto back = solver::EndgameDb::deserialize(bytes, 3, true, 6);
    REQUIRE(back);
    for (std::uint64_t i = 0; i < db.boards(); ++i)
        REQUIRE(back->code(i) == db.code(i));
    CHECK_FALSE(solver::EndgameDb::deserialize(bytes, 3, false, 6));
    CHECK_FALSE(solver::EndgameDb::deserialize(bytes, 3, true, 5));
    CHECK_FALSE(solver::EndgameDb::deserialize(bytes, 4, true, 6));
    std::vector<std::uint8_t> shorter(bytes.begin(), bytes.end() - 1);
    CHECK_FALSE(solver::EndgameDb::deserialize(shorter, 3, true, 6));
    bytes[bytes.size() / 2] ^= 0x01;
    CHECK_FALSE(solver::EndgameDb::deserialize(bytes, 3, true, 6));
}

TEST_CASE("solver db: the cache file is written once, reused, and rebuilt when corrupted")
{
    const std::string dir = (std::filesystem::temp_directory_path() / "semina-solver-db-test").string();
    std::filesystem::remove_all(dir);
    const solver::EndgameDbLoad first = solver::loadOrBuildEndgameDb(dir, 3, false, 7);
    CHECK(first.built);
    CHECK(first.saved);
    REQUIRE(std::filesystem::exists(first.path));
    const solver::EndgameDbLoad second = solver::loadOrBuildEndgameDb(dir, 3, false, 7);
    CHECK_FALSE(second.built);
    REQUIRE(second.db);
    CHECK(second.db->code(123) == first.db->code(123));
    {
        // Flip one byte of the values in the file.
        std::fstream f(first.path, std::ios::in | std::ios::out | std::ios::binary);
        f.seekg(100);
        char c = 0;
        f.read(&c, 1);
        c = static_cast<char>(c ^ 0x40);
        f.seekp(100);
        f.write(&c, 1);
    }
    const solver::EndgameDbLoad third = solver::loadOrBuildEndgameDb(dir, 3, false, 7);
    CHECK(third.built);
    CHECK(third.saved);
    const solver::EndgameDbLoad fourth = solver::loadOrBuildEndgameDb(dir, 3, false, 7);
    CHECK_FALSE(fourth.built);
    CHECK(fourth.db->code(100 - 32) == first.db->code(100 - 32));
    std::filesystem::remove_all(dir);
}
