// BoardModel's roles and properties come from the engine (engine/board.h).
#include "app/board/boardmodel.h"

#include "engine/notation.h"
#include "engine/rules.h"

#include <catch2/catch.hpp>

#include <QSignalSpy>

using semina::GameId;
using semina::Side;

namespace {

QVariant at(const BoardModel& m, int row, BoardModel::Role role) { return m.data(m.index(row), role); }

BoardModel* boardOf(const semina::Variant& v, const semina::Position& p)
{
    auto* m = new BoardModel;
    m->setVariant(v);
    m->sync(p, 0);
    return m;
}

semina::Position parsed(const semina::Variant& v, const char* text)
{
    const auto r = semina::parsePosition(v, text);
    REQUIRE(r.ok());
    return r.position;
}

} // namespace

TEST_CASE("board model: kalah sows into the mover's store, and has no set-up")
{
    const semina::Variant v = semina::defaultVariant(GameId::Kalah);
    std::unique_ptr<BoardModel> m(boardOf(v, semina::startPosition(v)));
    REQUIRE(m->rowCount() == 14);
    CHECK(m->hasStores());
    CHECK_FALSE(m->hasStocks());
    CHECK_FALSE(m->hasSetup());
    CHECK_FALSE(m->directionChoices());
    CHECK(m->matchPlay());
    CHECK(m->scoreMeaning() == BoardModel::InStore);
    CHECK(m->pitsPerSide() == 6);
    CHECK(at(*m, m->rowOf(Side::South, 5), BoardModel::NextCcwRole).toInt() == m->storeRow(Side::South));
    CHECK(at(*m, m->rowOf(Side::North, 5), BoardModel::NextCcwRole).toInt() == m->storeRow(Side::North));
    CHECK(at(*m, m->storeRow(Side::South), BoardModel::NextCcwRole).toInt() == -1);
    CHECK(m->nextRow(m->rowOf(Side::South, 2), false) == m->rowOf(Side::South, 3));
    CHECK(at(*m, m->rowOf(Side::North, 0), BoardModel::LabelRole).toString() == "1");
}

TEST_CASE("board model: omweso's aloka holes, loop and set-up from the engine")
{
    semina::Variant v = semina::defaultVariant(GameId::Omweso);
    REQUIRE(semina::setOption(v, "south-seeds", "36") == semina::OptionError::None);
    REQUIRE(semina::setOption(v, "north-seeds", "28") == semina::OptionError::None);
    std::unique_ptr<BoardModel> m(boardOf(v, semina::startPosition(v)));
    REQUIRE(m->rowCount() == 32);
    for (int row = 0; row < 32; ++row) {
        const int h = m->hole(row);
        CHECK(at(*m, row, BoardModel::AlokaRole).toBool() == (h == 0 || h == 1 || h == 14 || h == 15));
    }
    CHECK(at(*m, m->rowOf(Side::South, 15), BoardModel::NextCcwRole).toInt() == m->rowOf(Side::South, 0));
    CHECK(at(*m, m->rowOf(Side::North, 0), BoardModel::NextCwRole).toInt() == m->rowOf(Side::North, 15));
    CHECK(at(*m, m->rowOf(Side::South, 0), BoardModel::ScreenRowRole).toInt() == 3);
    CHECK(at(*m, m->rowOf(Side::South, 0), BoardModel::ScreenColumnRole).toInt() == 0);
    CHECK(at(*m, m->rowOf(Side::North, 8), BoardModel::ScreenRowRole).toInt() == 1);
    m->setFlipped(true);
    CHECK(at(*m, m->rowOf(Side::South, 0), BoardModel::ScreenRowRole).toInt() == 0);
    CHECK(at(*m, m->rowOf(Side::South, 0), BoardModel::ScreenColumnRole).toInt() == 7);
    CHECK_FALSE(m->hasStores());
    CHECK_FALSE(m->hasStocks());
    CHECK(m->hasSetup());
    CHECK(m->setupSeeds() == QList<int>{36, 28});
    CHECK(m->directionChoices());
    CHECK_FALSE(m->matchPlay());
    CHECK(m->scoreMeaning() == BoardModel::OnOwnSide);
    CHECK(m->pitsPerSide() == 16);
    CHECK(m->rowsPerSide() == 2);
    CHECK(m->screenRows() == 4);
    // 28 seeds over 16 holes: two in the first 12, one in the last 4.
    QVariantList even;
    for (int h = 0; h < 16; ++h)
        even << (h < 12 ? 2 : 1);
    CHECK(m->evenSetup(1) == even);
}

