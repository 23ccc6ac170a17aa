#pragma once
// What an opening-book build (solver/book_build.h) has done so far, so that a
// long build can stop and go on later from where it was
// (`semina-cli book --checkpoint FILE`): the walk's queue, what it has seen
// and solved, the entries kept. Going on from a saved walk gives the same
// book as a build without a stop (the walk is deterministic, and the saved
// walk is all of its state but the value solves' table, which only makes
// them faster).
//
// File form, little-endian: magic "SMBW", version (u16) = 1, holes, seeds,
// capture (u8 each: 1 empty), 0 (u8), node budget (u32); the progress
// (entries, settled, queued, solver nodes: u64; plies, deepest entry: u32);
// then five lists, each a count (u32) and its records: the queue (the
// board's 2 x holes counts, u8 each; flags: 1 Perfect to move, 2 past a
// settled position; plies, u16), Perfect's positions seen (key u64; flags:
// 1 settled, 2 followed; the settling move + 1, u8), the opponent's (key;
// 1 when reached only past a settled position), the values solved (key;
// value + 32768, u16), the entries (key; value + 32768; hole); last the
// FNV-1a 64 of all that goes before.

#include "engine/position.h"
#include "engine/solver/book.h"
#include "engine/variant.h"

#include <cstdint>
#include <deque>
#include <optional>
#include <unordered_map>
#include <vector>

namespace semina::solver {

struct BookProgress {
    std::uint64_t entries = 0;       // kept so far
    std::uint64_t settled = 0;       // Perfect's positions left to its own solver
    std::uint64_t queued = 0;        // positions still to visit
    std::uint64_t solverNodes = 0;   // all solves so far
    int plies = 0;                   // decisions from the start of the position being visited
};

struct BookWalkNode {
    Position p;               // seen from its mover (South, empty stores)
    bool perfect = false;     // Perfect to move (else the opponent)
    int plies = 0;
    bool pastSettled = false; // reached through a settled position (one move past it)
};

// What the walk knows of a Perfect position it has visited.
struct BookPerfectSeen {
    bool settled = false;
    bool followed = false; // its move has been followed (always, when not settled)
    int move = -1;         // settled: the settling solve's move (what Perfect plays)
};

struct BookWalk {
    std::deque<BookWalkNode> queue;
    std::unordered_map<std::uint64_t, BookPerfectSeen> seenPerfect;
    std::unordered_map<std::uint64_t, bool> seenOpponent; // key -> reached only past a settled position
    std::unordered_map<std::uint64_t, int> future;        // solved future values by key
    std::vector<BookEntry> entries;                       // in the order found
    BookProgress progress;
    int deepest = 0;
};

std::vector<std::uint8_t> serializeWalk(const Variant& v, std::uint64_t budget, const BookWalk& w);
// Empty when the bytes are not a walk of v's board and this budget, or are
// damaged (size, checksum, a record out of range).
std::optional<BookWalk> deserializeWalk(const std::vector<std::uint8_t>& bytes, const Variant& v,
                                        std::uint64_t budget);

} // namespace semina::solver
