#pragma once
// Positions written as text (docs/notation.md "Position notation"), for tests
// of any game.

#include "engine/notation.h"

#include <catch2/catch.hpp>

#include <string>

namespace semina::test {

// The position `text` names; the test fails when it does not parse.
inline Position parsed(const Variant& v, const std::string& text)
{
    const PositionParse r = parsePosition(v, text);
    REQUIRE(r.ok());
    return r.position;
}

} // namespace semina::test
