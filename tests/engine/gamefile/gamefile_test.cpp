// Game files (docs/game-format.md): what a file holds, and every game and
// option set written and read back unchanged, single games and matches.
#include "engine/gamefile/gamefile.h"
#include "engine/notation.h"
#include "tests/engine/support/gamefile_test_support.h"
#include "tests/engine/support/notation_test_support.h"

#include <catch2/catch.hpp>

using namespace semina;
using namespace semina::gamefile;
using semina::test::kKalahFile;

namespace {

Variant withOptions(GameId game, const std::vector<std::pair<std::string, std::string>>& options)
{
    Variant v = defaultVariant(game);
    for (const auto& [key, value] : options)
        REQUIRE(setOption(v, key, value) == OptionError::None);
    REQUIRE(checkVariant(v));
    return v;
}

// One non-default option set per game (docs/rules.md's option tables).
std::vector<Variant> optionSets()
{
    return {
        withOptions(GameId::Kalah, {{"seeds", "3"}, {"holes", "5"}, {"capture", "standard"}, {"next-starter", "loser"}}),
        withOptions(GameId::Mankala, {{"seeds", "6"}, {"capture-side", "opponent"}, {"next-starter", "winner"}}),
        withOptions(GameId::AliGuli, {{"seeds", "4"}, {"second-sowing", "after-capture"}, {"direction", "ccw-only"},
                                      {"empty-capture", "none"}}),
        withOptions(GameId::Omweso, {{"outer-empty", "ignored"}, {"south-seeds", "24"}, {"north-seeds", "40"}}),
        defaultVariant(GameId::Kalah),
        defaultVariant(GameId::Mankala),
        defaultVariant(GameId::AliGuli),
        defaultVariant(GameId::Omweso),
    };
}

// write -> read gives the record; read -> write gives the same text.
void checkRoundTrip(const GameRecord& record)
{
    const std::string text = writeGameFile(record);
    const ReadResult r = readGameFile(text);
    INFO(text.substr(0, 2000));
    REQUIRE(r.error == "");
    REQUIRE(r.ok());
    CHECK(r.warning.empty());
    CHECK(*r.record == record);
    CHECK(writeGameFile(*r.record) == text);
}

} // namespace

TEST_CASE("game file: the hand-written Kalah file reads as its fields say")
{
    const ReadResult r = readGameFile(kKalahFile);
    REQUIRE(r.ok());
    const GameRecord& g = *r.record;
    CHECK(g.version == 1);
    CHECK(g.appVersion == "0.1.0");
    CHECK(g.game == GameId::Kalah);
    CHECK(g.players[0] == "human");
    CHECK(g.players[1] == "expert");
    CHECK_FALSE(g.match);
    CHECK(g.created == "2026-12-02T03:25:00Z");
    CHECK(g.saved == "2026-12-02T03:30:00Z");
    REQUIRE(g.rounds.size() == 1);
    CHECK(g.rounds[0].variant == defaultVariant(GameId::Kalah));
    CHECK(g.rounds[0].start == startPosition(defaultVariant(GameId::Kalah)));
    CHECK(g.rounds[0].decisions == std::vector<Decision>{Decision::sow(2), Decision::sow(0)});
    // South's hole 3 ends in the store (South again), then hole 1 sows into holes 2-5.
    const Game live = liveGame(g);
    CHECK(printPosition(live.variant(), live.position()) == "0,5,1,6,6,5/4,4,4,4,4,4/1,0/N");
    CHECK(live.decisionsPlayed() == 2);
}

TEST_CASE("game file: a branch names the game it came from, and round-trips")
{
    // docs/game-format.md: branch_of is optional; given, it holds the other
    // game's begin time, the round and the decisions of it kept.
    const std::string text = semina::test::replaced(kKalahFile, R"("saved": "2026-12-02T03:30:00Z",)",
                                                    R"("saved": "2026-12-02T03:30:00Z",
  "branch_of": {"created": "2026-12-01T10:00:00Z", "round": 1, "decisions": 2},)");
    const ReadResult r = readGameFile(text);
    REQUIRE(r.ok());
    REQUIRE(r.record->branchOf.has_value());
    CHECK(r.record->branchOf->created == "2026-12-01T10:00:00Z");
    CHECK(r.record->branchOf->round == 1);
    CHECK(r.record->branchOf->decisions == 2);
    CHECK(r.record->unknown.empty());
    const ReadResult back = readGameFile(writeGameFile(*r.record));
    REQUIRE(back.ok());
    GameRecord again = *back.record;
    again.version = 1; // written as version 2
    CHECK(again == *r.record);
    // Without it, a game is no branch, and none is written.
    const ReadResult plain = readGameFile(kKalahFile);
    REQUIRE(plain.ok());
    CHECK(!plain.record->branchOf);
    CHECK(writeGameFile(*plain.record).find("branch_of") == std::string::npos);
}

