// semina-cli run in-process (docs/notation.md "Commands").
#include "cli/cli.h"
#include "cli/json.h"
#include "engine/gamefile/json.h"
#include "engine/notation.h"
#include "tests/cli/cli_test_support.h"
#include "tests/engine/support/omweso_test_support.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

using namespace semina;

namespace {

using Result = test::CliResult;
const auto run = test::runCli;

// Exit 2 and exactly one line: {"error": "..."} .
void checkError(const std::vector<std::string>& args)
{
    std::string line;
    for (const auto& a : args)
        line += a + " ";
    INFO("semina-cli " << line);
    const Result r = run(args);
    CHECK(r.code == 2);
    CHECK(r.out.rfind("{\"error\": \"", 0) == 0);
    CHECK(r.out.size() > 14);
    CHECK(r.out.find('\n') == r.out.size() - 1);
    CHECK(r.out.substr(r.out.size() > 3 ? r.out.size() - 3 : 0) == "\"}\n");
}

const std::string kTwos = "2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2";
const std::string kZeros = "0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0";

} // namespace

TEST_CASE("cli: apply kalah 3 from the start")
{
    // Hole 3's 4 seeds go to holes 4, 5, 6 and the store: South moves again,
    // hole 3 now empty.
    const Result r = run({"apply", "--variant", "kalah", "3"});
    CHECK(r.code == 0);
    CHECK(r.out
        == "{\"position\": \"4,4,0,5,5,5/4,4,4,4,4,4/1,0/S\", \"turn\": \"S\", \"over\": false, \"winner\": null, "
           "\"score\": [1, 0], \"pending\": [\"1\", \"2\", \"4\", \"5\", \"6\"]}\n");
}

TEST_CASE("cli: apply --trace adds the events")
{
    const Result r = run({"apply", "--variant", "kalah", "--trace", "3"});
    CHECK(r.code == 0);
    CHECK(r.out.find("\"events\": [{\"type\": \"pick-up\", \"from\": \"S3\", \"count\": 4}, "
                     "{\"type\": \"drop\", \"to\": \"S4\", \"count\": 1}")
        != std::string::npos);
    CHECK(r.out.find("{\"type\": \"drop\", \"to\": \"S:store\", \"count\": 1}") != std::string::npos);
}

TEST_CASE("cli: apply from a given position, --start ignored")
{
    // North's hole 6 (1 seed) goes to North's store: North moves again, with
    // hole 5 (1 seed) left. --start does not matter with --position.
    const Result r = run({"apply", "--variant", "kalah", "--start", "S", "--position",
        "1,0,0,0,0,0/0,0,0,0,1,1/20,20/N", "6"});
    CHECK(r.code == 0);
    CHECK(r.out.rfind("{\"position\": \"1,0,0,0,0,0/0,0,0,0,1,0/20,21/N\", \"turn\": \"N\", \"over\": false", 0) == 0);
}

TEST_CASE("cli: apply to the end of a game")
{
    // South's only seed, hole 6, into the store: South's side is empty, the
    // game ends and North sweeps their 1: 11 to 1.
    const Result r = run({"apply", "--variant", "kalah", "--position", "0,0,0,0,0,1/1,0,0,0,0,0/10,0/S", "6"});
    CHECK(r.code == 0);
    CHECK(r.out
        == "{\"position\": \"0,0,0,0,0,0/0,0,0,0,0,0/11,1/S\", \"turn\": \"S\", \"over\": true, \"winner\": \"S\", "
           "\"score\": [11, 1], \"pending\": []}\n");
}

