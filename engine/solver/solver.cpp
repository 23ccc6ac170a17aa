// Exact Kalah solver: fail-soft negamax alpha-beta with null-window MTD(f)
// iterations at the root and a transposition table of exact bounds.
//
// Scores inside the search are *future* differences: the seeds the player to
// move will still put in their store minus those the opponent will, from this
// board on under perfect play. So they depend only on the board and who moves,
// and lie in [-S, S] with S the seeds left on the board. The root adds the
// store difference. An extra move keeps the same player and so the same sign;
// a passed turn negates.
//
// Node count: every search() call (every position reached by a move that does
// not end the game, plus the root), including re-searches of MTD(f).
#include "engine/solver/solver.h"

#include "engine/rules.h"
#include "engine/solver/board.h"
#include "engine/solver/db.h"
#include "engine/solver/tt.h"

#include <algorithm>
#include <bit>
#include <memory>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

namespace semina::solver {

namespace {

// What the threads of one solve share besides the table: the root's proven
// bounds, the move that proved the lower one, the last result (MTD(f)'s
// guess), the boards being searched, the node count the limits see, and
// whether a limit struck.
struct Shared {
    std::mutex mutex;
    int lower = 0;              // the root's value is in [lower, upper]
    int upper = 0;
    int guess = 0;
    int best = -1;              // the move of the fail-high that proved `lower`
    // Boards (key + 1) some thread is searching below the first move of
    // their parent, by a hash of the key (a collision only defers a move).
    static constexpr int kBusyBits = 14;
    std::array<std::atomic<std::uint64_t>, std::size_t{1} << kBusyBits> busy{};
    std::atomic<int> lowerSeen{0}; // copies of lower / upper read without the lock
    std::atomic<int> upperSeen{0};
    std::atomic<std::uint64_t> nodes{0}; // every thread's nodes, added every 4096
    std::atomic<bool> limit{false};      // a limit struck: the solve is incomplete
    int storeDiff = 0;                   // the root's: bounds + storeDiff = final differences
    const std::function<void(int, int, std::uint64_t)>* onBounds = nullptr;
};

class Search {
public:
    Search(const Variant& v, const Position& p, const SolveOptions& o, BoundTable& tt, Shared& shared)
        : m_rules(v, p), m_keys(v.holes), m_tt(tt),
          m_sideInKey(p.protectedMask[0] != p.protectedMask[1]),
          m_maxNodes(o.maxNodes), m_stop(o.stop), m_deadline(o.deadline), m_shared(shared)
    {
        if (o.db && o.db->holes() == v.holes && o.db->captureEmpty() == v.kalahCaptureEmpty
            && p.protectedMask[0] == 0 && p.protectedMask[1] == 0) {
            m_db = o.db;
            m_dbSeeds = o.db->maxSeeds();
        }
    }

    // Every member is set by makeMoves() or search() before it is read: no
    // initializers (but the board's), as two nodes' six are made at every node.
    struct Child {
        Board board;        // seen from the player to move there
        std::uint64_t key;
        int gain;
        int side;           // the real side to move there
        int lo;             // proven bounds of the move's value (ETC)
        int hi;
        int hole;
        int order;          // tried first: the highest
        bool inDb;          // its value is yet to be read from the endgame database
        MoveEnd end;
    };
    // A node's moves, made, with their table entries (or database values)
    // asked of the memory. A node makes those of its likely first move too,
    // while it waits for its own moves' entries, and hands them down to it:
    // so the memory is already answering when that move is searched (most
    // of a solve's time is spent waiting on those reads: docs/solver.md).
    struct Moves {
        Child kids[6];
        int count;
        int lead; // the move most likely searched first (one not ending the game nor in the database), or -1
    };

    // Future value of `b` for real side `side` to move; fail-soft in (alpha, beta).
    // `key`: keyOf(b, side), made by the caller, which needs it anyway (to
    // probe the move's entry before searching it). `made`: the moves of
    // `b`, made by the caller, or null.
    int search(const Board& b, std::uint64_t key, int side, int alpha, int beta, Moves* made = nullptr);
    std::uint64_t keyOf(const Board& b, int side) const { return m_keys.key(b, m_sideInKey ? side : 0); }
    std::uint64_t nodes = 0;
    int rootBest = -1; // the move of the last fail-high at the root
    bool aborted = false; // a limit struck or the test went stale: every value since is meaningless
    int rootBeta = 0;     // of the root test under way (whether the other thread made it stale)
    bool split = false;   // several threads: share the moves of a node (drive)

private:
    void makeMoves(const Board& b, int side, int seeds, Moves& m) const;