TEST_CASE("game file: written exactly as the format shows it")
{
    // A version-1 file is written as version 2, with its result.
    const GameRecord g = *readGameFile(kKalahFile).record;
    CHECK(writeGameFile(g) == test::kKalahFileV2);
    const ReadResult v2 = readGameFile(test::kKalahFileV2);
    REQUIRE(v2.ok());
    CHECK(v2.record->version == 2);
    CHECK(writeGameFile(*v2.record) == test::kKalahFileV2);
}

TEST_CASE("game file: every game and option set round-trips, after a few decisions and at the end")
{
    std::uint64_t seed = 1;
    for (const Variant& v : optionSets()) {
        for (const int plies : {0, 7, -1}) {
            INFO(gameKey(v.game) << " plies " << plies);
            GameRecord record = test::recordOf(v);
            Game g(v, startPosition(v, Side::North));
            ai::Rng rng(seed++);
            record.rounds.push_back({v, startPosition(v, Side::North), test::playRandom(g, rng, plies), {}, {}, {}, {}});
            checkRoundTrip(record);
            CHECK(liveGame(record) == g);
        }
    }
}

TEST_CASE("game file: matches round-trip, each round following from the one before")
{
    int matches = 0;
    for (const Variant& v : optionSets()) {
        // A seed whose match lasts three rounds.
        for (std::uint64_t seed = 1; seed < 40; ++seed) {
            const auto m = test::matchOf(v, 3, 5, seed);
            if (!m)
                continue;
            INFO(gameKey(v.game) << " seed " << seed);
            checkRoundTrip(*m);
            ++matches;
            if (v.game == GameId::Omweso) // the loser's extra seeds are in the later rounds' options
                CHECK(m->rounds[1].variant.southSeeds + m->rounds[1].variant.northSeeds == 64);
            break;
        }
    }
    CHECK(matches == 8);
}

TEST_CASE("game file: a later round's own options: omweso's seed split is kept per round")
{
    Variant v = defaultVariant(GameId::Omweso);
    const auto m = test::matchOf(v, 2, 0, 3);
    REQUIRE(m);
    // The first round's loser sets up 4 more seeds in the second (test::matchOf).
    GameRecord first = *m;
    first.rounds.pop_back();
    const Outcome w = liveGame(first).winner();
    const Variant& second = m->rounds[1].variant;
    CHECK(second.southSeeds == (w == Outcome::South ? 28 : w == Outcome::North ? 36 : 32));
    const ReadResult r = readGameFile(writeGameFile(*m));
    REQUIRE(r.ok());
    CHECK(r.record->rounds[1].variant.southSeeds == second.southSeeds);
    CHECK(r.record->rounds[1].start == startPosition(second, Side::North));
}

TEST_CASE("game file: a hand-worked Kalah match of two rounds with the loser's own fill")
{
    const ReadResult r = readGameFile(test::kKalahMatchFile);
    INFO(r.error);
    REQUIRE(r.ok());
    REQUIRE(r.record->rounds.size() == 2);
    CHECK(r.record->rounds[0].fill == std::vector<int>{1});
    CHECK(writeGameFile(*r.record) == test::version2(test::kKalahMatchFile, "unfinished"));
    const Game live = liveGame(*r.record);
    CHECK(printPosition(live.variant(), live.position()) == "1,1/x,1/1,0/N");
}

TEST_CASE("game file: a handicap start (fewer seeds by whole protected holes) is a game's start")
{
    const std::string text = test::replaced(kKalahFile, "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S", "4,4,4,4,4,4/4,4,4,4,x,x/0,0/S");
    CHECK(readGameFile(text).ok());
}

TEST_CASE("game file: a file of a later version is read with a warning, and what it adds is kept")
{
    std::string text = test::replaced(test::kKalahFileV2, R"("version": 2)", R"("version": 3)");
    text = test::replaced(text, R"("decisions": ["3", "1"])", R"("decisions": ["3", "1"],
      "clock": {
        "south": 61,
        "north": [1, 2]
      })");
    text = test::replaced(text, "  ]\n}", "  ],\n  \"comment\": \"for \\u00e9\\n\"\n}");
    const ReadResult r = readGameFile(text);
    INFO(r.error);
    REQUIRE(r.ok());
    CHECK(r.warning.find("format version 3, later than this program's 2") != std::string::npos);
    CHECK(r.record->version == 3);
    REQUIRE(r.record->unknown.size() == 1);
    CHECK(r.record->unknown[0] == UnknownMember{"comment", "\"for \xC3\xA9\\n\""});
    REQUIRE(r.record->rounds[0].unknown.size() == 1);
    CHECK(r.record->rounds[0].unknown[0] == UnknownMember{"clock", R"({"south":61,"north":[1,2]})"});
    // Written back: the same members in the same places, é as UTF-8 (the writer escapes only what JSON must).
    const std::string again = writeGameFile(*r.record);
    CHECK(again == test::replaced(text, "\\u00e9", "\xC3\xA9"));
}
