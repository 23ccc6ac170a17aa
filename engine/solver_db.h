#pragma once
// The Kalah solver's endgame database: for every board with at most K seeds
// in the holes (both sides), the exact future store difference for the player
// to move (see solver.cpp), one signed byte per board, for one holes count and
// one capture rule, no protected holes. A board's index is its combinatorial
// rank (solver_tt.h: KeyMaker), which is dense: the boards of at most K seeds
// over 2m holes have the ranks 0 .. C(K+2m, 2m)-1.
//
// Built by memoized negamax from every board: a move either takes seeds off
// the board (into a store) or moves seeds strictly forward on their own side,
// so the recursion never loops.
//
// The engine does no I/O: serialize()/deserialize() turn the table into bytes
// with a header (magic, version, holes, capture rule, K, size, checksum); the
// caller keeps them on disk.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace semina::solver {

class EndgameDb {
public:
    static constexpr int kMaxSeeds = 40;

    // Boards of at most `maxSeeds` seeds over 2*holes holes.
    static std::uint64_t boardCount(int holes, int maxSeeds);
    static EndgameDb build(int holes, bool captureEmpty, int maxSeeds);

    int holes() const { return m_holes; }
    bool captureEmpty() const { return m_captureEmpty; }
    int maxSeeds() const { return m_maxSeeds; }
    std::size_t bytes() const { return m_values.size(); }
    // Future difference of the board of rank `index` (seeds <= maxSeeds()).
    int value(std::uint64_t index) const { return m_values[index]; }
    void prefetch(std::uint64_t index) const { __builtin_prefetch(m_values.data() + index); }

    // The file form: a header of kHeaderBytes, then the values, a byte each.
    static constexpr std::size_t kHeaderBytes = 32;
    std::vector<std::uint8_t> header() const;
    const std::int8_t* values() const { return m_values.data(); }
    // Empty when header and values are not a sound table for exactly these
    // parameters (wrong header, wrong size, checksum mismatch, a value out of
    // range). Takes the values without copying them (a table can be large).
    static std::optional<EndgameDb> fromParts(const std::vector<std::uint8_t>& header,
                                              std::vector<std::int8_t>&& values, int holes, bool captureEmpty,
                                              int maxSeeds);

    // Header and values in one block (tests, small tables).
    std::vector<std::uint8_t> serialize() const;
    static std::optional<EndgameDb> deserialize(const std::vector<std::uint8_t>& bytes, int holes,
                                                bool captureEmpty, int maxSeeds);

private:
    int m_holes = 0;
    bool m_captureEmpty = true;
    int m_maxSeeds = 0;
    std::vector<std::int8_t> m_values;
};

} // namespace semina::solver
