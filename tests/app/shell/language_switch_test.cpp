// A language switch at run time (Settings.language, app/shell/language.h): the
// texts made in C++ follow at once, each with the signal a QML binding
// waits for: the kept games' titles, summaries and dates (GameStore), the
// move list's side letters (MoveListModel), the live status (Narration).
#include "app/game/gamesession.h"
#include "app/shell/language.h"
#include "app/store/gamestore.h"
#include "engine/gamefile/gamefile.h"
#include "engine/setup.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QLocale>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <catch2/catch.hpp>

namespace {

// Games kept in a folder of the test's own.
struct Folder {
    QTemporaryDir dir;
    Folder() { qputenv("SEMINA_DATA_DIR", dir.path().toUtf8()); }
    ~Folder() { qunsetenv("SEMINA_DATA_DIR"); }
};

void settle(GameSession& s)
{
    s.player()->finish();
    QCoreApplication::processEvents(); // the store writes once the change is whole
}

void switchTo(const char* code)
{
    REQUIRE(Language::install(*QCoreApplication::instance(), QString::fromLatin1(code)));
    QCoreApplication::processEvents();
}

// When a game file was saved last, as `code`'s locale writes it.
QString savedDate(const QString& path, const char* code)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const auto read = semina::gamefile::readGameFile(std::string_view(bytes.constData(), bytes.size()));
    REQUIRE(read.ok());
    const QDateTime saved = QDateTime::fromString(QString::fromStdString(read.record->saved), Qt::ISODate);
    REQUIRE(saved.isValid());
    return QLocale(QString::fromLatin1(code)).toString(saved.toLocalTime(), QLocale::ShortFormat);
}

QString recentText(const GameStore& store, int i, const char* key)
{
    return store.recent().at(i).toMap().value(QString::fromLatin1(key)).toString();
}

// Catch shows a std::string when a check fails, not a QString.
std::string str(const QString& s) { return s.toStdString(); }

} // namespace

TEST_CASE("language switch: the Continue card and the recent games are told again, dates too")
{
    switchTo("en");
    Folder folder;
    GameSession session;
    GameStore store;
    store.setSession(&session);
    store.setAutosave(true);
    store.scan();
    // A Mankala game with one decision, replaced by a Kalah game with one: the
    // first goes to the recent games, the second is the one to continue.
    REQUIRE(session.history()->newGame(QStringLiteral("mankala"), {}, 0));
    REQUIRE(session.playScripted(0));
    settle(session);
    REQUIRE(session.history()->newGame(QStringLiteral("kalah"), {}, 0));
    REQUIRE(session.playHole(0, false));
    settle(session);
    REQUIRE(store.canContinue());
    REQUIRE(store.recent().size() == 1);
    const QString current = QDir(folder.dir.path()).filePath(QStringLiteral("current.semina"));
    const QString recent = recentText(store, 0, "file");
    const QString english = QStringLiteral("Human against Human · 1 decision · ");
    CHECK(str(store.continueText()) == str(english + savedDate(current, "en")));
    CHECK(str(recentText(store, 0, "text")) == str(english + savedDate(recent, "en")));
    // The dates differ between the languages, or this test would not see them follow.
    REQUIRE(savedDate(current, "en") != savedDate(current, "it"));
    REQUIRE(savedDate(current, "it") != savedDate(current, "hu"));

    // What a QML binding reads when it is told, as it is told.
    QStringList told;
    QObject::connect(&store, &GameStore::storedChanged, &store,
                     [&] { told << store.continueText() + u'|' + recentText(store, 0, "text"); });
    const auto toldLast = [&] { return told.isEmpty() ? std::string() : str(told.takeLast()); };
    const auto both = [&](const QString& said, const char* code) {
        return str(said + savedDate(current, code) + u'|' + said + savedDate(recent, code));
    };

    switchTo("it");
    CHECK(toldLast() == both(QStringLiteral("Umano contro Umano · 1 mossa · "), "it"));
    CHECK(str(recentText(store, 0, "title")) == "Mankala");
    switchTo("hu");
    CHECK(toldLast() == both(QStringLiteral("Ember – Ember · 1 lépés · "), "hu"));
    switchTo("en");
    CHECK(toldLast() == both(english, "en"));
    CHECK(recentText(store, 0, "file") == recent);
}

