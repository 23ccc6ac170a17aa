// A game's review and comments kept with it (app/analysis, app/store;
// docs/game-format.md): Save as writes every graded decision and comment,
// opening the file shows them at once, and an undo drops those of the
// decisions taken back.
#include "app/game/gamesession.h"
#include "app/store/gamestore.h"
#include "engine/gamefile/gamefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QThread>
#include <catch2/catch.hpp>

namespace {

void settle(GameSession& s)
{
    s.player()->finish();
    QCoreApplication::processEvents();
}

// Waits (events handled) until `done`, at most about a minute.
template <typename Done>
bool waitFor(Done done)
{
    for (int i = 0; i < 6000 && !done(); ++i) {
        QCoreApplication::processEvents();
        QThread::msleep(10);
    }
    return done();
}

// South 1 (a blunder), North 3, North 2 (a mistake), South 4, North 1, South 2
// on a 4-hole, 2-seed board (tests/qml/tst_analysis.qml works them out).
void playReviewedGame(GameSession& s)
{
    REQUIRE(s.history()->newGame(QStringLiteral("kalah"), {{"holes", 4}, {"seeds", 2}}, 0));
    for (const int row : {0, 6, 5, 3, 4, 1}) { // North's hole h is row 4 + h - 1
        REQUIRE(s.playHole(row, false));
        settle(s);
    }
}

} // namespace

TEST_CASE("review kept: Save as writes the review and comments, opening shows them at once, an undo drops what it took back")
{
    QTemporaryDir dir;
    qputenv("SEMINA_DATA_DIR", dir.path().toUtf8());
    GameSession session;
    GameStore store;
    store.setSession(&session);
    playReviewedGame(session);
    Analysis& analysis = *session.analysis();
    analysis.startReview();
    REQUIRE(waitFor([&] { return analysis.reviewState() == 3; }));
    session.moves()->setComment(-1, QStringLiteral("A short game"));
    session.moves()->setComment(2, QStringLiteral("  North's hole 1 wins by 12  "));
    session.moves()->setComment(5, QStringLiteral("gone"));
    session.moves()->setComment(5, QString()); // removed again
    const QString path = QDir(dir.path()).filePath(QStringLiteral("reviewed.semina"));
    REQUIRE(store.saveFile(QUrl::fromLocalFile(path)));

    QFile f(path);
    REQUIRE(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    const auto read = semina::gamefile::readGameFile(std::string_view(bytes.constData(), bytes.size()));
    REQUIRE(read.ok());
    const auto& review = read.record->rounds.back().review;
    REQUIRE(review.size() == 6);
    CHECK(review[0].grade == semina::analysis::Grade::Blunder);
    CHECK(review[1].grade == semina::analysis::Grade::Best);
    CHECK(review[2].grade == semina::analysis::Grade::Mistake);
    CHECK(review[0].values.size() == 4);
    for (const auto& v : review[0].values)
        CHECK(v.exact); // a 16-seed board: every value solved
    // Comments by decision number (0: the start), trimmed; the removed one is gone.
    const std::vector<std::pair<int, std::string>> comments = {{0, "A short game"}, {3, "North's hole 1 wins by 12"}};
    CHECK(read.record->rounds.back().comments == comments);

    GameSession other;
    GameStore second;
    second.setSession(&other);
    REQUIRE(second.openFile(QUrl::fromLocalFile(path)));
    CHECK(other.analysis()->reviewState() == 3); // at once: nothing searched
    CHECK(other.analysis()->gradeOf(0) == 4);
    CHECK(other.analysis()->gradeOf(2) == 3);
    CHECK(other.analysis()->graph().size() == 7);
    CHECK(other.moves()->data(other.moves()->index(0), MoveListModel::GradeRole).toInt() == 4);
    CHECK(other.moves()->data(other.moves()->index(2), MoveListModel::CommentRole).toString()
          == QStringLiteral("North's hole 1 wins by 12"));
    CHECK(other.moves()->comment(-1) == QStringLiteral("A short game"));

    // An undo takes back South's last turn: its review entry goes with it.
    other.history()->undo();
    settle(other);
    CHECK(other.history()->stepCount() == 5);
    CHECK(other.analysis()->reviewRecord().size() == 5);
    CHECK(other.analysis()->gradeOf(5) == -1);
    CHECK(second.captureNow().rounds.back().review.size() == 5);
    other.moves()->setComment(4, QStringLiteral("last"));
    other.history()->undo(); // North's 1 goes, and its comment with it
    settle(other);
    CHECK(other.moves()->comment(4).isEmpty());
    CHECK(second.captureNow().rounds.back().comments == comments);
    qunsetenv("SEMINA_DATA_DIR");
}
