// TEMPORARY STUB: replaced by the real solver.
#include "solver.h"

namespace semina {
SolveResult solveKalah(const Variant&, const Position&, std::size_t) { return {}; }
} // namespace semina