    Rules m_rules;
    KeyMaker m_keys;
    BoundTable& m_tt;
    bool m_sideInKey;
    const EndgameDb* m_db = nullptr;
    int m_dbSeeds = -1; // boards of at most this many seeds are in m_db
    int m_ply = 0;
    std::uint64_t m_maxNodes;
    const std::atomic<bool>* m_stop;
    std::optional<std::chrono::steady_clock::time_point> m_deadline;
    Shared& m_shared;
    std::uint64_t m_counted = 0; // of `nodes`, added to m_shared.nodes

    // Plies from the root where threads share out moves (deeper, a node's
    // work is too small to be worth the marks). Kalah(6,4) from the start,
    // two threads: 12, 24, 48 and 100 plies were within the noise of each
    // other (the busier thread's nodes 55-70 % of one thread's).
    static constexpr int kSplitPlies = 48;
    static std::size_t busySlot(std::uint64_t key)
    {
        return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ull) >> (64 - Shared::kBusyBits));
    }

    // Checked every 4096 nodes: a limit (for all threads: the nodes of all,
    // which is this thread's alone when it is the only one), or this test
    // made stale by the other thread's bounds (never with one thread).
    bool limitStruck()
    {
        const std::uint64_t all = m_shared.nodes.fetch_add(nodes - m_counted, std::memory_order_relaxed)
            + (nodes - m_counted);
        m_counted = nodes;
        if ((m_maxNodes != 0 && all >= m_maxNodes) || (m_stop && m_stop->load(std::memory_order_relaxed))
            || (m_deadline && std::chrono::steady_clock::now() >= *m_deadline)
            || m_shared.limit.load(std::memory_order_relaxed)) {
            m_shared.limit.store(true, std::memory_order_relaxed);
            return true;
        }
        return rootBeta <= m_shared.lowerSeen.load(std::memory_order_relaxed)
            || rootBeta > m_shared.upperSeen.load(std::memory_order_relaxed);
    }
};

void Search::makeMoves(const Board& b, int side, int seeds, Moves& m) const
{
    m.count = 0;
    m.lead = -1;
    int leadOrder = 0;
    for (int h = m_rules.holes() - 1; h >= 0; --h) {
        if (b.c[h] == 0)
            continue;
        Child& k = m.kids[m.count++];
        k.board = b;
        k.hole = h;
        const MoveResult r = m_rules.play(k.board, side, h);
        k.gain = r.gain;
        k.end = r.end;
        k.side = r.end == MoveEnd::Pass ? 1 - side : side; // play() turned the board
        k.order = r.end == MoveEnd::Extra ? 1000 + h : 0;
        k.inDb = false;
        if (r.end == MoveEnd::GameOver)
            continue;
        k.key = keyOf(k.board, k.side);
        k.inDb = seeds - r.gain <= m_dbSeeds; // the seeds left on the board
        if (k.inDb) {
            m_db->prefetch(k.key >> 1); // the key has no side bit here
            continue;
        }
        m_tt.prefetch(k.key);
        const int order = k.order != 0 ? k.order : 8 * k.gain + h;
        if (m.lead < 0 || order > leadOrder) {
            m.lead = m.count - 1;
            leadOrder = order;
        }
    }
}

