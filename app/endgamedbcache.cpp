#include "app/endgamedbcache.h"

#include "engine/solver/db_file.h"

#include <QStandardPaths>
#include <map>
#include <mutex>
#include <thread>
#include <tuple>

namespace EndgameDbCache {

namespace {

struct Entry {
    bool loading = false;
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

} // namespace

std::shared_ptr<const semina::solver::EndgameDb> request(const semina::Variant& v, int seeds,
                                                         const std::string& folder)
{
    const std::string dir = folder.empty()
        ? QStandardPaths::writableLocation(QStandardPaths::CacheLocation).toStdString()
        : folder;
    const auto key = std::make_tuple(v.holes, v.kalahCaptureEmpty, seeds, dir);
    State& s = state();
    std::lock_guard lock(s.mutex);
    Entry& e = s.entries[key];
    if (e.db || e.loading)
        return e.db;
    e.loading = true;
    // A detached thread, not the thread pool: a first build takes seconds and
    // must neither hold up the computer's thinking nor the app's exit (the
    // file is written beside and renamed, so an exit mid-build leaves no
    // half file).
    std::thread([key, holes = v.holes, empty = v.kalahCaptureEmpty, seeds, dir] {
        auto loaded = semina::solver::loadOrBuildEndgameDb(dir, holes, empty, seeds);
        State& st = state();
        std::lock_guard inner(st.mutex);
        Entry& entry = st.entries[key];
        entry.db = std::move(loaded.db);
        entry.loading = false;
    }).detach();
    return nullptr;
}

} // namespace EndgameDbCache
