#include "app/catalog/optioncatalog.h"
#include "app/shell/language.h"

#include <catch2/catch.hpp>

#include <QCoreApplication>

TEST_CASE("language: an explicit supported code wins over the system locale")
{
    CHECK(Language::resolve("it", QLocale(QLocale::Hungarian)) == "it");
    CHECK(Language::resolve("hu", QLocale(QLocale::English)) == "hu");
    CHECK(Language::resolve("en", QLocale(QLocale::Italian)) == "en");
}

TEST_CASE("language: an unknown code is refused, not silently replaced")
{
    CHECK(Language::resolve("xx", QLocale(QLocale::Italian)).isEmpty());
    CHECK(Language::resolve("IT", QLocale(QLocale::Italian)).isEmpty());
}

TEST_CASE("language: without a code the system locale decides, else English")
{
    CHECK(Language::resolve({}, QLocale(QLocale::Hungarian, QLocale::Hungary)) == "hu");
    CHECK(Language::resolve({}, QLocale(QLocale::Italian, QLocale::Switzerland)) == "it");
    CHECK(Language::resolve({}, QLocale(QLocale::German)) == "en");
}

TEST_CASE("language: the built Italian and Hungarian translations load and translate")
{
    int argc = 0;
    (void)argc;
    REQUIRE(Language::install(*QCoreApplication::instance(), "it"));
    // "Rules" is a home-screen string; Italian: "Regole".
    CHECK(QCoreApplication::translate("GameCard", "Rules") == "Regole");
    REQUIRE(Language::install(*QCoreApplication::instance(), "hu"));
    CHECK(QCoreApplication::translate("GameCard", "Rules") == QString::fromUtf8("Szabályok"));
}

TEST_CASE("language: Qt's own words (a dialog's Cancel) follow the language")
{
    REQUIRE(Language::install(*QCoreApplication::instance(), "it"));
    CHECK(QCoreApplication::translate("QPlatformTheme", "Cancel") == "Annulla");
    REQUIRE(Language::install(*QCoreApplication::instance(), "hu"));
    CHECK(QCoreApplication::translate("QPlatformTheme", "Cancel") == QString::fromUtf8("Mégse"));
    REQUIRE(Language::install(*QCoreApplication::instance(), "en"));
    CHECK(QCoreApplication::translate("QPlatformTheme", "Cancel") == "Cancel");
}

TEST_CASE("language: a switch at run time tells C++ models to make their texts again")
{
    QObject owner;
    int calls = 0;
    Language::onChange(&owner, [&calls] { ++calls; });
    REQUIRE(Language::install(*QCoreApplication::instance(), "it"));
    QCoreApplication::processEvents();
    CHECK(calls >= 1);
    const int before = calls;
    REQUIRE(Language::install(*QCoreApplication::instance(), "en"));
    QCoreApplication::processEvents();
    CHECK(calls > before);
    CHECK(QCoreApplication::translate("GameCard", "Rules") == "Rules");
}

TEST_CASE("language: a count is shown with the plural form of its language")
{
    const auto setupText = [](int n) {
        return QCoreApplication::translate("GameTexts", "%1: place your %n seeds in your holes.", nullptr, n)
            .arg("South");
    };
    REQUIRE(Language::install(*QCoreApplication::instance(), "en"));
    CHECK(setupText(1) == "South: place your 1 seed in your holes.");
    CHECK(setupText(32) == "South: place your 32 seeds in your holes.");
    CHECK(QCoreApplication::translate("PlayerCard", "seeds", "score", 1) == "seed");
    REQUIRE(Language::install(*QCoreApplication::instance(), "it"));
    CHECK(setupText(1) == QString::fromUtf8("South: disponi 1 biglia nelle tue buche."));
    CHECK(setupText(32) == QString::fromUtf8("South: disponi 32 biglie nelle tue buche."));
    // Hungarian nouns stay singular after a number: one form.
    REQUIRE(Language::install(*QCoreApplication::instance(), "hu"));
    CHECK(setupText(32) == QString::fromUtf8("South: helyezz el 32 magot a lyukaidban."));
    REQUIRE(Language::install(*QCoreApplication::instance(), "en"));
}

TEST_CASE("language: each game names its seeds in its own Hungarian word, and the move list its sides")
{
    REQUIRE(Language::install(*QCoreApplication::instance(), "hu"));
    const auto seedsTitle = [](const char* game) {
        return OptionCatalog::forGame(QString::fromLatin1(game)).at(0).toMap().value("title").toString();
    };
    // The source's words (docs/rules.md "Readings of the source"): kő in Kalah, golyó in Mankala.
    CHECK(seedsTitle("kalah") == QStringLiteral("Kövek száma lyukanként"));
    CHECK(seedsTitle("mankala") == QStringLiteral("Golyók száma lyukanként"));
    CHECK(seedsTitle("aliguli") == QStringLiteral("Magok száma lyukanként"));
    // An option value that names its game, from the game's folder.
    QStringList omwesoValues;
    for (const QVariant& o : OptionCatalog::forGame(QStringLiteral("omweso")))
        for (const QVariant& v : o.toMap().value("values").toList())
            omwesoValues << v.toMap().value("title").toString();
    CHECK(omwesoValues.contains(QString::fromUtf8("Hagyományos Omweso: nincs feltétel")));
    CHECK(QCoreApplication::translate("MoveListModel", "S") == QStringLiteral("D")); // Dél
    CHECK(QCoreApplication::translate("MoveListModel", "N") == QStringLiteral("É")); // Észak
    REQUIRE(Language::install(*QCoreApplication::instance(), "en"));
    CHECK(seedsTitle("kalah") == QStringLiteral("Seeds per hole"));
}
