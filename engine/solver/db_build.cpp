// The endgame database by retrograde analysis, level by level (db.h).
//
// Level S holds the boards of exactly S seeds in the holes; their ranks are
// the contiguous range [boardCount(m, S-1), boardCount(m, S)). A move either
// puts seeds in a store (its board is in a smaller level, already done) or
// sows only along the mover's own row without reaching the store, which moves
// seeds strictly forward: it lowers the board's *distance*, the sum over all
// 2m holes of seeds x (holes to their own store), m - i for hole i of either
// row (the same after the sides swap). So within a level the boards are
// solved in groups of one distance, smallest first, and the boards of a group
// never need each other: its boards are split between the threads.
//
//   level S:   group d = S (all seeds next to the stores) ... group d = m S
//              each group: blocks of kBlock boards, claimed by the threads
//              one at a time; then all threads meet (std::barrier)
//   then:      the level's codes are packed into the words (each thread its
//              own words), and the next level starts
//
// Values of smaller levels are read from the packed words, the current
// level's from a byte a board (kept for one level only). Nothing recurses.
#include "engine/solver/db.h"

#include "engine/rules.h"
#include "engine/solver/board.h"
#include "engine/solver/tt.h"

#include <algorithm>
#include <atomic>
#include <barrier>
#include <functional>
#include <system_error>
#include <thread>
#include <vector>

namespace semina::solver {

namespace {

constexpr std::uint64_t kBlock = 4096;

Variant variantOf(int holes, bool captureEmpty)
{
    Variant v = defaultVariant(GameId::Kalah);
    v.holes = holes;
    v.kalahCaptureEmpty = captureEmpty;
    return v;
}

// The boards of S seeds and distance d, one after another, or the t-th of
// them directly. Holes are filled from the last (the opponent's hole m-1)
// to the first (own hole 0), so that consecutive boards have near ranks.
class Groups {
public:
    Groups(int holes, int maxSeeds)
        : m_holes(holes), m_places(2 * holes), m_maxDist(maxSeeds * holes), m_maxSeeds(maxSeeds)
    {
        for (int k = 0; k < m_places; ++k) {
            // Place k names hole byte m_byte[k] of distance m_weight[k].
            const int hole = 2 * holes - 1 - k; // 0..m-1 own, m..2m-1 opponent's
            m_byte[k] = hole < holes ? hole : kOppBase + hole - holes;
            m_weight[k] = holes - (hole < holes ? hole : hole - holes);
        }
        // m_count[k][s][d]: ways to fill places k.. with s seeds at distance d.
        m_count.assign(static_cast<std::size_t>(m_places + 1) * (maxSeeds + 1) * (m_maxDist + 1), 0);
        count(m_places, 0, 0) = 1;
        for (int k = m_places - 1; k >= 0; --k)
            for (int s = 0; s <= maxSeeds; ++s)
                for (int d = 0; d <= m_maxDist; ++d) {
                    std::uint64_t c = 0;
                    for (int n = 0; n <= s && n * m_weight[k] <= d; ++n)
                        c += count(k + 1, s - n, d - n * m_weight[k]);
                    count(k, s, d) = c;
                }
    }

    std::uint64_t size(int seeds, int dist) const { return count(0, seeds, dist); }

    // A cursor on the boards of one group.
    struct Cursor {
        Board board;
        std::array<int, 12> left{};  // seeds left for places k.. (before place k)
        std::array<int, 12> dist{};  // distance left for places k..
    };

    // The t-th board (0-based) of group (seeds, dist).
    void seek(Cursor& c, int seeds, int dist, std::uint64_t t) const
    {
        c.board = Board{};
        int s = seeds;
        int d = dist;
        for (int k = 0; k < m_places; ++k) {
            c.left[k] = s;
            c.dist[k] = d;
            int n = 0;
            for (;; ++n) {
                const std::uint64_t ways = count(k + 1, s - n, d - n * m_weight[k]);
                if (t < ways)
                    break;
                t -= ways;
            }
            c.board.c[m_byte[k]] = static_cast<std::uint8_t>(n);
            s -= n;
            d -= n * m_weight[k];
        }
    }