TEST_CASE("cli: moves at the start of each game")
{
    CHECK(run({"moves", "--variant", "kalah"}).out
        == "{\"moves\": [\"1\", \"2\", \"3\", \"4\", \"5\", \"6\"]}\n");
    CHECK(run({"moves", "--variant", "kalah", "--option", "holes=4"}).out
        == "{\"moves\": [\"1\", \"2\", \"3\", \"4\"]}\n");
    CHECK(run({"moves", "--variant", "mankala"}).out
        == "{\"moves\": [\"1\", \"2\", \"3\", \"4\", \"5\", \"6\"]}\n");
    CHECK(run({"moves", "--variant", "aliguli"}).out
        == "{\"moves\": [\"1ccw\", \"1cw\", \"2ccw\", \"2cw\", \"3ccw\", \"3cw\", \"4ccw\", \"4cw\", \"5ccw\", "
           "\"5cw\", \"6ccw\", \"6cw\", \"7ccw\", \"7cw\"]}\n");
    CHECK(run({"moves", "--variant", "aliguli", "--option", "direction=ccw-only"}).out
        == "{\"moves\": [\"1ccw\", \"2ccw\", \"3ccw\", \"4ccw\", \"5ccw\", \"6ccw\", \"7ccw\"]}\n");
    CHECK(run({"moves", "--variant", "omweso"}).out == "{\"moves\": [\"setup:*\"]}\n");
}

TEST_CASE("cli: omweso set-up, South then North")
{
    const Result r = run({"apply", "--variant", "omweso", "setup:" + kTwos});
    CHECK(r.code == 0);
    CHECK(r.out
        == "{\"position\": \"" + kTwos + "/" + kZeros
            + "/0,0/N/phase=setup\", \"turn\": \"N\", \"over\": false, \"winner\": null, \"score\": [32, 0], "
              "\"pending\": [\"setup:*\"]}\n");
    const Result both = run({"apply", "--variant", "omweso", "setup:" + kTwos, "setup:" + kTwos});
    CHECK(both.code == 0);
    CHECK(both.out.rfind("{\"position\": \"" + kTwos + "/" + kTwos + "/0,0/S\", \"turn\": \"S\"", 0) == 0);
}

TEST_CASE("cli: next-round refills from the stocks, the loser's holes from the left")
{
    // South won 30-18. South fills 6 holes (24), keeps 6; North fills 4 (16),
    // keeps 2, holes 5 and 6 protected. South started: North starts now.
    const std::string final = "0,0,0,0,0,0/0,0,0,0,0,0/30,18/N";
    const Result r = run({"next-round", "--variant", "kalah", "--position", final, "--previous-starter", "S"});
    CHECK(r.code == 0);
    CHECK(r.out.rfind("{\"position\": \"4,4,4,4,4,4/4,4,4,4,x,x/6,2/N\"", 0) == 0);
    const Result fill = run(
        {"next-round", "--variant", "kalah", "--position", final, "--previous-starter", "S", "--fill", "3,4,5,6"});
    CHECK(fill.out.rfind("{\"position\": \"4,4,4,4,4,4/x,x,4,4,4,4/6,2/N\"", 0) == 0);
    // North's 3 seeds fill no hole of 4: the match is over, South wins it.
    CHECK(run({"next-round", "--variant", "kalah", "--position", "0,0,0,0,0,0/0,0,0,0,0,0/45,3/N",
              "--previous-starter", "S"})
              .out
        == "{\"match_over\": true, \"winner\": \"S\"}\n");
}

TEST_CASE("cli: next-round omweso prints the next round's set-up and seed split")
{
    // South started and won 32/32: North lost, places 4 more (36), and starts.
    const Variant v = defaultVariant(GameId::Omweso);
    const Game won = omweso_test::finishedRound(v, Side::South, Outcome::South);
    const Result r = run({"next-round", "--variant", "omweso", "--position", printPosition(v, won.position()),
                          "--previous-starter", "S"});
    CHECK(r.code == 0);
    CHECK(r.out
        == "{\"position\": \"" + kZeros + "/" + kZeros
            + "/0,0/N/phase=setup\", \"options\": {\"south-seeds\": 28, \"north-seeds\": 36}}\n");

    // 42/22, North started and won: South lost, 42 + 4 = 46, at most 44; South starts.
    Variant uneven = v;
    uneven.southSeeds = 42;
    uneven.northSeeds = 22;
    const Game lost = omweso_test::finishedRound(uneven, Side::North, Outcome::North);
    const Result clamped = run({"next-round", "--variant", "omweso", "--option", "south-seeds=42", "--option",
                                "north-seeds=22", "--position", printPosition(uneven, lost.position()),
                                "--previous-starter", "N"});
    CHECK(clamped.code == 0);
    CHECK(clamped.out
        == "{\"position\": \"" + kZeros + "/" + kZeros
            + "/0,0/S/phase=setup\", \"options\": {\"south-seeds\": 44, \"north-seeds\": 20}}\n");
}

