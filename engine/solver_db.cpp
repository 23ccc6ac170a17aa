#include "solver_db.h"

#include "rules.h"
#include "solver_board.h"
#include "solver_tt.h"

#include <algorithm>
#include <cstring>

namespace semina::solver {

namespace {

constexpr std::int8_t kUnknown = -128;
constexpr char kMagic[8] = {'S', 'E', 'M', 'K', 'A', 'L', 'D', 'B'};
constexpr std::uint32_t kVersion = 1;

struct Header {
    char magic[8];
    std::uint32_t version;
    std::uint8_t holes;
    std::uint8_t captureEmpty;
    std::uint8_t maxSeeds;
    std::uint8_t pad;
    std::uint64_t count;
    std::uint64_t checksum;
};
static_assert(sizeof(Header) == EndgameDb::kHeaderBytes);

// FNV-1a over 8-byte words (the tail zero-padded).
std::uint64_t checksumOf(const std::int8_t* data, std::size_t n)
{
    std::uint64_t h = 0xcbf29ce484222325ull;
    std::size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        std::uint64_t w;
        std::memcpy(&w, data + i, 8);
        h = (h ^ w) * 0x100000001b3ull;
    }
    std::uint64_t w = 0;
    std::memcpy(&w, data + i, n - i);
    return (h ^ w ^ n) * 0x100000001b3ull;
}

class Builder {
public:
    Builder(int holes, bool captureEmpty, std::vector<std::int8_t>& values)
        : m_rules(variantOf(holes, captureEmpty), Position{}), m_keys(holes), m_values(values), m_holes(holes)
    {
    }

    // Every board of at most `left` seeds in the holes from `at` on.
    void all(Board& b, int at, int left)
    {
        if (at == 2 * m_holes) {
            value(b);
            return;
        }
        const int byte = at < m_holes ? at : kOppBase + at - m_holes;
        for (int n = 0; n <= left; ++n) {
            b.c[byte] = static_cast<std::uint8_t>(n);
            all(b, at + 1, left - n);
        }
        b.c[byte] = 0;
    }

private:
    static Variant variantOf(int holes, bool captureEmpty)
    {
        Variant v = defaultVariant(GameId::Kalah);
        v.holes = holes;
        v.kalahCaptureEmpty = captureEmpty;
        return v;
    }

    int value(const Board& b)
    {
        std::int8_t& slot = m_values[m_keys.key(b, 0) >> 1];
        if (slot != kUnknown)
            return slot;
        const int own = byteSum(b.half(0));
        const int opp = byteSum(b.half(1));
        int best = own - opp; // a finished board: each side sweeps its own seeds
        if (own != 0 && opp != 0) {
            best = -1000;
            for (int h = 0; h < m_holes; ++h) {
                if (b.c[h] == 0)
                    continue;
                Board k = b;
                const MoveResult r = m_rules.play(k, 0, h);
                int v = r.gain;
                if (r.end == MoveEnd::Extra) {
                    v += value(k);
                } else if (r.end == MoveEnd::Pass) {
                    k.swapSides();
                    v -= value(k);
                }
                best = std::max(best, v);
            }
        }
        slot = static_cast<std::int8_t>(best); // the vector never grows: `slot` stays valid
        return best;
    }

    Rules m_rules;
    KeyMaker m_keys;
    std::vector<std::int8_t>& m_values;
    int m_holes;
};

} // namespace

std::uint64_t EndgameDb::boardCount(int holes, int maxSeeds)
{
    // C(maxSeeds + 2m, 2m), exact in 64 bits for these sizes.
    const int k = 2 * holes;
    std::uint64_t c = 1;
    for (int i = 1; i <= k; ++i)
        c = c * static_cast<std::uint64_t>(maxSeeds + i) / static_cast<std::uint64_t>(i);
    return c;
}

EndgameDb EndgameDb::build(int holes, bool captureEmpty, int maxSeeds)
{
    EndgameDb db;
    db.m_holes = holes;
    db.m_captureEmpty = captureEmpty;
    db.m_maxSeeds = std::clamp(maxSeeds, 0, kMaxSeeds);
    db.m_values.assign(boardCount(holes, db.m_maxSeeds), kUnknown);
    Builder builder(holes, captureEmpty, db.m_values);
    Board b;
    builder.all(b, 0, db.m_maxSeeds);
    return db;
}

std::vector<std::uint8_t> EndgameDb::header() const
{
    Header h{};
    std::memcpy(h.magic, kMagic, 8);
    h.version = kVersion;
    h.holes = static_cast<std::uint8_t>(m_holes);
    h.captureEmpty = m_captureEmpty ? 1 : 0;
    h.maxSeeds = static_cast<std::uint8_t>(m_maxSeeds);
    h.count = m_values.size();
    h.checksum = checksumOf(m_values.data(), m_values.size());
    std::vector<std::uint8_t> out(sizeof(Header));
    std::memcpy(out.data(), &h, sizeof(Header));
    return out;
}

std::optional<EndgameDb> EndgameDb::fromParts(const std::vector<std::uint8_t>& header,
                                              std::vector<std::int8_t>&& values, int holes, bool captureEmpty,
                                              int maxSeeds)
{
    if (header.size() != sizeof(Header))
        return std::nullopt;
    Header h;
    std::memcpy(&h, header.data(), sizeof(Header));
    const std::uint64_t count = boardCount(holes, maxSeeds);
    if (std::memcmp(h.magic, kMagic, 8) != 0 || h.version != kVersion || h.holes != holes
        || h.captureEmpty != (captureEmpty ? 1 : 0) || h.maxSeeds != maxSeeds || h.count != count
        || values.size() != count || checksumOf(values.data(), count) != h.checksum)
        return std::nullopt;
    // A sound table holds only values a board of <= K seeds can have.
    for (std::int8_t v : values)
        if (v < -maxSeeds || v > maxSeeds)
            return std::nullopt;
    EndgameDb db;
    db.m_holes = holes;
    db.m_captureEmpty = captureEmpty;
    db.m_maxSeeds = maxSeeds;
    db.m_values = std::move(values);
    return db;
}

std::vector<std::uint8_t> EndgameDb::serialize() const
{
    std::vector<std::uint8_t> out = header();
    out.insert(out.end(), m_values.begin(), m_values.end());
    return out;
}

std::optional<EndgameDb> EndgameDb::deserialize(const std::vector<std::uint8_t>& bytes, int holes,
                                                bool captureEmpty, int maxSeeds)
{
    if (bytes.size() < sizeof(Header))
        return std::nullopt;
    const std::vector<std::uint8_t> head(bytes.begin(), bytes.begin() + sizeof(Header));
    std::vector<std::int8_t> values(bytes.begin() + sizeof(Header), bytes.end());
    return fromParts(head, std::move(values), holes, captureEmpty, maxSeeds);
}

} // namespace semina::solver
