#include "app/settings.h"

#include <catch2/catch.hpp>

#include <QSettings>
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