TEST_CASE("cli: next-round omweso refuses a round not over, and --fill")
{
    CHECK(run({"next-round", "--variant", "omweso", "--position", kZeros + "/" + kZeros + "/0,0/S/phase=setup",
              "--previous-starter", "S"})
              .out
        == "{\"error\": \"the position is not a finished round\"}\n");
    CHECK(run({"next-round", "--variant", "omweso", "--position", kTwos + "/" + kTwos + "/0,0/S",
              "--previous-starter", "N"})
              .out
        == "{\"error\": \"the position is not a finished round\"}\n");
    const Variant v = defaultVariant(GameId::Omweso);
    const std::string end = printPosition(v, omweso_test::finishedRound(v, Side::South, Outcome::North).position());
    const std::string fillError
        = "{\"error\": \"--fill does not apply to omweso: its next round is a seed split, not a refill\"}\n";
    const Result fill = run({"next-round", "--variant", "omweso", "--position", end, "--previous-starter", "S",
                             "--fill", "1"});
    CHECK(fill.code == 2);
    CHECK(fill.out == fillError);
    CHECK(run({"next-round", "--variant", "omweso", "--position", end, "--previous-starter", "S", "--fill", "auto",
              "--level", "expert"})
              .out
        == fillError);
    CHECK(run({"next-round", "--variant", "omweso", "--position", end, "--previous-starter", "S", "--level",
              "expert"})
              .out
        == "{\"error\": \"--level applies to --fill auto only\"}\n");
}

TEST_CASE("cli: next-round --fill auto prints the computer's fill")
{
    const std::string final = "0,0/0,0/2,1/N";
    const std::string out = run({"next-round", "--variant", "kalah", "--option", "holes=2", "--option", "seeds=1",
                                 "--option", "next-starter=winner", "--position", final, "--previous-starter", "S",
                                 "--fill", "auto", "--level", "expert"})
                                .out;
    CHECK(out.rfind("{\"position\": \"1,1/x,1/0,0/S\", \"round_winner\": \"S\", \"loser_fills\": 1, "
                    "\"fill\": [2], \"fill_reason\": \"avoids-capture\", ",
                    0)
          == 0);
    CHECK(out.find("\"gain_tenths\": 20, \"threat\": 2, \"default_threat\": 3}") != std::string::npos);
    CHECK(run({"next-round", "--variant", "kalah", "--option", "holes=2", "--option", "seeds=1", "--position",
               final, "--previous-starter", "S", "--fill", "auto"})
              .out.find("--fill auto needs --level")
          != std::string::npos);
    CHECK(run({"next-round", "--variant", "kalah", "--option", "holes=2", "--option", "seeds=1", "--position",
               final, "--previous-starter", "S", "--level", "strong"})
              .out.find("--level applies to --fill auto only")
          != std::string::npos);
}

TEST_CASE("cli: selfplay is deterministic and conserves seeds")
{
    const std::vector<std::string> args
        = {"selfplay", "--variant", "kalah", "--option", "holes=3", "--games", "6", "--seed", "5", "--levels", "random,beginner"};
    const Result a = run(args);
    CHECK(a.code == 0);
    CHECK(a.out.rfind("{\"games\": 6, \"wins\": [", 0) == 0);
    CHECK(a.out.find("\"conserved\": true}") != std::string::npos);
    CHECK(run(args).out == a.out);
}

