#pragma once
// Shared by the lesson tests: the facts of decisions played from a position
// in docs/notation.md.

#include "engine/game.h"
#include "engine/lesson/check.h"
#include "tests/engine/support/notation_test_support.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

namespace semina::test {

inline Variant lessonVariant(GameId game, const std::vector<std::pair<const char*, const char*>>& options = {})
{
    Variant v = defaultVariant(game);
    for (const auto& [key, value] : options)
        REQUIRE(setOption(v, key, value) == OptionError::None);
    return v;
}

inline Game gameAt(const Variant& v, const std::string& position) { return Game(v, parsed(v, position)); }

// The facts of `line` (every decision legal) played from `position`.
inline lesson::TurnFacts factsAfter(const Variant& v, const std::string& position, const lesson::Line& line)
{
    bool ok = false;
    const lesson::TurnFacts f = lesson::factsOfLine(gameAt(v, position), line, &ok);
    REQUIRE(ok);
    return f;
}

inline Decision ccw(int hole) { return Decision::sow(hole - 1, Dir::Ccw); } // 1-based, as docs/notation.md
inline Decision cw(int hole) { return Decision::sow(hole - 1, Dir::Cw); }

} // namespace semina::test
