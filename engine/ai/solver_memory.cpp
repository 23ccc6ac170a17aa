#include "engine/ai/solver_memory.h"

#include "engine/rules.h"
#include "engine/solver/tt.h"

namespace semina::ai {

SolverMemory::SolverMemory(std::size_t megabytes) : m_megabytes(megabytes) {}

std::shared_ptr<solver::BoundTable> SolverMemory::tableFor(const Variant& v, const Position& p)
{
    const Board b{v.holes, v.kalahCaptureEmpty, totalSeeds(p, v.holes), p.protectedMask};
    const std::lock_guard lock(m_mutex);
    if (!m_table || !(b == m_board)) {
        m_table.reset(); // freed before the new one is made, unless a search still holds it
        m_table = std::make_shared<solver::BoundTable>(m_megabytes, solver::KeyMaker(v.holes).keyBits(b.seeds));
        m_board = b;
    }
    return m_table;
}

} // namespace semina::ai