TEST_CASE("cli: paired games report pairs, repeat, and refuse bad flags")
{
    const std::vector<std::string> args = {"paired", "--variant", "kalah", "--option", "holes=3", "--openings", "5",
                                           "--seed", "5", "--levels", "beginner,random", "--close", "all"};
    const Result a = run(args);
    CHECK(a.code == 0);
    CHECK(a.out.rfind("{\"openings_tried\": 5, \"openings_kept\": 5, \"pairs\": [", 0) == 0);
    CHECK(a.out.find("\"conserved\": true}") != std::string::npos);
    CHECK(a.out.find("perfect_checked") == std::string::npos);
    CHECK(run(args).out == a.out);
    checkError({"paired", "--variant", "kalah"});
    checkError({"paired", "--variant", "kalah", "--openings", "0"});
    checkError({"paired", "--variant", "kalah", "--openings", "2", "--handicap", "6"}); // 6 holes: at most 5
    checkError({"paired", "--variant", "kalah", "--openings", "2", "--close", "near"});
    checkError({"paired", "--variant", "kalah", "--openings", "2", "--opening-plies", "61"});
    checkError({"paired", "--variant", "mankala", "--openings", "2", "--levels", "perfect,random"});
    checkError({"selfplay", "--variant", "kalah", "--games", "2", "--openings", "2"});
}

TEST_CASE("cli: solve a tiny kalah")
{
    // Kalah(1,1): each side one hole, one seed. South sows it into the store:
    // South's side is empty, North sweeps 1: 1-1, a draw (Irving's table: D).
    const Result r = run({"solve", "--variant", "kalah", "--option", "holes=1", "--option", "seeds=1"});
    CHECK(r.code == 0);
    CHECK(r.out.rfind("{\"value\": 0, \"best\": \"1\", \"nodes\": ", 0) == 0);
}

TEST_CASE("cli: solve --progress tells each narrowing of the value on stderr, ending on the value")
{
    const std::vector<std::string> args = {"solve", "--variant", "kalah", "--option", "holes=4", "--option", "seeds=3",
                                           "--progress"};
    std::ostringstream err;
    std::streambuf* old = std::cerr.rdbuf(err.rdbuf());
    const Result r = run(args);
    std::cerr.rdbuf(old);
    REQUIRE(r.code == 0);
    const std::string value = r.out.substr(r.out.find("\"value\": ") + 9, r.out.find(',') - r.out.find("\"value\": ") - 9);
    std::istringstream lines(err.str());
    std::string line, last;
    int count = 0;
    while (std::getline(lines, line)) {
        CHECK(line.rfind("{\"lower\": ", 0) == 0);
        CHECK(line.find("\"nodes\": ") != std::string::npos);
        last = line;
        ++count;
    }
    CHECK(count >= 2);
    CHECK(last.rfind("{\"lower\": " + value + ", \"upper\": " + value + ",", 0) == 0);
    std::vector<std::string> twice = args;
    twice.emplace_back("--progress");
    checkError(twice);
    checkError({"apply", "--variant", "kalah", "--progress"});
}

TEST_CASE("cli: solve with an endgame database in a given folder")
{
    // Kalah(3,2): 12 seeds, so a database of up to 8 seeds answers the end of
    // every line; the value must not change (the database holds the same
    // future differences the search finds), and the file is written once.
    const std::string dir = (std::filesystem::temp_directory_path() / "semina-cli-db-test").string();
    std::filesystem::remove_all(dir);
    const std::vector<std::string> base = {"solve", "--variant", "kalah", "--option", "holes=3", "--option", "seeds=2"};
    const Result plain = run(base);
    REQUIRE(plain.code == 0);
    std::vector<std::string> withDb = base;
    for (const char* a : {"--db-seeds", "8", "--db-dir"})
        withDb.emplace_back(a);
    withDb.push_back(dir);
    const Result first = run(withDb);
    const Result second = run(withDb);
    REQUIRE(first.code == 0);
    REQUIRE(second.code == 0);
    const auto value = [](const std::string& out) { return out.substr(0, out.find(", \"best\"")); };
    CHECK(value(first.out) == value(plain.out));
    CHECK(value(second.out) == value(plain.out));
    CHECK(first.out.find("\"db_seeds\": 8") != std::string::npos);
    CHECK(first.out.find("\"db_built\": true") != std::string::npos);
    CHECK(second.out.find("\"db_built\": false") != std::string::npos);
    CHECK(std::filesystem::exists(dir + "/kalah-db-3-empty-8.bin"));
    // Two threads, for the search and for a new database's build: the same value.
    std::vector<std::string> twoThreads = withDb;
    twoThreads.back() = dir + "/two";
    for (const char* a : {"--threads", "2"})
        twoThreads.emplace_back(a);
    const Result both = run(twoThreads);
    REQUIRE(both.code == 0);
    CHECK(value(both.out) == value(plain.out));
    CHECK(both.out.find("\"db_built\": true") != std::string::npos);
    std::filesystem::remove_all(dir);
}

