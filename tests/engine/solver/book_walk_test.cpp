// Stopping a book build and going on (engine/solver/book_walk.h,
// BookBuildOptions::stop / save / resume): a walk saved anywhere and gone on
// from gives the same book as a build without a stop, and a damaged or
// foreign walk is refused; helper threads (BookBuildOptions::threads) change
// neither.
#include "engine/rules.h"
#include "engine/solver/book_build.h"
#include "engine/solver/book_walk.h"
#include "tests/engine/support/two_row_test_support.h"

#include <catch2/catch.hpp>

#include <atomic>

using namespace semina;
using namespace semina::solver;

namespace {

Variant kalahBoard(int holes, int seeds, bool captureEmpty) { return semina::test::kalah(captureEmpty, holes, seeds); }

// Small enough that Kalah(4,3) needs a book of a few dozen positions.
constexpr std::uint64_t kBudget = 1'000;

BookBuildOptions options(const BookWalk* resume = nullptr, int threads = 1)
{
    BookBuildOptions o;
    o.budget = kBudget;
    o.resume = resume;
    o.threads = threads;
    return o;
}

// A build stopped after `visits` positions, resumed from `resume` if given.
BookBuildResult stoppedAfter(const Variant& v, int visits, const BookWalk* resume = nullptr, int threads = 1)
{
    std::atomic<bool> stop{false};
    BookBuildOptions o = options(resume, threads);
    o.stop = &stop;
    int seen = 0;
    return buildBook(v, o, [&](const BookProgress&) {
        if (++seen == visits)
            stop = true;
    });
}

BookWalk throughFile(const Variant& v, const BookWalk& w)
{
    const auto back = deserializeWalk(serializeWalk(v, kBudget, w), v, kBudget);
    REQUIRE(back);
    return *back;
}

} // namespace

TEST_CASE("book walk: a build stopped anywhere and gone on from its saved walk gives the same book")
{
    for (const bool empty : {true, false}) {
        const Variant v = kalahBoard(4, 3, empty);
        const BookBuildResult whole = buildBook(v, options());
        const std::vector<std::uint8_t> expected = whole.book.serialize();
        REQUIRE(whole.book.size() >= 5);
        REQUIRE_FALSE(whole.stopped);
        for (const int visits : {1, 2, 7, 30, 100}) {
            INFO("empty " << empty << ", stopped after " << visits << " positions");
            const BookBuildResult first = stoppedAfter(v, visits);
            REQUIRE(first.stopped);
            CHECK_FALSE(first.book.complete());
            CHECK(first.book.size() <= whole.book.size());
            const BookWalk saved = throughFile(v, first.walk);
            CHECK(serializeWalk(v, kBudget, saved) == serializeWalk(v, kBudget, first.walk));
            // Stopped once more on the way, then to the end.
            const BookBuildResult second = stoppedAfter(v, 3, &saved);
            REQUIRE(second.stopped);
            const BookWalk savedAgain = throughFile(v, second.walk);
            const BookBuildResult rest = buildBook(v, options(&savedAgain));
            CHECK_FALSE(rest.stopped);
            CHECK(rest.book.serialize() == expected);
            CHECK(rest.totals.settled == whole.totals.settled);
            CHECK(rest.deepestEntry == whole.deepestEntry);
        }
        // The walks handed to `save` go on as well (saved at every position here).
        BookBuildOptions o = options();
        o.saveEvery = {};
        std::vector<BookWalk> walks;
        o.save = [&](const BookWalk& w) { walks.push_back(w); };
        CHECK(buildBook(v, o).book.serialize() == expected);
        REQUIRE(walks.size() > 10);
        for (const std::size_t i : {std::size_t{0}, walks.size() / 2, walks.size() - 1}) {
            const BookWalk w = throughFile(v, walks[i]);
            CHECK(buildBook(v, options(&w)).book.serialize() == expected);
        }
    }
}

