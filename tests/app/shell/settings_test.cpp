#include "app/shell/settings.h"

#include <catch2/catch.hpp>

#include <QSettings>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

namespace {

// Points QSettings at a fresh directory, so that a test reads only what it wrote.
struct FreshStore
{
    QTemporaryDir dir;
    FreshStore() { QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir.path()); }
};

} // namespace

TEST_CASE("settings: the last set-up comes back from disk as numbers")
{
    FreshStore store;
    const QVariantList counts = {4, 0, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 3, 20};
    {
        Settings first;
        first.setLastSetup(counts);
    } // written to the file here
    Settings second;
    const QVariantList back = second.lastSetup();
    REQUIRE(back.size() == 16);
    int sum = 0;
    for (int i = 0; i < back.size(); ++i) {
        // A string "4" would make QML's a + b a concatenation.
        CHECK(back[i].typeId() == QMetaType::Int);
        CHECK(back[i].toInt() == counts[i].toInt());
        sum += back[i].toInt();
    }
    CHECK(sum == 32);
}

TEST_CASE("settings: a stored set-up that is not numbers is no set-up")
{
    FreshStore store;
    {
        QSettings raw(QStringLiteral("Semina"), QStringLiteral("Semina"));
        raw.setValue(QStringLiteral("lastSetup"), QStringList{QStringLiteral("4"), QStringLiteral("x")});
    }
    CHECK(Settings().lastSetup().isEmpty());
}

TEST_CASE("settings: three themes, anything else is the light wood one")
{
    FreshStore store;
    Settings settings;
    CHECK(settings.theme() == "wood");
    for (const char* name : {"night", "contrast", "wood"}) {
        settings.setTheme(QString::fromLatin1(name));
        CHECK(settings.theme() == QString::fromLatin1(name));
        CHECK(Settings().theme() == QString::fromLatin1(name));
    }
    settings.setTheme(QStringLiteral("neon"));
    CHECK(settings.theme() == "wood");
    {
        QSettings raw(QStringLiteral("Semina"), QStringLiteral("Semina"));
        raw.setValue(QStringLiteral("theme"), QStringLiteral("neon"));
    }
    CHECK(Settings().theme() == "wood");
}

namespace {

// Writes `bytes` as the settings file QSettings reads (FreshStore's directory).
QString writeRawFile(const QByteArray& bytes)
{
    const QString path = QSettings(QStringLiteral("Semina"), QStringLiteral("Semina")).fileName();
    REQUIRE(QDir().mkpath(QFileInfo(path).path()));
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
    return path;
}

// Counts the warnings said while it lives.
struct WarningCount
{
    static inline int count = 0;
    QtMessageHandler previous;
    WarningCount() : previous(qInstallMessageHandler(handler)) { count = 0; }
    ~WarningCount() { qInstallMessageHandler(previous); }
    static void handler(QtMsgType type, const QMessageLogContext&, const QString&)
    {
        if (type == QtWarningMsg)
            ++count;
    }
};

} // namespace

TEST_CASE("settings: a settings file of garbage bytes is set aside and the defaults are used")
{
    FreshStore store;
    static const char raw[] = "\x00\xff\xfe[[[\x01=\n=\"\xc3\x28 \ntheme=night\n";
    const QByteArray garbage(raw, sizeof raw - 1);
    const QString path = writeRawFile(garbage);
    WarningCount warnings;
    Settings settings;
    CHECK(warnings.count >= 1);
    CHECK(settings.theme() == "wood");
    CHECK(settings.animationSpeed() == Settings::Normal);
    CHECK(settings.sound());
    CHECK_FALSE(settings.boardFlipped());
    CHECK(QFile::exists(path + ".broken"));
    // What is set now is kept.
    settings.setTheme(QStringLiteral("night"));
    settings.setBoardFlipped(true);
    Settings again;
    CHECK(again.theme() == "night");
    CHECK(again.boardFlipped());
}

TEST_CASE("settings: a file QSettings cannot parse is set aside too")
{
    FreshStore store;
    const QString path = writeRawFile("[General\ntheme=night\n");
    WarningCount warnings;
    CHECK(Settings().theme() == "wood");
    CHECK(warnings.count == 1);
    CHECK(QFile::exists(path + ".broken"));
    CHECK_FALSE(QFile::exists(path));
}

