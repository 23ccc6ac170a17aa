#include "engine/solver/tt.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace semina::solver {

KeyMaker::KeyMaker(int holes)
    : m_holes(holes)
{
    // C(n, k) mod 2^64 for n < 256 + 12, k <= 12, by Pascal's rule.
    constexpr int kMaxN = 256 + 12;
    std::vector<std::array<std::uint64_t, 13>> binom(kMaxN);
    for (int n = 0; n < kMaxN; ++n) {
        binom[n][0] = 1;
        for (int k = 1; k <= 12; ++k)
            binom[n][k] = n == 0 ? 0 : binom[n - 1][k - 1] + binom[n - 1][k];
    }
    // Hole j of the 2m (own 0..m-1, then the opponent's) adds C(S_j + j, j + 1).
    for (int j = 0; j < 2 * holes; ++j) {
        const int row = j < holes ? j : 6 + j - holes;
        for (int s = 0; s < 256; ++s)
            m_term[row][s] = binom[s + j][j + 1];
    }
}

int KeyMaker::keyBits(int seeds) const
{
    // Ranks are below C(seeds + 2m, 2m) (2m: the holes of both sides);
    // past 150-odd seeds that no longer fits and keys are hashes.
    const long double boards = [&] {
        long double c = 1;
        for (int k = 1; k <= 2 * m_holes; ++k)
            c = c * (seeds + k) / k;
        return c;
    }();
    if (boards >= 0x1p63L)
        return 64;
    return std::bit_width(static_cast<std::uint64_t>(boards)) + 1;
}

BoundTable::BoundTable(std::size_t megabytes, int keyBits)
{
    const std::size_t wanted = std::max<std::size_t>(megabytes << 20, std::size_t{1} << 20) / sizeof(Bucket);
    int bits = 0;
    while ((std::size_t{2} << bits) <= wanted)
        ++bits;
    m_count = std::size_t{1} << bits;
    const std::size_t bytes = m_count * sizeof(Bucket);
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
    // Keys are mixed within keyBits bits, and there must be at least one bit
    // per bucket-index bit (a small key range just uses fewer buckets).
    keyBits = std::clamp(keyBits, bits, 64);
    m_keyMask = keyBits == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << keyBits) - 1;
    m_tagBits = keyBits - bits;
    m_tagMask = (std::uint64_t{1} << std::min(m_tagBits, kTagBits)) - 1;
}

void BoundTable::Free::operator()(void* p) const { std::free(p); }

std::uint64_t BoundTable::pack(std::uint64_t tag, int lo, int hi, int work)
{
    lo = std::clamp(lo, -127, 127);
    hi = std::clamp(hi, -127, 127);
    return tag | std::uint64_t{static_cast<std::uint8_t>(lo)} << kLoShift
        | std::uint64_t{static_cast<std::uint8_t>(hi)} << kHiShift
        | std::uint64_t(std::clamp(work, 1, 255)) << kWorkShift;
}

void BoundTable::store(std::uint64_t key, int lo, int hi, int work)
{
    const auto [bucket, tag] = split(key);
    Bucket& b = m_buckets[bucket];
    std::array<std::uint64_t, 4> e;
    for (int i = 0; i < 4; ++i)
        e[i] = load(b.e[i]);
    int victim = 0;
    for (int i = 0; i < 4; ++i) {
        if (e[i] != 0 && (e[i] & kTagMask) == tag) {
            put(b.e[i], pack(tag, std::max(lowOf(e[i]), lo), std::min(highOf(e[i]), hi), std::max(workOf(e[i]), work)));
            return;
        }
        if (e[victim] != 0 && (e[i] == 0 || workOf(e[i]) < workOf(e[victim])))
            victim = i;
    }
    put(b.e[victim], pack(tag, lo, hi, work));
}

} // namespace semina::solver
