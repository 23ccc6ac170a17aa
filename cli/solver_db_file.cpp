#include "solver_db_file.h"

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <system_error>

namespace semina::cli {

std::string defaultCacheDir()
{
    if (const char* d = std::getenv("SEMINA_CACHE_DIR"); d && *d)
        return d;
    if (const char* d = std::getenv("XDG_CACHE_HOME"); d && *d)
        return std::string(d) + "/semina";
    if (const char* d = std::getenv("HOME"); d && *d)
        return std::string(d) + "/.cache/semina";
    return {};
}

std::string endgameDbPath(const std::string& dir, int holes, bool captureEmpty, int maxSeeds)
{
    return dir + "/kalah-db-" + std::to_string(holes) + (captureEmpty ? "-empty-" : "-standard-")
        + std::to_string(maxSeeds) + ".bin";
}

EndgameDbLoad loadOrBuildEndgameDb(const std::string& dir, int holes, bool captureEmpty, int maxSeeds)
{
    EndgameDbLoad out;
    if (!dir.empty()) {
        out.path = endgameDbPath(dir, holes, captureEmpty, maxSeeds);
        std::ifstream in(out.path, std::ios::binary);
        if (in) {
            std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
            if (auto db = solver::EndgameDb::deserialize(bytes, holes, captureEmpty, maxSeeds)) {
                out.db = std::make_shared<const solver::EndgameDb>(std::move(*db));
                return out;
            }
        }
    }
    const auto start = std::chrono::steady_clock::now();
    auto db = std::make_shared<const solver::EndgameDb>(solver::EndgameDb::build(holes, captureEmpty, maxSeeds));
    out.buildSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    out.built = true;
    out.db = db;
    if (dir.empty())
        return out;
    // Write beside it and rename: a reader never sees half a file.
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    const std::string tmp = out.path + ".tmp";
    {
        std::ofstream f(tmp, std::ios::binary | std::ios::trunc);
        const std::vector<std::uint8_t> bytes = db->serialize();
        f.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
        if (!f)
            return out;
    }
    std::filesystem::rename(tmp, out.path, ec);
    out.saved = !ec;
    return out;
}

} // namespace semina::cli
