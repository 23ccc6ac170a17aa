#include "engine/handicap.h"

#include "engine/rules.h"

#include <algorithm>

namespace semina {

namespace {

constexpr int kOmwesoSeedsPerStep = 4;
constexpr int kOmwesoMaxSteps = 6;

// [game][beginner, casual, strong, expert]: measured by scripts/handicap-table
// on 2026-12-02 (README.md, "Handicap table": the runs, their sizes and the
// learner's pair shares; beginner stands in for the learner). Each entry is
// the k whose measured share was nearest 50 %. Omweso: no split evened
// casual, strong or expert (the learner took at most 5 % of the pairs); the
// entries are the nearest measured (expert was measured at k = 6 only).
constexpr int kSuggested[4][4] = {
    {0, 1, 2, 2}, // kalah
    {0, 2, 2, 2}, // mankala
    {0, 3, 3, 3}, // aliguli
    {0, 5, 5, 6}, // omweso
};

// The learner's (Beginner's) share of the decided pairs at the suggested k,
// in percent, rounded: the same measurement (README.md, "Handicap table").
constexpr int kShare[4][4] = {
    {46, 42, 74, 45}, // kalah
    {46, 74, 37, 47}, // mankala
    {49, 56, 29, 20}, // aliguli
    {48, 4, 2, 0},    // omweso: no split up to 8/56 evens casual or stronger
};

// Perfect (Kalah, with the app's 20-seed endgame database), measured the
// same way on 2026-12-04 with 20 pairs a k (README.md, "Handicap table",
// note 9): the learner took 0 %, 0 % and 63 % at k = 0, 1, 2. Elsewhere
// Perfect plays as Expert and takes Expert's entries.
constexpr int kPerfectKalahSuggested = 2;
constexpr int kPerfectKalahShare = 63;

int levelColumn(ai::Level level)
{
    const ai::Level l = level == ai::Level::Perfect ? ai::Level::Expert : level;
    return static_cast<int>(l) - static_cast<int>(ai::Level::Beginner);
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
    if (level == ai::Level::Random)
        return 0;
    if (level == ai::Level::Perfect && game == GameId::Kalah)
        return kPerfectKalahSuggested;
    return kSuggested[static_cast<int>(game)][levelColumn(level)];
}

int suggestedHandicapShare(GameId game, ai::Level level)
{
    if (level == ai::Level::Random)
        return 50;
    if (level == ai::Level::Perfect && game == GameId::Kalah)
        return kPerfectKalahShare;
    return kShare[static_cast<int>(game)][levelColumn(level)];
}

} // namespace semina
