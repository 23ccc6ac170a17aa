#include "app/catalog/gamelistmodel.h"
#include "app/game/openingbookcache.h"
#include "engine/rules.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QSet>
#include <QTemporaryDir>

namespace {
QVariant at(const GameListModel& m, int row, GameListModel::Role role) { return m.data(m.index(row), role); }

// Kalah(4,6): a board whose shipped book is complete.
semina::Variant kalah46()
{
    semina::Variant v = semina::defaultVariant(semina::GameId::Kalah);
    v.holes = 4;
    v.seeds = 6;
    return v;
}
} // namespace

TEST_CASE("game list: four games with stable keys in home-screen order")
{
    GameListModel model;
    REQUIRE(model.rowCount() == 4);
    QStringList keys;
    for (int r = 0; r < model.rowCount(); ++r)
        keys << at(model, r, GameListModel::KeyRole).toString();
    CHECK(keys == QStringList{"omweso", "mankala", "kalah", "aliguli"});
}

TEST_CASE("game list: each game has a title, a tagline and its board shape")
{
    GameListModel model;
    for (int r = 0; r < model.rowCount(); ++r) {
        CHECK_FALSE(at(model, r, GameListModel::TitleRole).toString().isEmpty());
        CHECK(at(model, r, GameListModel::TaglineRole).toString().size() > 20);
    }
    // omweso 4x8 without stores, mankala and kalah 2x6 with stores, aliguli 2x7 with stocks off the board
    CHECK(at(model, 0, GameListModel::RowsRole).toInt() == 4);
    CHECK(at(model, 0, GameListModel::HolesPerRowRole).toInt() == 8);
    CHECK_FALSE(at(model, 0, GameListModel::HasStoresRole).toBool());
    CHECK(at(model, 2, GameListModel::HolesPerRowRole).toInt() == 6);
    CHECK(at(model, 2, GameListModel::HasStoresRole).toBool());
    CHECK(at(model, 3, GameListModel::HolesPerRowRole).toInt() == 7);
    CHECK_FALSE(at(model, 3, GameListModel::HasStoresRole).toBool());
}

TEST_CASE("game list: role names are the ones QML delegates require")
{
    GameListModel model;
    const auto names = model.roleNames().values();
    const QSet<QByteArray> got(names.begin(), names.end());
    CHECK(got == QSet<QByteArray>{"key", "title", "tagline", "rows", "holesPerRow", "hasStores", "lessonSteps",
                                  "lessonStepsDone", "lessonStars"});
    CHECK_FALSE(model.data(model.index(4), GameListModel::KeyRole).isValid());
}

TEST_CASE("game list: the new-game options are the engine's table, with titles")
{
    GameListModel model;
    QStringList names;
    for (const QVariant& o : model.options("kalah"))
        names << o.toMap().value("name").toString();
    CHECK(names == QStringList{"seeds", "holes", "capture", "next-starter"});
    const QVariantMap holes = model.options("kalah").at(1).toMap();
    QStringList values;
    for (const QVariant& v : holes.value("values").toList())
        values << v.toMap().value("value").toString();
    CHECK(values == QStringList{"4", "5", "6"}); // in numeric order; the dialog offers 4..6
    CHECK(holes.value("defaultValue").toString() == "6");
    CHECK(holes.value("defaultIndex").toInt() == 2); // the dialog preselects the default
    const QVariantMap seeds = model.options("kalah").at(0).toMap();
    values.clear();
    for (const QVariant& v : seeds.value("values").toList())
        values << v.toMap().value("value").toString();
    CHECK(values == QStringList{"1", "2", "3", "4", "5", "6"});
    CHECK(seeds.value("defaultIndex").toInt() == 3); // 4 seeds
    // omweso's set-up seeds are a match's handicap, not a dialog option.
    CHECK(model.options("omweso").size() == 1);
    CHECK(model.options("chess").isEmpty());
    for (const QString& key : {"kalah", "mankala", "aliguli", "omweso"})
        for (const QVariant& o : model.options(key)) {
            const QVariantMap option = o.toMap();
            CHECK_FALSE(option.value("explanation").toString().isEmpty());
            CHECK(option.value("title").toString() != option.value("name").toString());
            for (const QVariant& v : option.value("values").toList()) {
                const QVariantMap value = v.toMap();
                bool number = false;
                value.value("value").toString().toInt(&number);
                if (!number) // a choice has a title of its own
                    CHECK(value.value("title").toString() != value.value("value").toString());
            }
        }
}