TEST_CASE("book walk: a damaged or foreign walk is refused")
{
    const Variant v = kalahBoard(4, 3, true);
    const std::vector<std::uint8_t> good = serializeWalk(v, kBudget, stoppedAfter(v, 20).walk);
    REQUIRE(deserializeWalk(good, v, kBudget));
    CHECK_FALSE(deserializeWalk({}, v, kBudget));
    CHECK_FALSE(deserializeWalk(std::vector<std::uint8_t>(good.begin(), good.end() - 1), v, kBudget));
    CHECK_FALSE(deserializeWalk(std::vector<std::uint8_t>(good.begin(), good.begin() + 20), v, kBudget));
    for (const std::size_t at : {std::size_t{0}, std::size_t{5}, good.size() / 2, good.size() - 1}) {
        std::vector<std::uint8_t> bad = good;
        bad[at] ^= 0x04;
        CHECK_FALSE(deserializeWalk(bad, v, kBudget));
    }
    CHECK_FALSE(deserializeWalk(good, kalahBoard(4, 3, false), kBudget));
    CHECK_FALSE(deserializeWalk(good, kalahBoard(4, 4, true), kBudget));
    CHECK_FALSE(deserializeWalk(good, v, kBudget + 1));
}

TEST_CASE("book walk: helper threads running the settling tests give the same book, totals and walks", "[threads]")
{
    for (const bool empty : {true, false}) {
        const Variant v = kalahBoard(4, 3, empty);
        const BookBuildResult one = buildBook(v, options());
        REQUIRE(one.book.size() >= 5);
        for (const int threads : {2, 3, 8}) {
            INFO("empty " << empty << ", " << threads << " threads");
            const BookBuildResult many = buildBook(v, options(nullptr, threads));
            CHECK(many.book.serialize() == one.book.serialize());
            CHECK(many.totals.settled == one.totals.settled);
            CHECK(many.totals.solverNodes == one.totals.solverNodes);
            CHECK(many.deepestEntry == one.deepestEntry);
            // Stopped midway (tests offered and not taken are dropped), the
            // walk is the one-thread build's, and goes on to the same book.
            for (const int visits : {3, 40}) {
                const BookBuildResult a = stoppedAfter(v, visits);
                const BookBuildResult b = stoppedAfter(v, visits, nullptr, threads);
                REQUIRE(b.stopped);
                CHECK(serializeWalk(v, kBudget, b.walk) == serializeWalk(v, kBudget, a.walk));
                CHECK(buildBook(v, options(&b.walk, threads)).book.serialize() == one.book.serialize());
            }
        }
    }
    // A board whose settling tests take a while (a budget of 200,000 nodes
    // on Kalah(4,4) standard), so that the helpers run while the walk waits.
    const Variant v = kalahBoard(4, 4, false);
    BookBuildOptions o;
    o.budget = 200'000;
    const BookBuildResult one = buildBook(v, o);
    o.threads = 2;
    const BookBuildResult two = buildBook(v, o);
    REQUIRE(one.book.size() >= 1);
    CHECK(two.book.serialize() == one.book.serialize());
    CHECK(two.totals.settled == one.totals.settled);
    CHECK(two.totals.solverNodes == one.totals.solverNodes);
}

TEST_CASE("book walk: a book cut at N entries is the same from the start and from a walk that went further")
{
    const Variant v = kalahBoard(4, 3, false);
    const BookBuildResult whole = buildBook(v, options());
    REQUIRE(whole.book.size() >= 10);
    const BookBuildResult far = stoppedAfter(v, 100); // past the fifth entry, short of the last
    REQUIRE(far.stopped);
    REQUIRE(far.walk.entries.size() > 5);
    REQUIRE(far.walk.entries.size() + 1 < whole.book.size());
    for (const std::uint64_t n : {std::uint64_t{1}, std::uint64_t{5}, far.walk.entries.size() + 1}) {
        INFO("cut at " << n);
        BookBuildOptions o = options();
        o.maxEntries = n;
        const BookBuildResult fresh = buildBook(v, o);
        CHECK_FALSE(fresh.book.complete());
        CHECK(fresh.book.size() == n);
        o.resume = &far.walk;
        const BookBuildResult resumed = buildBook(v, o);
        CHECK(resumed.book.serialize() == fresh.book.serialize());
        // The walk of a cut build goes on to the whole book.
        CHECK(buildBook(v, options(&resumed.walk)).book.serialize() == whole.book.serialize());
    }
}
