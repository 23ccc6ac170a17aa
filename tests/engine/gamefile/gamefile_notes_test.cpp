// Game files of format version 2 (docs/game-format.md): the players' names,
// the event, date and round, the result, and each round's comments and
// review, read as the file says, written back byte for byte; version-1
// files still read.
#include "engine/gamefile/gamefile.h"
#include "engine/notation.h"
#include "tests/engine/support/gamefile_test_support.h"

#include <catch2/catch.hpp>

using namespace semina;
using namespace semina::gamefile;
using semina::analysis::Grade;
using semina::test::kKalahFile;
using semina::test::kKalahMatchFile;
using semina::test::kNotesFile;
using semina::test::replaced;

namespace {

// A Kalah game of `holes` holes and `seeds` seeds from `start` with `decisions`.
std::string tiny(int seeds, int holes, const std::string& start, const std::string& decisions, bool match = false)
{
    std::string t = replaced(kKalahFile, "\"seeds\": 4,\n        \"holes\": 6,",
                             "\"seeds\": " + std::to_string(seeds) + ",\n        \"holes\": " + std::to_string(holes) + ",");
    t = replaced(t, "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S", start);
    t = replaced(t, R"(["3", "1"])", decisions);
    return match ? replaced(t, R"("match": false)", R"("match": true)") : t;
}

std::string resultOf(const std::string& text)
{
    const ReadResult r = readGameFile(text);
    INFO(r.error);
    REQUIRE(r.ok());
    return std::string(resultKey(*r.record));
}

// A review of every decision of `round` with made-up values: all legal
// decisions, every other one exact, grades in turn; set-ups unweighed.
std::vector<analysis::PlyReview> madeUpReview(const RoundRecord& round)
{
    std::vector<analysis::PlyReview> out;
    Game g(round.variant, round.start);
    int n = 0;
    for (const Decision& d : round.decisions) {
        analysis::PlyReview ply;
        if (!g.position().setupPhase) {
            DecisionList list;
            g.legalDecisions(list);
            for (const Decision& legal : list) {
                ply.values.push_back({legal, n % 21 - 10, n % 2 == 0});
                ++n;
            }
            ply.grade = static_cast<Grade>(n % 5);
        }
        out.push_back(ply);
        REQUIRE(g.play(d));
    }
    return out;
}

} // namespace

TEST_CASE("game file v2: every member reads as the file says, and is written back byte for byte")
{
    const ReadResult r = readGameFile(kNotesFile);
    INFO(r.error);
    REQUIRE(r.ok());
    CHECK(r.warning.empty());
    const GameRecord& g = *r.record;
    CHECK(g.version == 2);
    CHECK(g.names[0] == "Anna Kov\xC3\xA1" "cs");
    CHECK(g.names[1].empty());
    CHECK(g.event == "Club night");
    CHECK(g.date == "2026-12-02");
    CHECK(g.round == "3");
    CHECK(resultKey(g) == "unfinished");
    REQUIRE(g.rounds.size() == 1);
    const RoundRecord& round = g.rounds[0];
    CHECK(round.comments
          == std::vector<std::pair<int, std::string>>{{0, "The usual start"}, {2, "1 empties hole 1:\nNorth's 6 faces it"}});
    REQUIRE(round.review.size() == 2);
    // Decision 1: the six holes, 3 and 4 exact; decision 2: hole 3 is empty.
    const auto& first = round.review[0];
    REQUIRE(first.values.size() == 6);
    CHECK(first.values[2] == analysis::DecisionValue{Decision::sow(2), 5, true});
    CHECK(first.values[3] == analysis::DecisionValue{Decision::sow(3), 0, true});
    CHECK(first.values[4] == analysis::DecisionValue{Decision::sow(4), -1, false});
    CHECK(first.grade == Grade::Best);
    const auto& second = round.review[1];
    REQUIRE(second.values.size() == 5);
    CHECK(second.values[2] == analysis::DecisionValue{Decision::sow(3), 2, false});
    CHECK(second.grade == Grade::Good);
    REQUIRE(g.unknown.size() == 1);
    CHECK(g.unknown[0] == UnknownMember{"annotator", "\"B\xC3\xA9la\""});
    REQUIRE(round.unknown.size() == 1);
    CHECK(round.unknown[0] == UnknownMember{"clock", "[61,59]"});
    CHECK(writeGameFile(g) == kNotesFile);
}