int Search::search(const Board& b, const std::uint64_t key, int side, int alpha, int beta, Moves* made)
{
    if (aborted || ((nodes & 4095) == 0 && (aborted = limitStruck())))
        return 0;
    ++nodes;
    const std::uint64_t startNodes = nodes;
    const int seeds = byteSum(b.half(0)) + byteSum(b.half(1));
    // The root never stops early: its fail-highs must name a move.
    const bool root = m_ply == 0;
    // The seeds left bound the future difference.
    if (!root && seeds <= alpha)
        return seeds;
    if (!root && -seeds >= beta)
        return -seeds;
    if (!root && seeds <= m_dbSeeds)
        return m_db->value(key >> 1, seeds); // with a database the key has no side bit

    if (!root) {
        if (const BoundProbe e = m_tt.probe(key); e.found) {
            if (e.lo >= beta)
                return e.lo;
            if (e.hi <= alpha)
                return e.hi;
            if (e.lo == e.hi)
                return e.lo;
        }
    }

    // Make every move first: a move that ends the game is scored at once,
    // the moves are ordered by what they did, and the table entries of the
    // others are fetched together and may already prove a cut (enhanced
    // transposition cutoff).
    Moves own;
    Moves& moves = made ? *made : own;
    if (!made)
        makeMoves(b, side, seeds, moves);
    Child* const kids = moves.kids;
    const int count = moves.count;
    // The likely first move's own moves, made now (their entries are on the
    // way while this node waits for its moves' entries) and handed down.
    Moves next;
    if (moves.lead >= 0) {
        const Child& k = kids[moves.lead];
        makeMoves(k.board, k.side, seeds - k.gain, next);
    }
    // Found again by its hole after the sort; -1 once handed down (a move
    // searched again, when another thread had it, makes its moves anew).
    int leadHole = moves.lead >= 0 ? kids[moves.lead].hole : -1;
    for (int n = 0; n < count; ++n) {
        Child& k = kids[n];
        if (k.inDb) {
            // Exact from the database.
            const int v = m_db->value(k.key >> 1, seeds - k.gain);
            k.gain = k.end == MoveEnd::Extra ? k.gain + v : k.gain - v;
            k.end = MoveEnd::GameOver;
            k.inDb = false; // read once, should these moves be searched again
        }
        // Extra moves first, from the hole nearest the store (it keeps the
        // others' extra moves), then by the seeds gained (captures), ties
        // from the right. (Measured against a table move first, history
        // and child bounds, and other tie orders: this searches the fewest
        // nodes, 2.7x fewer than a table move first on Kalah(6,3) standard.)
        if (k.order == 0)
            k.order = 8 * k.gain + k.hole;
        for (int i = n; i > 0 && kids[i - 1].order < kids[i].order; --i)
            std::swap(kids[i - 1], kids[i]);
    }
    int best = -seeds - 1;
    int bestMove = kids[0].hole;
    for (int i = 0; i < count && best < beta; ++i) {
        Child& k = kids[i];
        // Proven bounds of this move's value.
        if (k.end == MoveEnd::GameOver) {
            k.lo = k.hi = k.gain;
        } else if (const BoundProbe e = m_tt.probe(k.key); e.found) {
            k.lo = k.end == MoveEnd::Extra ? k.gain + e.lo : k.gain - e.hi;
            k.hi = k.end == MoveEnd::Extra ? k.gain + e.hi : k.gain - e.lo;
        } else {
            k.lo = -seeds;
            k.hi = seeds;
        }
        if (k.lo >= beta) {
            best = k.lo;
            bestMove = k.hole;
        }
    }

    const int alphaIn = alpha;
    // With several threads, near the root: a move past the first that
    // another thread is searching waits for a second pass (by then its bound
    // is usually in the table), so the threads spread over a node's moves.
    const bool split = this->split && m_ply < kSplitPlies;
    std::array<int, 6> deferred;
    int waiting = 0;
    ++m_ply;
    const auto tryMove = [&](const Child& k, bool mayDefer) {
        int value;
        if (k.hi <= alpha) { // cannot raise alpha: its bound is all a fail-low needs
            value = k.hi;
        } else if (k.end == MoveEnd::GameOver) {
            value = k.gain;
        } else {
            std::atomic<std::uint64_t>* mark = nullptr;
            if (mayDefer) {
                mark = &m_shared.busy[busySlot(k.key)];
                if (mark->load(std::memory_order_relaxed) == k.key + 1)
                    return false;
                mark->store(k.key + 1, std::memory_order_relaxed);
            }
            Moves* pass = nullptr;
            if (k.hole == leadHole) {
                pass = &next;
                leadHole = -1;
            }
            if (k.end == MoveEnd::Extra)
                value = k.gain + search(k.board, k.key, k.side, alpha - k.gain, beta - k.gain, pass);
            else
                value = k.gain - search(k.board, k.key, k.side, k.gain - beta, k.gain - alpha, pass);
            if (mark)
                mark->store(0, std::memory_order_relaxed);
        }
        if (value > best) {
            best = value;
            bestMove = k.hole;
        }
        if (best > alpha)
            alpha = best;
        return true;
    };
    for (int i = 0; i < count && best < beta; ++i)
        if (!tryMove(kids[i], split && i > 0))
            deferred[waiting++] = i;
    // The moves put off: first those no longer being searched elsewhere.
    while (waiting > 0 && best < beta) {
        int j = 0;
        while (j < waiting && m_shared.busy[busySlot(kids[deferred[j]].key)].load(std::memory_order_relaxed)
                   == kids[deferred[j]].key + 1)
            ++j;
        if (j == waiting)
            j = 0;
        tryMove(kids[deferred[j]], false);
        deferred[j] = deferred[--waiting];
    }
    --m_ply;
    if (aborted)
        return 0; // nothing of this node is known: store nothing
    if (root && best >= beta)
        rootBest = bestMove;

    const int work = std::bit_width(nodes - startNodes + 1);
    if (best <= alphaIn)
        m_tt.store(key, -seeds, best, work);
    else if (best >= beta)
        m_tt.store(key, best, seeds, work);
    else
        m_tt.store(key, best, best, work);
    return best;
}

