#include "app/options.h"

#include <catch2/catch.hpp>

TEST_CASE("options: --lang and --screenshot are read")
{
    const AppOptions o = parseOptions({"semina", "--lang", "hu", "--screenshot", "out.png"});
    CHECK(o.error.isEmpty());
    CHECK(o.language == "hu");
    CHECK(o.screenshot == "out.png");
}

TEST_CASE("options: a malformed command line gives a clear error")
{
    CHECK(parseOptions({"semina", "--lang", "xx"}).error.contains("xx"));
    CHECK(parseOptions({"semina", "--bogus"}).error.contains("bogus"));
    CHECK_FALSE(parseOptions({"semina", "--lang"}).error.isEmpty());
    CHECK(parseOptions({"semina", "stray"}).error.contains("stray"));
    CHECK_FALSE(parseOptions({"semina", "--screenshot", ""}).error.isEmpty());
}
