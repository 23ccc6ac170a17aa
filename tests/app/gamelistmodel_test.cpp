#include "app/gamelistmodel.h"

#include <catch2/catch.hpp>

#include <QSet>

namespace {
QVariant at(const GameListModel& m, int row, GameListModel::Role role) { return m.data(m.index(row), role); }
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
    CHECK(got == QSet<QByteArray>{"key", "title", "tagline", "rows", "holesPerRow", "hasStores"});
    CHECK_FALSE(model.data(model.index(4), GameListModel::KeyRole).isValid());
}
