#include "engine/handicap.h"

#include "engine/rules.h"

#include <algorithm>

namespace semina {

namespace {

constexpr int kOmwesoSeedsPerStep = 4;
constexpr int kOmwesoMaxSteps = 6;

// [game][beginner, casual, strong, expert, perfect]: measured by
// scripts/handicap-table, Kalah's perfect with the app's 20-seed endgame
// database (docs/handicap.md: the runs, their sizes and dates and the
// learner's pair shares; beginner stands in for the learner). Each entry is the k whose measured share was nearest 50 %.
// Perfect plays as expert outside Kalah, so there its entries are expert's.
// Omweso: no split evened casual, strong or expert (the learner took at
// most 5 % of the pairs); the entries are the nearest measured (expert was
// measured at k = 6 only).
constexpr int kSuggested[4][5] = {
    {0, 1, 2, 2, 2}, // kalah
    {0, 2, 2, 2, 2}, // mankala
    {0, 3, 3, 3, 3}, // aliguli
    {0, 5, 5, 6, 6}, // omweso
};

// The learner's (Beginner's) share of the decided pairs at the suggested k,
// in percent, rounded: the same measurement (docs/handicap.md).
constexpr int kShare[4][5] = {
    {46, 42, 74, 45, 63}, // kalah
    {46, 74, 37, 47, 47}, // mankala
    {49, 56, 29, 20, 20}, // aliguli
    {48, 4, 2, 0, 0},     // omweso: no split up to 8/56 evens casual or stronger
};

int levelColumn(ai::Level level) { return static_cast<int>(level) - static_cast<int>(ai::Level::Beginner); }

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
    if (level == ai::Level::Random)
        return 0;
    return kSuggested[static_cast<int>(game)][levelColumn(level)];
}

int suggestedHandicapShare(GameId game, ai::Level level)
{
    if (level == ai::Level::Random)
        return 50;
    return kShare[static_cast<int>(game)][levelColumn(level)];
}

} // namespace semina
