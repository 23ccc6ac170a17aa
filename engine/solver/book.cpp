#include "engine/solver/book.h"

#include <algorithm>
#include <array>

namespace semina::solver {

namespace {

constexpr std::uint8_t kMagic[4] = {'S', 'M', 'B', 'K'};
constexpr int kVersion = 1;
constexpr std::size_t kHeaderBytes = 32;
constexpr int kMaxCount = 72; // 6 holes x 6 seeds x 2 sides

// C(n, k) for n < 100, k <= 12 (below 2^63 there).
std::uint64_t binomial(int n, int k)
{
    static const auto table = [] {
        std::array<std::array<std::uint64_t, 13>, 100> t{};
        for (int i = 0; i < 100; ++i) {
            t[i][0] = 1;
            for (int j = 1; j <= std::min(i, 12); ++j)
                t[i][j] = t[i - 1][j - 1] + (j <= i - 1 ? t[i - 1][j] : 0);
        }
        return t;
    }();
    return k > n ? 0 : table[n][k];
}

void putU16(std::vector<std::uint8_t>& b, std::size_t at, std::uint32_t x)
{
    b[at] = static_cast<std::uint8_t>(x);
    b[at + 1] = static_cast<std::uint8_t>(x >> 8);
}

void putU32(std::vector<std::uint8_t>& b, std::size_t at, std::uint32_t x)
{
    for (int i = 0; i < 4; ++i)
        b[at + i] = static_cast<std::uint8_t>(x >> (8 * i));
}

void putU64(std::vector<std::uint8_t>& b, std::size_t at, std::uint64_t x)
{
    for (int i = 0; i < 8; ++i)
        b[at + i] = static_cast<std::uint8_t>(x >> (8 * i));
}

std::uint64_t getLe(const std::vector<std::uint8_t>& b, std::size_t at, int bytes)
{
    std::uint64_t x = 0;
    for (int i = 0; i < bytes; ++i)
        x |= static_cast<std::uint64_t>(b[at + i]) << (8 * i);
    return x;
}

std::optional<Book> fail(BookError* error, BookError e)
{
    if (error)
        *error = e;
    return std::nullopt;
}

} // namespace

std::uint64_t bookChecksum(const std::uint8_t* data, std::size_t n)
{
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (std::size_t i = 0; i < n; ++i) {
        h ^= data[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

Book::Book(const Variant& v, std::vector<BookEntry> entries, bool complete, std::uint64_t budget)
    : m_holes(v.holes), m_seeds(v.seeds), m_captureEmpty(v.kalahCaptureEmpty), m_complete(complete),
      m_budget(budget), m_entries(std::move(entries))
{
    std::sort(m_entries.begin(), m_entries.end(), [](const BookEntry& a, const BookEntry& b) { return a.key < b.key; });
}

bool Book::isFor(const Variant& v) const
{
    return v.game == GameId::Kalah && v.holes == m_holes && v.seeds == m_seeds && v.kalahCaptureEmpty == m_captureEmpty;
}

std::optional<BookEntry> Book::find(const Variant& v, const Position& p) const
{
    if (!isFor(v) || p.protectedMask[0] != 0 || p.protectedMask[1] != 0 || p.choicePending() || p.setupPhase)
        return std::nullopt;
    const std::uint64_t key = bookKey(v, p);
    const auto it = std::lower_bound(m_entries.begin(), m_entries.end(), key,
                                     [](const BookEntry& e, std::uint64_t k) { return e.key < k; });
    if (it == m_entries.end() || it->key != key)
        return std::nullopt;
    return *it;
}

std::vector<std::uint8_t> Book::serialize() const
{
    std::vector<std::uint8_t> b(kHeaderBytes, 0);
    std::uint64_t previous = 0;
    for (const BookEntry& e : m_entries) {
        std::uint64_t delta = e.key - previous;
        previous = e.key;
        do {
            const auto low = static_cast<std::uint8_t>(delta & 0x7f);
            delta >>= 7;
            b.push_back(delta ? static_cast<std::uint8_t>(low | 0x80) : low);
        } while (delta);
        b.push_back(static_cast<std::uint8_t>(e.value + 128));
        b.push_back(static_cast<std::uint8_t>(e.hole));
    }
    std::copy(std::begin(kMagic), std::end(kMagic), b.begin());
    putU16(b, 4, kVersion);
    b[6] = static_cast<std::uint8_t>(m_holes);
    b[7] = static_cast<std::uint8_t>(m_seeds);
    b[8] = m_captureEmpty ? 1 : 0;
    b[9] = m_complete ? 1 : 0;
    putU32(b, 12, static_cast<std::uint32_t>(m_budget));
    putU32(b, 16, static_cast<std::uint32_t>(m_entries.size()));
    putU32(b, 20, static_cast<std::uint32_t>(b.size() - kHeaderBytes));
    putU64(b, 24, bookChecksum(b.data() + kHeaderBytes, b.size() - kHeaderBytes));
    return b;
}

std::optional<Book> Book::deserialize(const std::vector<std::uint8_t>& bytes, const Variant* v, BookError* error)
{
    if (bytes.size() < kHeaderBytes)
        return fail(error, BookError::Truncated);
    if (!std::equal(std::begin(kMagic), std::end(kMagic), bytes.begin()))
        return fail(error, BookError::BadMagic);
    if (getLe(bytes, 4, 2) != kVersion || getLe(bytes, 10, 2) != 0)
        return fail(error, BookError::BadVersion);
    Book book;
    book.m_holes = bytes[6];
    book.m_seeds = bytes[7];
    book.m_captureEmpty = bytes[8] == 1;
    book.m_complete = bytes[9] == 1;
    book.m_budget = getLe(bytes, 12, 4);
    if (book.m_holes < 1 || book.m_holes > 6 || book.m_seeds < 1 || book.m_seeds > 6 || bytes[8] > 1 || bytes[9] > 1)
        return fail(error, BookError::WrongBoard);
    if (v && !book.isFor(*v))
        return fail(error, BookError::WrongBoard);
    const std::uint64_t count = getLe(bytes, 16, 4);
    const std::uint64_t payload = getLe(bytes, 20, 4);
    if (bytes.size() - kHeaderBytes != payload)
        return fail(error, BookError::Truncated);
    if (bookChecksum(bytes.data() + kHeaderBytes, payload) != getLe(bytes, 24, 8))
        return fail(error, BookError::BadChecksum);
    const int maxValue = 2 * book.m_holes * book.m_seeds;
    std::size_t at = kHeaderBytes;
    std::uint64_t key = 0;
    book.m_entries.reserve(static_cast<std::size_t>(std::min<std::uint64_t>(count, payload / 3)));
    for (std::uint64_t i = 0; i < count; ++i) {
        std::uint64_t delta = 0;
        int shift = 0;
        for (;;) {
            if (at >= bytes.size() || shift > 63)
                return fail(error, BookError::BadEntry);
            const std::uint8_t c = bytes[at++];
            delta |= static_cast<std::uint64_t>(c & 0x7f) << shift;
            shift += 7;
            if (!(c & 0x80))
                break;
        }
        if (at + 2 > bytes.size() || (i > 0 && delta == 0))
            return fail(error, BookError::BadEntry);
        key += delta;
        const int value = static_cast<int>(bytes[at]) - 128;
        const int hole = bytes[at + 1];
        at += 2;
        if (value < -maxValue || value > maxValue || hole >= book.m_holes)
            return fail(error, BookError::BadEntry);
        book.m_entries.push_back({key, value, hole});
    }
    if (at != bytes.size())
        return fail(error, BookError::BadEntry);
    if (error)
        *error = BookError::None;
    return book;
}

std::uint64_t bookKey(const Variant& v, const Position& p)
{
    const int m = v.holes;
    const Side me = p.toMove;
    std::uint64_t rank = 0;
    int sum = 0;
    for (int j = 0; j < 2 * m; ++j) {
        const int c = j < m ? p.pit(me, j) : p.pit(other(me), j - m);
        sum += std::clamp(c, 0, kMaxCount);
        rank += binomial(std::min(sum + j, 99), j + 1);
    }
    return rank;
}

std::string bookFileName(const Variant& v)
{
    return "kalah-" + std::to_string(v.holes) + "-" + std::to_string(v.seeds) + "-"
        + (v.kalahCaptureEmpty ? "empty" : "standard") + ".book";
}

bool bookNeeded(const Variant& v)
{
    // Measured with `semina-cli book` (its "needed" answer): the start
    // position of these boards solves within kBookNodes.
    struct Small {
        int holes;
        int maxSeedsEmpty;
        int maxSeedsStandard;
    };
    constexpr Small kSmall[] = {{1, 6, 6}, {2, 6, 6}, {3, 6, 6}, {4, 5, 4}, {5, 3, 3}, {6, 2, 2}};
    if (v.game != GameId::Kalah)
        return false;
    for (const Small& s : kSmall)
        if (s.holes == v.holes)
            return v.seeds > (v.kalahCaptureEmpty ? s.maxSeedsEmpty : s.maxSeedsStandard);
    return true;
}

bool perfectIsExact(const Variant& v, const Book* book)
{
    if (v.game != GameId::Kalah)
        return false;
    return !bookNeeded(v) || (book && book->isFor(v) && book->complete());
}

} // namespace semina::solver
