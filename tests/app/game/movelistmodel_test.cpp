#include "app/game/gamesession.h"
#include "engine/setup.h"

#include <catch2/catch.hpp>

#include <QSignalSpy>

namespace {

QString roleText(const MoveListModel* m, int row, int role) { return m->data(m->index(row), role).toString(); }

} // namespace

TEST_CASE("move list: a decision inserts a row, an undo removes the turn's rows, with no reset")
{
    GameSession s;
    REQUIRE(s.history()->newGame("kalah"));
    MoveListModel* m = s.moves();
    QSignalSpy inserted(m, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(m, &QAbstractItemModel::rowsRemoved);
    QSignalSpy reset(m, &QAbstractItemModel::modelReset);
    REQUIRE(s.clickHole(2)); // South's hole 3: last seed in the store, South again
    s.player()->finish();
    REQUIRE(inserted.count() == 1);
    CHECK(inserted.at(0).at(1).toInt() == 0);
    CHECK(inserted.at(0).at(2).toInt() == 0);
    REQUIRE(s.clickHole(5)); // South's hole 6: the turn passes to North
    s.player()->finish();
    REQUIRE(s.clickHole(6)); // North's hole 1
    s.player()->finish();
    REQUIRE(m->rowCount() == 3);
    CHECK(inserted.count() == 3);
    CHECK(roleText(m, 0, MoveListModel::TextRole) == "1. S 3");
    CHECK(roleText(m, 1, MoveListModel::TextRole) == "1. S 6");
    CHECK(roleText(m, 2, MoveListModel::TextRole) == "2. N 1");
    CHECK(m->data(m->index(1), MoveListModel::MoverRole).toInt() == 0);
    CHECK(m->data(m->index(2), MoveListModel::MoverRole).toInt() == 1);

    // North's whole turn (one decision) goes, then South's (two).
    s.history()->undo();
    REQUIRE(removed.count() == 1);
    CHECK(removed.at(0).at(1).toInt() == 2);
    CHECK(removed.at(0).at(2).toInt() == 2);
    s.history()->undo();
    REQUIRE(removed.count() == 2);
    CHECK(removed.at(1).at(1).toInt() == 0);
    CHECK(removed.at(1).at(2).toInt() == 1);
    CHECK(m->rowCount() == 0);

    // A redo inserts South's two decisions at once.
    s.history()->redo();
    REQUIRE(inserted.count() == 4);
    CHECK(inserted.at(3).at(1).toInt() == 0);
    CHECK(inserted.at(3).at(2).toInt() == 1);
    CHECK(m->rowCount() == 2);
    CHECK(reset.count() == 0);

    // Only a new game (or a restart) resets the list.
    REQUIRE(s.history()->newGame("kalah"));
    CHECK(reset.count() == 1);
    CHECK(m->rowCount() == 0);
}

TEST_CASE("move list: the viewed entry is marked, and selecting the last row shows the live game")
{
    GameSession s;
    REQUIRE(s.history()->newGame("kalah"));
    MoveListModel* m = s.moves();
    REQUIRE(s.clickHole(0)); // South's hole 1: North to move
    s.player()->finish();
    REQUIRE(s.clickHole(6)); // North's hole 1
    s.player()->finish();
    QSignalSpy changed(m, &QAbstractItemModel::dataChanged);
    m->select(0);
    CHECK(s.history()->viewIndex() == 0);
    CHECK(m->data(m->index(0), MoveListModel::ViewedRole).toBool());
    CHECK_FALSE(m->data(m->index(1), MoveListModel::ViewedRole).toBool());
    CHECK(changed.count() == 1);
    CHECK(s.board()->count(0) == 0); // after South's first decision
    CHECK(s.board()->count(6) == 4); // North had not moved yet
    m->select(1);
    CHECK(s.history()->viewIndex() == -1);
    CHECK_FALSE(m->data(m->index(0), MoveListModel::ViewedRole).toBool());
    CHECK(s.boardMatchesEngine());
}

TEST_CASE("move list: a set-up is labelled short, its full notation kept in the text")
{
    GameSession s;
    REQUIRE(s.history()->newGame("omweso"));
    REQUIRE(s.history()->setupPhase());
    const semina::Game& g = s.history()->game();
    REQUIRE(s.history()->play(semina::evenSetup(g.variant(), g.position()), nullptr));
    MoveListModel* m = s.moves();
    REQUIRE(m->rowCount() == 1);
    const QString text = roleText(m, 0, MoveListModel::TextRole);
    CHECK(text.startsWith("1. S setup:"));
    CHECK(text.count(',') == 15); // South's 16 holes
    CHECK(roleText(m, 0, MoveListModel::LabelRole) == "1. S set-up");
    CHECK(m->roleNames().value(MoveListModel::LabelRole) == "label");
}

TEST_CASE("move list: a sowing's label is its text")
{
    GameSession s;
    REQUIRE(s.history()->newGame("kalah"));
    REQUIRE(s.clickHole(0));
    s.player()->finish();
    CHECK(roleText(s.moves(), 0, MoveListModel::LabelRole) == "1. S 1");
}

TEST_CASE("move list: Ali Guli Mane's holes are named as the board labels them")
{
    // rules.md §3: North's row A1..A7, South's B1..B7, both from South's left,
    // so North's own hole 1 (from North's left) is A7.
    GameSession s;
    REQUIRE(s.history()->newGame("aliguli", {}, 1)); // North starts
    REQUIRE(s.history()->play(semina::Decision::sow(0, semina::Dir::Ccw), nullptr));
    MoveListModel* m = s.moves();
    REQUIRE(m->rowCount() == 1);
    CHECK(roleText(m, 0, MoveListModel::TextRole) == "1. N A7ccw");
    const int row = s.board()->rowOf(semina::Side::North, 0);
    CHECK(s.board()->labelOf(row) == "A7");
}
