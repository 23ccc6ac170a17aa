#pragma once
// The Kalah solver's transposition table.
//
// A key names the mover-relative board exactly (not the stores: the rest of
// the game depends only on the holes and who moves, so values are stored as
// the mover's future gain minus the opponent's). The key is the rank of the
// board in the combinatorial number system: the 2m counts c_0..c_{2m-1} map
// to the increasing positions p_j = c_0 + .. + c_j + j, and the rank is
// sum C(p_j, j+1), a bijection between boards and integers. It fits in 63
// bits up to about 150 seeds on a 12-hole board (72 in a 6x6 game needs 49);
// beyond that it wraps and is only a hash.
//
// Values are solved to the end, so an entry holds depth-free bounds
// lo <= value <= hi, tightened each time the same board is searched again.

#include "solver_board.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace semina::solver {

class KeyMaker {
public:
    explicit KeyMaker(int holes);
    // `sideBit`: the real side to move, needed only when the two sides have
    // different protected holes (otherwise a board and its mirror are equal).
    std::uint64_t key(const Board& b, int sideBit) const
    {
        std::uint64_t r = 0;
        int pos = 0;
        for (int j = 0; j < m_count; ++j) {
            pos += b.c[m_bytes[j]] + (j > 0 ? 1 : 0);
            r += m_binom[pos][j + 1];
        }
        return (r << 1) | static_cast<std::uint64_t>(sideBit);
    }

private:
    static constexpr int kMaxPos = kMaxBoardSeeds + 12;
    std::vector<std::array<std::uint64_t, 13>> m_binom; // C(n, k) mod 2^64
    std::array<int, 12> m_bytes{};
    int m_count = 0;
};

struct TTEntry {
    std::uint64_t key = 0; // key + 1; 0: empty
    std::int16_t lo = 0;
    std::int16_t hi = 0;
    std::uint8_t move = 0; // best or cutting hole
    std::uint8_t work = 0; // log2 of the nodes spent on it (replacement priority)
};

class TranspositionTable {
public:
    explicit TranspositionTable(std::size_t megabytes);
    TranspositionTable(const TranspositionTable&) = delete;
    TranspositionTable& operator=(const TranspositionTable&) = delete;

    const TTEntry* probe(std::uint64_t key) const
    {
        const Bucket& b = m_buckets[index(key)];
        for (const TTEntry& e : b.e)
            if (e.key == key + 1)
                return &e;
        return nullptr;
    }

    void prefetch(std::uint64_t key) const { __builtin_prefetch(&m_buckets[index(key)]); }

    // Records lo <= value <= hi for `key`, merging with what is known.
    void store(std::uint64_t key, int lo, int hi, int move, int work);

private:
    struct Bucket {
        TTEntry e[2]; // [0]: kept by work, [1]: always replaced
    };
    static_assert(sizeof(Bucket) == 32);
    std::size_t index(std::uint64_t key) const { return (key * 0x9E3779B97F4A7C15ull) >> m_shift; }

    struct Free {
        void operator()(void* p) const;
    };
    std::unique_ptr<void, Free> m_memory;
    Bucket* m_buckets = nullptr; // inside m_memory, 2 MB aligned (huge pages where offered)
    int m_shift = 64;
};

} // namespace semina::solver
