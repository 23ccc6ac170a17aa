#pragma once
// The Kalah solver's compact board and its move (docs/rules.md §1, §5a), kept apart
// from kalah::play for speed: 16 bytes, always seen from the player to move.
//
//   byte:  0 .. m-1      the mover's holes, local order (hole i = byte i)
//          7             scratch: the mover's store while a move is made
//          8 .. 8+m-1    the opponent's holes, local order (hole j = byte 8+j)
//   other bytes stay 0. Mover's hole i faces the opponent's hole m-1-i.
//
// When the turn passes the two halves are swapped, so the player to move is
// always in bytes 0..7. Counts are bytes: at most 255 seeds on the board.

#include "engine/position.h"
#include "engine/variant.h"

#include <array>
#include <cstdint>
#include <cstring>

namespace semina::solver {

constexpr int kStoreByte = 7;
constexpr int kOppBase = 8;
constexpr int kMaxBoardSeeds = 255;

struct Board {
    std::array<std::uint8_t, 16> c{};

    std::uint64_t half(int i) const { std::uint64_t x; std::memcpy(&x, c.data() + 8 * i, 8); return x; }
    void setHalf(int i, std::uint64_t x) { std::memcpy(c.data() + 8 * i, &x, 8); }
    void swapSides() { const std::uint64_t a = half(0); setHalf(0, half(1)); setHalf(1, a); }
};

// Sum of the bytes of x, exact while it is below 256.
inline int byteSum(std::uint64_t x) { return static_cast<int>((x * 0x0101010101010101ull) >> 56); }

enum class MoveEnd : std::uint8_t { Pass, Extra, GameOver };

struct MoveResult {
    int gain;    // seeds the mover's store gained (on GameOver: including the end sweep
                 // of both sides, the opponent's sweep counted negative)
    MoveEnd end;
};

// The laps of every start hole for both real sides, protected holes left out.
class Rules {
public:
    Rules(const Variant& v, const Position& p);

    int holes() const { return m_holes; }
    bool captureEmpty() const { return m_captureEmpty; }

    // Plays hole h (non-empty) for the real side `side` on the mover-relative
    // board `b`. On Pass the caller swaps the sides.
    MoveResult play(Board& b, int side, int h) const
    {
        const Lap& lap = m_laps[side][h];
        int n = b.c[h];
        b.c[h] = 0;
        int last;
        if (n <= lap.len) {
            for (int i = 0; i < n; ++i)
                ++b.c[lap.slot[i]];
            last = lap.slot[n - 1];
        } else {
            const int laps = n / lap.len;
            const int rest = n % lap.len;
            for (int i = 0; i < lap.len; ++i)
                b.c[lap.slot[i]] += static_cast<std::uint8_t>(laps);
            for (int i = 0; i < rest; ++i)
                ++b.c[lap.slot[i]];
            last = lap.slot[(n - 1) % lap.len];
        }
        int gain = b.c[kStoreByte];
        b.c[kStoreByte] = 0;
        MoveEnd end = MoveEnd::Pass;
        if (last == kStoreByte) {
            end = MoveEnd::Extra;
        } else if (last < kOppBase && b.c[last] == 1) {
            // Rule 3 / standard; a protected facing hole is always empty here.
            const int facing = kOppBase + m_holes - 1 - last;
            if (m_captureEmpty || b.c[facing] != 0) {
                gain += 1 + b.c[facing];
                b.c[last] = 0;
                b.c[facing] = 0;
            }
        }
        const int own = byteSum(b.half(0));
        const int opp = byteSum(b.half(1));
        if (own == 0 || opp == 0) {
            gain += own - opp;
            b = Board{};
            end = MoveEnd::GameOver;
        }
        return {gain, end};
    }

    // The places of one lap from hole h (for move ordering): how many, and
    // the byte of the i-th (0-based; the last is h itself).
    int lapLength(int side, int h) const { return m_laps[side][h].len; }
    int slotAt(int side, int h, int i) const { return m_laps[side][h].slot[i]; }

private:
    struct Lap {
        std::array<std::uint8_t, 13> slot{}; // bytes of one lap, ending with the start hole
        int len = 0;
    };
    std::array<std::array<Lap, 6>, 2> m_laps{};
    int m_holes = 6;
    bool m_captureEmpty = true;
};

// The board of `p` seen from `p.toMove`.
Board boardOf(const Position& p, int holes);

} // namespace semina::solver
