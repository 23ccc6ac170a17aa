#pragma once
// Rule options of the four games (docs/rules.md). Variants are data: one struct
// carries every option; code per game reads only the fields of its game.

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace semina {

enum class GameId : std::uint8_t { Kalah, Mankala, AliGuli, Omweso };
enum class NextStarter : std::uint8_t { Alternate, Loser, Winner };

struct Variant {
    GameId game = GameId::Kalah;
    int holes = 6; // holes per row: kalah 1..6, mankala 6, aliguli 7, omweso 8
    int seeds = 4; // seeds per hole at the start of a game / per refilled hole

    bool kalahCaptureEmpty = true;       // capture = empty (default) | standard
    bool mankalaCaptureAnySide = true;   // capture-side = any (default) | opponent
    bool aliSecondAlways = true;         // second-sowing = always (default) | after-capture
    bool aliDirectionChoice = true;      // direction = choice (default) | ccw-only
    bool aliEmptyCaptureFacing = true;   // empty-capture = facing (default) | none
    NextStarter nextStarter = NextStarter::Alternate; // kalah, mankala, aliguli match play
    bool omwesoOuterEmptyRequired = true; // outer-empty = required (default) | ignored
    int southSeeds = 32;                 // omweso set-up seeds (sum 64)
    int northSeeds = 32;

    // Holes one player owns: 16 in omweso (its loop), `holes` elsewhere.
    int pitsPerSide() const { return game == GameId::Omweso ? 2 * holes : holes; }
    bool hasStores() const { return game != GameId::Omweso; }

    bool operator==(const Variant&) const = default;
};

// The default options of a game (the source texts' rules).
Variant defaultVariant(GameId game);

// Every game, in GameId's order.
inline constexpr std::array<GameId, 4> kAllGames = {GameId::Kalah, GameId::Mankala, GameId::AliGuli, GameId::Omweso};

std::optional<GameId> gameFromKey(std::string_view key);
std::string_view gameKey(GameId game);

enum class OptionError : std::uint8_t { None, UnknownOption, BadValue };

// One rule option of one game (docs/rules.md, the options table of each game):
// its name, the values it allows and its default. A choice lists its values;
// a range (values empty) allows the integers min..max. `get` reads the option
// from a variant (the index of the value, or the integer; -1: not allowed),
// `set` writes it. The new-game dialog offers the options with `offered`, a
// range from offerMin (kalah's holes: 4..6, while the engine takes 1..6).
struct OptionSpec {
    GameId game;
    std::string_view name;
    std::span<const std::string_view> values;
    int min = 0;
    int max = 0;
    int offerMin = 0;
    std::string_view defaultValue;
    bool offered = true;
    int (*get)(const Variant&) = nullptr;
    void (*set)(Variant&, int) = nullptr;

    bool isRange() const { return values.empty(); }
};

// Every option of every game, in the order docs/rules.md lists them.
std::span<const OptionSpec> optionTable();
// The option `name` of `game`, or null.
const OptionSpec* findOption(GameId game, std::string_view name);

// Sets one option by its docs/rules.md name and value (`capture`, `standard`).
// southSeeds/northSeeds are set one at a time; checkVariant() verifies the sum.
OptionError setOption(Variant& v, std::string_view key, std::string_view value);

// True when every option holds an allowed value and the options are
// consistent (south-seeds + north-seeds = 64).
bool checkVariant(const Variant& v);

} // namespace semina
