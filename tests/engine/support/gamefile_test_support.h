#pragma once
// Game files for the tests (docs/game-format.md): a hand-written file, and
// records of real games played by seeded random players.

#include "engine/ai/random.h"
#include "engine/ai/rng.h"
#include "engine/gamefile/gamefile.h"
#include "engine/match.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

namespace semina::test {

// A Kalah game of two decisions in format version 1, as version-1 programs
// wrote it (line 23 holds the decisions).
inline const std::string kKalahFile = R"({
  "format": "semina-game",
  "version": 1,
  "app_version": "0.1.0",
  "game": "kalah",
  "players": {
    "south": "human",
    "north": "expert"
  },
  "match": false,
  "match_over": false,
  "created": "2026-12-02T03:25:00Z",
  "saved": "2026-12-02T03:30:00Z",
  "rounds": [
    {
      "options": {
        "seeds": 4,
        "holes": 6,
        "capture": "empty",
        "next-starter": "alternate"
      },
      "start": "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S",
      "decisions": ["3", "1"]
    }
  ]
}
)";

// A version-1 file as this version writes it: version 2, and `result`
// after `match_over` (docs/game-format.md "Versions").
inline std::string version2(std::string v1, const std::string& result)
{
    v1.replace(v1.find("\"version\": 1"), 12, "\"version\": 2");
    const std::size_t over = v1.find("\n", v1.find("\"match_over\": ")) + 1;
    return v1.insert(over, "  \"result\": \"" + result + "\",\n");
}

// The same game as this version writes it (the game is not over).
inline const std::string kKalahFileV2 = version2(kKalahFile, "unfinished");

// The same game with every member of version 2 (docs/game-format.md), as
// the writer writes it, and a member it does not know at either level.
// South sows hole 3 into the store and moves again (4,4,0,5,5,5/4,4,4,4,4,4/1,0/S):
// before decision 2 the legal decisions are 1, 2, 4, 5 and 6.
inline const std::string kNotesFile = R"({
  "format": "semina-game",
  "version": 2,
  "app_version": "0.1.0",
  "game": "kalah",
  "players": {
    "south": "human",
    "north": "expert"
  },
  "names": {
    "south": "Anna Kovács"
  },
  "event": "Club night",
  "date": "2026-12-02",
  "round": "3",
  "match": false,
  "match_over": false,
  "result": "unfinished",
  "created": "2026-12-02T03:25:00Z",
  "saved": "2026-12-02T03:30:00Z",
  "branch_of": {
    "created": "2026-12-01T10:00:00Z",
    "round": 1,
    "decisions": 2
  },
  "rounds": [
    {
      "options": {
        "seeds": 4,
        "holes": 6,
        "capture": "empty",
        "next-starter": "alternate"
      },
      "start": "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S",
      "decisions": ["3", "1"],
      "comments": {
        "0": "The usual start",
        "2": "1 empties hole 1:\nNorth's 6 faces it"
      },
      "review": [
        {"values": {"1": 2, "2": 1, "3": 5, "4": 0, "5": -1, "6": 2}, "exact": ["3", "4"], "grade": "best"},
        {"values": {"1": 3, "2": 4, "4": 2, "5": 1, "6": 4}, "exact": [], "grade": "good"}
      ],
      "clock": [61, 59]
    }
  ],
  "annotator": "Béla"
}
)";

// The members before "rounds" of `file`, with two replacements.
inline std::string header(const std::string& file, const std::string& from1, const std::string& to1,
                          const std::string& from2, const std::string& to2)
{
    std::string h = file.substr(0, file.find("  \"rounds\""));
    h.replace(h.find(from1), from1.size(), to1);
    h.replace(h.find(from2), from2.size(), to2);
    return h;
}

// A Kalah match of two rounds, holes=2 seeds=1, worked by hand. South sows
// hole 2 into the store (and moves again), then hole 1 into the empty hole 2,
// capturing North's hole 1: South's side is empty and North sweeps their 1.
// 3-1 to South, who fills both holes and keeps 1; North's stock of 1 fills
// one hole: the file names hole 2, so hole 1 is protected. next-starter
// alternate: North starts round 2.
inline const std::string kKalahMatchOptions = R"(      "options": {
        "seeds": 1,
        "holes": 2,
        "capture": "empty",
        "next-starter": "alternate"
      },
)";
inline const std::string kKalahMatchFile = header(kKalahFile, R"("north": "expert")", R"("north": "human")",
                                                  R"("match": false)", R"("match": true)")
    + "  \"rounds\": [\n    {\n" + kKalahMatchOptions + R"(      "start": "1,1/1,1/0,0/S",
      "decisions": ["2", "1"],
      "fill": [2]
    },
    {
)" + kKalahMatchOptions + R"(      "start": "1,1/x,1/1,0/N",
      "decisions": []
    }
  ]
}
)";

// `text` with its first `from` replaced by `to` (the test fails when `from` is not there).
inline std::string replaced(std::string text, const std::string& from, const std::string& to)
{
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

// Random decisions from `g` (seeded), `plies` of them or to the end (plies < 0).
inline std::vector<Decision> playRandom(Game& g, ai::Rng& rng, int plies)
{
    std::vector<Decision> out;
    while (!g.over() && (plies < 0 || static_cast<int>(out.size()) < plies)) {
        const Decision d = ai::randomDecision(g.variant(), g.position(), rng, g.lapsLeft());
        REQUIRE(g.play(d));
        out.push_back(d);
    }
    return out;
}

inline gamefile::GameRecord recordOf(const Variant& v)
{
    gamefile::GameRecord r;
    r.game = v.game;
    r.appVersion = "0.1.0";
    r.players[1] = "casual";
    r.created = "2026-12-02T03:25:00Z";
    r.saved = "2026-12-02T04:00:59Z";
    return r;
}

// A match of `rounds` rounds played out by random players (the last one
// `lastPlies` decisions in), each round starting where the rules lead: a
// kalah/mankala/aliguli round's loser fills their rightmost holes when they
// have the choice; an omweso round's loser gets the engine's seed split
// (engine/match.h seedSplitRound). Empty when the match ended before (a
// player could not fill a hole).
inline std::optional<gamefile::GameRecord> matchOf(Variant v, int rounds, int lastPlies, std::uint64_t seed)
{
    gamefile::GameRecord m = recordOf(v);
    m.match = true;
    ai::Rng rng(seed);
    Position start = startPosition(v, Side::South);
    for (int k = 0; k < rounds; ++k) {
        Game g(v, start);
        const bool last = k + 1 == rounds;
        gamefile::RoundRecord r{v, start, playRandom(g, rng, last ? lastPlies : -1), {}, {}, {}, {}};
        if (!last && roundSetUp(v) == RoundSetUp::SeedSplit) {
            const NextRound next = seedSplitRound(v, g.winner(), start.toMove);
            v = next.variant;
            start = next.start;
        } else if (!last) {
            const RefillChoice c = refillChoice(v, g.position());
            for (int h = v.pitsPerSide() - c.holes; h < v.pitsPerSide() && c.holes > 0; ++h)
                r.fill.push_back(h);
            const NextRound next = nextRound(v, g.position(), start.toMove, r.fill);
            REQUIRE(next.error == MatchError::None);
            if (next.matchOver)
                return std::nullopt;
            start = next.start;
        }
        m.rounds.push_back(r);
    }
    return m;
}

} // namespace semina::test