TEST_CASE("settings: values of the wrong type or out of range are the defaults, with a warning")
{
    FreshStore store;
    writeRawFile("[General]\nanimationSpeed=fast\nsound=maybe\nboardFlipped=7\nlanguage=xx\n"
                 "theme=neon\n\n[window]\nwidth=-5\nheight=huge\n");
    WarningCount warnings;
    Settings settings;
    CHECK(warnings.count == 7);
    CHECK(settings.animationSpeed() == Settings::Normal); // "fast" read as a number would be 0, instant
    CHECK(settings.stepMs() == 160);
    CHECK(settings.sound());
    CHECK_FALSE(settings.boardFlipped());
    CHECK(settings.language().isEmpty());
    CHECK(settings.theme() == "wood");
    CHECK(settings.windowSize(1920, 1080) == QSizeF(1280, 800));
}

TEST_CASE("settings: a speed out of range is the normal one")
{
    FreshStore store;
    writeRawFile("[General]\nanimationSpeed=9\n");
    WarningCount warnings;
    CHECK(Settings().animationSpeed() == Settings::Normal);
    CHECK(warnings.count == 1);
}

TEST_CASE("settings: the board orientation is remembered")
{
    FreshStore store;
    CHECK_FALSE(Settings().boardFlipped());
    Settings().setBoardFlipped(true);
    CHECK(Settings().boardFlipped());
    Settings().setBoardFlipped(false);
    CHECK_FALSE(Settings().boardFlipped());
}

TEST_CASE("settings: the window size comes back clamped to the screen, at least 800x600")
{
    FreshStore store;
    CHECK(Settings().windowSize(1920, 1080) == QSizeF(1280, 800));
    CHECK(Settings().windowSize(1024, 700) == QSizeF(1024, 700));
    Settings().setWindowSize(1500, 900);
    CHECK(Settings().windowSize(1920, 1080) == QSizeF(1500, 900));
    CHECK(Settings().windowSize(1366, 768) == QSizeF(1366, 768));
    CHECK(Settings().windowSize(640, 480) == QSizeF(800, 600)); // never below the minimum
    Settings().setWindowSize(300, 200); // too small: not stored
    CHECK(Settings().windowSize(1920, 1080) == QSizeF(1500, 900));
}

TEST_CASE("settings: the new-game choices are kept per game")
{
    FreshStore store;
    CHECK(Settings().lastChoices("kalah").isEmpty());
    Settings().setLastChoices("kalah", {{"south", ""},
                                        {"north", "expert"},
                                        {"options", QVariantMap{{"seeds", "6"}, {"empty-capture", "none"}}}});
    Settings().setLastChoices("omweso", {{"south", "beginner"}, {"north", ""}});
    const QVariantMap kalah = Settings().lastChoices("kalah");
    CHECK(kalah.value("south").toString() == "");
    CHECK(kalah.value("north").toString() == "expert");
    const QVariantMap options = kalah.value("options").toMap();
    CHECK(options.size() == 2);
    CHECK(options.value("seeds").toString() == "6");
    CHECK(options.value("empty-capture").toString() == "none");
    const QVariantMap omweso = Settings().lastChoices("omweso");
    CHECK(omweso.value("south").toString() == "beginner");
    CHECK_FALSE(omweso.contains("options"));
    // Starting again replaces the choices: an option left out is gone.
    Settings().setLastChoices("kalah", {{"south", ""}, {"north", ""}, {"options", QVariantMap{{"seeds", "4"}}}});
    CHECK(Settings().lastChoices("kalah").value("options").toMap().size() == 1);
    Settings().setLastChoices("omweso", {});
    CHECK(Settings().lastChoices("omweso").isEmpty());
    CHECK_FALSE(Settings().lastChoices("kalah").isEmpty());
    // A key that would be a settings group is no game.
    Settings().setLastChoices("../kalah", {{"south", "expert"}});
    CHECK(Settings().lastChoices("../kalah").isEmpty());
}

TEST_CASE("settings: stored choices that are not strings are left out")
{
    FreshStore store;
    writeRawFile("[newGame]\nkalah\\south=a, b\nkalah\\north=expert\nkalah\\options\\seeds=4, 6\n"
                 "kalah\\options\\holes=6\n");
    const QVariantMap kalah = Settings().lastChoices("kalah");
    CHECK_FALSE(kalah.contains("south")); // a list
    CHECK(kalah.value("north").toString() == "expert");
    const QVariantMap options = kalah.value("options").toMap();
    CHECK(options.size() == 1);
    CHECK(options.value("holes").toString() == "6");
}
