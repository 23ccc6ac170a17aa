// semina-cli analyse (cli/analyse.cpp; ../shared/spec/cli.md, docs/analysis.md):
// one line per decision with every decision's value, exactness, loss and
// grade, then the summary; a game file gives the same as its decisions;
// bad arguments are errors.
#include "engine/gamefile/json.h"
#include "tests/cli/cli_test_support.h"

#include <catch2/catch.hpp>

#include <cstdio>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

using semina::test::runCli;

namespace {

std::vector<std::string> linesOf(const std::string& text)
{
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    return lines;
}

semina::json::Value parsed(const std::string& line)
{
    const semina::json::ParseResult r = semina::json::parse(line);
    INFO(line);
    REQUIRE(r.ok());
    return *r.value;
}

// The keys of `moves` at a position, in its order.
std::vector<std::string> movesAt(const std::vector<std::string>& variant, const std::string& position)
{
    std::vector<std::string> args = {"moves"};
    args.insert(args.end(), variant.begin(), variant.end());
    args.push_back("--position");
    args.push_back(position);
    const semina::json::Value m = parsed(linesOf(runCli(args).out).at(0));
    std::vector<std::string> keys;
    for (const semina::json::Value& d : m.find("moves")->items)
        keys.push_back(d.text);
    return keys;
}

std::string gradeFor(long loss) // docs/analysis.md, Kalah: good <= 1, inaccuracy <= 3, mistake <= 6
{
    return loss == 0 ? "best" : loss <= 1 ? "good" : loss <= 3 ? "inaccuracy" : loss <= 6 ? "mistake" : "blunder";
}

} // namespace

TEST_CASE("analyse: every decision's values, exact on a small Kalah board, the loss and grade of the one played")
{
    const std::vector<std::string> variant = {"--variant", "kalah", "--option", "holes=4", "--option", "seeds=2"};
    std::vector<std::string> args = {"analyse"};
    args.insert(args.end(), variant.begin(), variant.end());
    for (const char* d : {"--budget-ms", "60000", "1", "2", "4", "1", "3"})
        args.push_back(d);
    const auto r = runCli(args);
    REQUIRE(r.code == 0);
    const std::vector<std::string> lines = linesOf(r.out);
    REQUIRE(lines.size() == 6); // five decisions and the summary
    const char* played[] = {"1", "2", "4", "1", "3"};
    for (int i = 0; i < 5; ++i) {
        const semina::json::Value o = parsed(lines[static_cast<std::size_t>(i)]);
        CHECK(o.find("ply")->integer == i + 1);
        CHECK(o.find("played")->text == played[i]);
        const semina::json::Value& values = *o.find("values");
        const semina::json::Value& exact = *o.find("exact");
        CHECK(values.keys == movesAt(variant, o.find("position")->text));
        CHECK(exact.keys == values.keys);
        long best = -1000;
        for (std::size_t k = 0; k < values.items.size(); ++k) {
            CHECK(exact.items[k].boolean); // 16 seeds: the solver settles every value within the budget
            best = std::max<long>(best, values.items[k].integer);
        }
        CHECK(o.find("best")->integer == best);
        const long mine = values.find(played[i])->integer;
        CHECK(o.find("loss")->integer == best - mine);
        CHECK(o.find("grade")->text == gradeFor(best - mine));
    }
    // The summary: each side's accuracy and counts.
    CHECK(std::regex_search(lines[5], std::regex(R"(^\{"summary": \{"S": \{"accuracy": [0-9]+\.[0-9], "inaccuracies": [0-9]+, "mistakes": [0-9]+, "blunders": [0-9]+\}, "N": \{"accuracy": [0-9]+\.[0-9], )")));
}

TEST_CASE("analyse: a game file gives the same lines as its decisions")
{
    const std::string path = "analyse_test.semina";
    const std::vector<std::string> decisions = {"3", "1", "2"};
    std::vector<std::string> apply = {"apply", "--variant", "kalah", "--option", "holes=3", "--option", "seeds=2",
                                      "--save", path};
    apply.insert(apply.end(), decisions.begin(), decisions.end());
    REQUIRE(runCli(apply).code == 0);
    std::vector<std::string> direct = {"analyse", "--variant", "kalah", "--option", "holes=3", "--option", "seeds=2",
                                       "--budget-ms", "60000"};
    direct.insert(direct.end(), decisions.begin(), decisions.end());
    const auto a = runCli(direct);
    const auto b = runCli({"analyse", "--game", path, "--budget-ms", "60000"});
    CHECK(a.code == 0);
    CHECK(a.out == b.out);
    CHECK(linesOf(b.out).size() == decisions.size() + 1);
    const auto extra = runCli({"analyse", "--game", path, "2"});
    CHECK(extra.code == 2);
    CHECK(extra.out.find("takes no decisions") != std::string::npos);
    std::remove(path.c_str());
}

TEST_CASE("analyse: estimates outside Kalah, an Omweso set-up unweighed, bad arguments are errors")
{
    const auto m = runCli({"analyse", "--variant", "mankala", "3", "2"});
    REQUIRE(m.code == 0);
    const semina::json::Value first = parsed(linesOf(m.out).at(0));
    for (const semina::json::Value& e : first.find("exact")->items)
        CHECK_FALSE(e.boolean);

    const auto o = runCli({"analyse", "--variant", "omweso", "setup:2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2"});
    REQUIRE(o.code == 0);
    const semina::json::Value setup = parsed(linesOf(o.out).at(0));
    CHECK(setup.find("values")->items.empty());
    CHECK(setup.find("loss")->is(semina::json::Value::Type::Null));
    CHECK(setup.find("grade")->is(semina::json::Value::Type::Null));
    CHECK(setup.find("played")->text == "setup:2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2");

    for (const std::vector<std::string>& bad : {
             std::vector<std::string>{"analyse", "--variant", "kalah", "--budget-ms", "soon"},
             std::vector<std::string>{"analyse", "--variant", "kalah", "--budget-ms", "600001"},
             std::vector<std::string>{"analyse", "--variant", "kalah", "7"},
             std::vector<std::string>{"analyse", "--variant", "kalah", "--threads", "0"},
             std::vector<std::string>{"analyse", "--variant", "mankala", "--db-seeds", "10"},
             std::vector<std::string>{"analyse", "--game", "no-such-file.semina"},
             std::vector<std::string>{"analyse"},
         }) {
        const auto r = runCli(bad);
        INFO(bad.back());
        CHECK(r.code == 2);
        CHECK(r.out.rfind("{\"error\": ", 0) == 0);
    }
}
