#pragma once
// The Kalah solver's endgame database: for every board with at most K seeds
// in the holes (both sides), the exact future store difference for the player
// to move (see solver.cpp), in 5 bits per board, for one holes count and one
// capture rule, no protected holes. A board's index is its combinatorial
// rank (solver/tt.h: KeyMaker), which is dense: the boards of at most K seeds
// over 2m holes have the ranks 0 .. C(K+2m, 2m)-1.
//
// Built by retrograde analysis by seed count (db_build.cpp): each level of
// boards of exactly S seeds from the smaller ones, on several threads. The
// former builder, memoized negamax from every board, stays as the tests'
// reference (buildBySearch): both give the same bytes.
//
// The table itself does no I/O: header() and words() are its file form
// (magic, version, holes, capture rule, K, size, checksum), which
// solver/db_file.h keeps on disk.

#include "engine/solver/hugepages.h"
#include "engine/solver/prefetch.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace semina::solver {

constexpr int kMaxBuildThreads = 16;

// The database's packed words, on huge pages where offered.
using DbWords = std::vector<std::uint64_t, HugePageAllocator<std::uint64_t>>;

struct DbBuildOptions {
    int threads = 2; // 1..kMaxBuildThreads; the table is the same for any number
    // Called from a building thread with the share of boards solved: never
    // decreasing, 1 last (not at all when cancelled). Must not throw.
    std::function<void(double)> progress;
    // Set from another thread: the build stops soon and returns nothing.
    const std::atomic<bool>* cancel = nullptr;
};

class EndgameDb {
public:
    // Values are packed in 5 bits: a board of S seeds has a future difference
    // of S's parity in [-S, S] (the seeds split between the two players), so
    // (value + S) / 2 in [0, S] names it; 12 to a 64-bit word.
    static constexpr int kMaxSeeds = 31;
    static constexpr int kPerWord = 12;

    // Boards of at most `maxSeeds` seeds over 2*holes holes.
    static std::uint64_t boardCount(int holes, int maxSeeds);
    static EndgameDb build(int holes, bool captureEmpty, int maxSeeds); // default options
    // Empty only when cancelled.
    static std::optional<EndgameDb> build(int holes, bool captureEmpty, int maxSeeds, const DbBuildOptions& o);
    // The former builder (memoized negamax, one thread, a byte a board while
    // it runs): the tests' reference for build().
    static EndgameDb buildBySearch(int holes, bool captureEmpty, int maxSeeds);

    int holes() const { return m_holes; }
    bool captureEmpty() const { return m_captureEmpty; }
    int maxSeeds() const { return m_maxSeeds; }
    std::uint64_t boards() const { return m_boards; }
    std::size_t bytes() const { return m_words.size() * sizeof(std::uint64_t); }
    // Future difference of the board of rank `index`, which holds `seeds`
    // seeds (<= maxSeeds()).
    int value(std::uint64_t index, int seeds) const { return 2 * code(index) - seeds; }
    int code(std::uint64_t index) const
    {
        return static_cast<int>((m_words[index / kPerWord] >> (5 * (index % kPerWord))) & 31);
    }
    void prefetch(std::uint64_t index) const { prefetchLine(m_words.data() + index / kPerWord); }

    // The file form: a header of kHeaderBytes, then the words.
    static constexpr std::size_t kHeaderBytes = 32;
    static std::uint64_t wordCount(int holes, int maxSeeds);
    std::vector<std::uint8_t> header() const;
    const std::uint64_t* words() const { return m_words.data(); }
    // Empty when header and words are not a sound table for exactly these
    // parameters (wrong header, wrong size, checksum mismatch, a code out of
    // range). Takes the words without copying them (a table can be large).
    static std::optional<EndgameDb> fromParts(const std::vector<std::uint8_t>& header,
                                              DbWords&& words, int holes, bool captureEmpty,
                                              int maxSeeds);

    // Header and words in one block (tests, small tables).
    std::vector<std::uint8_t> serialize() const;
    static std::optional<EndgameDb> deserialize(const std::vector<std::uint8_t>& bytes, int holes,
                                                bool captureEmpty, int maxSeeds);

private:
    // Every code 0 (to be filled by a builder).
    static EndgameDb zeroed(int holes, bool captureEmpty, int maxSeeds);

    int m_holes = 0;
    bool m_captureEmpty = true;
    int m_maxSeeds = 0;
    std::uint64_t m_boards = 0;
    DbWords m_words;
};

} // namespace semina::solver