TEST_CASE("board model: aliguli's next holes skip the protected holes of the synced position")
{
    const semina::Variant v = semina::defaultVariant(GameId::AliGuli);
    std::unique_ptr<BoardModel> m(boardOf(v, semina::startPosition(v)));
    REQUIRE(m->rowCount() == 16); // 14 holes and two stocks
    CHECK(m->hasStocks());
    CHECK(m->directionChoices());
    const int south4 = m->rowOf(Side::South, 4);
    CHECK(at(*m, south4, BoardModel::NextCcwRole).toInt() == m->rowOf(Side::South, 5));
    QSignalSpy changed(m.get(), &QAbstractItemModel::dataChanged);
    m->sync(parsed(v, "6,0,9,3,7,x,x/4,8,1,0,6,5,3/9,17/S"), 0);
    CHECK(at(*m, m->rowOf(Side::South, 5), BoardModel::ProtectedRole).toBool());
    CHECK(at(*m, south4, BoardModel::NextCcwRole).toInt() == m->rowOf(Side::North, 0));
    CHECK(m->nextRow(m->rowOf(Side::North, 0), true) == south4);
    bool told = false;
    for (const auto& args : changed)
        told = told || args.at(2).value<QList<int>>().contains(BoardModel::NextCcwRole);
    CHECK(told);
    CHECK(at(*m, m->rowOf(Side::South, 0), BoardModel::LabelRole).toString() == "B1");
    CHECK(at(*m, m->rowOf(Side::North, 6), BoardModel::LabelRole).toString() == "A1");
    semina::Variant ccw = v;
    REQUIRE(semina::setOption(ccw, "direction", "ccw-only") == semina::OptionError::None);
    QSignalSpy caps(m.get(), &BoardModel::capabilitiesChanged);
    m->setVariant(ccw);
    CHECK(caps.count() == 1);
    CHECK_FALSE(m->directionChoices());
}

TEST_CASE("board model: the geometry roles have names for QML")
{
    BoardModel m;
    const auto names = m.roleNames().values();
    for (const char* name : {"side", "hole", "aloka", "isProtected", "screenRow", "screenColumn", "nextCcw", "nextCw"})
        CHECK(names.contains(QByteArray(name)));
}

TEST_CASE("board model: what a score counts, per game")
{
    // §1: Kalah's store holds sown seeds too; §2, §3: Mankala's store and
    // Ali Guli Mane's stock only captured ones; §4: Omweso counts the own side.
    const std::pair<GameId, BoardModel::ScoreMeaning> games[] = {{GameId::Kalah, BoardModel::InStore},
                                                                 {GameId::Mankala, BoardModel::Captured},
                                                                 {GameId::AliGuli, BoardModel::Captured},
                                                                 {GameId::Omweso, BoardModel::OnOwnSide}};
    for (const auto& [game, meaning] : games) {
        const semina::Variant v = semina::defaultVariant(game);
        std::unique_ptr<BoardModel> m(boardOf(v, semina::startPosition(v)));
        CHECK(m->scoreMeaning() == meaning);
    }
}

