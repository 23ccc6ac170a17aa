#include "engine/puzzle/puzzle.h"

#include <algorithm>
#include <climits>

namespace semina::puzzle {

CheckSpec checkSpecFor(GameId game)
{
    // docs/puzzles.md "Margins": the margins follow the review's grades
    // (docs/analysis.md): the second best would be at least an inaccuracy.
    switch (game) {
    case GameId::Kalah: return {true, 2, 300'000, 0};
    case GameId::Mankala: return {false, 3, 100'000, 400'000};
    case GameId::AliGuli: return {false, 4, 60'000, 240'000};
    case GameId::Omweso: return {false, 6, 40'000, 160'000};
    }
    return {};
}

std::string_view themeKey(Theme t)
{
    switch (t) {
    case Theme::Capture: return "capture";
    case Theme::ExtraMove: return "extra-move";
    case Theme::Relay: return "relay";
    case Theme::Saada: return "saada";
    case Theme::AlokaCapture: return "aloka-capture";
    case Theme::Deny: return "deny";
    case Theme::Endgame: return "endgame";
    }
    return "";
}

std::vector<Decision> Puzzle::answer() const
{
    std::vector<Decision> out;
    for (const Step& s : steps)
        out.push_back(s.decision);
    return out;
}

int Puzzle::margin() const
{
    int m = INT_MAX;
    for (const Step& s : steps)
        if (s.legal > 1)
            m = std::min(m, s.margin());
    return m == INT_MAX ? 0 : m;
}

} // namespace semina::puzzle
