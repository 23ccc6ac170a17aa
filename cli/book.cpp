// `book`: builds a Kalah opening book (engine/solver/book_build.h) and writes
// it; progress goes to stderr, the summary line to `out`.
#include "cli/commands.h"
#include "cli/json.h"
#include "engine/solver/book_build.h"

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iterator>

namespace semina::cli {

namespace {

double cpuSeconds() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

std::atomic<bool> g_stop{false};

extern "C" void onStopSignal(int) { g_stop.store(true); }

// SIGINT and SIGTERM stop the build (saving its walk) while it lives.
class StopOnSignal {
public:
    StopOnSignal()
    {
        g_stop.store(false);
        m_int = std::signal(SIGINT, onStopSignal);
        m_term = std::signal(SIGTERM, onStopSignal);
    }
    ~StopOnSignal()
    {
        std::signal(SIGINT, m_int);
        std::signal(SIGTERM, m_term);
    }
    StopOnSignal(const StopOnSignal&) = delete;
    StopOnSignal& operator=(const StopOnSignal&) = delete;

private:
    void (*m_int)(int) = SIG_DFL;
    void (*m_term)(int) = SIG_DFL;
};

// The saved walk of `--checkpoint FILE`, if the file is there.
std::optional<solver::BookWalk> walkFileOf(const std::string& path, const Variant& v, std::uint64_t budget)
{
    std::error_code ec;
    if (!std::filesystem::exists(path, ec))
        return std::nullopt;
    if (!std::filesystem::is_regular_file(path, ec))
        throw CliError("the checkpoint " + cli::quoted(path) + " is not a regular file");
    std::ifstream in(path, std::ios::binary);
    const std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    auto walk = solver::deserializeWalk(bytes, v, budget);
    if (!in || !walk)
        throw CliError("the checkpoint " + cli::quoted(path)
                       + " is not a saved book walk of this board, or is damaged (it is left as it is)");
    return walk;
}

// Written whole to a new file, then renamed over the old one: a stop in the
// middle never leaves half a walk.
void saveWalkFile(const std::string& path, const Variant& v, std::uint64_t budget, const solver::BookWalk& walk)
{
    const std::vector<std::uint8_t> data = solver::serializeWalk(v, budget, walk);
    const std::string part = path + ".part";
    {
        std::ofstream f(part, std::ios::binary | std::ios::trunc);
        f.write(reinterpret_cast<const char*>(data.data()), static_cast<std::streamsize>(data.size()));
        if (!f)
            throw CliError("cannot write the checkpoint " + cli::quoted(part));
    }
    std::error_code ec;
    std::filesystem::rename(part, path, ec);
    if (ec)
        throw CliError("cannot write the checkpoint " + cli::quoted(path) + ": " + ec.message());
}

} // namespace

std::shared_ptr<const solver::Book> bookFileOf(const std::string& path, const Variant& v)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw CliError("cannot read the book " + cli::quoted(path));
    const std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    solver::BookError error = solver::BookError::None;
    auto book = solver::Book::deserialize(bytes, &v, &error);
    if (!book)
        throw CliError("the book " + cli::quoted(path)
                       + (error == solver::BookError::WrongBoard ? " is for another board" : " is damaged (header or checksum)"));
    return std::make_shared<const solver::Book>(std::move(*book));
}

void bookCommand(const Args& a, std::ostream& out)
{
    const Variant v = variantOf(a);
    if (v.game != GameId::Kalah)
        throw CliError("book is for kalah only");
    if (a.out && a.out->empty())
        throw CliError("--out needs a file name");
    solver::BookBuildOptions o;
    if (a.ttMb)
        o.ttMegabytes = static_cast<std::size_t>(numberOf("--tt-mb", *a.ttMb, 1, 4096));
    o.threads = threadsOf(a);
    if (a.maxEntries)
        o.maxEntries = numberOf("--max-entries", *a.maxEntries, 1, 100'000'000);
    if (a.checkpoint && a.checkpoint->empty())
        throw CliError("--checkpoint needs a file name");
    std::optional<solver::BookWalk> resume;
    std::optional<StopOnSignal> signals;
    if (a.checkpoint) {
        resume = walkFileOf(*a.checkpoint, v, o.budget);
        o.resume = resume ? &*resume : nullptr;
        signals.emplace();
        o.stop = &g_stop;
        o.save = [&](const solver::BookWalk& w) { saveWalkFile(*a.checkpoint, v, o.budget, w); };
    }
    const solver::EndgameDbLoad load = endgameDbOf(a, v);
    o.db = load.db.get();
    const double cpu0 = cpuSeconds();
    const auto wall0 = std::chrono::steady_clock::now();
    auto lastReport = wall0;
    const solver::BookBuildResult r = solver::buildBook(v, o, [&](const solver::BookProgress& p) {
        const auto now = std::chrono::steady_clock::now();
        if (now - lastReport < std::chrono::seconds(10))
            return;
        lastReport = now;
        std::fprintf(stderr, "book: %llu entries, %llu settled, %llu queued, ply %d, %.1f G nodes\n",
                     static_cast<unsigned long long>(p.entries), static_cast<unsigned long long>(p.settled),
                     static_cast<unsigned long long>(p.queued), p.plies, static_cast<double>(p.solverNodes) / 1e9);
    });
    const double cpu = cpuSeconds() - cpu0;
    const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - wall0).count();
    if (a.checkpoint) {
        if (r.stopped) {
            saveWalkFile(*a.checkpoint, v, o.budget, r.walk);
            std::fprintf(stderr, "book: stopped; the walk is saved in %s: the same command goes on from there\n",
                         a.checkpoint->c_str());
        } else if (!r.book.complete()) {
            // Cut by --max-entries: the walk is kept, to go on from (without it, or with a larger N).
            saveWalkFile(*a.checkpoint, v, o.budget, r.walk);
        } else {
            std::error_code ignored;
            std::filesystem::remove(*a.checkpoint, ignored); // done: nothing to go on from
        }
    }
    std::size_t bytes = 0; // stopped: no book, the walk goes on from the checkpoint
    if (r.needed && !r.stopped) {
        const std::vector<std::uint8_t> data = r.book.serialize();
        bytes = data.size();
        if (a.out) {
            std::ofstream f(*a.out, std::ios::binary | std::ios::trunc);
            f.write(reinterpret_cast<const char*>(data.data()), static_cast<std::streamsize>(data.size()));
            if (!f)
                throw CliError("cannot write the book " + cli::quoted(*a.out));
        }
    }
    JsonObject j;
    j.str("board", solver::bookFileName(v))
        .boolean("needed", r.needed)
        .num("entries", static_cast<std::uint64_t>(r.book.size()))
        .num("bytes", static_cast<std::uint64_t>(bytes))
        .boolean("complete", r.book.complete())
        .num("budget", r.book.budget())
        .num("settled", r.totals.settled)
        .num("deepest_ply", r.deepestEntry)
        .num("solver_nodes", r.totals.solverNodes)
        .raw("cpu_seconds", jsonNumber(cpu, 1))
        .raw("seconds", jsonNumber(wall, 1))
        .boolean("stopped", r.stopped)
        .num("threads", o.threads);
    if (load.db)
        j.num("db_seeds", load.db->maxSeeds());
    out << j.text() << '\n';
}

} // namespace semina::cli
