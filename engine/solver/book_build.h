#pragma once
// Building a Kalah opening book (solver/book.h) from the exact solver.
//
// The positions kept are those Perfect can meet, Perfect playing either side:
// from the start, Perfect plays the book's move, the opponent any legal
// decision, an extra move keeps the mover. A position Perfect is to move in
// is *settled* when the solver (one thread, kBookTableMegabytes table, no
// database) finishes it within the node budget: it is left out, since Perfect
// solves it itself, and followed one move further (the settling solve's move,
// then every reply), since a position there can still need more than the
// budget; past that it is not followed. Every other one is kept, with its
// value and best move, and followed along that move. The walk is
// breadth-first, so a book cut short by `maxEntries` holds every position of
// the first plies.
//
// The result depends only on the board, the budget and the solver: values are
// exact (the database and the value solves' table only make them faster), and
// the entries are sorted, so building again gives the same bytes.

#include "engine/solver/book.h"
#include "engine/solver/book_walk.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>

namespace semina::solver {

class EndgameDb;

struct BookBuildOptions {
    std::uint64_t budget = kBookNodes;   // nodes that settle a position
    std::size_t ttMegabytes = 64;        // the value solves' table
    const EndgameDb* db = nullptr;       // for the value solves (never for the settling test)
    // 0: no limit. Reached, the book (not complete) holds the first
    // maxEntries found, also when `resume` holds more.
    std::uint64_t maxEntries = 0;
    // Threads: the walk's, and threads - 1 helpers running the settling
    // tests ahead of it (solver/book_settle.h). The same book, walk and
    // totals with any number.
    int threads = 1;
    // Stopping and going on (solver/book_walk.h): `resume`, a walk saved by
    // an earlier build of this board and budget, to go on from; `stop`, set
    // from elsewhere: the walk stops before its next position (`stopped`,
    // and `walk` holds where it was); `save`, called with the walk every
    // `saveEvery` (between two positions).
    const BookWalk* resume = nullptr;
    const std::atomic<bool>* stop = nullptr;
    std::function<void(const BookWalk&)> save;
    std::chrono::steady_clock::duration saveEvery = std::chrono::minutes(10);
};

struct BookBuildResult {
    bool needed = true;              // false: no position to keep (Perfect solves from the start)
    Book book;
    BookProgress totals;
    int deepestEntry = 0;            // decisions from the start of the deepest entry
    bool stopped = false;            // by options.stop: `book` is what was kept so far (not complete)
    BookWalk walk;                   // stopped or cut by maxEntries: where the walk was, to go on from
};

BookBuildResult buildBook(const Variant& v, const BookBuildOptions& options,
                          const std::function<void(const BookProgress&)>& progress = {});

} // namespace semina::solver