TEST_CASE("game list: the new-game note says where Perfect is exact (opening books at :/book/)")
{
    GameListModel model;
    const QString exact = model.perfectNote("kalah", {{"holes", "4"}, {"seeds", "6"}});
    const QString small = model.perfectNote("kalah", {{"holes", "4"}, {"seeds", "2"}});
    CHECK_FALSE(exact.isEmpty());
    CHECK(small == exact); // no book needed there
    const QString noBook = model.perfectNote("kalah", {{"holes", "6"}, {"seeds", "6"}});
    CHECK_FALSE(noBook.isEmpty());
    CHECK(noBook != exact);
    // The default board, Kalah(6,4) empty capture: its book is complete.
    CHECK(model.perfectNote("kalah", {}) == exact);
    // Kalah(5,5) standard capture: its book is complete too.
    CHECK(model.perfectNote("kalah", {{"holes", "5"}, {"seeds", "5"}, {"capture", "standard"}}) == exact);
    // Kalah(5,6) empty capture: its book, 20,654 entries, is complete too.
    CHECK(model.perfectNote("kalah", {{"holes", "5"}, {"seeds", "6"}}) == exact);
    // Kalah(6,4) standard capture: its book, 62,744 entries, is complete too.
    CHECK(model.perfectNote("kalah", {{"capture", "standard"}}) == exact);
    // Kalah(5,6) standard capture: its book, 137,934 entries, is complete too.
    CHECK(model.perfectNote("kalah", {{"holes", "5"}, {"seeds", "6"}, {"capture", "standard"}}) == exact);
    // Kalah(6,5) standard capture: no book, like Kalah(6,6) above.
    CHECK(model.perfectNote("kalah", {{"holes", "6"}, {"seeds", "5"}, {"capture", "standard"}}) == noBook);
    CHECK(model.perfectNote("omweso", {}).isEmpty());
}

TEST_CASE("game list: a board whose book is cut short gets the opening note, one without a book the other")
{
    semina::Variant v = kalah46();
    const auto shipped = OpeningBookCache::forVariant(v);
    REQUIRE(shipped);
    REQUIRE(shipped->complete());
    REQUIRE(shipped->size() > 2);
    const QVariantMap options{{"holes", "4"}, {"seeds", "6"}};
    GameListModel app;
    const QString exact = app.perfectNote("kalah", options);

    QTemporaryDir empty;
    GameListModel withoutBook;
    withoutBook.setBookFolder(empty.path());
    const QString noBook = withoutBook.perfectNote("kalah", options);
    CHECK_FALSE(noBook.isEmpty());
    CHECK(noBook != exact);

    // The same board's book with only its first half, as a walk cut short
    // writes it: not complete.
    const std::vector<semina::solver::BookEntry> half(shipped->entries().begin(),
                                                       shipped->entries().begin() + shipped->size() / 2);
    const semina::solver::Book cut(v, half, false, shipped->budget());
    const std::vector<std::uint8_t> bytes = cut.serialize();
    QTemporaryDir cutDir;
    QFile f(cutDir.path() + "/" + QString::fromStdString(semina::solver::bookFileName(v)));
    REQUIRE(f.open(QIODevice::WriteOnly));
    f.write(reinterpret_cast<const char*>(bytes.data()), static_cast<qint64>(bytes.size()));
    f.close();
    GameListModel readsCut;
    readsCut.setBookFolder(cutDir.path());
    const QString unfinished = readsCut.perfectNote("kalah", options);
    CHECK_FALSE(unfinished.isEmpty());
    CHECK(unfinished != exact);
    CHECK(unfinished != noBook);
}

TEST_CASE("opening books: the app's are sound, a damaged or missing file gives none")
{
    semina::Variant v = kalah46();
    const auto book = OpeningBookCache::forVariant(v);
    REQUIRE(book);
    CHECK(book->complete());
    CHECK(book->find(v, semina::startPosition(v)));
    QTemporaryDir dir;
    QFile f(dir.path() + "/" + QString::fromStdString(semina::solver::bookFileName(v)));
    REQUIRE(f.open(QIODevice::WriteOnly));
    f.write("SMBK\x01\x00 damaged");
    f.close();
    CHECK_FALSE(OpeningBookCache::forVariant(v, dir.path()));
    v.seeds = 5;
    CHECK_FALSE(OpeningBookCache::forVariant(v, dir.path()));
}
