// semina-cli apply --game / --save (docs/notation.md "apply", docs/game-format.md),
// run in-process on files in a scratch folder.
#include "cli/cli.h"
#include "tests/cli/cli_test_support.h"
#include "engine/gamefile/gamefile.h"
#include "tests/engine/support/gamefile_test_support.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

using namespace semina;
namespace fs = std::filesystem;

namespace {

using Result = test::CliResult;
const auto run = test::runCli;

// A fresh, empty folder for one test.
std::string scratch(const std::string& name)
{
    const fs::path dir = fs::temp_directory_path() / ("semina-cli-gamefile-" + name);
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir.string();
}

std::string slurp(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void spit(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

// Kalah after 3 and 1 (tests/engine/support/gamefile_test_support.h), North to move.
const std::string kAfter31 = "{\"position\": \"0,5,1,6,6,5/4,4,4,4,4,4/1,0/N\", \"turn\": \"N\", \"over\": false, "
                             "\"winner\": null, \"score\": [1, 0], \"pending\": [\"1\", \"2\", \"3\", \"4\", \"5\", \"6\"]}\n";

} // namespace

TEST_CASE("cli: apply --save writes a one-round game file of two humans, and prints the usual result")
{
    const std::string dir = scratch("save");
    const std::string file = dir + "/g.semina";
    const Result r = run({"apply", "--variant", "kalah", "--save", file, "3", "1"});
    CHECK(r.code == 0);
    CHECK(r.out == kAfter31);
    CHECK_FALSE(fs::exists(file + ".tmp"));
    const gamefile::ReadResult g = gamefile::readGameFile(slurp(file));
    REQUIRE(g.ok());
    CHECK(g.record->game == GameId::Kalah);
    CHECK(g.record->players[0] == "human");
    CHECK(g.record->players[1] == "human");
    CHECK_FALSE(g.record->match);
    CHECK(g.record->appVersion == "0.1.0");
    CHECK(std::regex_match(g.record->created, std::regex(R"(20\d\d-\d\d-\d\dT\d\d:\d\d:\d\dZ)")));
    CHECK(g.record->saved >= g.record->created);
    REQUIRE(g.record->rounds.size() == 1);
    CHECK(g.record->rounds[0].start == startPosition(defaultVariant(GameId::Kalah)));
    CHECK(g.record->rounds[0].decisions == std::vector<Decision>{Decision::sow(2), Decision::sow(0)});
    fs::remove_all(dir);
}

TEST_CASE("cli: apply --save keeps the options, --start and --position")
{
    const std::string dir = scratch("options");
    const std::string file = dir + "/g.semina";
    REQUIRE(run({"apply", "--variant", "aliguli", "--option", "seeds=4", "--start", "N", "--save", file}).code == 0);
    const gamefile::ReadResult g = gamefile::readGameFile(slurp(file));
    REQUIRE(g.ok());
    CHECK(g.record->rounds[0].variant.seeds == 4);
    CHECK(g.record->rounds[0].start.toMove == Side::North);
    CHECK(g.record->rounds[0].decisions.empty());
    REQUIRE(run({"apply", "--variant", "kalah", "--position", "0,0,0,0,0,4/4,4,4,4,4,4/20,0/S", "--save", file, "6"}).code == 0);
    const gamefile::ReadResult p = gamefile::readGameFile(slurp(file));
    REQUIRE(p.ok());
    CHECK(p.record->rounds[0].start.pits[0][5] == 4);
    CHECK(p.record->rounds[0].start.stores[0] == 20);
    fs::remove_all(dir);
}

TEST_CASE("cli: apply --game plays the file's game and any further decisions")
{
    const std::string dir = scratch("game");
    const std::string file = dir + "/g.semina";
    spit(file, test::kKalahFile);
    CHECK(run({"apply", "--game", file}).out == kAfter31);
    // North's hole 2 sows its 4 seeds into holes 3-6: South to move.
    const Result r = run({"apply", "--game", file, "2"});
    CHECK(r.code == 0);
    CHECK(r.out.rfind("{\"position\": \"0,5,1,6,6,5/4,0,5,5,5,5/1,0/S\", \"turn\": \"S\"", 0) == 0);
    fs::remove_all(dir);
}

TEST_CASE("cli: apply --game --trace gives the events of the further decisions only")
{
    const std::string dir = scratch("trace");
    const std::string file = dir + "/g.semina";
    spit(file, test::kKalahFile);
    // North's hole 2: one pick-up of 4, drops into North's holes 3-6, South to move.
    const Result r = run({"apply", "--game", file, "--trace", "2"});
    CHECK(r.code == 0);
    CHECK(r.out.find(R"("events": [{"type": "pick-up", "from": "N2", "count": 4}, {"type": "drop", "to": "N3", "count": 1}, )"
                     R"({"type": "drop", "to": "N4", "count": 1}, {"type": "drop", "to": "N5", "count": 1}, )"
                     R"({"type": "drop", "to": "N6", "count": 1}, {"type": "turn-passes", "side": "S"}]})")
          != std::string::npos);
    fs::remove_all(dir);
}

TEST_CASE("cli: apply --game with --save writes the file with the further decisions appended")
{
    const std::string dir = scratch("append");
    const std::string file = dir + "/g.semina";
    const std::string saved = dir + "/h.semina";
    spit(file, test::kKalahFile);
    REQUIRE(run({"apply", "--game", file, "--save", saved, "2"}).code == 0);
    CHECK(slurp(file) == test::kKalahFile);
    const gamefile::ReadResult g = gamefile::readGameFile(slurp(saved));
    REQUIRE(g.ok());
    CHECK(g.record->players[1] == "expert"); // the file's own players and times
    CHECK(g.record->created == "2026-12-02T03:25:00Z");
    CHECK(g.record->saved != "2026-12-02T03:30:00Z");
    CHECK(g.record->rounds[0].decisions
          == std::vector<Decision>{Decision::sow(2), Decision::sow(0), Decision::sow(1)});
    // Saving onto itself works too.
    REQUIRE(run({"apply", "--game", saved, "--save", saved, "3"}).code == 0);
    CHECK(gamefile::readGameFile(slurp(saved)).record->rounds[0].decisions.size() == 4);
    fs::remove_all(dir);
}

TEST_CASE("cli: apply --game reads a version-2 file with names, comments and a review, --save keeps them")
{
    const std::string dir = scratch("notes");
    const std::string file = dir + "/g.semina";
    const std::string saved = dir + "/h.semina";
    spit(file, test::kNotesFile);
    CHECK(run({"apply", "--game", file}).out == kAfter31);
    // North's 2 appended: the notes stay, the review covers the first two
    // decisions of three; the version-1 file is saved as version 2.
    REQUIRE(run({"apply", "--game", file, "--save", saved, "2"}).code == 0);
    CHECK(slurp(file) == test::kNotesFile);
    const gamefile::ReadResult g = gamefile::readGameFile(slurp(saved));
    INFO(g.error);
    REQUIRE(g.ok());
    CHECK(g.record->names[0] == "Anna Kov\xC3\xA1" "cs");
    CHECK(g.record->event == "Club night");
    CHECK(g.record->rounds[0].comments.size() == 2);
    CHECK(g.record->rounds[0].review.size() == 2);
    CHECK(g.record->rounds[0].decisions.size() == 3);
    spit(file, test::kKalahFile);
    REQUIRE(run({"apply", "--game", file, "--save", saved}).code == 0);
    CHECK(slurp(saved).find("\"version\": 2,\n") != std::string::npos);
    CHECK(slurp(saved).find("\"result\": \"unfinished\",\n") != std::string::npos);
    fs::remove_all(dir);
}

TEST_CASE("cli: apply --game of a later version prints the reader's warning")
{
    const std::string dir = scratch("later");
    const std::string file = dir + "/g.semina";
    spit(file, test::replaced(test::kKalahFileV2, "\"version\": 2", "\"version\": 3"));
    const Result r = run({"apply", "--game", file});
    CHECK(r.code == 0);
    CHECK(r.out.find("\"warning\": \"the file has format version 3") != std::string::npos);
    fs::remove_all(dir);
}

TEST_CASE("cli: a missing, unreadable or broken game file is an error, and nothing is written")
{
    const std::string dir = scratch("broken");
    const std::string broken = dir + "/broken.semina";
    const std::string out = dir + "/out.semina";
    spit(broken, test::kKalahFile.substr(0, 100)); // 90 bytes to the end of line 5, then "pl
    const struct {
        std::vector<std::string> args;
        std::string message;
    } cases[] = {
        {{"apply", "--game", dir + "/none.semina", "--save", out}, "cannot read game file '" + dir + "/none.semina': there is no such file"},
        {{"apply", "--game", dir, "--save", out}, "it is not a regular file"},
        {{"apply", "--game", "/dev/zero", "--save", out}, "it is not a regular file"},
        {{"apply", "--game", broken, "--save", out}, "game file '" + broken + "': line 6, column 3: the text ends inside"},
        {{"apply", "--game", broken, "--variant", "kalah"}, "--variant does not go with --game"},
        {{"apply", "--save", out}, "apply needs --variant or --game"},
        {{"apply", "--variant", "kalah", "--save", out, "3", "3"}, "illegal decision '3': hole 3 is empty"},
        {{"apply", "--variant", "kalah", "--position", "4,4,4,4,4,4/4,4,4,4,4,5/0,0/S", "--save", out},
         "cannot save the game: rounds[0].start (line 23, column 16): the position holds 49 seeds"},
        {{"apply", "--variant", "kalah", "--save", dir + "/no-such-folder/g.semina"}, "cannot write game file"},
    };
    for (const auto& c : cases) {
        INFO(c.message);
        const Result r = run(c.args);
        CHECK(r.code == 2);
        INFO(r.out);
        CHECK(r.out.rfind("{\"error\": \"", 0) == 0);
        CHECK(r.out.find(c.message) != std::string::npos);
        CHECK_FALSE(fs::exists(out));
        CHECK_FALSE(fs::exists(out + ".tmp"));
    }
    fs::remove_all(dir);
}
