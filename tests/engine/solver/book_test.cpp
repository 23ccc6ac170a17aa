// The Kalah opening book (engine/solver/book.h, book_build.h): its values
// agree with fresh solves, it holds every position Perfect meets before its
// solver settles it, its file form refuses damage, Perfect plays it, and
// building it again gives the same bytes.
#include "engine/ai/think.h"
#include "engine/rules.h"
#include "engine/solver/book.h"
#include "engine/solver/book_build.h"
#include "engine/solver/solver.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <set>
#include <tuple>

using namespace semina;
using namespace semina::solver;

namespace {

Variant kalahBoard(int holes, int seeds, bool captureEmpty)
{
    Variant v = defaultVariant(GameId::Kalah);
    v.holes = holes;
    v.seeds = seeds;
    v.kalahCaptureEmpty = captureEmpty;
    return v;
}

// A budget small enough that Kalah(4,3) needs a book (its start takes some
// 60,000 nodes), so that a test builds one in a fraction of a second; and
// small enough that on Kalah(4,3) standard a position one move past a settled
// one still needs more (a builder that stops at settled positions misses 2).
constexpr std::uint64_t kTestBudget = 1'000;

BookBuildResult smallBook(const Variant& v)
{
    BookBuildOptions o;
    o.budget = kTestBudget;
    return buildBook(v, o);
}

int storeDifference(const Position& p) { return p.stores[idx(p.toMove)] - p.stores[idx(other(p.toMove))]; }

// The value for p's mover of sowing `hole`, by fresh solves.
int moveValue(const Variant& v, const Position& p, int hole)
{
    Position q = p;
    play(v, q, Decision::sow(hole));
    const int after = solveKalah(v, q).value; // for q's mover, stores included
    return q.toMove == p.toMove ? after : -after;
}

struct Walk {
    std::set<std::tuple<std::uint64_t, bool, bool>> seen;
    std::vector<Position> inBook; // Perfect's positions found in the book
    int unsettled = 0;            // Perfect's positions neither in the book nor settled
    int pastSettled = 0;          // Perfect's positions tested one move past a settled one
};

// The positions Perfect (either side) meets when it plays the book's moves
// and the opponent anything, until its solver settles them within `budget`,
// and one move further: from a settled position Perfect plays its solver's
// move, and the positions it then meets must be in the book or settled too.
void walkPerfect(const Variant& v, const Book& book, const Position& p, bool perfect, std::uint64_t budget, Walk& w,
                 bool pastSettled = false)
{
    if (status(v, p).over || !w.seen.emplace(bookKey(v, p), perfect, pastSettled).second)
        return;
    DecisionList list;
    legalDecisions(v, p, list);
    if (perfect) {
        const auto e = book.find(v, p);
        if (!e) {
            SolveOptions o;
            o.ttMegabytes = kBookTableMegabytes;
            o.maxNodes = budget;
            const SolveResult s = solveKalah(v, p, o);
            w.unsettled += s.complete ? 0 : 1;
            w.pastSettled += pastSettled ? 1 : 0;
            if (!s.complete || pastSettled)
                return;
            pastSettled = true;
            list.clear();
            list.push(s.best);
        } else {
            w.inBook.push_back(p);
            pastSettled = false;
            list.clear();
            list.push(Decision::sow(e->hole));
        }
    }
    for (const Decision& d : list) {
        Position q = p;
        play(v, q, d);
        walkPerfect(v, book, q, q.toMove == p.toMove ? perfect : !perfect, budget, w, pastSettled);
    }
}

} // namespace

TEST_CASE("book: every position Perfect meets before its solver settles it is in the book, with the solver's value")
{
    for (const bool empty : {true, false}) {
        const Variant v = kalahBoard(4, 3, empty);
        const BookBuildResult r = smallBook(v);
        REQUIRE(r.needed);
        REQUIRE(r.book.complete());
        const Position start = startPosition(v);
        const auto first = r.book.find(v, start);
        REQUIRE(first);
        CHECK(first->value == solveKalah(v, start).value);
        Walk w;
        walkPerfect(v, r.book, start, true, kTestBudget, w);
        walkPerfect(v, r.book, start, false, kTestBudget, w);
        CHECK(w.unsettled == 0);
        CHECK(w.pastSettled > 0); // the walk did go past settled positions
        CHECK(w.inBook.size() == r.book.size());
        // A sample: the value is a fresh solve's (future: the stores taken
        // off), the move reaches it, and no higher hole does as well.
        for (std::size_t i = 0; i < w.inBook.size(); i += 5) {
            const Position& p = w.inBook[i];
            const BookEntry e = *r.book.find(v, p);
            const int value = solveKalah(v, p).value;
            CHECK(e.value == value - storeDifference(p));
            CHECK(moveValue(v, p, e.hole) == value);
            for (int h = e.hole + 1; h < v.holes; ++h)
                if (p.pit(p.toMove, h) > 0)
                    CHECK(moveValue(v, p, h) < value);
        }
    }
}

