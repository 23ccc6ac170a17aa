// The Kalah solver's transposition table (engine/solver/tt.h, BoundTable): a
// found entry is always the key's own (bucket and tag name the key exactly),
// merged bounds only tighten, and the keys' bit count covers every board.
#include "engine/solver/tt.h"

#include <catch2/catch.hpp>

#include <cstdint>

using namespace semina::solver;

namespace {

// A value for key k in [-100, 100], different for neighbouring keys.
int valueOf(std::uint64_t k) { return static_cast<int>((k * 37) % 201) - 100; }

} // namespace

TEST_CASE("solver bound table: an overfull table never answers with another key's bounds")
{
    // 1 MB: 32768 buckets of 4; 400000 keys spread over 42 bits overfill it
    // twelve times, so most keys share a bucket with others and many are lost.
    BoundTable tt(1, 42);
    constexpr std::uint64_t kKeys = 400000;
    auto keyAt = [](std::uint64_t i) { return (i * 0x2545F4914F6CDD1Dull) >> 22; }; // below 2^42
    for (std::uint64_t i = 0; i < kKeys; ++i)
        tt.store(keyAt(i), valueOf(i), valueOf(i), 1 + static_cast<int>(i % 20));
    std::uint64_t found = 0;
    for (std::uint64_t i = 0; i < kKeys; ++i) {
        const BoundProbe e = tt.probe(keyAt(i));
        if (!e.found)
            continue;
        ++found;
        REQUIRE(e.lo == valueOf(i));
        REQUIRE(e.hi == valueOf(i));
    }
    // At most the table's 131072 entries survive, and the table is not left empty.
    CHECK(found <= 131072);
    CHECK(found > 60000);
    // Keys never stored are not found, though they land in full buckets.
    for (std::uint64_t i = kKeys; i < kKeys + 20000; ++i)
        REQUIRE_FALSE(tt.probe(keyAt(i)).found);
}

TEST_CASE("solver bound table: bounds stored twice for a key are intersected, and clamped to +-127")
{
    BoundTable tt(1, 20);
    tt.store(5, -10, 30, 3);
    tt.store(5, 2, 40, 1);
    BoundProbe e = tt.probe(5);
    REQUIRE(e.found);
    CHECK(e.lo == 2);
    CHECK(e.hi == 30);
    tt.store(9, -300, 300, 1);
    e = tt.probe(9);
    REQUIRE(e.found);
    CHECK(e.lo == -127);
    CHECK(e.hi == 127);
}

TEST_CASE("solver bound table: a key's bits cover the rank of every board of that many seeds")
{
    const KeyMaker keys(6);
    // C(48 + 12, 12) = 1,399,358,844,975 boards of at most 48 seeds on 12
    // holes: ranks below it need 41 bits, and the side bit makes 42.
    CHECK(keys.keyBits(48) == 42);
    // The board of all 48 seeds in the last hole has the largest rank.
    Board b;
    b.c[kOppBase + 5] = 48;
    CHECK(keys.key(b, 1) < (std::uint64_t{1} << 42));
    CHECK(keys.key(b, 1) >= (std::uint64_t{1} << 41));
}
