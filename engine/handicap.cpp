#include "engine/handicap.h"

#include "engine/data/handicap_table.h" // made from engine/data/handicap.tsv at build time
#include "engine/rules.h"

#include <algorithm>

namespace semina {

namespace {

constexpr int kOmwesoSeedsPerStep = 4;
constexpr int kOmwesoMaxSteps = 6;

// The measured row of a game and level (engine/data/handicap.tsv), or nullptr.
const handicap_data::Row* measuredRow(GameId game, ai::Level level)
{
    for (const handicap_data::Row& row : handicap_data::kRows)
        if (row.game == gameKey(game) && row.level == ai::levelKey(level))
            return &row;
    return nullptr;
}

// The row a suggestion comes from: the level's own, or for Perfect, which
// plays as Expert outside Kalah, Expert's where Perfect has none.
const handicap_data::Row* suggestionRow(GameId game, ai::Level level)
{
    const handicap_data::Row* row = measuredRow(game, level);
    if (!row && level == ai::Level::Perfect)
        row = measuredRow(game, ai::Level::Expert);
    return row;
}

} // namespace

int maxHandicap(const Variant& v) { return v.game == GameId::Omweso ? kOmwesoMaxSteps : v.holes - 1; }

HandicapStart handicapStart(const Variant& v, Side handicapped, int k, Side starter)
{
    k = std::clamp(k, 0, maxHandicap(v));
    HandicapStart h{v, {}};
    if (v.game == GameId::Omweso) {
        const int weak = 32 - kOmwesoSeedsPerStep * k;
        h.variant.southSeeds = handicapped == Side::South ? weak : 64 - weak;
        h.variant.northSeeds = 64 - h.variant.southSeeds;
        h.position = startPosition(h.variant, starter);
        return h;
    }
    h.position = startPosition(v, starter);
    for (int hole = v.holes - k; hole < v.holes; ++hole) {
        h.position.pit(handicapped, hole) = 0;
        h.position.protectedMask[idx(handicapped)] |= static_cast<std::uint16_t>(1u << hole);
    }
    return h;
}

int suggestedHandicap(GameId game, ai::Level level)
{
    const handicap_data::Row* row = suggestionRow(game, level);
    return row ? row->k : 0;
}

int suggestedHandicapShare(GameId game, ai::Level level)
{
    const handicap_data::Row* row = suggestionRow(game, level);
    return row ? row->share : 50;
}

} // namespace semina