TEST_CASE("book: building again gives the same bytes, and they read back")
{
    const Variant v = kalahBoard(4, 3, false);
    const std::vector<std::uint8_t> a = smallBook(v).book.serialize();
    const std::vector<std::uint8_t> b = smallBook(v).book.serialize();
    CHECK(a == b);
    const auto back = Book::deserialize(a, &v);
    REQUIRE(back);
    CHECK(back->serialize() == a);
    CHECK(back->budget() == kTestBudget);
}

TEST_CASE("book: a damaged or foreign book is refused")
{
    const Variant v = kalahBoard(4, 3, true);
    static const std::vector<std::uint8_t> good = smallBook(v).book.serialize();
    REQUIRE(good.size() > 40);
    BookError error = BookError::None;
    SECTION("a flipped bit in an entry")
    {
        std::vector<std::uint8_t> bad = good;
        bad[good.size() - 3] ^= 0x10;
        CHECK_FALSE(Book::deserialize(bad, &v, &error));
        CHECK(error == BookError::BadChecksum);
    }
    SECTION("the magic")
    {
        std::vector<std::uint8_t> bad = good;
        bad[0] = 'X';
        CHECK_FALSE(Book::deserialize(bad, &v, &error));
        CHECK(error == BookError::BadMagic);
    }
    SECTION("cut short")
    {
        std::vector<std::uint8_t> bad(good.begin(), good.end() - 1);
        CHECK_FALSE(Book::deserialize(bad, &v, &error));
        CHECK(error == BookError::Truncated);
        CHECK_FALSE(Book::deserialize(std::vector<std::uint8_t>(good.begin(), good.begin() + 10), &v, &error));
        CHECK(error == BookError::Truncated);
        CHECK_FALSE(Book::deserialize({}, &v, &error));
    }
    SECTION("another board")
    {
        const Variant other = kalahBoard(4, 3, false);
        CHECK_FALSE(Book::deserialize(good, &other, &error));
        CHECK(error == BookError::WrongBoard);
    }
    SECTION("another version")
    {
        std::vector<std::uint8_t> bad = good;
        bad[4] = 2;
        CHECK_FALSE(Book::deserialize(bad, &v, &error));
        CHECK(error == BookError::BadVersion);
    }
}

TEST_CASE("book: Perfect plays the book's move, exactly, and without the book solves or searches")
{
    const Variant v = kalahBoard(4, 3, true);
    const Position start = startPosition(v);
    // A book whose move for the start is one of the worse ones: only the
    // book can make Perfect play it.
    int worst = 0;
    int worstValue = 1000;
    for (int h = 0; h < v.holes; ++h) {
        const int value = moveValue(v, start, h);
        if (value < worstValue) {
            worstValue = value;
            worst = h;
        }
    }
    REQUIRE(worstValue < solveKalah(v, start).value);
    const Book book(v, {{bookKey(v, start), 5, worst}}, true);
    ai::AiLimits limits = ai::fixedLimits(ai::Level::Perfect, v.game);
    limits.book = std::make_shared<const Book>(book);
    const ai::AiResult r = ai::think(v, start, ai::Level::Perfect, limits, 1);
    CHECK(r.exact);
    CHECK(r.best == Decision::sow(worst));
    CHECK(r.value == ai::think(v, start, ai::Level::Perfect, limits, 2).value);
    limits.book.reset();
    const ai::AiResult solved = ai::think(v, start, ai::Level::Perfect, limits, 1);
    CHECK(solved.exact);
    CHECK(moveValue(v, start, solved.best.hole) == solveKalah(v, start).value);
    // A book of another board is not used.
    limits.book = std::make_shared<const Book>(Book(kalahBoard(4, 4, true), {{bookKey(v, start), 5, worst}}, true));
    CHECK(moveValue(v, start, ai::think(v, start, ai::Level::Perfect, limits, 1).best.hole) == solveKalah(v, start).value);
}

