#pragma once
// Shared by the self-play tests (rules engine and AI): a tally of games
// played and of the first thing that went wrong.

#include "engine/notation.h"
#include "engine/position.h"
#include "engine/variant.h"

#include <string>

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

} // namespace semina::test
