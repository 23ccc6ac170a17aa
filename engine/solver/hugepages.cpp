#include "engine/solver/hugepages.h"

#include <cstdlib>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace semina::solver {

void* allocateHuge(std::size_t bytes)
{
    constexpr std::size_t kHuge = std::size_t{2} << 20;
    if (bytes < kHuge) {
        if (void* p = std::malloc(bytes == 0 ? 1 : bytes))
            return p;
        throw std::bad_alloc();
    }
    const std::size_t rounded = (bytes + kHuge - 1) / kHuge * kHuge; // aligned_alloc wants a multiple
    void* p = std::aligned_alloc(kHuge, rounded);
    if (!p)
        throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    madvise(p, rounded, MADV_HUGEPAGE);
#endif
    return p;
}

void freeHuge(void* p) noexcept { std::free(p); }

} // namespace semina::solver