// MTD(f): null-window tests of "value >= beta" around a guess until the
// bounds meet. The lower bound starts below any value, so the final value is
// always proved by a fail-high, which names a move reaching it.
//
// With several threads (a shared table, and the moves of a node shared out
// as in simplified ABDADA): every thread runs this loop on the shared bounds
// and guess, so all test the same beta; inside a test, a thread that finds a
// move (not a node's first) being searched by another puts it off and takes
// the next (Search::search), so at a node where every move must be refuted
// (the costly last test of a solve: value < v + 1) the threads refute
// different moves, and each finds the others' results in the table. The
// first thread to finish a test moves the bounds, which makes the others'
// test stale: they drop it at once and start the next. All store only true
// bounds, so every test stays exact. One thread is plain MTD(f).
void drive(Search& s, const Board& root, int side, Shared& sh)
{
    for (;;) {
        int beta = 0;
        {
            std::lock_guard lock(sh.mutex);
            if (sh.lower >= sh.upper || sh.limit.load(std::memory_order_relaxed))
                return;
            beta = std::clamp(sh.guess == sh.lower ? sh.guess + 1 : sh.guess, sh.lower + 1, sh.upper);
        }
        s.rootBeta = beta;
        const int value = s.search(root, s.keyOf(root, side), side, beta - 1, beta);
        std::lock_guard lock(sh.mutex);
        if (s.aborted) {
            if (sh.limit.load(std::memory_order_relaxed))
                return;
            s.aborted = false; // stale: the next test
            continue;
        }
        if (beta <= sh.lower || beta > sh.upper)
            continue; // another thread finished this test first
        if (value < beta)
            sh.upper = value;
        else {
            sh.lower = value;
            sh.best = s.rootBest;
        }
        sh.guess = value;
        sh.lowerSeen.store(sh.lower, std::memory_order_relaxed);
        sh.upperSeen.store(sh.upper, std::memory_order_relaxed);
        if (sh.onBounds && *sh.onBounds)
            (*sh.onBounds)(sh.storeDiff + sh.lower, sh.storeDiff + sh.upper,
                           sh.nodes.load(std::memory_order_relaxed));
    }
}

// Positions with more than 255 seeds on the board do not fit the compact
// board: plain alpha-beta on full positions (only tiny boards are feasible).
int plainSearch(const Variant& v, const Position& p, int alpha, int beta, std::uint64_t& nodes, int* bestHole)
{
    ++nodes;
    if (status(v, p).over) {
        Position end = p;
        settle(v, end);
        const int d = end.stores[idx(p.toMove)] - end.stores[idx(other(p.toMove))];
        return d;
    }
    DecisionList list;
    legalDecisions(v, p, list);
    int best = -1000000;
    for (const Decision& d : list) {
        Position q = p;
        play(v, q, d);
        const bool same = q.toMove == p.toMove;
        int value;
        if (same)
            value = plainSearch(v, q, alpha, beta, nodes, nullptr);
        else
            value = -plainSearch(v, q, -beta, -alpha, nodes, nullptr);
        if (value > best) {
            best = value;
            if (bestHole)
                *bestHole = d.hole;
        }
        alpha = std::max(alpha, best);
        if (alpha >= beta)
            break;
    }
    return best;
}

} // namespace

SolveResult solveKalah(const Variant& v, const Position& p, std::size_t ttMegabytes)
{
    SolveOptions o;
    o.ttMegabytes = ttMegabytes;
    return solveKalah(v, p, o);
}

