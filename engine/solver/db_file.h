#pragma once
// The Kalah endgame database on disk (engine/solver/db.h): one file per holes
// count, capture rule and seed limit in the cache folder, checked when loaded
// and rebuilt (then rewritten) when missing, corrupt or of other parameters.
// The engine's one file access (std::filesystem, no Qt): the command line and
// the app's Perfect level share it.

#include "engine/solver/db.h"

#include <memory>
#include <string>

namespace semina::solver {

struct EndgameDbLoad {
    std::shared_ptr<const EndgameDb> db;
    bool built = false;        // not found sound on disk: built now
    bool saved = false;        // written to `path` after building
    bool cancelled = false;    // the build was cancelled: no table, no file
    double buildSeconds = 0;   // wall time of the build (0 when loaded)
    std::string path;
};

// $SEMINA_CACHE_DIR, else $XDG_CACHE_HOME/semina, else $HOME/.cache/semina
// (empty when none is set).
std::string defaultCacheDir();

std::string endgameDbPath(const std::string& dir, int holes, bool captureEmpty, int maxSeeds);

// Never throws for file trouble: an unreadable or unwritable cache only costs
// a rebuild. `build`: threads, progress (a table loaded from the file reports
// 1 at once) and cancel of the build (a cancelled one writes nothing).
EndgameDbLoad loadOrBuildEndgameDb(const std::string& dir, int holes, bool captureEmpty, int maxSeeds,
                                   const DbBuildOptions& build = {});

} // namespace semina::solver
