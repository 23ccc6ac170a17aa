#include "engine/solver/book_settle.h"

#include "engine/solver/book.h"

namespace semina::solver {

SolveResult settlingTest(const Variant& v, const Position& p, std::uint64_t budget)
{
    SolveOptions o;
    o.ttMegabytes = kBookTableMegabytes;
    o.maxNodes = budget;
    return solveKalah(v, p, o);
}

SettlingTests::SettlingTests(const Variant& v, std::uint64_t budget, int helpers)
    : m_v(v), m_budget(budget)
{
    for (int i = 0; i < helpers; ++i)
        m_threads.emplace_back([this] { help(); });
}

SettlingTests::~SettlingTests()
{
    {
        const std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_work.notify_all();
    for (std::thread& t : m_threads)
        t.join();
}

std::size_t SettlingTests::outstanding() const
{
    const std::lock_guard lock(m_mutex);
    return m_tests.size();
}

void SettlingTests::offer(std::uint64_t key, const Position& p)
{
    if (m_threads.empty())
        return;
    {
        const std::lock_guard lock(m_mutex);
        if (!m_tests.emplace(key, Test{p, State::Waiting, {}}).second)
            return;
        m_waiting.push_back(key);
    }
    m_work.notify_one();
}

SolveResult SettlingTests::take(std::uint64_t key, const Position& p)
{
    std::unique_lock lock(m_mutex);
    for (;;) {
        const auto it = m_tests.find(key);
        if (it == m_tests.end())
            break; // never offered: run here
        Test& test = it->second;
        if (test.state == State::Done) {
            const SolveResult r = test.result;
            m_tests.erase(it);
            return r;
        }
        if (test.state == State::Waiting) {
            m_tests.erase(it); // run here (its key in m_waiting is skipped)
            break;
        }
        // A helper runs it: run a waiting test meanwhile, or wait for one to end.
        if (!runWaiting(lock))
            m_done.wait(lock);
    }
    lock.unlock();
    return settlingTest(m_v, p, m_budget);
}

bool SettlingTests::runWaiting(std::unique_lock<std::mutex>& lock)
{
    while (!m_waiting.empty()) {
        const std::uint64_t key = m_waiting.front();
        m_waiting.pop_front();
        const auto it = m_tests.find(key);
        if (it == m_tests.end() || it->second.state != State::Waiting)
            continue; // taken by the walk meanwhile
        // A reference, not the iterator: offer() may rehash meanwhile. A
        // running test is never erased, so the entry stays.
        Test& test = it->second;
        test.state = State::Running;
        const Position p = test.p;
        lock.unlock();
        const SolveResult r = settlingTest(m_v, p, m_budget);
        lock.lock();
        test.result = r;
        test.state = State::Done;
        m_done.notify_all();
        return true;
    }
    return false;
}

void SettlingTests::help()
{
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_work.wait(lock, [&] { return m_stopping || !m_waiting.empty(); });
        if (m_stopping)
            return;
        runWaiting(lock);
    }
}

} // namespace semina::solver
