// Every input the fuzzers ever crashed on (tests/fuzz/regressions/<target>/),
// and the seed corpora (tests/fuzz/corpus/<target>/), through the fuzz
// targets' own bodies (tests/fuzz/entries.h). A broken invariant aborts.
#include "tests/fuzz/entries.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace {

using Entry = void (*)(const std::uint8_t*, std::size_t);

// Feeds every file under tests/fuzz/<kind>/<target>/ to `entry`; returns how many.
int feed(const std::string& kind, const std::string& target, Entry entry)
{
    const std::filesystem::path dir = std::filesystem::path(SEMINA_FUZZ_DIR) / kind / target;
    int n = 0;
    if (!std::filesystem::is_directory(dir))
        return n;
    for (const auto& file : std::filesystem::directory_iterator(dir)) {
        if (!file.is_regular_file() || file.path().filename().string().front() == '.')
            continue;
        std::ifstream in(file.path(), std::ios::binary);
        const std::vector<char> bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
        INFO(file.path().string());
        entry(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
        ++n;
    }
    return n;
}

} // namespace

TEST_CASE("fuzz regressions: every kept input and the seed corpora pass the fuzz targets' checks")
{
    const struct {
        const char* target;
        Entry entry;
    } targets[] = {{"gamefile", semina::fuzz::gameFile}, {"notation", semina::fuzz::notation}, {"cli", semina::fuzz::cli}};
    for (const auto& t : targets) {
        INFO(t.target);
        CHECK(feed("corpus", t.target, t.entry) >= 5);
        feed("regressions", t.target, t.entry);
    }
}