TEST_CASE("board model: the last move marks its start and its captures, one row each")
{
    const semina::Variant v = semina::defaultVariant(GameId::Kalah);
    std::unique_ptr<BoardModel> m(boardOf(v, semina::startPosition(v)));
    QSignalSpy changed(m.get(), &BoardModel::lastMoveChanged);
    m->setLastMove(2, {7, 9});
    CHECK(changed.count() == 1);
    for (int row = 0; row < m->rowCount(); ++row) {
        CHECK(at(*m, row, BoardModel::LastMoveRole).toBool() == (row == 2));
        CHECK(at(*m, row, BoardModel::LastCaptureRole).toBool() == (row == 7 || row == 9));
    }
    m->clearLastMove();
    CHECK(m->lastMoveRow() == -1);
    CHECK(m->lastCaptureRows().isEmpty());
    CHECK_FALSE(at(*m, 7, BoardModel::LastCaptureRole).toBool());
}

TEST_CASE("board model: a wider view gives bigger holes up to what the height allows")
{
    const semina::Variant v = semina::defaultVariant(GameId::Kalah);
    std::unique_ptr<BoardModel> m(boardOf(v, semina::startPosition(v)));
    const qreal wide = m->cellFor(2000, 400);
    CHECK(m->cellFor(4000, 400) == Approx(wide)); // the height limits both
    CHECK(m->cellFor(900, 10000) < wide);
    m->setViewSize(900, 10000);
    CHECK(m->cell() == Approx(m->cellFor(900, 10000)));
    CHECK(m->boardRect().height() == Approx(m->heightFor(900)));
    // Kalah's board is wide (9 x 2.7 cells): in a wide, low space a panel
    // beside it costs holes, a strip under it does not.
    CHECK_FALSE(m->panelBeside(1900, 800, 260, 70));
    // Omweso's is nearly square-ish (8.7 x 5 cells): in the same space the
    // height limits it, so the panel goes beside.
    const semina::Variant om = semina::defaultVariant(GameId::Omweso);
    m->setVariant(om);
    CHECK(m->panelBeside(1900, 800, 260, 70));
}

TEST_CASE("board model: a hole's outer edge faces the wood, never another hole of its territory")
{
    semina::Variant v = semina::defaultVariant(GameId::Omweso);
    std::unique_ptr<BoardModel> m(boardOf(v, semina::startPosition(v)));
    m->setViewSize(800, 500);
    // Screen rows: 0 North outer, 1 North inner, 2 South inner, 3 South outer.
    const int northOuter = m->rowAt(0, 3), northInner = m->rowAt(1, 3);
    const int southInner = m->rowAt(2, 3), southOuter = m->rowAt(3, 3);
    CHECK(m->outerEdge(northOuter).y() == Approx(m->rectOf(northOuter).top()));
    CHECK(m->outerEdge(northInner).y() == Approx(m->rectOf(northInner).bottom()));
    CHECK(m->outerEdge(southInner).y() == Approx(m->rectOf(southInner).top()));
    CHECK(m->outerEdge(southOuter).y() == Approx(m->rectOf(southOuter).bottom()));
    CHECK(m->outerEdge(southOuter).x() == Approx(m->rectOf(southOuter).center().x()));
    // Between the territories there is wood: the inner rows' edges do not touch.
    CHECK(m->rectOf(northInner).bottom() < m->rectOf(southInner).top());

    const semina::Variant k = semina::defaultVariant(GameId::Kalah);
    m->setVariant(k);
    m->sync(semina::startPosition(k), 0);
    CHECK(m->outerEdge(m->rowOf(Side::South, 2)).y() == Approx(m->rectOf(m->rowOf(Side::South, 2)).bottom()));
    CHECK(m->outerEdge(m->rowOf(Side::North, 2)).y() == Approx(m->rectOf(m->rowOf(Side::North, 2)).top()));
    m->setFlipped(true);
    CHECK(m->outerEdge(m->rowOf(Side::South, 2)).y() == Approx(m->rectOf(m->rowOf(Side::South, 2)).top()));
}
