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

// Index 0 of a two-valued option is `flag` true.
constexpr int flag(bool b) { return b ? 0 : 1; }

constexpr std::string_view kEmptyStandard[] = {"empty", "standard"};
constexpr std::string_view kAnyOpponent[] = {"any", "opponent"};
constexpr std::string_view kMankalaSeeds[] = {"4", "6"};
constexpr std::string_view kAlwaysAfterCapture[] = {"always", "after-capture"};
constexpr std::string_view kChoiceCcwOnly[] = {"choice", "ccw-only"};
constexpr std::string_view kFacingNone[] = {"facing", "none"};
constexpr std::string_view kStarters[] = {"alternate", "loser", "winner"};
constexpr std::string_view kRequiredIgnored[] = {"required", "ignored"};

int getSeeds(const Variant& v) { return v.seeds; }
void setSeeds(Variant& v, int n) { v.seeds = n; }
int getStarter(const Variant& v) { return static_cast<int>(v.nextStarter); }
void setStarter(Variant& v, int i) { v.nextStarter = static_cast<NextStarter>(i); }

// The match-play option of kalah, mankala and aliguli (docs/rules.md §1-3).
constexpr OptionSpec nextStarter(GameId g)
{
    return {g, "next-starter", kStarters, 0, 0, 0, "alternate", true, getStarter, setStarter};
}

// docs/rules.md: §1 Kalah, §2 Mankala, §3 Ali Guli Mane, §4 Omweso.
constexpr OptionSpec kOptions[] = {
    {GameId::Kalah, "seeds", {}, 1, 6, 1, "4", true, getSeeds, setSeeds},
    {GameId::Kalah, "holes", {}, 1, 6, 4, "6", true, [](const Variant& v) { return v.holes; },
     [](Variant& v, int n) { v.holes = n; }},
    {GameId::Kalah, "capture", kEmptyStandard, 0, 0, 0, "empty", true,
     [](const Variant& v) { return flag(v.kalahCaptureEmpty); }, [](Variant& v, int i) { v.kalahCaptureEmpty = i == 0; }},
    nextStarter(GameId::Kalah),
    {GameId::Mankala, "seeds", kMankalaSeeds, 0, 0, 0, "4", true,
     [](const Variant& v) { return v.seeds == 4 ? 0 : v.seeds == 6 ? 1 : -1; },
     [](Variant& v, int i) { v.seeds = i == 0 ? 4 : 6; }},
    {GameId::Mankala, "capture-side", kAnyOpponent, 0, 0, 0, "any", true,
     [](const Variant& v) { return flag(v.mankalaCaptureAnySide); },
     [](Variant& v, int i) { v.mankalaCaptureAnySide = i == 0; }},
    nextStarter(GameId::Mankala),
    {GameId::AliGuli, "seeds", {}, 4, 6, 4, "5", true, getSeeds, setSeeds},
    {GameId::AliGuli, "second-sowing", kAlwaysAfterCapture, 0, 0, 0, "always", true,
     [](const Variant& v) { return flag(v.aliSecondAlways); }, [](Variant& v, int i) { v.aliSecondAlways = i == 0; }},
    {GameId::AliGuli, "direction", kChoiceCcwOnly, 0, 0, 0, "choice", true,
     [](const Variant& v) { return flag(v.aliDirectionChoice); }, [](Variant& v, int i) { v.aliDirectionChoice = i == 0; }},
    {GameId::AliGuli, "empty-capture", kFacingNone, 0, 0, 0, "facing", true,
     [](const Variant& v) { return flag(v.aliEmptyCaptureFacing); },
     [](Variant& v, int i) { v.aliEmptyCaptureFacing = i == 0; }},
    nextStarter(GameId::AliGuli),
    {GameId::Omweso, "outer-empty", kRequiredIgnored, 0, 0, 0, "required", true,
     [](const Variant& v) { return flag(v.omwesoOuterEmptyRequired); },
     [](Variant& v, int i) { v.omwesoOuterEmptyRequired = i == 0; }},
    // The set-up handicap is set by the match, not in the new-game dialog.
    {GameId::Omweso, "south-seeds", {}, 0, 64, 0, "32", false, [](const Variant& v) { return v.southSeeds; },
     [](Variant& v, int n) { v.southSeeds = n; }},
    {GameId::Omweso, "north-seeds", {}, 0, 64, 0, "32", false, [](const Variant& v) { return v.northSeeds; },
     [](Variant& v, int n) { v.northSeeds = n; }},
};

// The value `value` of option `o` as `set` takes it, or nullopt.
std::optional<int> valueOf(const OptionSpec& o, std::string_view value)
{
    if (o.isRange()) {
        const auto n = parseInt(value);
        if (n && *n >= o.min && *n <= o.max)
            return n;
        return std::nullopt;
    }
    for (std::size_t i = 0; i < o.values.size(); ++i)
        if (o.values[i] == value)
            return static_cast<int>(i);
    return std::nullopt;
}

bool allowed(const OptionSpec& o, int value)
{
    return o.isRange() ? value >= o.min && value <= o.max
                       : value >= 0 && value < static_cast<int>(o.values.size());
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

std::span<const OptionSpec> optionTable() { return kOptions; }

const OptionSpec* findOption(GameId game, std::string_view name)
{
    for (const OptionSpec& o : kOptions)
        if (o.game == game && o.name == name)
            return &o;
    return nullptr;
}

OptionError setOption(Variant& v, std::string_view key, std::string_view value)
{
    const OptionSpec* o = findOption(v.game, key);
    if (!o)
        return OptionError::UnknownOption;
    const auto n = valueOf(*o, value);
    if (!n)
        return OptionError::BadValue;
    o->set(v, *n);
    return OptionError::None;
}

bool checkVariant(const Variant& v)
{
    for (const OptionSpec& o : kOptions)
        if (o.game == v.game && !allowed(o, o.get(v)))
            return false;
    if (v.game == GameId::Omweso)
        return v.southSeeds + v.northSeeds == 64;
    return true;
}

} // namespace semina