TEST_CASE("book: boards that need none are settled from the start, and Perfect is exact where the book is complete")
{
    // Kalah(4,2), (5,2), (6,2): the start solves within the budget (either
    // side: every first reply too, since it only shrinks the board).
    for (const int holes : {4, 5, 6}) {
        const Variant v = kalahBoard(holes, 2, true);
        CHECK_FALSE(bookNeeded(v));
        CHECK(perfectIsExact(v, nullptr));
        BookBuildOptions o;
        CHECK_FALSE(buildBook(v, o).needed);
    }
    const Variant big = kalahBoard(6, 4, true);
    CHECK(bookNeeded(big));
    CHECK_FALSE(perfectIsExact(big, nullptr));
    const Book incomplete(big, {}, false);
    CHECK_FALSE(perfectIsExact(big, &incomplete));
    const Book complete(big, {}, true);
    CHECK(perfectIsExact(big, &complete));
    CHECK_FALSE(perfectIsExact(kalahBoard(6, 3, true), &complete));
}

namespace {

std::optional<Book> shippedBook(const Variant& v)
{
    std::ifstream in(std::filesystem::path(SEMINA_BOOK_DIR) / bookFileName(v), std::ios::binary);
    if (!in)
        return std::nullopt;
    const std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    return Book::deserialize(bytes, &v);
}

// Perfect's positions in the book, by the book's moves and every reply, with
// how many decisions from the start (no solving). Outside the book the walk
// goes one move further, by every move (a superset of the settling solve's
// move, which the builder follows), then stops.
void bookPositions(const Variant& v, const Book& book, const Position& p, bool perfect, int plies,
                   std::set<std::tuple<std::uint64_t, bool, bool>>& seen, std::vector<std::pair<int, Position>>& out,
                   bool pastSettled = false)
{
    if (status(v, p).over || !seen.emplace(bookKey(v, p), perfect, pastSettled).second)
        return;
    DecisionList list;
    legalDecisions(v, p, list);
    if (perfect) {
        const auto e = book.find(v, p);
        if (!e) {
            if (pastSettled)
                return;
            pastSettled = true;
        } else {
            out.emplace_back(plies, p); // maybe twice: once past a settled position, once not
            pastSettled = false;
            list.clear();
            list.push(Decision::sow(e->hole));
        }
    }
    for (const Decision& d : list) {
        Position q = p;
        play(v, q, d);
        bookPositions(v, book, q, q.toMove == p.toMove ? perfect : !perfect, plies + 1, seen, out, pastSettled);
    }
}

} // namespace

TEST_CASE("book: the shipped books are sound, reached by play, and their deepest entries agree with fresh solves")
{
    int books = 0;
    for (int holes = 4; holes <= 6; ++holes)
        for (int seeds = 1; seeds <= 6; ++seeds)
            for (const bool empty : {true, false}) {
                const Variant v = kalahBoard(holes, seeds, empty);
                const auto book = shippedBook(v);
                if (!book) // a board that needs none, or one not built yet (docs/opening-book.md)
                    continue;
                ++books;
                INFO(bookFileName(v));
                CHECK(bookNeeded(v));
                CHECK(book->budget() == kBookNodes);
                CHECK(perfectIsExact(v, &*book) == book->complete());
                std::set<std::tuple<std::uint64_t, bool, bool>> seen;
                std::vector<std::pair<int, Position>> found;
                bookPositions(v, *book, startPosition(v), true, 0, seen, found);
                bookPositions(v, *book, startPosition(v), false, 0, seen, found);
                // Every entry is a position Perfect meets.
                std::set<std::uint64_t> keys;
                for (const auto& f : found)
                    keys.insert(bookKey(v, f.second));
                CHECK(keys.size() == book->size());
                // The deepest entry (its solves take well under a second).
                std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
                for (std::size_t i = 0; i < std::min<std::size_t>(1, found.size()) && found[i].first >= 4; ++i) {
                    const Position& p = found[i].second;
                    CHECK(book->find(v, p)->value == solveKalah(v, p).value - storeDifference(p));
                    CHECK(moveValue(v, p, book->find(v, p)->hole) == solveKalah(v, p).value);
                }
            }
    CHECK(books >= 5);
}
