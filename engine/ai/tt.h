#pragma once
// The AI's transposition table: what earlier searches found about a position.
// One table per think() call (thread-safe by ownership), allocated once before
// the search and never resized, so the search loop does not allocate.
//
// Values are stored relative to the node (a win found k decisions below this
// node is stored as "win in k"), so that an entry is right at any ply; see
// storedValue() / usedValue(). A depth of kSolvedDepth marks a value that saw
// no search horizon: it is the game-theoretic bound or value of the position.

#include "engine/decision.h"
#include "engine/position.h"
#include "engine/ai/score.h"
#include "engine/variant.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace semina::ai {

// A key of every field that makes a position (holes, stores, protected holes,
// player to move, second sowing due, a pending choice; the set-up phase).
std::uint64_t positionKey(const Variant& v, const Position& p);

// Values beyond +-kWinThreshold are won / lost games (ai/score.h kWinScore, less
// the decisions it takes, plus the margin); evaluations stay inside.
constexpr int kWinThreshold = kWinScore - 10000;

// A win k decisions below the root is stored as a win k - ply decisions
// below this node, and read back the other way.
constexpr int storedValue(int value, int ply)
{
    return value > kWinThreshold ? value + ply : value < -kWinThreshold ? value - ply : value;
}
constexpr int usedValue(int value, int ply)
{
    return value > kWinThreshold ? value - ply : value < -kWinThreshold ? value + ply : value;
}

enum class Bound : std::uint8_t { None, Upper, Lower, Exact };

constexpr int kSolvedDepth = 127;

// Decisions in one byte: 0 is "none". Set-ups are never stored.
std::uint8_t packDecision(const Decision& d);
Decision unpackDecision(std::uint8_t packed);

struct TtEntry {
    std::uint32_t check = 0; // the key's upper half
    std::int32_t value = 0;
    std::int8_t depth = 0;
    Bound bound = Bound::None;
    std::uint8_t move = 0;
    std::uint8_t generation = 0;
};

class TranspositionTable {
public:
    // Rounded down to a power of two of buckets; at least a few thousand.
    explicit TranspositionTable(std::size_t bytes);

    // The entry for `key`, or null.
    const TtEntry* probe(std::uint64_t key) const;
    // Two entries a bucket: the first keeps the deepest search of the current
    // generation, the second always takes the newest.
    void store(std::uint64_t key, int value, int depth, Bound bound, std::uint8_t move);
    // Asks the memory for `key`'s bucket ahead of its probe.
    void prefetch(std::uint64_t key) const { __builtin_prefetch(&m_table[2 * (key & m_mask)]); }
    // A new generation: entries of older ones give way first.
    void nextGeneration() { ++m_generation; }
    std::size_t entries() const { return m_table.size(); }

private:
    std::vector<TtEntry> m_table; // bucket b: entries 2b, 2b+1
    std::uint64_t m_mask = 0;     // buckets - 1
    std::uint8_t m_generation = 0;
};

} // namespace semina::ai
