#pragma once
// Shared by the self-play tests (rules engine and AI): the option sets they
// play, a tally of games played and of the first thing that went wrong.

#include "engine/notation.h"
#include "engine/position.h"
#include "engine/variant.h"

#include <catch2/catch.hpp>

#include <string>
#include <utility>
#include <vector>

namespace semina::test {

// A game longer than this is taken as one that never ends.
constexpr int kMaxDecisionsPerGame = 20000;

struct Tally {
    long games = 0;
    long decisions = 0;
    long failures = 0;
    std::string firstFailure;

    void fail(const Variant& v, const std::string& what, const Position& p)
    {
        if (failures++ == 0)
            firstFailure = std::string(gameKey(v.game)) + ": " + what + " at " + printPosition(v, p);
    }
};

inline void report(const Tally& t)
{
    INFO(t.games << " games, " << t.decisions << " decisions; first failure: " << t.firstFailure);
    CHECK(t.failures == 0);
    CHECK(t.games > 0);
}

inline Variant variant(GameId game, const std::vector<std::pair<const char*, std::string>>& options)
{
    Variant v = defaultVariant(game);
    for (const auto& [key, value] : options)
        REQUIRE(setOption(v, key, value) == OptionError::None);
    REQUIRE(checkVariant(v));
    return v;
}

// Every option set self-play covers: kalah every board of 1-6 holes and 1-6
// seeds with both capture rules; mankala, aliguli every combination of their
// options; omweso both capture rules with even and handicapped set-ups.
inline std::vector<Variant> optionSets(GameId game)
{
    std::vector<Variant> out;
    switch (game) {
    case GameId::Kalah:
        for (int holes = 1; holes <= 6; ++holes)
            for (int seeds = 1; seeds <= 6; ++seeds)
                for (const char* capture : {"empty", "standard"})
                    out.push_back(variant(GameId::Kalah, {{"holes", std::to_string(holes)},
                                                          {"seeds", std::to_string(seeds)},
                                                          {"capture", capture}}));
        break;
    case GameId::Mankala:
        for (const char* seeds : {"4", "6"})
            for (const char* side : {"any", "opponent"})
                out.push_back(variant(GameId::Mankala, {{"seeds", seeds}, {"capture-side", side}}));
        break;
    case GameId::AliGuli:
        for (const char* seeds : {"4", "5", "6"})
            for (const char* second : {"always", "after-capture"})
                for (const char* dir : {"choice", "ccw-only"})
                    for (const char* empty : {"facing", "none"})
                        out.push_back(variant(GameId::AliGuli, {{"seeds", seeds},
                                                                {"second-sowing", second},
                                                                {"direction", dir},
                                                                {"empty-capture", empty}}));
        break;
    case GameId::Omweso:
        for (const char* outer : {"required", "ignored"})
            for (const auto& [south, north] : {std::pair{"32", "32"}, std::pair{"20", "44"}, std::pair{"64", "0"}})
                out.push_back(variant(GameId::Omweso,
                                      {{"outer-empty", outer}, {"south-seeds", south}, {"north-seeds", north}}));
        break;
    }
    return out;
}

} // namespace semina::test
