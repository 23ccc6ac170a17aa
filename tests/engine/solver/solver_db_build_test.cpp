// The endgame database's retrograde build (engine/solver/db_build.cpp): the
// same bytes as the former memoized builder for every thread count, its
// progress reports, and cancelling it (also through the cache file's loader).
#include "engine/solver/db.h"
#include "engine/solver/db_file.h"

#include <catch2/catch.hpp>

#include <atomic>
#include <filesystem>
#include <mutex>
#include <vector>

using namespace semina::solver;

namespace {

std::optional<EndgameDb> retrograde(int holes, bool empty, int seeds, int threads)
{
    DbBuildOptions o;
    o.threads = threads;
    return EndgameDb::build(holes, empty, seeds, o);
}

void requireSameTables(int holes, int seeds)
{
    for (const bool empty : {true, false}) {
        const std::vector<std::uint8_t> reference = EndgameDb::buildBySearch(holes, empty, seeds).serialize();
        for (const int threads : {1, 2, 3}) {
            INFO("holes " << holes << " seeds " << seeds << " capture empty " << empty << " threads " << threads);
            const auto db = retrograde(holes, empty, seeds, threads);
            REQUIRE(db);
            REQUIRE(db->serialize() == reference);
        }
    }
}

} // namespace

TEST_CASE("solver db build: retrograde tables equal the memoized builder's, byte for byte, any thread count", "[threads]")
{
    // Header, checksum and every 5-bit code (serialize() holds them all).
    for (const int holes : {1, 2, 3, 4, 5})
        requireSameTables(holes, 12);
    requireSameTables(6, 9);
}

TEST_CASE("solver db build: six holes, twelve seeds, equal to the memoized builder's", "[slow]")
{
    requireSameTables(6, 12);
}

TEST_CASE("solver db build: the empty table of no seeds and a one-seed table")
{
    // No seeds: the one board is over, value 0.
    const auto none = retrograde(1, true, 0, 2);
    REQUIRE(none);
    CHECK(none->boards() == 1);
    CHECK(none->value(0, 0) == 0);
    // One seed on two one-hole rows: either board is over, and each side
    // keeps the seeds on its own row (rules.md: the end sweep). Ranks (tt.h):
    // own c0, opponent c1 -> c0 + C(c0 + c1 + 1, 2): (0,0) 0, (0,1) 1, (1,0) 2.
    const auto one = retrograde(1, true, 1, 2);
    REQUIRE(one);
    REQUIRE(one->boards() == 3);
    CHECK(one->value(1, 1) == -1);
    CHECK(one->value(2, 1) == 1);
}

TEST_CASE("solver db build: progress never decreases and ends at 1, for one thread and for two", "[threads]")
{
    for (const int threads : {1, 2}) {
        std::mutex m;
        std::vector<double> seen;
        DbBuildOptions o;
        o.threads = threads;
        o.progress = [&](double f) {
            std::lock_guard lock(m);
            seen.push_back(f);
        };
        REQUIRE(EndgameDb::build(4, false, 12, o));
        INFO("threads " << threads);
        REQUIRE(seen.size() >= 10); // a build of 1.2 M boards reports as it goes
        CHECK(seen.back() == 1.0);
        for (std::size_t i = 1; i < seen.size(); ++i)
            CHECK(seen[i] >= seen[i - 1]);
        CHECK(seen.front() > 0);
        CHECK(seen.front() < 0.5);
    }
}

TEST_CASE("solver db build: a cancelled build returns nothing and reports no completion", "[threads]")
{
    std::atomic<bool> cancel{true};
    DbBuildOptions o;
    o.cancel = &cancel;
    bool finished = false;
    o.progress = [&](double f) { finished = finished || f == 1.0; };
    CHECK_FALSE(EndgameDb::build(4, true, 12, o));
    CHECK_FALSE(finished);

    // Cancelled half-way, from the progress callback (a building thread).
    cancel = false;
    o.threads = 2;
    o.progress = [&](double f) {
        if (f > 0.3)
            cancel = true;
        finished = finished || f == 1.0;
    };
    CHECK_FALSE(EndgameDb::build(5, true, 12, o));
    CHECK_FALSE(finished);
}

TEST_CASE("solver db build: a cancelled build through the cache leaves no file, a later one writes it", "[threads]")
{
    const std::string dir = (std::filesystem::temp_directory_path() / "semina-solver-db-cancel-test").string();
    std::filesystem::remove_all(dir);
    std::atomic<bool> cancel{false};
    DbBuildOptions o;
    o.cancel = &cancel;
    o.progress = [&](double f) {
        if (f > 0.5)
            cancel = true;
    };
    const EndgameDbLoad stopped = loadOrBuildEndgameDb(dir, 5, false, 12, o);
    CHECK_FALSE(stopped.db);
    CHECK(stopped.cancelled);
    CHECK_FALSE(stopped.saved);
    CHECK((!std::filesystem::exists(dir) || std::filesystem::is_empty(dir)));

    cancel = false;
    o.progress = nullptr;
    const EndgameDbLoad built = loadOrBuildEndgameDb(dir, 5, false, 12, o);
    REQUIRE(built.db);
    CHECK(built.built);
    CHECK(built.saved);
    CHECK_FALSE(built.cancelled);
    // Loaded from the file: progress reports 1 at once, cancelling is moot.
    cancel = true;
    double last = 0;
    o.progress = [&](double f) { last = f; };
    const EndgameDbLoad loaded = loadOrBuildEndgameDb(dir, 5, false, 12, o);
    REQUIRE(loaded.db);
    CHECK_FALSE(loaded.built);
    CHECK(last == 1.0);
    CHECK(loaded.db->serialize() == built.db->serialize());
    std::filesystem::remove_all(dir);
}
