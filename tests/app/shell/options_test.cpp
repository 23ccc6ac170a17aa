#include "app/shell/options.h"

#include <QCoreApplication>
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

TEST_CASE("options: a lesson file opens by --lesson or by its .semina-lesson name, and alone")
{
    const QString example = QStringLiteral(SEMINA_SOURCE_DIR "/docs/examples/kalah-sowing-drill.semina-lesson");
    const AppOptions byOption = parseOptions({"semina", "--lesson", example});
    CHECK(byOption.error.isEmpty());
    CHECK(byOption.lesson == example);
    CHECK(byOption.file.isEmpty());
    const AppOptions byName = parseOptions({"semina", example});
    CHECK(byName.error.isEmpty());
    CHECK(byName.lesson == example);
    CHECK(byName.file.isEmpty());
    CHECK(parseOptions({"semina", "--lesson", "/nonexistent/a.semina-lesson"}).error
          == QStringLiteral("No lesson file /nonexistent/a.semina-lesson."));
    CHECK(parseOptions({"semina", "/nonexistent/a.semina-lesson"}).error
          == QStringLiteral("No lesson file /nonexistent/a.semina-lesson."));
    for (const QStringList& extra : {QStringList{"--continue"}, QStringList{"--variant", "kalah"}})
        CHECK(parseOptions(QStringList{"semina", "--lesson", example} + extra).error.startsWith(QStringLiteral("A lesson file opens alone")));
}

TEST_CASE("options: --sizes gives the sweep its window sizes")
{
    const AppOptions o = parseOptions({"semina", "--sweep", "out", "--sizes", "800x600,3840x2160"});
    CHECK(o.error.isEmpty());
    REQUIRE(o.sizes.size() == 2);
    CHECK(o.sizes[0] == QSize(800, 600));
    CHECK(o.sizes[1] == QSize(3840, 2160));
    CHECK(parseOptions({"semina", "--sweep", "out"}).sizes.isEmpty());
}

TEST_CASE("options: malformed sweep sizes are refused with the text given")
{
    for (const char* bad : {"", "800", "800x", "x600", "800x600,", "wide x tall", "640x480", "8000x4000", "800x600x2"})
        CHECK(parseOptions({"semina", "--sweep", "out", "--sizes", bad}).error.contains("--sizes"));
    CHECK(parseOptions({"semina", "--sizes", "800x600"}).error.contains("--sweep"));
}

TEST_CASE("options: --show-screen names a screen of the sweep to open at start")
{
    CHECK(parseOptions({"semina", "--show-screen", "settings"}).showScreen == QStringLiteral("settings"));
    CHECK(parseOptions({"semina", "--show-screen", "list"}).showScreen == QStringLiteral("list"));
    CHECK(parseOptions({"semina"}).showScreen.isEmpty());
}

TEST_CASE("options: --help and --version give the text to print and nothing else")
{
    const AppOptions help = parseOptions({"semina", "--help"});
    CHECK(help.error.isEmpty());
    CHECK(help.info.contains("--lang"));
    CHECK(help.info.contains("--version"));
    CHECK(help.variant.isEmpty());
    const QString before = QCoreApplication::applicationVersion();
    QCoreApplication::setApplicationVersion(QStringLiteral("9.8.7"));
    CHECK(parseOptions({"semina", "--version"}).info == QCoreApplication::applicationName() + " 9.8.7\n");
    QCoreApplication::setApplicationVersion(before);
    CHECK(parseOptions({"semina", "--variant", "kalah"}).info.isEmpty());
    CHECK(parseOptions({"semina", "--version", "--bogus"}).error.contains("bogus"));
}

TEST_CASE("options: only --help and --version are answered without the GUI")
{
    const char* version[] = {"semina", "--lang", "it", "-v"};
    const char* help[] = {"semina", "--help"};
    const char* play[] = {"semina", "--variant", "kalah", "--lang", "hu"};
    CHECK(asksForInfo(4, const_cast<char**>(version)));
    CHECK(asksForInfo(2, const_cast<char**>(help)));
    CHECK_FALSE(asksForInfo(5, const_cast<char**>(play)));
}
