#pragma once
// What Perfect's solver proved, kept from one decision to the next.
//
// A solve that Perfect's limits cut short has still proved bounds on many
// boards below the root (solver/tt.h: every entry is a true bound of its
// board, whatever the root). Kept, they make the next decisions' solves
// start from there, so Perfect's solver finishes plies earlier in a game.
// One memory can serve every decision of every player in every game on the
// same board: a bound depends only on the board (holes, capture rule, seeds
// in play, protected holes), and a position of another board gets a fresh
// table in place of the old one.

#include "engine/position.h"
#include "engine/variant.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>

namespace semina::solver {
class BoundTable;
}

namespace semina::ai {

// A memory of about 8 M bounds, many times what Perfect's solver visits in a
// game within the app's clock.
constexpr std::size_t kPerfectMemoryMegabytes = 64;

class SolverMemory {
public:
    explicit SolverMemory(std::size_t megabytes = kPerfectMemoryMegabytes);

    // The table for solving p (kalah): the kept one when p is on the same
    // board as the last call's position, else a new one replacing it (the
    // old one lives on while a caller still holds it). Thread-safe; the
    // table itself may be searched by several threads at once.
    std::shared_ptr<solver::BoundTable> tableFor(const Variant& v, const Position& p);

private:
    struct Board {
        int holes = 0;
        bool captureEmpty = false;
        int seeds = 0;
        std::array<std::uint16_t, 2> protectedMask{};
        bool operator==(const Board&) const = default;
    };

    std::size_t m_megabytes;
    std::mutex m_mutex;
    Board m_board;
    std::shared_ptr<solver::BoundTable> m_table;
};

} // namespace semina::ai
