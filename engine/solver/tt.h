#pragma once
// The Kalah solver's transposition table, BoundTable: exact bounds of solved
// values (the AI's depth-limited table is ai::TranspositionTable, ai/tt.h).
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
// Entries keep no move: the solver orders moves by what they gain (solver.cpp).

#include "engine/solver/board.h"
#include "engine/solver/prefetch.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

namespace semina::solver {

class KeyMaker {
public:
    explicit KeyMaker(int holes);
    // Bits of every key of a board of at most `seeds` seeds (side bit included).
    int keyBits(int seeds) const;
    // `sideBit`: the real side to move, needed only when the two sides have
    // different protected holes (otherwise a board and its mirror are equal).
    std::uint64_t key(const Board& b, int sideBit) const
    {
        // The prefix sums S_j = c_0 + .. + c_j of all holes at once: a byte
        // multiply sums each byte with those below it (no carry: at most 255
        // seeds). Then rank = sum C(S_j + j, j + 1) over the 2m holes, read
        // from m_term: row i < 6 is own hole i, row 6 + i opponent hole i,
        // rows of holes beyond m are 0 (so the loop is always 6 long).
        constexpr std::uint64_t kOnes = 0x0101010101010101ull;
        const std::uint64_t own = b.half(0) * kOnes;
        const std::uint64_t opp = b.half(1) * kOnes + (own >> 56) * kOnes;
        std::uint64_t r = 0;
        for (int i = 0; i < 6; ++i) {
            r += m_term[i][(own >> (8 * i)) & 0xff];
            r += m_term[6 + i][(opp >> (8 * i)) & 0xff];
        }
        return (r << 1) | static_cast<std::uint64_t>(sideBit);
    }

private:
    std::array<std::array<std::uint64_t, 256>, 12> m_term{};
    int m_holes = 0;
};

// What the table knows of a board: lo <= its value <= hi.
struct BoundProbe {
    bool found = false;
    int lo = 0;
    int hi = 0;
};

// Entries are 8 bytes, four to a 32-byte bucket. A key (below 2^keyBits) is
// first mixed by a multiplication modulo 2^keyBits, a bijection; the top
// bits of the mix pick the bucket and the rest is kept in the entry as its
// tag, so (bucket, tag) names the key exactly while the tag fits its 40
// bits: for any table of at least 2^(keyBits-40) buckets (a 6x6 board of 72
// seeds has keyBits 48: any table). Bounds are clamped to +-127, which only
// weakens them. A full bucket gives up its entry of least work.
//
// Two solver threads may share one table: every entry is read and written
// whole as one relaxed 64-bit atomic (std::atomic_ref), so no entry is ever
// torn. Both threads store only true bounds, so whatever a race keeps (one
// thread's merge over the other's, or the same key twice in a bucket) is
// still true, only perhaps less tight.
class BoundTable {
public:
    // `keyBits`: every key stored is below 2^keyBits (at most 64).
    BoundTable(std::size_t megabytes, int keyBits);
    BoundTable(const BoundTable&) = delete;
    BoundTable& operator=(const BoundTable&) = delete;

    BoundProbe probe(std::uint64_t key) const
    {
        const auto [bucket, tag] = split(key);
        for (std::uint64_t& slot : m_buckets[bucket].e) {
            const std::uint64_t e = load(slot);
            if (e != 0 && (e & kTagMask) == tag)
                return {true, lowOf(e), highOf(e)};
        }
        return {};
    }

    void prefetch(std::uint64_t key) const { prefetchLine(&m_buckets[split(key).first]); }

    // Records lo <= value <= hi for `key`, merging with what is known;
    // `work` (log2 of the nodes spent) decides which entry a full bucket loses.
    void store(std::uint64_t key, int lo, int hi, int work);

    std::size_t bytes() const { return m_count * sizeof(Bucket); }

private:
    // Entry bits: tag 0..39, lo 40..47, hi 48..55, work 56..63 (work >= 1,
    // so a used entry is never 0).
    static constexpr int kTagBits = 40;
    static constexpr std::uint64_t kTagMask = (std::uint64_t{1} << kTagBits) - 1;
    static constexpr int kLoShift = 40;
    static constexpr int kHiShift = 48;
    static constexpr int kWorkShift = 56;
    static int lowOf(std::uint64_t e) { return static_cast<std::int8_t>(e >> kLoShift); }
    static int highOf(std::uint64_t e) { return static_cast<std::int8_t>(e >> kHiShift); }
    static int workOf(std::uint64_t e) { return static_cast<int>(e >> kWorkShift); }
    static std::uint64_t pack(std::uint64_t tag, int lo, int hi, int work);
    static std::uint64_t load(std::uint64_t& slot)
    {
        return std::atomic_ref<std::uint64_t>(slot).load(std::memory_order_relaxed);
    }
    static void put(std::uint64_t& slot, std::uint64_t e)
    {
        std::atomic_ref<std::uint64_t>(slot).store(e, std::memory_order_relaxed);
    }

    std::pair<std::size_t, std::uint64_t> split(std::uint64_t key) const
    {
        const std::uint64_t mixed = (key * 0x9E3779B97F4A7C15ull) & m_keyMask;
        return {static_cast<std::size_t>(mixed >> m_tagBits), mixed & m_tagMask};
    }

    struct Bucket {
        std::uint64_t e[4];
    };
    static_assert(sizeof(Bucket) == 32);

    struct Free {
        void operator()(void* p) const;
    };
    std::unique_ptr<void, Free> m_memory;
    Bucket* m_buckets = nullptr; // inside m_memory, 2 MB aligned (huge pages where offered)
    std::size_t m_count = 0;     // buckets
    std::uint64_t m_keyMask = 0;
    int m_tagBits = 0;           // keyBits - log2(buckets)
    std::uint64_t m_tagMask = 0; // the tag's bits kept (all of them up to 40)
};

} // namespace semina::solver