    // The next board of the group; false after its last.
    bool next(Cursor& c) const
    {
        for (int k = m_places - 2; k >= 0; --k) {
            const int s = c.left[k];
            const int d = c.dist[k];
            for (int n = c.board.c[m_byte[k]] + 1; n <= s && n * m_weight[k] <= d; ++n) {
                if (count(k + 1, s - n, d - n * m_weight[k]) == 0)
                    continue;
                c.board.c[m_byte[k]] = static_cast<std::uint8_t>(n);
                fillFrom(c, k + 1, s - n, d - n * m_weight[k]);
                return true;
            }
        }
        return false;
    }

private:
    std::uint64_t& count(int k, int s, int d)
    {
        return m_count[(static_cast<std::size_t>(k) * (m_maxSeeds + 1) + s) * (m_maxDist + 1) + d];
    }
    std::uint64_t count(int k, int s, int d) const
    {
        if (s < 0 || d < 0)
            return 0;
        return m_count[(static_cast<std::size_t>(k) * (m_maxSeeds + 1) + s) * (m_maxDist + 1) + d];
    }

    // The first board with places k.. holding s seeds at distance d.
    void fillFrom(Cursor& c, int k, int s, int d) const
    {
        for (; k < m_places; ++k) {
            c.left[k] = s;
            c.dist[k] = d;
            int n = 0;
            while (count(k + 1, s - n, d - n * m_weight[k]) == 0)
                ++n;
            c.board.c[m_byte[k]] = static_cast<std::uint8_t>(n);
            s -= n;
            d -= n * m_weight[k];
        }
    }

    int m_holes;
    int m_places;
    int m_maxDist;
    int m_maxSeeds;
    std::array<int, 12> m_byte{};
    std::array<int, 12> m_weight{};
    std::vector<std::uint64_t> m_count;
};

// One step of the build, all threads together.
struct Step {
    int seeds;
    int dist; // -1: pack the level's codes
};

class Retrograde {
public:
    Retrograde(int holes, bool captureEmpty, int maxSeeds, DbWords& words)
        : m_rules(variantOf(holes, captureEmpty), Position{}), m_keys(holes), m_groups(holes, maxSeeds),
          m_words(words), m_holes(holes)
    {
        for (int s = 0; s <= maxSeeds; ++s) {
            for (int d = s; d <= s * holes; ++d)
                if (m_groups.size(s, d) > 0)
                    m_steps.push_back({s, d});
            m_steps.push_back({s, -1});
        }
        m_total = EndgameDb::boardCount(holes, maxSeeds);
        const std::uint64_t below = maxSeeds > 0 ? EndgameDb::boardCount(holes, maxSeeds - 1) : 0;
        m_level.resize(m_total - below); // the largest level is the last
    }

    // False when cancelled.
    bool run(int threads, const std::function<void(double)>& progress, const std::atomic<bool>* cancel)
    {
        std::atomic<bool> stopped{false};
        std::size_t step = 0;
        std::uint64_t done = 0;
        double shown = 0;
        const auto onStepDone = [&]() noexcept {
            if (m_steps[step].dist >= 0)
                done += m_groups.size(m_steps[step].seeds, m_steps[step].dist);
            ++step;
            m_nextBlock.store(0, std::memory_order_relaxed);
            if (m_cancelled.load(std::memory_order_relaxed) || (cancel && cancel->load(std::memory_order_relaxed)))
                stopped.store(true, std::memory_order_relaxed);
            // The last step reports 1 below; in between, every thousandth.
            const double f = static_cast<double>(done) / static_cast<double>(m_total);
            if (progress && step < m_steps.size() && f >= shown + 0.001 && f < 1) {
                shown = f;
                progress(f);
            }
        };
        std::barrier meet(threads, onStepDone);
        const auto work = [&](int t) {
            while (!stopped.load(std::memory_order_relaxed) && step < m_steps.size()) {
                const Step s = m_steps[step];
                if (s.dist < 0)
                    pack(s.seeds, t, threads);
                else
                    solveGroup(s.seeds, s.dist, cancel);
                meet.arrive_and_wait();
            }
        };
        std::vector<std::thread> helpers;
        int started = 1;
        for (int t = 1; t < threads; ++t) {
            try {
                helpers.emplace_back(work, t);
                ++started;
            } catch (const std::system_error&) {
                break;
            }
        }
        for (int t = started; t < threads; ++t)
            meet.arrive_and_drop(); // threads that could not start
        work(0);
        for (std::thread& h : helpers)
            h.join();
        if (stopped.load())
            return false;
        if (progress)
            progress(1.0);
        return true;
    }

private:
    // The boards of group (seeds, dist), a claimed block at a time.
    void solveGroup(int seeds, int dist, const std::atomic<bool>* cancel)
    {
        const std::uint64_t size = m_groups.size(seeds, dist);
        const std::uint64_t first = seeds > 0 ? EndgameDb::boardCount(m_holes, seeds - 1) : 0;
        Groups::Cursor c;
        for (;;) {
            const std::uint64_t block = m_nextBlock.fetch_add(1, std::memory_order_relaxed);
            if (block * kBlock >= size)
                return;
            if (cancel && cancel->load(std::memory_order_relaxed)) {
                m_cancelled.store(true, std::memory_order_relaxed); // this group stays unfinished
                return;
            }
            m_groups.seek(c, seeds, dist, block * kBlock);
            const std::uint64_t n = std::min(kBlock, size - block * kBlock);
            for (std::uint64_t i = 0; i < n; ++i) {
                if (i > 0)
                    m_groups.next(c);
                const std::uint64_t index = m_keys.key(c.board, 0) >> 1;
                m_level[index - first] = static_cast<std::uint8_t>((value(c.board, seeds, first) + seeds) / 2);
            }
        }
    }