namespace {

// MTD(f) from the root's bounds [lower, upper] (future differences; the
// value is known to be above lower - and at most upper) on the options'
// threads; returns the bounds where the tests left them.
struct Bounds {
    int lower = 0;
    int upper = 0;
    int best = -1;
    bool limit = false;
    std::uint64_t nodes = 0;
    std::uint64_t busiestNodes = 0;
};

Bounds runTests(const Variant& v, const Position& p, const SolveOptions& options, int seeds, int lower, int upper)
{
    const Side me = p.toMove;
    const int threads = std::clamp(options.threads, 1, kMaxSolveThreads);
    std::unique_ptr<BoundTable> own;
    if (!options.table)
        own = std::make_unique<BoundTable>(options.ttMegabytes, KeyMaker(v.holes).keyBits(seeds));
    BoundTable& table = options.table ? *options.table : *own;
    Shared shared;
    shared.lower = lower;
    shared.upper = upper;
    shared.guess = std::clamp(0, lower, upper);
    shared.storeDiff = p.stores[idx(me)] - p.stores[idx(other(me))];
    shared.onBounds = &options.onBounds;
    shared.lowerSeen = shared.lower;
    shared.upperSeen = shared.upper;
    std::vector<std::unique_ptr<Search>> searches;
    for (int t = 0; t < threads; ++t)
        searches.push_back(std::make_unique<Search>(v, p, options, table, shared));
    for (auto& s : searches)
        s->split = threads > 1;
    const Board root = solver::boardOf(p, v.holes);
    // One thread is this one; the others run beside it on the same table.
    std::vector<std::thread> helpers;
    for (int t = 1; t < threads; ++t) {
        try {
            helpers.emplace_back([&, t] { drive(*searches[t], root, idx(me), shared); });
        } catch (const std::system_error&) {
            break; // no thread to be had: fewer search
        }
    }
    drive(*searches[0], root, idx(me), shared);
    for (std::thread& h : helpers)
        h.join();
    Bounds b;
    for (const auto& s : searches) {
        b.nodes += s->nodes;
        b.busiestNodes = std::max(b.busiestNodes, s->nodes);
    }
    b.lower = shared.lower;
    b.upper = shared.upper;
    b.best = shared.best;
    b.limit = shared.limit;
    return b;
}

int boardSeeds(const Variant& v, const Position& p)
{
    return seedsOnSide(p, Side::South, v.holes) + seedsOnSide(p, Side::North, v.holes);
}

} // namespace

SolveResult solveKalah(const Variant& v, const Position& p, const SolveOptions& options)
{
    SolveResult result;
    const Side me = p.toMove;
    const int storeDiff = p.stores[idx(me)] - p.stores[idx(other(me))];
    if (status(v, p).over) {
        Position end = p;
        settle(v, end);
        result.value = end.stores[idx(me)] - end.stores[idx(other(me))];
        return result;
    }
    const int seeds = boardSeeds(v, p);
    if (seeds > solver::kMaxBoardSeeds) {
        int hole = 0;
        result.value = plainSearch(v, p, -1000000, 1000000, result.nodes, &hole);
        result.busiestNodes = result.nodes;
        result.best = Decision::sow(hole);
        result.hasBest = true;
        return result;
    }

    const Bounds b = runTests(v, p, options, seeds, -seeds - 1, seeds);
    result.nodes = b.nodes;
    result.busiestNodes = b.busiestNodes;
    if (b.limit || b.lower < b.upper) {
        result.complete = false;
        return result;
    }
    result.value = storeDiff + b.lower;
    result.best = Decision::sow(b.best);
    result.hasBest = true;
    return result;
}

std::optional<bool> kalahValueAtLeast(const Variant& v, const Position& p, int target, const SolveOptions& options,
                                      std::uint64_t* nodes)
{
    const int seeds = boardSeeds(v, p);
    if (status(v, p).over || seeds > solver::kMaxBoardSeeds) {
        const SolveResult s = solveKalah(v, p, options);
        if (nodes)
            *nodes += s.nodes;
        if (!s.complete)
            return std::nullopt;
        return s.value >= target;
    }
    const Side me = p.toMove;
    const int future = target - (p.stores[idx(me)] - p.stores[idx(other(me))]);
    if (future > seeds)
        return false;
    if (future <= -seeds)
        return true;
    // Bounds that meet after the one test of ">= future": a fail-high raises
    // lower to at least future, a fail-low lowers upper below it.
    const Bounds b = runTests(v, p, options, seeds, future - 1, future);
    if (nodes)
        *nodes += b.nodes;
    if (b.limit)
        return std::nullopt;
    return b.lower >= future;
}

} // namespace semina::solver
