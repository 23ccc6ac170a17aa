#include "cli/gamefile.h"

#include "cli/args.h"

#include <ctime>
#include <filesystem>
#include <fstream>

namespace semina::cli {

gamefile::GameRecord loadGameFile(const std::string& path, std::string& warning)
{
    namespace fs = std::filesystem;
    const std::string name = "game file " + cli::quoted(path);
    std::error_code ec;
    const fs::file_status st = fs::status(path, ec);
    if (ec || !fs::exists(st))
        throw CliError("cannot read " + name + ": there is no such file");
    if (!fs::is_regular_file(st)) // a folder, a device or a pipe: never read (it might not end)
        throw CliError("cannot read " + name + ": it is not a regular file");
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw CliError("cannot read " + name + ": it cannot be opened");
    // One byte more than the reader takes, so that a larger file is refused as such.
    std::string text(gamefile::kMaxFileBytes + 1, '\0');
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    if (in.bad())
        throw CliError("cannot read " + name + ": reading failed");
    text.resize(static_cast<std::size_t>(in.gcount()));
    const gamefile::ReadResult r = gamefile::readGameFile(text);
    if (!r.ok())
        throw CliError(name + ": " + r.error);
    warning = r.warning;
    return *r.record;
}

void saveGameFile(const std::string& path, const gamefile::GameRecord& record)
{
    const std::string text = gamefile::writeGameFile(record);
    const gamefile::ReadResult check = gamefile::readGameFile(text);
    if (!check.ok())
        throw CliError("cannot save the game: " + check.error);
    writeFileAtomically(path, text, "game file " + cli::quoted(path));
}

void writeFileAtomically(const std::string& path, std::string_view text, const std::string& name)
{
    const std::string temporary = path + ".tmp";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        out.write(text.data(), static_cast<std::streamsize>(text.size()));
        out.close();
        if (!out) {
            std::error_code ignored;
            std::filesystem::remove(temporary, ignored);
            throw CliError("cannot write " + name + ": " + cli::quoted(temporary) + " cannot be written");
        }
    }
    std::error_code ec;
    std::filesystem::rename(temporary, path, ec);
    if (ec) {
        std::error_code ignored;
        std::filesystem::remove(temporary, ignored);
        throw CliError("cannot write " + name + ": " + ec.message());
    }
}

std::string utcNow()
{
    const std::time_t now = std::time(nullptr);
    std::tm utc{};
    gmtime_r(&now, &utc);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
    return text;
}

} // namespace semina::cli
