#include "engine/solver/book_build.h"

#include "engine/rules.h"
#include "engine/solver/book_settle.h"
#include "engine/solver/solver.h"
#include "engine/solver/tt.h"

#include <algorithm>

namespace semina::solver {

namespace {

// A position seen from its mover, as South with empty stores: the book's
// and the solver's values of it are then future differences.
Position canonical(const Variant& v, const Position& p)
{
    Position c;
    const Side me = p.toMove;
    for (int h = 0; h < v.holes; ++h) {
        c.pit(Side::South, h) = p.pit(me, h);
        c.pit(Side::North, h) = p.pit(other(me), h);
    }
    c.toMove = Side::South;
    return c;
}

using Node = BookWalkNode;
using PerfectSeen = BookPerfectSeen;

class Builder {
public:
    Builder(const Variant& v, const BookBuildOptions& o)
        : m_v(v), m_o(o), m_table(o.ttMegabytes, KeyMaker(v.holes).keyBits(2 * v.holes * v.seeds)),
          m_settling(v, o.budget, std::max(0, o.threads - 1))
    {
    }

    BookBuildResult run(const std::function<void(const BookProgress&)>& progress)
    {
        if (m_o.resume) {
            m_w = *m_o.resume;
        } else {
            const Position start = canonical(m_v, startPosition(m_v));
            m_w.queue.push_back({start, true, 0});  // Perfect starts
            m_w.queue.push_back({start, false, 0}); // the opponent starts
        }
        bool cut = false;
        bool stopped = false;
        auto lastSave = std::chrono::steady_clock::now();
        while (!m_w.queue.empty()) {
            if (m_o.maxEntries > 0 && m_w.entries.size() >= m_o.maxEntries) {
                cut = true;
                break;
            }
            if (m_o.stop && m_o.stop->load()) {
                stopped = cut = true;
                break;
            }
            if (m_o.save && std::chrono::steady_clock::now() - lastSave >= m_o.saveEvery) {
                m_o.save(m_w);
                lastSave = std::chrono::steady_clock::now();
            }
            const Node n = m_w.queue.front();
            m_w.queue.pop_front();
            if (m_offered > 0)
                --m_offered;
            offerAhead();
            m_w.progress.plies = n.plies;
            if (n.perfect)
                visitPerfect(n);
            else
                visitOpponent(n);
            m_w.progress.entries = m_w.entries.size();
            m_w.progress.queued = m_w.queue.size();
            if (progress)
                progress(m_w.progress);
        }
        BookBuildResult r;
        m_w.progress.entries = m_w.entries.size();
        m_w.progress.queued = m_w.queue.size();
        r.totals = m_w.progress;
        r.needed = !m_w.entries.empty();
        r.deepestEntry = m_w.deepest;
        r.stopped = stopped;
        if (cut)
            r.walk = m_w;
        // A walk resumed past maxEntries: the first maxEntries found, as a
        // build from the start cut there has (one entry a visit at most).
        std::vector<BookEntry> entries = std::move(m_w.entries);
        if (m_o.maxEntries > 0 && entries.size() > m_o.maxEntries)
            entries.resize(m_o.maxEntries);
        r.book = Book(m_v, std::move(entries), !cut, m_o.budget);
        return r;
    }

private:
    const Variant& m_v;
    const BookBuildOptions& m_o;
    BookWalk m_w;
    // The value solves' table, kept from one to the next: a kept position's
    // solve proves most of what its moves' tests and its successors need.
    BoundTable m_table;
    SettlingTests m_settling;
    std::size_t m_offered = 0; // queue positions from the front offered to m_settling

    // Offers the settling tests of the Perfect positions queued next, to
    // keep the helpers busy a few tests ahead of the walk.
    void offerAhead()
    {
        if (m_settling.helpers() == 0)
            return;
        const std::size_t ahead = 64 * static_cast<std::size_t>(m_settling.helpers());
        while (m_offered < m_w.queue.size() && m_settling.outstanding() < ahead) {
            const Node& n = m_w.queue[m_offered++];
            if (!n.perfect)
                continue;
            const std::uint64_t key = bookKey(m_v, n.p);
            if (!m_w.seenPerfect.contains(key))
                m_settling.offer(key, n.p);
        }
    }

