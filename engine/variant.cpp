#include "engine/variant.h"

#include <charconv>

namespace semina {

namespace {

constexpr std::string_view kKeys[] = {"kalah", "mankala", "aliguli", "omweso"};

std::optional<int> parseInt(std::string_view s)
{
    int value = 0;
    const auto* end = s.data() + s.size();
    auto [ptr, ec] = std::from_chars(s.data(), end, value);
    if (ec != std::errc() || ptr != end)
        return std::nullopt;
    return value;
}

// Sets `flag` from a two-valued option: `yes` -> true, `no` -> false.
OptionError pick(bool& flag, std::string_view value, std::string_view yes, std::string_view no)
{
    if (value == yes)
        flag = true;
    else if (value == no)
        flag = false;
    else
        return OptionError::BadValue;
    return OptionError::None;
}

OptionError setSeeds(Variant& v, std::string_view value)
{
    const auto n = parseInt(value);
    if (!n)
        return OptionError::BadValue;
    const bool ok = (v.game == GameId::Kalah && *n >= 1 && *n <= 6)
        || (v.game == GameId::Mankala && (*n == 4 || *n == 6))
        || (v.game == GameId::AliGuli && *n >= 4 && *n <= 6);
    if (!ok)
        return OptionError::BadValue;
    v.seeds = *n;
    return OptionError::None;
}

} // namespace

Variant defaultVariant(GameId game)
{
    Variant v;
    v.game = game;
    switch (game) {
    case GameId::Kalah: v.holes = 6; v.seeds = 4; break;
    case GameId::Mankala: v.holes = 6; v.seeds = 4; break;
    case GameId::AliGuli: v.holes = 7; v.seeds = 5; break;
    case GameId::Omweso: v.holes = 8; v.seeds = 2; break;
    }
    return v;
}

std::optional<GameId> gameFromKey(std::string_view key)
{
    for (int i = 0; i < 4; ++i)
        if (kKeys[i] == key)
            return static_cast<GameId>(i);
    return std::nullopt;
}

std::string_view gameKey(GameId game) { return kKeys[static_cast<int>(game)]; }

OptionError setOption(Variant& v, std::string_view key, std::string_view value)
{
    const GameId g = v.game;
    if (key == "seeds" && g != GameId::Omweso)
        return setSeeds(v, value);
    if (key == "holes" && g == GameId::Kalah) {
        const auto n = parseInt(value);
        if (!n || *n < 1 || *n > 6)
            return OptionError::BadValue;
        v.holes = *n;
        return OptionError::None;
    }
    if (key == "capture" && g == GameId::Kalah)
        return pick(v.kalahCaptureEmpty, value, "empty", "standard");
    if (key == "capture-side" && g == GameId::Mankala)
        return pick(v.mankalaCaptureAnySide, value, "any", "opponent");
    if (key == "second-sowing" && g == GameId::AliGuli)
        return pick(v.aliSecondAlways, value, "always", "after-capture");
    if (key == "direction" && g == GameId::AliGuli)
        return pick(v.aliDirectionChoice, value, "choice", "ccw-only");
    if (key == "empty-capture" && g == GameId::AliGuli)
        return pick(v.aliEmptyCaptureFacing, value, "facing", "none");
    if (key == "next-starter" && g != GameId::Omweso) {
        if (value == "alternate")
            v.nextStarter = NextStarter::Alternate;
        else if (value == "loser")
            v.nextStarter = NextStarter::Loser;
        else if (value == "winner")
            v.nextStarter = NextStarter::Winner;
        else
            return OptionError::BadValue;
        return OptionError::None;
    }
    if (key == "outer-empty" && g == GameId::Omweso)
        return pick(v.omwesoOuterEmptyRequired, value, "required", "ignored");
    if ((key == "south-seeds" || key == "north-seeds") && g == GameId::Omweso) {
        const auto n = parseInt(value);
        if (!n || *n < 0 || *n > 64)
            return OptionError::BadValue;
        (key == "south-seeds" ? v.southSeeds : v.northSeeds) = *n;
        return OptionError::None;
    }
    return OptionError::UnknownOption;
}

bool checkVariant(const Variant& v)
{
    if (v.game == GameId::Omweso)
        return v.southSeeds + v.northSeeds == 64;
    return true;
}

} // namespace semina
