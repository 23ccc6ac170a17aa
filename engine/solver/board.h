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
    // board `b`. On Pass `b` comes back seen from the opponent (the halves
    // swapped), as it is then theirs to move.
    //
    // The seeds are added to the two halves of the board as whole words, a
    // byte of 1 for each place sown (the lap's first n places, from tables),
    // so the board stays in two registers: sowing a byte at a time and then
    // reading the halves as words made every move wait for its byte stores
    // (a store that cannot be forwarded to the wider load); for the same
    // reason a passed turn's halves are swapped here, not by the caller.
    MoveResult play(Board& b, int side, int h) const
    {
        const Lap& lap = m_laps[side][h];
        std::uint64_t own = b.half(0);
        std::uint64_t opp = b.half(1);
        const int n = static_cast<int>((own >> (8 * h)) & 0xff);
        own &= ~(std::uint64_t{0xff} << (8 * h));
        int last;
        if (n <= lap.len) {
            own += lap.own[n];
            opp += lap.opp[n];
            last = lap.slot[n - 1];
        } else {
            const auto laps = static_cast<std::uint64_t>(n / lap.len);
            const int rest = n % lap.len;
            own += laps * lap.own[lap.len] + lap.own[rest];
            opp += laps * lap.opp[lap.len] + lap.opp[rest];
            last = lap.slot[(n - 1) % lap.len];
        }
        int gain = static_cast<int>(own >> (8 * kStoreByte));
        own &= ~(std::uint64_t{0xff} << (8 * kStoreByte));
        MoveEnd end = MoveEnd::Pass;
        if (last == kStoreByte) {
            end = MoveEnd::Extra;
        } else if (last < kOppBase && ((own >> (8 * last)) & 0xff) == 1) {
            // Rule 3 / standard; a protected facing hole is always empty here.
            const int facing = 8 * (m_holes - 1 - last);
            const auto across = static_cast<int>((opp >> facing) & 0xff);
            if (m_captureEmpty || across != 0) {
                gain += 1 + across;
                own &= ~(std::uint64_t{0xff} << (8 * last));
                opp &= ~(std::uint64_t{0xff} << facing);
            }
        }
        const int mine = byteSum(own);
        const int theirs = byteSum(opp);
        if (mine == 0 || theirs == 0) {
            gain += mine - theirs;
            own = 0;
            opp = 0;
            end = MoveEnd::GameOver;
        }
        const bool pass = end == MoveEnd::Pass;
        b.setHalf(0, pass ? opp : own);
        b.setHalf(1, pass ? own : opp);
        return {gain, end};
    }

private:
    struct Lap {
        std::array<std::uint8_t, 13> slot{}; // bytes of one lap, ending with the start hole
        int len = 0;
        // own[n] / opp[n]: a byte of 1 in each half for the lap's first n places.
        std::array<std::uint64_t, 14> own{};
        std::array<std::uint64_t, 14> opp{};
    };
    std::array<std::array<Lap, 6>, 2> m_laps{};
    int m_holes = 6;
    bool m_captureEmpty = true;
};

// The board of `p` seen from `p.toMove`.
Board boardOf(const Position& p, int holes);

} // namespace semina::solver
