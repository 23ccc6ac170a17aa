#include "solver_tt.h"

#include <algorithm>
#include <cstdlib>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace semina::solver {

KeyMaker::KeyMaker(int holes)
    : m_binom(kMaxPos + 1)
{
    for (int n = 0; n <= kMaxPos; ++n) {
        m_binom[n][0] = 1;
        for (int k = 1; k <= 12; ++k)
            m_binom[n][k] = n == 0 ? 0 : m_binom[n - 1][k - 1] + m_binom[n - 1][k];
    }
    for (int h = 0; h < holes; ++h) {
        m_bytes[m_count++] = h;
    }
    for (int h = 0; h < holes; ++h)
        m_bytes[m_count++] = kOppBase + h;
}

TranspositionTable::TranspositionTable(std::size_t megabytes)
{
    const std::size_t wanted = std::max<std::size_t>(megabytes << 20, 1u << 16) / sizeof(Bucket);
    int bits = 0;
    while ((std::size_t{2} << bits) <= wanted)
        ++bits;
    const std::size_t bytes = (std::size_t{1} << bits) * sizeof(Bucket);
    // Each probe is a random access: 2 MB pages spare most TLB misses. calloc
    // of a large block maps fresh zero pages, so a big table costs nothing
    // until it is used.
    constexpr std::size_t kAlign = std::size_t{2} << 20;
    void* raw = std::calloc(bytes + kAlign, 1);
    if (!raw)
        throw std::bad_alloc();
    m_memory.reset(raw);
    const auto address = (reinterpret_cast<std::uintptr_t>(raw) + kAlign - 1) / kAlign * kAlign;
    m_buckets = reinterpret_cast<Bucket*>(address);
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    madvise(m_buckets, bytes, MADV_HUGEPAGE);
#endif
    m_shift = 64 - bits;
}

void TranspositionTable::Free::operator()(void* p) const { std::free(p); }

void TranspositionTable::store(std::uint64_t key, int lo, int hi, int move, int work)
{
    Bucket& b = m_buckets[index(key)];
    const auto w = static_cast<std::uint8_t>(work);
    for (TTEntry& e : b.e) {
        if (e.key == key + 1) {
            e.lo = static_cast<std::int16_t>(std::max<int>(e.lo, lo));
            e.hi = static_cast<std::int16_t>(std::min<int>(e.hi, hi));
            e.move = static_cast<std::uint8_t>(move);
            e.work = std::max(e.work, w);
            return;
        }
    }
    TTEntry& slot = w >= b.e[0].work ? b.e[0] : b.e[1];
    if (&slot == &b.e[0] && b.e[0].key != 0)
        b.e[1] = b.e[0]; // the displaced deep entry gets a second life
    slot = {key + 1, static_cast<std::int16_t>(lo), static_cast<std::int16_t>(hi),
            static_cast<std::uint8_t>(move), w};
}

} // namespace semina::solver
