#pragma once
// Asks the memory for the cache line at `p` without waiting for it.
//
// On x86-64 it is an asm statement the compiler must keep: GCC 12 drops a
// loop whose only effects are __builtin_prefetch calls (the solver's
// look-ahead, which plays moves only to prefetch their entries).

namespace semina::solver {

inline void prefetchLine(const void* p)
{
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    asm volatile("prefetcht0 %0" : : "m"(*static_cast<const char*>(p)));
#else
    __builtin_prefetch(p);
#endif
}

} // namespace semina::solver
