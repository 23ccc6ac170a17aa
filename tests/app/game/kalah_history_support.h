#pragma once
// Kalah, 6 holes of 4: South's hole 1 leaves North to move, and North's hole 1
// South. The positions of the history tests (docs/notation.md).

#include "app/game/gamehistory.h"

#include <catch2/catch.hpp>

namespace kalah_history {

inline constexpr const char* kStart = "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S";
inline constexpr const char* kAfterS1 = "0,5,5,5,5,4/4,4,4,4,4,4/0,0/N";
inline constexpr const char* kAfterS1N1 = "0,5,5,5,5,4/0,5,5,5,5,4/0,0/S";

// South's hole 1, then North's.
inline void playBoth(GameHistory& h)
{
    REQUIRE(h.play(semina::Decision::sow(0), nullptr));
    REQUIRE(h.position() == kAfterS1);
    REQUIRE(h.play(semina::Decision::sow(0), nullptr));
    REQUIRE(h.position() == kAfterS1N1);
}

} // namespace kalah_history