TEST_CASE("cli: every bad input gives exit 2 and one error line")
{
    const std::string start = "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S";
    const std::vector<std::vector<std::string>> cases = {
        {},
        {"frobnicate"},
        {"APPLY", "--variant", "kalah"},
        {"apply"},
        {"apply", "--variant", "chess"},
        {"apply", "--variant"},
        {"apply", "--variant", "kalah", "--variant", "kalah"},
        {"apply", "--variant", "kalah", "--trace", "--trace"},
        {"apply", "--variant", "kalah", "--bogus"},
        {"apply", "--variant", "kalah", "--games", "3"},
        {"apply", "--variant", "kalah", "--option"},
        {"apply", "--variant", "kalah", "--option", "outer-empty=ignored"},
        {"apply", "--variant", "kalah", "--option", "foo=bar"},
        {"apply", "--variant", "kalah", "--option", "seeds=9"},
        {"apply", "--variant", "kalah", "--option", "seeds"},
        {"apply", "--variant", "kalah", "--option", "=4"},
        {"apply", "--variant", "kalah", "--option", "seeds=4", "--option", "seeds=5"},
        {"apply", "--variant", "mankala", "--option", "holes=4"},
        {"apply", "--variant", "kalah", "--start", "X"},
        {"apply", "--variant", "kalah", "--position", "4,4/4,4/0,0/S"},
        {"apply", "--variant", "kalah", "--position", start + "/sowing=2"},
        {"apply", "--variant", "kalah", "--position", "4,4,4,4/4,4,4,4/0,0/S"},
        {"apply", "--variant", "kalah", "--position", "\xff\xfe"},
        {"apply", "--variant", "kalah", "7"},
        {"apply", "--variant", "kalah", "3ccw"},
        {"apply", "--variant", "kalah", ""},
        {"apply", "--variant", "kalah", "-3"},
        {"apply", "--variant", "kalah", "3", "3"},
        {"apply", "--variant", "kalah", "--position", "0,0,0,0,0,0/1,0,0,0,0,0/5,5/N", "1"},
        {"apply", "--variant", "kalah", "--position", "0,0,0,0,0,1/1,0,0,0,0,0/10,0/S", "6", "1"},
        {"apply", "--variant", "aliguli", "ccw"},
        {"apply", "--variant", "omweso", "--option", "south-seeds=30"},
        {"apply", "--variant", "omweso", "--option", "north-seeds=32"},
        {"apply", "--variant", "omweso", "--option", "south-seeds=30", "--option", "north-seeds=30"},
        {"apply", "--variant", "omweso", "--option", "south-seeds=65", "--option", "north-seeds=-1"},
        {"apply", "--variant", "omweso", "setup:2,2"},
        {"apply", "--variant", "omweso", "setup:3,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2"},
        {"apply", "--variant", "omweso", "5"},
        {"apply", "--variant", "omweso", "ccw"},
        {"apply", "--variant", "omweso", "--position", kTwos + "/" + kTwos + "/0,0/S", "setup:" + kTwos},
        {"apply", "--variant", "omweso", "--position", kTwos + "/" + kTwos + "/0,0/S/from=3;hand=1"},
        {"moves", "--variant", "kalah", "3"},
        {"moves", "--variant", "kalah", "--start", "N"},
        {"solve", "--variant", "mankala"},
        {"solve", "--variant", "kalah", "--tt-mb", "0"},
        {"solve", "--variant", "kalah", "--tt-mb", "abc"},
        {"solve", "--variant", "kalah", "--tt-mb", "99999999999999999999999"},
        {"solve", "--variant", "kalah", "--db-seeds", "41"},
        {"solve", "--variant", "kalah", "--db-seeds", "x"},
        {"solve", "--variant", "kalah", "--db-dir", "/tmp"},
        {"solve", "--variant", "kalah", "--db-seeds", "4", "--db-dir", ""},
        {"solve", "--variant", "kalah", "--threads", "0"},
        {"solve", "--variant", "kalah", "--threads", "9"},
        {"solve", "--variant", "kalah", "--threads", "two"},
        {"moves", "--variant", "kalah", "--threads", "2"},
        {"moves", "--variant", "kalah", "--db-seeds", "4"},
        {"bench", "--variant", "kalah"},
        {"bench", "extra"},
        {"selfplay", "--variant", "kalah"},
        {"selfplay", "--variant", "kalah", "--games", "0"},
        {"selfplay", "--variant", "kalah", "--games", "1000000"},
        {"selfplay", "--variant", "kalah", "--games", "-2"},
        {"selfplay", "--variant", "kalah", "--games", "2", "--levels", "random"},
        {"selfplay", "--variant", "kalah", "--games", "2", "--levels", "random,godlike"},
        {"selfplay", "--variant", "kalah", "--games", "2", "--levels", "random,random,random"},
        {"selfplay", "--variant", "mankala", "--games", "2", "--levels", "perfect,random"},
        {"selfplay", "--variant", "kalah", "--games", "2", "--seed", "-1"},
        {"next-round", "--variant", "omweso", "--position", kTwos + "/" + kTwos + "/0,0/S", "--previous-starter", "S"},
        {"next-round", "--variant", "kalah", "--position", start, "--previous-starter", "S"},
        {"next-round", "--variant", "kalah", "--position", "0,0,0,0,0,0/0,0,0,0,0,0/30,18/N"},
        {"next-round", "--variant", "kalah", "--position", "0,0,0,0,0,0/0,0,0,0,0,0/30,18/N", "--previous-starter", "Q"},
        {"next-round", "--variant", "kalah", "--position", "0,0,0,0,0,0/0,0,0,0,0,0/30,18/N", "--previous-starter",
            "S", "--fill", "1,2"},
        {"next-round", "--variant", "kalah", "--position", "0,0,0,0,0,0/0,0,0,0,0,0/30,18/N", "--previous-starter",
            "S", "--fill", "1,1,2,3"},
        {"next-round", "--variant", "kalah", "--position", "0,0,0,0,0,0/0,0,0,0,0,0/30,18/N", "--previous-starter",
            "S", "--fill", "0,1,2,3"},
        {"next-round", "--variant", "kalah", "--position", "0,0,0,0,0,0/0,0,0,0,0,0/24,24/N", "--previous-starter",
            "S", "--fill", "1,2,3,4,5,6"},
        {"next-round", "--variant", "kalah", "--position", "0,0,0,0,0,0/0,0,0,0,0,0/30,18/N", "--previous-starter",
            "S", "--fill", "a"},
    };
    for (const auto& c : cases)
        checkError(c);
}