TEST_CASE("language switch: the move list's side letters follow, and back")
{
    switchTo("en");
    GameSession s;
    REQUIRE(s.history()->newGame(QStringLiteral("omweso")));
    const semina::Game& g = s.history()->game();
    REQUIRE(s.history()->play(semina::evenSetup(g.variant(), g.position()), nullptr));
    REQUIRE(s.history()->play(semina::evenSetup(s.history()->game().variant(), s.history()->game().position()), nullptr));
    MoveListModel* m = s.moves();
    REQUIRE(m->rowCount() == 2);
    const auto label = [m](int row) { return str(m->data(m->index(row), MoveListModel::LabelRole).toString()); };
    const auto text = [m](int row) { return str(m->data(m->index(row), MoveListModel::TextRole).toString()); };
    CHECK(label(0) == "1. S set-up");
    CHECK(label(1) == "2. N set-up");
    CHECK_THAT(text(1), Catch::StartsWith("2. N setup:"));
    QSignalSpy changed(m, &QAbstractItemModel::dataChanged);
    QSignalSpy reset(m, &QAbstractItemModel::modelReset);

    // Hungarian: Dél (South) and Észak (North); the notation itself stays.
    switchTo("hu");
    REQUIRE(changed.count() >= 1);
    CHECK(changed.last().at(0).toModelIndex().row() == 0);
    CHECK(changed.last().at(1).toModelIndex().row() == 1);
    CHECK(changed.last().at(2).value<QList<int>>().contains(MoveListModel::LabelRole));
    CHECK(label(0) == "1. D kezdőállás");
    CHECK(label(1) == "2. É kezdőállás");
    CHECK_THAT(text(1), Catch::StartsWith("2. É setup:"));
    CHECK_THAT(str(m->text(0)), Catch::StartsWith("1. D setup:"));
    switchTo("it");
    CHECK(label(1) == "2. N disposizione");
    switchTo("en");
    CHECK(label(0) == "1. S set-up");
    CHECK_THAT(text(1), Catch::StartsWith("2. N setup:"));
    CHECK(reset.count() == 0);
}

TEST_CASE("language switch: the live status drops the sentences of the old language")
{
    switchTo("en");
    GameSession s;
    REQUIRE(s.history()->newGame(QStringLiteral("kalah")));
    REQUIRE(s.playHole(0, false));
    settle(s);
    REQUIRE_THAT(str(s.narration()->text()), Catch::Contains("South"));
    QSignalSpy changed(s.narration(), &Narration::changed);
    switchTo("it");
    CHECK(changed.count() >= 1);
    CHECK(s.narration()->text().isEmpty());
    switchTo("en");
}

TEST_CASE("language switch: the notice of a kept game set aside follows it")
{
    Folder folder;
    {
        QFile broken(QDir(folder.dir.path()).filePath(QStringLiteral("current.semina")));
        REQUIRE(broken.open(QIODevice::WriteOnly));
        broken.write("{ not a game");
    }
    switchTo("en");
    GameSession session;
    GameStore store;
    store.setSession(&session);
    store.setAutosave(true);
    store.scan();
    const QString english = store.notice();
    CHECK(english.contains(QStringLiteral("set aside as")));
    QSignalSpy changed(&store, &GameStore::noticeChanged);
    switchTo("it");
    CHECK(changed.count() > 0);
    const QString italian = store.notice();
    CHECK(str(italian) != str(english));
    CHECK_FALSE(italian.contains(QStringLiteral("set aside as")));
    CHECK(italian.contains(QStringLiteral("current.broken-"))); // where it went, in any language
    switchTo("en");
    CHECK(str(store.notice()) == str(english));
    store.dismissNotice();
    CHECK(store.notice().isEmpty());
}
