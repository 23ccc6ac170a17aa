#pragma once
// Exact Kalah solver (any holes 1..6, seeds 1..6, capture=empty|standard).

#include "engine/decision.h"
#include "engine/position.h"
#include "engine/variant.h"

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>

namespace semina::solver {

struct SolveResult {
    int value = 0;          // final store difference (mover minus opponent) under perfect play
    Decision best;          // a best decision for the side to move (unset when the game is over)
    bool hasBest = false;
    std::uint64_t nodes = 0;    // of every thread
    // The most nodes one thread searched (with one thread: `nodes`). With a
    // core for each thread the wall time follows it, whatever the load.
    std::uint64_t busiestNodes = 0;
    bool complete = true;   // false: a limit stopped the search; value and best are unset
};

class BoundTable;
class EndgameDb;

constexpr int kMaxSolveThreads = 8;

struct SolveOptions {
    std::size_t ttMegabytes = 64;
    // A table kept from solve to solve instead of a fresh one of ttMegabytes
    // (then unused): its entries are true bounds of boards, whatever the
    // root, so a solve starts from all that earlier ones proved (the book
    // builder's value solves). Keep one to one variant (holes and capture
    // rule: a key means another board, or another value, in another), made
    // with KeyMaker(v.holes).keyBits(at least the seeds on the board).
    BoundTable* table = nullptr;
    // Probed on boards of at most db->maxSeeds() seeds when it is for this
    // holes count and capture rule and the position has no protected holes.
    const EndgameDb* db = nullptr;
    // Limits (0 / null / unset: none). A search cut short returns complete = false.
    std::uint64_t maxNodes = 0;
    const std::atomic<bool>* stop = nullptr; // set from another thread
    std::optional<std::chrono::steady_clock::time_point> deadline;
    // Threads searching one shared table (1..kMaxSolveThreads; solver.cpp:
    // drive). One is plain MTD(f), whose nodes and move are the same every
    // run; with more the value is the same, the move may be another of the
    // same value, and `nodes` and maxNodes count every thread's nodes.
    int threads = 1;
    // Called (on a searching thread, one call at a time) each time a test
    // moves the root's bounds: the value is known to be in [lower, upper]
    // (final store differences for the side to move), after about `nodes`
    // nodes of every thread. For a long solve's progress (`solve --progress`).
    std::function<void(int lower, int upper, std::uint64_t nodes)> onBounds;
};

// Precondition: v.game == GameId::Kalah and p is a settled kalah position.
SolveResult solveKalah(const Variant& v, const Position& p, std::size_t ttMegabytes = 64);
SolveResult solveKalah(const Variant& v, const Position& p, const SolveOptions& options);

// Whether p's final store difference (mover minus opponent) under perfect
// play is at least `target`: a single null-window test, much cheaper than the
// value. Empty when a limit struck. Same precondition. `nodes`, if given,
// gets the nodes searched added.
std::optional<bool> kalahValueAtLeast(const Variant& v, const Position& p, int target, const SolveOptions& options,
                                      std::uint64_t* nodes = nullptr);

} // namespace semina::solver