TEST_CASE("cli: error messages name the problem")
{
    CHECK(run({"apply", "--variant", "kalah", "--option", "outer-empty=ignored"}).out
        == "{\"error\": \"option 'outer-empty' does not apply to kalah\"}\n");
    CHECK(run({"apply", "--variant", "kalah", "--position", "4,4,4,4,4/4,4,4,4,4,4/0,0/S"}).out
        == "{\"error\": \"bad position '4,4,4,4,4/4,4,4,4,4,4/0,0/S': south row has 5 holes, the options give 6\"}\n");
    CHECK(run({"apply", "--variant", "kalah", "3", "3"}).out
        == "{\"error\": \"illegal decision '3': hole 3 is empty\"}\n");
    CHECK(run({"apply", "--variant", "kalah", "--position", "0,0,0,0,0,0/1,0,0,0,0,0/5,5/N", "1"}).out
        == "{\"error\": \"decision '1' after the game is over\"}\n");
    // North lost with 18 seeds: 4 holes of 4.
    CHECK(run({"next-round", "--variant", "kalah", "--position", "0,0,0,0,0,0/0,0,0,0,0,0/30,18/N",
              "--previous-starter", "S", "--fill", "1,2"})
              .out
        == "{\"error\": \"--fill must name exactly 4 holes\"}\n");
    CHECK(run({"apply", "--variant", "kalah", "--position", "\xff"}).out
        == "{\"error\": \"bad position '\\ufffd': expected 4 or 5 fields separated by '/', found 1\"}\n");
    // semina-cli writes its strings with the game file's json::quote
    // (tests/engine/gamefile/json_quote_test.cpp).
    CHECK(cli::jsonString("x\xFF") == json::quote("x\xFF"));
}

