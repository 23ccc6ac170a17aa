#include "engine/solver/book_walk.h"

#include <algorithm>
#include <cstring>

namespace semina::solver {

namespace {

constexpr char kMagic[4] = {'S', 'M', 'B', 'W'};
constexpr int kVersion = 1;

class Writer {
public:
    void put(std::uint64_t x, int bytes)
    {
        for (int i = 0; i < bytes; ++i)
            m_b.push_back(static_cast<std::uint8_t>(x >> (8 * i)));
    }
    std::vector<std::uint8_t>& bytes() { return m_b; }

private:
    std::vector<std::uint8_t> m_b;
};

// Reads the fields in turn; once past the end, every read gives 0 and ok() is false.
class Reader {
public:
    Reader(const std::vector<std::uint8_t>& b, std::size_t end) : m_b(b), m_end(end) {}
    std::uint64_t get(int bytes)
    {
        if (m_at + static_cast<std::size_t>(bytes) > m_end) {
            m_ok = false;
            return 0;
        }
        std::uint64_t x = 0;
        for (int i = 0; i < bytes; ++i)
            x |= static_cast<std::uint64_t>(m_b[m_at + i]) << (8 * i);
        m_at += static_cast<std::size_t>(bytes);
        return x;
    }
    // A list's count, when its records (of `size` bytes) can all be there.
    std::uint64_t count(std::size_t size)
    {
        const std::uint64_t n = get(4);
        if (n > (m_end - std::min(m_at, m_end)) / size)
            m_ok = false;
        return m_ok ? n : 0;
    }
    bool ok() const { return m_ok; }
    bool atEnd() const { return m_at == m_end; }

private:
    const std::vector<std::uint8_t>& m_b;
    std::size_t m_end;
    std::size_t m_at = 0;
    bool m_ok = true;
};

void putValue(Writer& w, int value) { w.put(static_cast<std::uint64_t>(value + 32768), 2); }

} // namespace

std::vector<std::uint8_t> serializeWalk(const Variant& v, std::uint64_t budget, const BookWalk& walk)
{
    Writer w;
    for (const char c : kMagic)
        w.put(static_cast<std::uint8_t>(c), 1);
    w.put(kVersion, 2);
    w.put(static_cast<std::uint64_t>(v.holes), 1);
    w.put(static_cast<std::uint64_t>(v.seeds), 1);
    w.put(v.kalahCaptureEmpty ? 1 : 0, 1);
    w.put(0, 1);
    w.put(budget, 4);
    const BookProgress& p = walk.progress;
    w.put(p.entries, 8);
    w.put(p.settled, 8);
    w.put(p.queued, 8);
    w.put(p.solverNodes, 8);
    w.put(static_cast<std::uint64_t>(p.plies), 4);
    w.put(static_cast<std::uint64_t>(walk.deepest), 4);
    w.put(walk.queue.size(), 4);
    for (const BookWalkNode& n : walk.queue) {
        for (int s = 0; s < 2; ++s)
            for (int h = 0; h < v.holes; ++h)
                w.put(static_cast<std::uint64_t>(n.p.pits[s][h]), 1);
        w.put((n.perfect ? 1u : 0u) | (n.pastSettled ? 2u : 0u), 1);
        w.put(static_cast<std::uint64_t>(n.plies), 2);
    }
    // The maps in key order, so that the same walk always gives the same bytes.
    const auto sortedKeys = [](const auto& map) {
        std::vector<std::uint64_t> keys;
        keys.reserve(map.size());
        for (const auto& [key, value] : map)
            keys.push_back(key);
        std::sort(keys.begin(), keys.end());
        return keys;
    };
    w.put(walk.seenPerfect.size(), 4);
    for (const std::uint64_t key : sortedKeys(walk.seenPerfect)) {
        const BookPerfectSeen& s = walk.seenPerfect.at(key);
        w.put(key, 8);
        w.put((s.settled ? 1u : 0u) | (s.followed ? 2u : 0u), 1);
        w.put(static_cast<std::uint64_t>(s.move + 1), 1);
    }
    w.put(walk.seenOpponent.size(), 4);
    for (const std::uint64_t key : sortedKeys(walk.seenOpponent)) {
        w.put(key, 8);
        w.put(walk.seenOpponent.at(key) ? 1 : 0, 1);
    }
    w.put(walk.future.size(), 4);
    for (const std::uint64_t key : sortedKeys(walk.future)) {
        w.put(key, 8);
        putValue(w, walk.future.at(key));
    }
    w.put(walk.entries.size(), 4);
    for (const BookEntry& e : walk.entries) {
        w.put(e.key, 8);
        putValue(w, e.value);
        w.put(static_cast<std::uint64_t>(e.hole), 1);
    }
    std::vector<std::uint8_t>& b = w.bytes();
    w.put(bookChecksum(b.data(), b.size()), 8);
    return b;
}

std::optional<BookWalk> deserializeWalk(const std::vector<std::uint8_t>& bytes, const Variant& v, std::uint64_t budget)
{
    constexpr std::size_t kHeader = 16;
    if (bytes.size() < kHeader + 8 || std::memcmp(bytes.data(), kMagic, 4) != 0)
        return std::nullopt;
    const std::size_t end = bytes.size() - 8;
    std::uint64_t stored = 0;
    for (int i = 0; i < 8; ++i)
        stored |= static_cast<std::uint64_t>(bytes[end + static_cast<std::size_t>(i)]) << (8 * i);
    if (stored != bookChecksum(bytes.data(), end))
        return std::nullopt;
    Reader r(bytes, end);
    r.get(4);
    if (r.get(2) != kVersion || r.get(1) != static_cast<std::uint64_t>(v.holes)
        || r.get(1) != static_cast<std::uint64_t>(v.seeds) || r.get(1) != (v.kalahCaptureEmpty ? 1u : 0u)
        || r.get(1) != 0 || r.get(4) != budget)
        return std::nullopt;
    const int total = 2 * v.holes * v.seeds;
    BookWalk w;
    BookProgress& p = w.progress;
    p.entries = r.get(8);
    p.settled = r.get(8);
    p.queued = r.get(8);
    p.solverNodes = r.get(8);
    p.plies = static_cast<int>(r.get(4));
    w.deepest = static_cast<int>(r.get(4));
    bool ranges = p.plies >= 0 && w.deepest >= 0;
    const auto value = [&] {
        const int x = static_cast<int>(r.get(2)) - 32768;
        ranges = ranges && x >= -total && x <= total;
        return x;
    };
    for (std::uint64_t i = 0, n = r.count(2 * static_cast<std::size_t>(v.holes) + 3); i < n; ++i) {
        BookWalkNode node;
        int seeds = 0;
        for (int s = 0; s < 2; ++s)
            for (int h = 0; h < v.holes; ++h)
                seeds += node.p.pits[s][h] = static_cast<int>(r.get(1));
        node.p.toMove = Side::South;
        const auto flags = r.get(1);
        node.perfect = (flags & 1) != 0;
        node.pastSettled = (flags & 2) != 0;
        node.plies = static_cast<int>(r.get(2));
        ranges = ranges && seeds <= total && flags < 4;
        w.queue.push_back(node);
    }
    for (std::uint64_t i = 0, n = r.count(10); i < n; ++i) {
        const std::uint64_t key = r.get(8);
        const auto flags = r.get(1);
        const int move = static_cast<int>(r.get(1)) - 1;
        ranges = ranges && flags < 4 && move < v.holes;
        w.seenPerfect[key] = {(flags & 1) != 0, (flags & 2) != 0, move};
    }
    for (std::uint64_t i = 0, n = r.count(9); i < n; ++i) {
        const std::uint64_t key = r.get(8);
        const auto flag = r.get(1);
        ranges = ranges && flag < 2;
        w.seenOpponent[key] = flag == 1;
    }
    for (std::uint64_t i = 0, n = r.count(10); i < n; ++i) {
        const std::uint64_t key = r.get(8);
        w.future[key] = value();
    }
    for (std::uint64_t i = 0, n = r.count(11); i < n; ++i) {
        BookEntry e;
        e.key = r.get(8);
        e.value = value();
        e.hole = static_cast<int>(r.get(1));
        ranges = ranges && e.hole < v.holes;
        w.entries.push_back(e);
    }
    if (!r.ok() || !r.atEnd() || !ranges || p.entries != w.entries.size())
        return std::nullopt;
    return w;
}

} // namespace semina::solver
