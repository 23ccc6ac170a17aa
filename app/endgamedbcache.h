#pragma once
// The Perfect level's endgame database in the app (engine/solver_db.h): read
// from the app's cache folder, or built there once, on a thread of its own the
// first time a Kalah game with a Perfect player asks; until it is ready,
// Perfect solves without it. One table per holes count and capture rule,
// shared by every game of the process.

#include "engine/solver/db.h"
#include "engine/variant.h"

#include <memory>
#include <string>

namespace EndgameDbCache {

// Seeds of the boards in the app's tables: 16 (19 MB for 6 holes, about 10 s
// to build once on this project's machines).
constexpr int kAppSeeds = 16;

// The table for v's holes and capture rule if it is ready; else null, and
// its loading starts (once) in the background. `seeds`, `folder`: for tests
// (default: kAppSeeds, the app's cache location).
std::shared_ptr<const semina::solver::EndgameDb> request(const semina::Variant& v, int seeds = kAppSeeds,
                                                         const std::string& folder = {});

} // namespace EndgameDbCache