    // Followed after decision d from canonical p: the next node, if the game goes on.
    void follow(const Node& n, int hole, bool pastSettled)
    {
        Position q = n.p;
        play(m_v, q, Decision::sow(hole));
        if (status(m_v, q).over)
            return;
        const bool same = q.toMove == n.p.toMove;
        m_w.queue.push_back({canonical(m_v, q), same ? n.perfect : !n.perfect, n.plies + 1, pastSettled});
    }

    SolveOptions valueOptions()
    {
        SolveOptions o;
        o.db = m_o.db;
        o.table = &m_table;
        return o;
    }

    // The future value of canonical p by a full solve (memoized).
    int futureOf(const Position& p)
    {
        const std::uint64_t key = bookKey(m_v, p);
        if (const auto it = m_w.future.find(key); it != m_w.future.end())
            return it->second;
        const SolveResult s = solveKalah(m_v, p, valueOptions());
        m_w.progress.solverNodes += s.nodes;
        m_w.future.emplace(key, s.value);
        return s.value;
    }

    // Whether sowing `hole` from canonical p is worth at least `value` to
    // its mover (South): one null-window test of what follows.
    bool moveReaches(const Position& p, int hole, int value)
    {
        Position q = p;
        play(m_v, q, Decision::sow(hole));
        if (status(m_v, q).over) {
            settle(m_v, q);
            return q.stores[0] - q.stores[1] >= value;
        }
        const Position c = canonical(m_v, q);
        const int stores = q.stores[0] - q.stores[1];
        if (const auto it = m_w.future.find(bookKey(m_v, c)); it != m_w.future.end())
            return q.toMove == Side::South ? stores + it->second >= value : stores - it->second >= value;
        // South to move there: stores + future >= value; North: stores -
        // future >= value, i.e. not (future >= stores - value + 1).
        const int target = q.toMove == Side::South ? value - stores : stores - value + 1;
        const SolveOptions o = valueOptions();
        const bool atLeast = *kalahValueAtLeast(m_v, c, target, o, &m_w.progress.solverNodes);
        return q.toMove == Side::South ? atLeast : !atLeast;
    }

    // A settled position is followed one move further (its solve's move, then
    // every reply): a position there may still need more than the budget
    // (the settling solve only bounded it), so it is tested, and kept if it
    // does. Past that, settled positions are not followed.
    void visitPerfect(const Node& n)
    {
        const std::uint64_t key = bookKey(m_v, n.p);
        if (const auto it = m_w.seenPerfect.find(key); it != m_w.seenPerfect.end()) {
            PerfectSeen& seen = it->second;
            if (seen.settled && !seen.followed && !n.pastSettled) {
                seen.followed = true;
                follow(n, seen.move, true);
            }
            return;
        }
        const SolveResult s = m_settling.take(key, n.p);
        m_w.progress.solverNodes += s.nodes;
        if (s.complete) {
            ++m_w.progress.settled;
            m_w.future.emplace(key, s.value);
            m_w.seenPerfect.emplace(key, PerfectSeen{true, !n.pastSettled, s.best.hole});
            if (!n.pastSettled)
                follow(n, s.best.hole, true);
            return;
        }
        m_w.seenPerfect.emplace(key, PerfectSeen{false, true, -1});
        // The value, then the highest hole that reaches it (the choice must
        // not depend on the solver's move).
        const int value = futureOf(n.p);
        int best = -1;
        DecisionList list;
        legalDecisions(m_v, n.p, list);
        // No move is worth more than the value: the first that reaches it is
        // worth exactly that.
        for (int i = static_cast<int>(list.size()) - 1; i >= 0 && best < 0; --i)
            if (moveReaches(n.p, list[i].hole, value))
                best = list[i].hole;
        m_w.entries.push_back({key, value, best});
        m_w.deepest = std::max(m_w.deepest, n.plies);
        follow(n, best, false);
    }

    void visitOpponent(const Node& n)
    {
        const auto [it, fresh] = m_w.seenOpponent.emplace(bookKey(m_v, n.p), n.pastSettled);
        if (!fresh) {
            if (n.pastSettled || !it->second)
                return; // already followed at least as far
            it->second = false;
        }
        DecisionList list;
        legalDecisions(m_v, n.p, list);
        for (const Decision& d : list)
            follow(n, d.hole, n.pastSettled);
    }
};

} // namespace

BookBuildResult buildBook(const Variant& v, const BookBuildOptions& options,
                          const std::function<void(const BookProgress&)>& progress)
{
    return Builder(v, options).run(progress);
}

} // namespace semina::solver
