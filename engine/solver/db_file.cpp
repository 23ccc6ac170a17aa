#include "engine/solver/db_file.h"

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <system_error>

namespace semina::solver {

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

EndgameDbLoad loadOrBuildEndgameDb(const std::string& dir, int holes, bool captureEmpty, int maxSeeds,
                                   const DbBuildOptions& build)
{
    EndgameDbLoad out;
    if (!dir.empty()) {
        out.path = endgameDbPath(dir, holes, captureEmpty, maxSeeds);
        // Read straight into the table's storage: no second copy of a large file.
        std::ifstream in(out.path, std::ios::binary);
        std::vector<std::uint8_t> header(EndgameDb::kHeaderBytes);
        const auto bytes = static_cast<std::streamsize>(EndgameDb::wordCount(holes, maxSeeds) * 8);
        if (in && in.read(reinterpret_cast<char*>(header.data()), static_cast<std::streamsize>(header.size()))) {
            DbWords words(static_cast<std::size_t>(bytes / 8));
            in.read(reinterpret_cast<char*>(words.data()), bytes);
            const bool whole = in.gcount() == bytes && in.peek() == EOF;
            if (whole) {
                if (auto db = EndgameDb::fromParts(header, std::move(words), holes, captureEmpty, maxSeeds)) {
                    out.db = std::make_shared<const EndgameDb>(std::move(*db));
                    if (build.progress)
                        build.progress(1.0);
                    return out;
                }
            }
        }
    }
    const auto start = std::chrono::steady_clock::now();
    std::optional<EndgameDb> made = EndgameDb::build(holes, captureEmpty, maxSeeds, build);
    out.buildSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!made) {
        out.cancelled = true;
        return out;
    }
    auto db = std::make_shared<const EndgameDb>(std::move(*made));
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
        const std::vector<std::uint8_t> header = db->header();
        f.write(reinterpret_cast<const char*>(header.data()), static_cast<std::streamsize>(header.size()));
        f.write(reinterpret_cast<const char*>(db->words()), static_cast<std::streamsize>(db->bytes()));
        if (!f)
            return out;
    }
    std::filesystem::rename(tmp, out.path, ec);
    out.saved = !ec;
    return out;
}

} // namespace semina::solver
