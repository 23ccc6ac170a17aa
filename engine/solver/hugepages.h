#pragma once
// Memory for the solver's large random-access tables (the endgame database's
// words, db.h; solver/tt.cpp does the same for the transposition table, which
// it also needs zeroed): blocks of 2 MB and more are 2 MB aligned and asked of
// Linux as huge pages, so that a random read seldom misses the TLB. Kalah(6,4)
// with the 18-seed database (57 MB): about 7 % less CPU
// (docs/solver.md#per-node-cost).

#include <cstddef>

namespace semina::solver {

void* allocateHuge(std::size_t bytes); // throws std::bad_alloc
void freeHuge(void* p) noexcept;

template <class T>
struct HugePageAllocator {
    using value_type = T;
    HugePageAllocator() = default;
    template <class U>
    HugePageAllocator(const HugePageAllocator<U>&) noexcept {}
    T* allocate(std::size_t n) { return static_cast<T*>(allocateHuge(n * sizeof(T))); }
    void deallocate(T* p, std::size_t) noexcept { freeHuge(p); }
    template <class U>
    bool operator==(const HugePageAllocator<U>&) const noexcept { return true; }
};

} // namespace semina::solver
