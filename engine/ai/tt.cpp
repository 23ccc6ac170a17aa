#include "engine/ai/tt.h"

#include <algorithm>
#include <bit>

namespace semina::ai {

namespace {

constexpr std::uint64_t mix(std::uint64_t h, std::uint64_t x)
{
    // One multiply-xorshift round per word: enough to spread small counts.
    h = (h ^ x) * 0x9e3779b97f4a7c15ull;
    return h ^ (h >> 29);
}

} // namespace

std::uint64_t positionKey(const Variant& v, const Position& p)
{
    const int n = v.pitsPerSide();
    std::uint64_t h = 0x243f6a8885a308d3ull;
    for (int s = 0; s < 2; ++s)
        for (int i = 0; i < n; i += 2) {
            const auto a = static_cast<std::uint32_t>(p.pits[s][i]);
            const auto b = i + 1 < n ? static_cast<std::uint32_t>(p.pits[s][i + 1]) : 0u;
            h = mix(h, a | (std::uint64_t{b} << 32));
        }
    h = mix(h, static_cast<std::uint32_t>(p.stores[0]) | (std::uint64_t{static_cast<std::uint32_t>(p.stores[1])} << 32));
    h = mix(h, p.protectedMask[0] | (std::uint64_t{p.protectedMask[1]} << 16)
            | (std::uint64_t{static_cast<std::uint8_t>(p.pendingFrom)} << 32) | (std::uint64_t{p.toMove == Side::North} << 40)
            | (std::uint64_t{p.secondSowingDue} << 41) | (std::uint64_t{p.setupPhase} << 42));
    h = mix(h, static_cast<std::uint32_t>(p.pendingHand));
    // A final avalanche so that the low bits (the bucket index) depend on all.
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdull;
    h ^= h >> 33;
    return h;
}

std::uint8_t packDecision(const Decision& d)
{
    const int dir = d.dir == Dir::Cw ? 1 : 0;
    switch (d.kind) {
    case Decision::Kind::Hole: return static_cast<std::uint8_t>(1 + 2 * d.hole + dir);
    case Decision::Kind::Choice: return static_cast<std::uint8_t>(1 + 2 * kMaxPits + dir);
    case Decision::Kind::Setup: break;
    }
    return 0;
}

Decision unpackDecision(std::uint8_t packed)
{
    const int code = packed - 1;
    const Dir dir = (code & 1) ? Dir::Cw : Dir::Ccw;
    if (code >= 2 * kMaxPits)
        return Decision::choice(dir);
    return Decision::sow(code / 2, dir);
}

TranspositionTable::TranspositionTable(std::size_t bytes)
{
    const std::size_t wanted = std::max<std::size_t>(bytes / (2 * sizeof(TtEntry)), 4096);
    const std::size_t buckets = std::bit_floor(wanted);
    m_table.resize(2 * buckets);
    m_mask = buckets - 1;
}

const TtEntry* TranspositionTable::probe(std::uint64_t key) const
{
    const std::size_t b = 2 * (key & m_mask);
    const auto check = static_cast<std::uint32_t>(key >> 32);
    for (std::size_t i = b; i < b + 2; ++i)
        if (m_table[i].bound != Bound::None && m_table[i].check == check)
            return &m_table[i];
    return nullptr;
}

void TranspositionTable::store(std::uint64_t key, int value, int depth, Bound bound, std::uint8_t move)
{
    const std::size_t b = 2 * (key & m_mask);
    const auto check = static_cast<std::uint32_t>(key >> 32);
    TtEntry& deep = m_table[b];
    TtEntry& fresh = m_table[b + 1];
    TtEntry* slot = &fresh;
    if (deep.check == check || deep.bound == Bound::None || deep.generation != m_generation || depth >= deep.depth)
        slot = &deep;
    else if (fresh.check == check && fresh.bound != Bound::None && move == 0)
        move = fresh.move; // keep the best move known for this position
    if (slot == &deep && deep.check == check && move == 0)
        move = deep.move;
    // Demote the deep entry into the second slot rather than lose it.
    if (slot == &deep && deep.bound != Bound::None && deep.check != check)
        fresh = deep;
    *slot = TtEntry{check, value, static_cast<std::int8_t>(depth), bound, move, m_generation};
}

} // namespace semina::ai
