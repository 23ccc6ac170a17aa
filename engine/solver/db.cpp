#include "engine/solver/db.h"

#include "engine/rules.h"
#include "engine/solver/board.h"
#include "engine/solver/tt.h"

#include <algorithm>
#include <cstring>

namespace semina::solver {

namespace {

constexpr std::int8_t kUnknown = -128;
constexpr char kMagic[8] = {'S', 'E', 'M', 'K', 'A', 'L', 'D', 'B'};
constexpr std::uint32_t kVersion = 2; // 2: 5-bit codes

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

// FNV-1a over the words.
std::uint64_t checksumOf(const std::uint64_t* words, std::size_t n)
{
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (std::size_t i = 0; i < n; ++i)
        h = (h ^ words[i]) * 0x100000001b3ull;
    return (h ^ n) * 0x100000001b3ull;
}

class Builder {
public:
    Builder(int holes, bool captureEmpty, std::vector<std::int8_t>& values, DbWords& words,
            int maxSeeds)
        : m_rules(variantOf(holes, captureEmpty), Position{}), m_keys(holes), m_values(values), m_words(words),
          m_holes(holes), m_maxSeeds(maxSeeds)
    {
    }

    // Every board of at most `left` seeds in the holes from `at` on: solved,
    // and its code packed.
    void all(Board& b, int at, int left)
    {
        if (at == 2 * m_holes) {
            const std::uint64_t index = m_keys.key(b, 0) >> 1;
            const int seeds = m_maxSeeds - left;
            const auto code = static_cast<std::uint64_t>((value(b) + seeds) / 2);
            m_words[index / EndgameDb::kPerWord] |= code << (5 * (index % EndgameDb::kPerWord));
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
                    v -= value(k); // k is the opponent's to move
                }
                best = std::max(best, v);
            }
        }
        slot = static_cast<std::int8_t>(best); // the vector never grows: `slot` stays valid
        return best;
    }

    Rules m_rules;
    KeyMaker m_keys;
    std::vector<std::int8_t>& m_values; // solved values, kUnknown until then
    DbWords& m_words;
    int m_holes;
    int m_maxSeeds;
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

std::uint64_t EndgameDb::wordCount(int holes, int maxSeeds)
{
    return (boardCount(holes, maxSeeds) + kPerWord - 1) / kPerWord;
}

EndgameDb EndgameDb::zeroed(int holes, bool captureEmpty, int maxSeeds)
{
    EndgameDb db;
    db.m_holes = holes;
    db.m_captureEmpty = captureEmpty;
    db.m_maxSeeds = std::clamp(maxSeeds, 0, kMaxSeeds);
    db.m_boards = boardCount(holes, db.m_maxSeeds);
    db.m_words.assign(wordCount(holes, db.m_maxSeeds), 0);
    return db;
}

EndgameDb EndgameDb::buildBySearch(int holes, bool captureEmpty, int maxSeeds)
{
    EndgameDb db = zeroed(holes, captureEmpty, maxSeeds);
    std::vector<std::int8_t> values(db.m_boards, kUnknown);
    Builder builder(holes, captureEmpty, values, db.m_words, db.m_maxSeeds);
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
    h.count = m_boards;
    h.checksum = checksumOf(m_words.data(), m_words.size());
    std::vector<std::uint8_t> out(sizeof(Header));
    std::memcpy(out.data(), &h, sizeof(Header));
    return out;
}

std::optional<EndgameDb> EndgameDb::fromParts(const std::vector<std::uint8_t>& header,
                                              DbWords&& words, int holes, bool captureEmpty,
                                              int maxSeeds)
{
    if (header.size() != sizeof(Header) || maxSeeds < 0 || maxSeeds > kMaxSeeds)
        return std::nullopt;
    Header h;
    std::memcpy(&h, header.data(), sizeof(Header));
    const std::uint64_t count = boardCount(holes, maxSeeds);
    if (std::memcmp(h.magic, kMagic, 8) != 0 || h.version != kVersion || h.holes != holes
        || h.captureEmpty != (captureEmpty ? 1 : 0) || h.maxSeeds != maxSeeds || h.count != count
        || words.size() != wordCount(holes, maxSeeds) || checksumOf(words.data(), words.size()) != h.checksum)
        return std::nullopt;
    // A sound table holds only codes up to K, and nothing past its last board.
    for (std::size_t w = 0; w < words.size(); ++w) {
        const std::uint64_t x = words[w];
        const int used = w + 1 < words.size() ? kPerWord : static_cast<int>(count - w * kPerWord);
        if (used < kPerWord && (x >> (5 * used)) != 0)
            return std::nullopt;
        if ((x >> 60) != 0)
            return std::nullopt;
        for (int i = 0; i < used; ++i)
            if (static_cast<int>((x >> (5 * i)) & 31) > maxSeeds)
                return std::nullopt;
    }
    EndgameDb db;
    db.m_holes = holes;
    db.m_captureEmpty = captureEmpty;
    db.m_maxSeeds = maxSeeds;
    db.m_boards = count;
    db.m_words = std::move(words);
    return db;
}

std::vector<std::uint8_t> EndgameDb::serialize() const
{
    std::vector<std::uint8_t> out = header();
    const auto* p = reinterpret_cast<const std::uint8_t*>(m_words.data());
    out.insert(out.end(), p, p + bytes());
    return out;
}

std::optional<EndgameDb> EndgameDb::deserialize(const std::vector<std::uint8_t>& bytes, int holes,
                                                bool captureEmpty, int maxSeeds)
{
    if (bytes.size() < sizeof(Header) || (bytes.size() - sizeof(Header)) % sizeof(std::uint64_t) != 0)
        return std::nullopt;
    const std::vector<std::uint8_t> head(bytes.begin(), bytes.begin() + sizeof(Header));
    DbWords words((bytes.size() - sizeof(Header)) / sizeof(std::uint64_t));
    std::memcpy(words.data(), bytes.data() + sizeof(Header), bytes.size() - sizeof(Header));
    return fromParts(head, std::move(words), holes, captureEmpty, maxSeeds);
}

} // namespace semina::solver
