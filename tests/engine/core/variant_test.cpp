#include "engine/variant.h"

#include <catch2/catch.hpp>

using namespace semina;

TEST_CASE("variant: every game has its source's defaults")
{
    CHECK(defaultVariant(GameId::Kalah).holes == 6);
    CHECK(defaultVariant(GameId::Kalah).seeds == 4);
    CHECK(defaultVariant(GameId::Kalah).kalahCaptureEmpty);
    CHECK(defaultVariant(GameId::Mankala).seeds == 4);
    CHECK(defaultVariant(GameId::AliGuli).holes == 7);
    CHECK(defaultVariant(GameId::AliGuli).seeds == 5);
    CHECK(defaultVariant(GameId::AliGuli).aliSecondAlways);
    CHECK(defaultVariant(GameId::Omweso).pitsPerSide() == 16);
    CHECK(defaultVariant(GameId::Omweso).southSeeds == 32);
}

TEST_CASE("variant: options are set by their docs/rules.md names and checked")
{
    Variant k = defaultVariant(GameId::Kalah);
    CHECK(setOption(k, "capture", "standard") == OptionError::None);
    CHECK_FALSE(k.kalahCaptureEmpty);
    CHECK(setOption(k, "holes", "4") == OptionError::None);
    CHECK(k.holes == 4);
    CHECK(setOption(k, "holes", "7") == OptionError::BadValue);
    CHECK(setOption(k, "holes", "4x") == OptionError::BadValue);
    CHECK(setOption(k, "seeds", "0") == OptionError::BadValue);
    CHECK(setOption(k, "outer-empty", "ignored") == OptionError::UnknownOption);

    Variant m = defaultVariant(GameId::Mankala);
    CHECK(setOption(m, "seeds", "5") == OptionError::BadValue);
    CHECK(setOption(m, "seeds", "6") == OptionError::None);
    CHECK(setOption(m, "capture-side", "opponent") == OptionError::None);
    CHECK_FALSE(m.mankalaCaptureAnySide);

    Variant o = defaultVariant(GameId::Omweso);
    CHECK(setOption(o, "south-seeds", "30") == OptionError::None);
    CHECK_FALSE(checkVariant(o));
    CHECK(setOption(o, "north-seeds", "34") == OptionError::None);
    CHECK(checkVariant(o));
}

TEST_CASE("variant: game keys round-trip and unknown keys are refused")
{
    for (auto g : {GameId::Kalah, GameId::Mankala, GameId::AliGuli, GameId::Omweso})
        CHECK(gameFromKey(gameKey(g)) == g);
    CHECK_FALSE(gameFromKey("chess").has_value());
    CHECK_FALSE(gameFromKey("").has_value());
}
