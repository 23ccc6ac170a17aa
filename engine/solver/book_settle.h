#pragma once
// The opening-book build's settling tests (solver/book_build.h), run ahead on
// helper threads. A settling test is a fresh solve of one position (its own
// kBookTableMegabytes table, no database, the node budget), so its result
// depends on the position alone: tests run in any order, on any thread, give
// the walk the same results, and the book the same bytes, as tests run one
// after another on the walk's thread.
//
// The walk offers the Perfect positions it has queued, in queue order; the
// helpers test them, oldest first, while the walk does its value solves. When
// the walk reaches one it takes its result: ready; or, while a helper
// finishes it, after running later ones itself meanwhile; or (not yet begun,
// or never offered) tested there and then. With no helpers every test runs
// on the walk's thread when taken.

#include "engine/position.h"
#include "engine/solver/solver.h"
#include "engine/variant.h"

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <mutex>
#include <thread>
#include <unordered_map>
#include <vector>

namespace semina::solver {

// One settling test: does the solver finish p (canonical) within `budget` nodes?
SolveResult settlingTest(const Variant& v, const Position& p, std::uint64_t budget);

class SettlingTests {
public:
    SettlingTests(const Variant& v, std::uint64_t budget, int helpers);
    ~SettlingTests(); // stops the helpers; tests not taken are dropped
    SettlingTests(const SettlingTests&) = delete;
    SettlingTests& operator=(const SettlingTests&) = delete;

    int helpers() const { return static_cast<int>(m_threads.size()); }
    // Tests offered and not yet taken (waiting, running or done).
    std::size_t outstanding() const;
    // Queues a test of p, unless one of this key is already outstanding.
    // Does nothing without helpers.
    void offer(std::uint64_t key, const Position& p);
    // The result of the test of p (key): its helper's, or run here.
    SolveResult take(std::uint64_t key, const Position& p);

private:
    enum class State { Waiting, Running, Done };
    struct Test {
        Position p;
        State state = State::Waiting;
        SolveResult result;
    };

    void help();
    // Runs the oldest waiting test, if any (lock held on entry and exit,
    // released while it runs).
    bool runWaiting(std::unique_lock<std::mutex>& lock);

    const Variant m_v;
    const std::uint64_t m_budget;
    mutable std::mutex m_mutex;
    std::condition_variable m_work; // a test waits, or the helpers are to stop
    std::condition_variable m_done; // a test is done
    std::unordered_map<std::uint64_t, Test> m_tests;
    std::deque<std::uint64_t> m_waiting; // keys, oldest first (some may have been taken here)
    bool m_stopping = false;
    std::vector<std::thread> m_threads;
};

} // namespace semina::solver