TEST_CASE("cli: bench counts the same nodes every time", "[slow]")
{
    const Result a = run({"bench"});
    const Result b = run({"bench"});
    CHECK(a.code == 0);
    const auto nodes = [](const std::string& s) { return s.substr(0, s.find(',')); };
    CHECK(a.out.rfind("{\"nodes\": ", 0) == 0);
    CHECK(nodes(a.out) == nodes(b.out));
    CHECK(a.out.find("\"nps\": ") != std::string::npos);
}

TEST_CASE("cli: random command lines never crash and always give one JSON line")
{
    // Words of the command line, valid and not, drawn at random. Self-play is
    // kept to random players (the search levels are tested elsewhere), and
    // solve and bench are left out (they search for long by design).
    const std::vector<std::string> words = {"--variant", "kalah", "mankala", "aliguli", "omweso", "chess", "--option",
        "seeds=4", "seeds=6", "holes=2", "holes=9", "capture=standard", "direction=ccw-only", "south-seeds=30",
        "north-seeds=34", "outer-empty=ignored", "=", "--position", "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S",
        "0,0,0,0,0,0/0,0,0,0,0,0/30,18/N", "5,5,5,5,5,5,5/5,5,5,5,5,5,5/0,0/S/sowing=2", kTwos + "/" + kTwos + "/0,0/S",
        "4,4/4,4/0,0/S", "/", "//////", "--start", "S", "N", "--trace", "--games", "1", "2", "0", "-1", "--seed",
        "18446744073709551615", "18446744073709551616", "--fill", "1,2,3,4", "1,,2", "--previous-starter", "1", "3",
        "6", "7", "3cw", "ccw", "cw", "setup:" + kTwos, "setup:2", "", "--", "-", "\xff", "{\"", "--levels",
        "random,random", "perfect,random", "x"};
    const std::vector<std::string> commands = {"apply", "moves", "next-round", "selfplay", "apply", "moves", "help"};
    std::uint64_t state = 99;
    const auto next = [&state](std::size_t n) {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        return static_cast<std::size_t>((state >> 33) % n);
    };
    int ok = 0;
    for (int i = 0; i < 1500; ++i) {
        std::vector<std::string> args = {commands[next(commands.size())]};
        if (next(4) > 0) { // mostly a real variant, so that some lines get further
            args.push_back("--variant");
            args.push_back(words[1 + next(4)]);
        }
        for (std::size_t k = next(6); k > 0; --k)
            args.push_back(words[next(words.size())]);
        if (args[0] == "selfplay") {
            args.push_back("--levels");
            args.push_back("random,random");
        }
        std::string line;
        for (const auto& a : args)
            line += a + " ";
        INFO("semina-cli " << line);
        const Result r = run(args);
        REQUIRE((r.code == 0 || r.code == 2));
        REQUIRE(r.out.find('\n') == r.out.size() - 1);
        CHECK(r.out.front() == '{');
        if (r.code == 2)
            CHECK(r.out.rfind("{\"error\": \"", 0) == 0);
        else
            ++ok;
    }
    CHECK(ok > 0);
}
