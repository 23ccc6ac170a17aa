#pragma once
// The computer's playing levels and their stable keys (never translated).

#include "engine/variant.h"

#include <cstdint>
#include <optional>
#include <string_view>

namespace semina::ai {

enum class Level : std::uint8_t { Random, Beginner, Casual, Strong, Expert, Perfect };

std::optional<Level> levelFromKey(std::string_view key);
std::string_view levelKey(Level level);
// The deepest iteration of a level in a game (0 for random and perfect;
// expert's is bounded by its clock in practice, see ai/think.h).
int levelDepth(Level level, GameId game);
// True when the level can play the game (`perfect` is Kalah only).
bool levelPlays(Level level, GameId game);

} // namespace semina::ai
