#include "app/game/endgamedbcache.h"

#include "engine/solver/db_file.h"

#include <QCoreApplication>
#include <QJSEngine>
#include <QMetaObject>
#include <QStandardPaths>
#include <atomic>
#include <map>
#include <mutex>
#include <thread>
#include <tuple>

namespace {

struct Entry {
    bool loading = false;
    bool cancelled = false; // not built again in this run
    std::shared_ptr<std::atomic<bool>> cancel;
    std::shared_ptr<const semina::solver::EndgameDb> db;
};

// Never destroyed: a build still running at exit must not outlive its state.
struct State {
    std::mutex mutex;
    std::map<std::tuple<int, bool, int, std::string>, Entry> entries;
};

State& state()
{
    static State* s = new State;
    return *s;
}

// Runs `f` on the instance in its thread (from a building thread).
template <typename F>
void post(F f)
{
    EndgameDbCache* c = EndgameDbCache::instance();
    QMetaObject::invokeMethod(c, [c, f] { f(*c); }, Qt::QueuedConnection);
}

} // namespace

EndgameDbCache::EndgameDbCache(QObject* parent)
    : QObject(parent)
{
}

EndgameDbCache* EndgameDbCache::instance()
{
    // Never destroyed either (the building threads post to it until they end).
    static EndgameDbCache* c = [] {
        auto* made = new EndgameDbCache;
        if (QCoreApplication* app = QCoreApplication::instance())
            made->moveToThread(app->thread());
        return made;
    }();
    return c;
}

EndgameDbCache* EndgameDbCache::create(QQmlEngine*, QJSEngine*)
{
    EndgameDbCache* c = instance();
    QJSEngine::setObjectOwnership(c, QJSEngine::CppOwnership);
    return c;
}

namespace {

std::string folderOr(const std::string& folder)
{
    return folder.empty() ? QStandardPaths::writableLocation(QStandardPaths::CacheLocation).toStdString() : folder;
}

} // namespace

std::shared_ptr<const semina::solver::EndgameDb> EndgameDbCache::ready(const semina::Variant& v, int seeds,
                                                                       const std::string& folder)
{
    const auto key = std::make_tuple(v.holes, v.kalahCaptureEmpty, seeds, folderOr(folder));
    State& s = state();
    std::lock_guard lock(s.mutex);
    const auto it = s.entries.find(key);
    return it == s.entries.end() ? nullptr : it->second.db;
}

std::shared_ptr<const semina::solver::EndgameDb> EndgameDbCache::request(const semina::Variant& v, int seeds,
                                                                         const std::string& folder)
{
    const std::string dir = folderOr(folder);
    const auto key = std::make_tuple(v.holes, v.kalahCaptureEmpty, seeds, dir);
    State& s = state();
    std::lock_guard lock(s.mutex);
    Entry& e = s.entries[key];
    if (e.db || e.loading || e.cancelled)
        return e.db;
    e.loading = true;
    e.cancel = std::make_shared<std::atomic<bool>>(false);
    post([](EndgameDbCache& c) { c.started(); });
    // A detached thread, not the thread pool: a first build takes up to a
    // minute (6 holes, kAppSeeds) and must neither hold up the computer's
    // thinking nor the app's exit (the file is written beside and renamed,
    // so an exit mid-build leaves no half file). It starts the build's own
    // threads.
    std::thread([key, holes = v.holes, empty = v.kalahCaptureEmpty, seeds, dir, cancel = e.cancel] {
        semina::solver::DbBuildOptions o;
        o.threads = kBuildThreads;
        o.cancel = cancel.get();
        o.progress = [](double f) { post([f](EndgameDbCache& c) { c.setProgress(f); }); };
        auto loaded = semina::solver::loadOrBuildEndgameDb(dir, holes, empty, seeds, o);
        {
            State& st = state();
            std::lock_guard inner(st.mutex);
            Entry& entry = st.entries[key];
            entry.db = std::move(loaded.db);
            entry.loading = false;
            entry.cancelled = loaded.cancelled;
            entry.cancel.reset();
        }
        post([wasCancelled = loaded.cancelled](EndgameDbCache& c) { c.finished(wasCancelled); });
    }).detach();
    return nullptr;
}

void EndgameDbCache::cancel()
{
    State& s = state();
    std::lock_guard lock(s.mutex);
    for (auto& [key, e] : s.entries)
        if (e.cancel)
            e.cancel->store(true);
}

void EndgameDbCache::started()
{
    if (m_running++ == 0)
        emit buildingChanged();
    setProgress(0);
}

void EndgameDbCache::setProgress(double f)
{
    if (f == m_progress)
        return;
    m_progress = f;
    emit progressChanged();
}

void EndgameDbCache::finished(bool wasCancelled)
{
    if (--m_running == 0)
        emit buildingChanged();
    if (wasCancelled)
        emit cancelled();
}
