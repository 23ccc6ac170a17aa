// The option table (engine/variant.h): one place for every option's name,
// values and default (docs/rules.md, the options table of each game).
#include "engine/variant.h"

#include <catch2/catch.hpp>

#include <string>

using namespace semina;

namespace {

constexpr GameId kGames[] = {GameId::Kalah, GameId::Mankala, GameId::AliGuli, GameId::Omweso};

// Every value an option allows, as text.
std::vector<std::string> valuesOf(const OptionSpec& o)
{
    std::vector<std::string> out;
    if (o.isRange())
        for (int n = o.min; n <= o.max; ++n)
            out.push_back(std::to_string(n));
    else
        for (std::string_view s : o.values)
            out.emplace_back(s);
    return out;
}

} // namespace

TEST_CASE("option table: every value of every option round-trips through setOption")
{
    int options = 0;
    for (const OptionSpec& o : optionTable()) {
        ++options;
        for (const std::string& value : valuesOf(o)) {
            Variant v = defaultVariant(o.game);
            REQUIRE(setOption(v, o.name, value) == OptionError::None);
            const int read = o.get(v);
            if (o.isRange())
                CHECK(std::to_string(read) == value);
            else
                CHECK(o.values[static_cast<std::size_t>(read)] == value);
        }
    }
    CHECK(options == 15);
}

TEST_CASE("option table: values outside the table are refused")
{
    for (const OptionSpec& o : optionTable()) {
        Variant v = defaultVariant(o.game);
        CHECK(setOption(v, o.name, "bogus") == OptionError::BadValue);
        if (o.isRange()) {
            CHECK(setOption(v, o.name, std::to_string(o.min - 1)) == OptionError::BadValue);
            CHECK(setOption(v, o.name, std::to_string(o.max + 1)) == OptionError::BadValue);
        }
        CHECK(v == defaultVariant(o.game));
    }
    Variant m = defaultVariant(GameId::Mankala);
    CHECK(setOption(m, "seeds", "5") == OptionError::BadValue);
    CHECK(setOption(m, "holes", "5") == OptionError::UnknownOption);
}

TEST_CASE("option table: the defaults are defaultVariant()")
{
    for (GameId g : kGames) {
        // Move every option of the game off its default, then set the defaults back.
        Variant v = defaultVariant(g);
        for (const OptionSpec& o : optionTable())
            if (o.game == g) {
                const auto values = valuesOf(o);
                const std::string other = values.front() == o.defaultValue ? values.back() : values.front();
                REQUIRE(setOption(v, o.name, other) == OptionError::None);
            }
        CHECK_FALSE(v == defaultVariant(g));
        for (const OptionSpec& o : optionTable())
            if (o.game == g)
                REQUIRE(setOption(v, o.name, o.defaultValue) == OptionError::None);
        CHECK(v == defaultVariant(g));
        CHECK(checkVariant(v));
    }
}

TEST_CASE("option table: findOption knows each game's own options only")
{
    CHECK(findOption(GameId::Kalah, "holes") != nullptr);
    CHECK(findOption(GameId::AliGuli, "holes") == nullptr);
    CHECK(findOption(GameId::Omweso, "seeds") == nullptr);
    CHECK(findOption(GameId::Mankala, "capture-side")->defaultValue == "any");
    const OptionSpec* holes = findOption(GameId::Kalah, "holes");
    CHECK(holes->min == 1);
    CHECK(holes->offerMin == 4); // the dialog offers 4, 5, 6 (docs/rules.md §1)
    CHECK_FALSE(findOption(GameId::Omweso, "south-seeds")->offered);
}

TEST_CASE("option table: checkVariant refuses a value no option allows")
{
    Variant v = defaultVariant(GameId::Mankala);
    v.seeds = 5;
    CHECK_FALSE(checkVariant(v));
    Variant o = defaultVariant(GameId::Omweso);
    o.southSeeds = 40;
    CHECK_FALSE(checkVariant(o));
    o.northSeeds = 24;
    CHECK(checkVariant(o));
}