TEST_CASE("game file v2: a member given empty is as absent, and is not written")
{
    std::string text = replaced(kNotesFile, R"("event": "Club night")", R"("event": "")");
    text = replaced(text, R"("south": "Anna Kovács")", R"("south": "", "north": "")");
    const ReadResult r = readGameFile(text);
    INFO(r.error);
    REQUIRE(r.ok());
    CHECK(r.record->event.empty());
    CHECK(r.record->names[0].empty());
    const std::string written = writeGameFile(*r.record);
    CHECK(written.find("\"event\"") == std::string::npos);
    CHECK(written.find("\"names\"") == std::string::npos);
}

TEST_CASE("game file v2: comments are kept in the order of their decisions")
{
    const std::string text = replaced(kNotesFile, R"("0": "The usual start",
        "2": "1 empties hole 1:\nNorth's 6 faces it")",
                                      R"("2": "two", "1": "one", "0": "zero")");
    const ReadResult r = readGameFile(text);
    INFO(r.error);
    REQUIRE(r.ok());
    CHECK(r.record->rounds[0].comments == std::vector<std::pair<int, std::string>>{{0, "zero"}, {1, "one"}, {2, "two"}});
    CHECK(writeGameFile(*r.record).find("\"0\": \"zero\",\n        \"1\": \"one\",\n        \"2\": \"two\"\n")
          != std::string::npos);
}

TEST_CASE("game file v2: a review may stop short of the decisions, and may be absent")
{
    const std::string text = replaced(kNotesFile, R"(,
        {"values": {"1": 3, "2": 4, "4": 2, "5": 1, "6": 4}, "exact": [], "grade": "good"})", "");
    const ReadResult r = readGameFile(text);
    INFO(r.error);
    REQUIRE(r.ok());
    CHECK(r.record->rounds[0].review.size() == 1);
    CHECK(writeGameFile(*r.record) == text);
}

TEST_CASE("game file v2: the result, from the rules (rules.md §1.4, §3.12)")
{
    // Not over.
    CHECK(resultOf(kKalahFile) == "unfinished");
    // One hole, one seed each: South's seed into the store empties South's
    // side; North sweeps theirs: 1-1.
    CHECK(resultOf(tiny(1, 1, "1/1/0,0/S", R"(["1"])")) == "draw");
    // One hole, two seeds each: South's two go to the store and North's
    // hole (1 and 3 after North's sweep).
    CHECK(resultOf(tiny(2, 1, "2/2/0,0/S", R"(["1"])")) == "north");
    // The hand-worked match (gamefile_test_support.h): South won round 1,
    // round 2 is being played.
    CHECK(resultOf(kKalahMatchFile) == "unfinished");
    // Ended by the players during round 2: round 1 counts, round 2 for nobody.
    const std::string stopped = replaced(kKalahMatchFile, R"("match_over": false)", R"("match_over": true)");
    CHECK(resultOf(stopped) == "south");
    // Round 2 played out: North's 2 into the store empties North's side (hole
    // 1 is protected); South sweeps 2: 3-1. North's 1 seed still fills a hole.
    const std::string second = replaced(kKalahMatchFile, R"("decisions": [])", R"("decisions": ["2"])");
    CHECK(resultOf(second) == "unfinished");
    CHECK(resultOf(replaced(second, R"("match_over": false)", R"("match_over": true)")) == "south");
    // A match whose one round leaves South 1 seed, less than a hole's 2:
    // over by the rules (§3.12), North wins, match_over or not.
    CHECK(resultOf(tiny(2, 1, "2/2/0,0/S", R"(["1"])", true)) == "north");
    // A match stopped after one drawn round: no round won either way.
    const std::string drawn = replaced(tiny(1, 1, "1/1/0,0/S", R"(["1"])", true), R"("match_over": false)",
                                       R"("match_over": true)");
    CHECK(resultOf(drawn) == "draw");
}