    // Future difference of `b` (S seeds) for the player to move, from the
    // values of its moves' boards (smaller levels, or smaller distances).
    int value(const Board& b, int seeds, std::uint64_t first) const
    {
        const int own = byteSum(b.half(0));
        const int opp = byteSum(b.half(1));
        if (own == 0 || opp == 0)
            return own - opp; // a finished board: each side sweeps its own seeds
        struct Kid {
            std::uint64_t index;
            int gain;
            int left; // seeds on its board
            MoveEnd end;
        };
        std::array<Kid, 6> kids;
        int count = 0;
        for (int h = 0; h < m_holes; ++h) {
            if (b.c[h] == 0)
                continue;
            Board k = b;
            const MoveResult r = m_rules.play(k, 0, h);
            Kid& kid = kids[count++];
            kid.gain = r.gain;
            kid.end = r.end;
            if (r.end == MoveEnd::GameOver)
                continue;
            kid.index = m_keys.key(k, 0) >> 1;
            kid.left = byteSum(k.half(0)) + byteSum(k.half(1));
            if (kid.left < seeds)
                prefetchLine(m_words.data() + kid.index / EndgameDb::kPerWord);
        }
        int best = -1000;
        for (int i = 0; i < count; ++i) {
            const Kid& k = kids[i];
            int v = k.gain;
            if (k.end != MoveEnd::GameOver) {
                const int code = k.left < seeds
                    ? static_cast<int>((m_words[k.index / EndgameDb::kPerWord] >> (5 * (k.index % EndgameDb::kPerWord))) & 31)
                    : m_level[k.index - first];
                const int kv = 2 * code - k.left;
                v = k.end == MoveEnd::Extra ? v + kv : v - kv;
            }
            best = std::max(best, v);
        }
        return best;
    }

    // Thread t's share of the words holding level `seeds`: its codes ORed in
    // (a word shared with the level below keeps that level's codes).
    void pack(int seeds, int t, int threads)
    {
        const std::uint64_t first = seeds > 0 ? EndgameDb::boardCount(m_holes, seeds - 1) : 0;
        const std::uint64_t end = EndgameDb::boardCount(m_holes, seeds);
        const std::uint64_t w0 = first / EndgameDb::kPerWord;
        const std::uint64_t w1 = (end + EndgameDb::kPerWord - 1) / EndgameDb::kPerWord;
        const std::uint64_t per = (w1 - w0 + threads - 1) / threads;
        const std::uint64_t from = std::min(w1, w0 + t * per);
        const std::uint64_t to = std::min(w1, from + per);
        for (std::uint64_t w = from; w < to; ++w) {
            std::uint64_t x = m_words[w];
            for (int i = 0; i < EndgameDb::kPerWord; ++i) {
                const std::uint64_t index = w * EndgameDb::kPerWord + i;
                if (index >= first && index < end)
                    x |= std::uint64_t{m_level[index - first]} << (5 * i);
            }
            m_words[w] = x;
        }
    }

    Rules m_rules;
    KeyMaker m_keys;
    Groups m_groups;
    DbWords& m_words;
    std::vector<std::uint8_t> m_level; // codes of the level being built, by rank - its first rank
    std::vector<Step> m_steps;
    std::atomic<std::uint64_t> m_nextBlock{0};
    std::atomic<bool> m_cancelled{false};
    std::uint64_t m_total = 0;
    int m_holes;
};

} // namespace

std::optional<EndgameDb> EndgameDb::build(int holes, bool captureEmpty, int maxSeeds, const DbBuildOptions& o)
{
    EndgameDb db = zeroed(holes, captureEmpty, maxSeeds);
    Retrograde r(holes, captureEmpty, db.m_maxSeeds, db.m_words);
    if (!r.run(std::clamp(o.threads, 1, kMaxBuildThreads), o.progress, o.cancel))
        return std::nullopt;
    return db;
}

EndgameDb EndgameDb::build(int holes, bool captureEmpty, int maxSeeds)
{
    return *build(holes, captureEmpty, maxSeeds, DbBuildOptions{});
}

} // namespace semina::solver
