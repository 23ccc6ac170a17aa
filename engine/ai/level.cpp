#include "engine/ai/level.h"

#include "engine/ai/think.h"

namespace semina::ai {

namespace {
constexpr std::string_view kLevelKeys[] = {"random", "beginner", "casual", "strong", "expert", "perfect"};
} // namespace

std::optional<Level> levelFromKey(std::string_view key)
{
    for (int i = 0; i < 6; ++i)
        if (kLevelKeys[i] == key)
            return static_cast<Level>(i);
    return std::nullopt;
}

std::string_view levelKey(Level level) { return kLevelKeys[static_cast<int>(level)]; }

int levelDepth(Level level, GameId game)
{
    if (level == Level::Random || level == Level::Perfect)
        return 0;
    return levelLimits(level, game).maxDepth;
}

bool levelPlays(Level level, GameId game) { return level != Level::Perfect || game == GameId::Kalah; }

} // namespace semina::ai