TEST_CASE("game file v2: the result is written, and checked when read")
{
    const std::string v1 = tiny(2, 1, "2/2/0,0/S", R"(["1"])");
    const std::string v2 = writeGameFile(*readGameFile(v1).record);
    CHECK(v2.find("\"result\": \"north\",\n") != std::string::npos);
    CHECK(readGameFile(v2).ok());
    const ReadResult wrong = readGameFile(replaced(v2, R"("result": "north")", R"("result": "south")"));
    CHECK(wrong.where == "result");
    CHECK(wrong.error.find("'south', but the file's game gives 'north': the game is over and North won") != std::string::npos);
}

TEST_CASE("game file v2: a version-1 file reads, and is written as version 2")
{
    const ReadResult r = readGameFile(kKalahFile);
    REQUIRE(r.ok());
    CHECK(r.record->version == 1);
    CHECK(r.warning.empty());
    const ReadResult again = readGameFile(writeGameFile(*r.record));
    REQUIRE(again.ok());
    CHECK(again.record->version == 2);
    // The new members in a version-1 file are read as in version 2 (no
    // version-1 program wrote them); its result is not required.
    const std::string named = replaced(kKalahFile, R"("match": false,)", "\"names\": {\"south\": \"Anna\"},\n  \"match\": false,");
    const ReadResult n = readGameFile(named);
    INFO(n.error);
    REQUIRE(n.ok());
    CHECK(n.record->names[0] == "Anna");
    CHECK(n.record->unknown.empty());
}

TEST_CASE("game file v2: reviews of every game round-trip, an omweso set-up unweighed")
{
    std::uint64_t seed = 7;
    for (const GameId game : kAllGames) {
        const Variant v = defaultVariant(game);
        for (const int plies : {12, -1}) {
            INFO(gameKey(game) << " plies " << plies);
            GameRecord record = test::recordOf(v);
            Game g(v, startPosition(v, Side::South));
            ai::Rng rng(seed++);
            RoundRecord round{v, startPosition(v, Side::South), test::playRandom(g, rng, plies), {}, {}, {}, {}};
            round.review = madeUpReview(round);
            round.review.pop_back(); // one decision after the review
            round.comments = {{0, "start"}, {static_cast<int>(round.decisions.size()), "end"}};
            record.rounds.push_back(round);
            record.names[0] = "Zoë";
            const std::string text = writeGameFile(record);
            const ReadResult r = readGameFile(text);
            INFO(r.error);
            REQUIRE(r.ok());
            CHECK(*r.record == record);
            CHECK(writeGameFile(*r.record) == text);
            if (game == GameId::Omweso)
                CHECK(text.find(R"({"values": {}, "exact": [], "grade": null})") != std::string::npos);
        }
    }
}

TEST_CASE("game file v2: the notes of a game captured again hold as far as its decisions do")
{
    const GameRecord before = *readGameFile(kNotesFile).record;
    GameRecord now = before; // as the app captures it: none of the notes
    now.names[0].clear();
    now.event = now.date = now.round = "";
    now.rounds[0].comments.clear();
    now.rounds[0].review.clear();
    keepNotes(now, before);
    CHECK(now == before);
    // Decision 2 taken back and another played: the comment after decision 2
    // and its review go; the start's comment and decision 1's review stay.
    GameRecord other = before;
    other.rounds[0].decisions[1] = Decision::sow(1);
    keepNotes(other, before);
    CHECK(other.rounds[0].comments == std::vector<std::pair<int, std::string>>{{0, "The usual start"}});
    CHECK(other.rounds[0].review.size() == 1);
    CHECK(readGameFile(writeGameFile(other)).ok());
    // South now the computer: a computer is named by its level.
    GameRecord computer = before;
    computer.players[0] = "strong";
    keepNotes(computer, before);
    CHECK(computer.names[0].empty());
    CHECK(computer.event == "Club night");
    CHECK(readGameFile(writeGameFile(computer)).ok());
}
