// Keeping games (app/store/gamestore.h, docs/game-format.md): the game is written
// after every decision, offered again by a new start (Continue) exactly as it
// was, finished and replaced games go to the recent list, and a broken file,
// kept or opened, is refused with nothing on the screen or on disk changed.
#include "app/game/gamesession.h"
#include "app/shell/language.h"
#include "app/store/gamestore.h"
#include "engine/gamefile/gamefile.h"
#include "engine/notation.h"
#include "tests/engine/support/gamefile_test_support.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <catch2/catch.hpp>

namespace {

// Games kept in a folder of the test's own.
struct Folder {
    QTemporaryDir dir;
    Folder() { qputenv("SEMINA_DATA_DIR", dir.path().toUtf8()); }
    ~Folder() { qunsetenv("SEMINA_DATA_DIR"); }
    QString path(const QString& name) const { return QDir(dir.path()).filePath(name); }
    QByteArray read(const QString& name) const
    {
        QFile f(path(name));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    void write(const QString& name, const QByteArray& bytes) const
    {
        QFile f(path(name));
        REQUIRE(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
};

// A session whose games a store keeps (autosave on or off).
struct Kept {
    GameSession session;
    GameStore store;
    explicit Kept(bool autosave)
    {
        store.setSession(&session);
        store.setAutosave(autosave);
    }
};

void settle(GameSession& s)
{
    s.player()->finish();
    QCoreApplication::processEvents(); // the store writes once the change is whole
}

semina::gamefile::ReadResult readKept(const Folder& folder, const QString& name)
{
    const QByteArray bytes = folder.read(name);
    return semina::gamefile::readGameFile(std::string_view(bytes.constData(), bytes.size()));
}

} // namespace

TEST_CASE("game store: every decision is kept, and a new start continues the game exactly")
{
    REQUIRE(Language::install(*QCoreApplication::instance(), QStringLiteral("en")));
    Folder folder;
    QString position;
    {
        GameSession session;
        GameStore store;
        store.setSession(&session);
        store.setAutosave(true);
        store.scan();
        CHECK_FALSE(store.canContinue());
        REQUIRE(session.history()->newGame(QStringLiteral("kalah"), {{QStringLiteral("seeds"), QStringLiteral("3")}}, 1));
        // North starts: its hole 3 (3 seeds) sows 4,5,6: no store, South moves.
        REQUIRE(session.playHole(session.board()->rowOf(semina::Side::North, 2), false));
        settle(session);
        auto kept = readKept(folder, "current.semina");
        REQUIRE(kept.ok());
        CHECK(kept.record->rounds.back().decisions.size() == 1);
        // South's hole 1 (3 seeds) sows 2,3,4: no store; North to move.
        REQUIRE(session.playHole(session.board()->rowOf(semina::Side::South, 0), false));
        settle(session);
        kept = readKept(folder, "current.semina");
        REQUIRE(kept.ok());
        CHECK(kept.record->rounds.back().decisions.size() == 2);
        CHECK(kept.record->rounds.back().variant.seeds == 3);
        position = session.history()->position();
        CHECK(position == QStringLiteral("0,4,4,4,3,3/3,3,0,4,4,4/0,0/N"));
    }
    // The next start: Continue names the game and brings it back as it was.
    GameSession session;
    GameStore store;
    store.setSession(&session);
    store.setAutosave(true);
    store.scan();
    REQUIRE(store.canContinue());
    CHECK(store.continueTitle() == QStringLiteral("Kalah"));
    CHECK(store.continueText().contains(QStringLiteral("Human against Human")));
    CHECK(store.continueText().contains(QStringLiteral("2 decisions")));
    REQUIRE(store.resume());
    CHECK(session.history()->position() == position);
    CHECK(session.history()->entries().size() == 2);
    CHECK(session.boardMatchesEngine());
    // Undo still goes back over the decisions put back.
    session.history()->undo();
    CHECK(session.history()->entries().size() == 1);
}

TEST_CASE("game store: a finished game goes to the recent games, and a new game keeps the one it replaces")
{
    Folder folder;
    Kept kept(true);
    GameSession& session = kept.session;
    GameStore& store = kept.store;
    store.scan();
    // South's hole 6 (1 seed) ends in its store; South's row is empty: the game is over.
    REQUIRE(session.history()->newGame(QStringLiteral("kalah"), {}, 0, QStringLiteral("0,0,0,0,0,1/1,0,0,0,0,2/20,24/S")));
    REQUIRE(session.playHole(5, false));
    settle(session);
    CHECK_FALSE(QFile::exists(folder.path("current.semina")));
    CHECK_FALSE(store.canContinue());
    REQUIRE(store.recent().size() == 1);
    CHECK(store.recent().at(0).toMap().value("text").toString().contains(QStringLiteral("North wins")));

    // An unfinished game replaced by a new one is kept too.
    REQUIRE(session.history()->newGame(QStringLiteral("mankala"), {}, 0));
    REQUIRE(session.playScripted(0));
    settle(session);
    REQUIRE(QFile::exists(folder.path("current.semina")));
    REQUIRE(session.history()->newGame(QStringLiteral("aliguli"), {}, 0));
    settle(session);
    REQUIRE(store.recent().size() == 2);
    const QString file = store.recent().at(0).toMap().value("file").toString();
    CHECK(file.endsWith(QStringLiteral("mankala.semina")));
    // Opened again, it is on the board with its decision.
    REQUIRE(store.openRecent(file));
    CHECK(session.history()->variantKey() == QStringLiteral("mankala"));
    CHECK(session.history()->entries().size() == 1);
}

TEST_CASE("game store: a kept game that cannot be read is set aside, and the app starts without it")
{
    Folder folder;
    folder.write("current.semina", QByteArray("{\"format\": \"semina-game\", \"version\": 1, \"ga"));
    GameSession session;
    const QString before = session.history()->position();
    GameStore store;
    store.setSession(&session);
    store.setAutosave(true);
    store.scan();
    CHECK_FALSE(store.canContinue());
    CHECK(store.notice().contains(QStringLiteral("set aside")));
    CHECK_FALSE(QFile::exists(folder.path("current.semina")));
    const QStringList aside = QDir(folder.dir.path()).entryList({QStringLiteral("current.broken-*.semina")});
    REQUIRE(aside.size() == 1);
    CHECK(folder.read(aside.at(0)).startsWith("{\"format\"")); // kept as it was
    CHECK(session.history()->position() == before);
    store.dismissNotice();
    CHECK(store.notice().isEmpty());
}

TEST_CASE("game store: opening a broken file or a folder says why and changes nothing")
{
    Folder folder;
    Kept kept(true);
    GameSession& session = kept.session;
    GameStore& store = kept.store;
    REQUIRE(session.history()->newGame(QStringLiteral("kalah"), {}, 0));
    REQUIRE(session.playScripted(2));
    settle(session);
    const QByteArray before = folder.read("current.semina");
    const QString position = session.history()->position();

    folder.write("binary.semina", QByteArray("\x89PNG\r\n\x1a\n\0\0\0", 11));
    CHECK_FALSE(store.openFile(QUrl::fromLocalFile(folder.path("binary.semina"))));
    CHECK(store.lastError().contains(QStringLiteral("binary.semina is not a game Semina can open")));
    CHECK_FALSE(store.openFile(QUrl::fromLocalFile(folder.dir.path())));
    CHECK(store.lastError().contains(QStringLiteral("is not a file")));
    CHECK_FALSE(store.openFile(QUrl::fromLocalFile(folder.path("nowhere.semina"))));
    CHECK(store.lastError().contains(QStringLiteral("nowhere.semina does not exist")));
    CHECK(session.history()->position() == position);
    CHECK(session.history()->entries().size() == 1);
    CHECK(folder.read("current.semina") == before);
}

TEST_CASE("game store: Save as writes a file that opens to the same game, match and all")
{
    Folder folder;
    GameSession session;
    GameStore store;
    store.setSession(&session);
    REQUIRE(session.match()->start(QStringLiteral("kalah"), {}, 0, QStringLiteral("0,0,0,0,0,1/1,0,0,0,0,2/20,24/S")));
    REQUIRE(session.playHole(5, false));
    settle(session);
    REQUIRE(session.match()->phase() == MatchSession::RoundOver);
    session.match()->prepareNext();
    REQUIRE(session.match()->startNext()); // South fills its 5 holes from the left
    settle(session);
    REQUIRE(session.playScripted(0));
    settle(session);
    REQUIRE(store.saveFile(QUrl::fromLocalFile(folder.path("match")))); // the suffix is added
    REQUIRE(QFile::exists(folder.path("match.semina")));
    CHECK(store.lastSavedName() == QStringLiteral("match.semina")); // what the screen says was saved

    GameSession other;
    GameStore second;
    second.setSession(&other);
    REQUIRE(second.openFile(QUrl::fromLocalFile(folder.path("match.semina"))));
    CHECK(other.match()->active());
    CHECK(other.match()->round() == 2);
    CHECK(other.match()->northWins() == 1);
    CHECK(other.match()->phase() == MatchSession::Playing);
    CHECK(other.history()->position() == session.history()->position());
    CHECK(other.history()->entries().size() == 1);
    CHECK(second.captureNow().rounds == store.captureNow().rounds);
}

TEST_CASE("game store: a file of a later version opens, and says so")
{
    Folder folder;
    GameSession session;
    GameStore store;
    store.setSession(&session);
    REQUIRE(session.history()->newGame(QStringLiteral("mankala"), {}, 0));
    REQUIRE(session.playScripted(1));
    settle(session);
    REQUIRE(store.saveFile(QUrl::fromLocalFile(folder.path("game.semina"))));
    QByteArray text = folder.read("game.semina");
    REQUIRE(text.contains("\"version\": 2,"));
    text.replace("\"version\": 2,", "\"version\": 3,\n  \"clock\": {\"south\": 300},");
    folder.write("later.semina", text);

    GameSession other;
    GameStore second;
    second.setSession(&other);
    REQUIRE(second.openFile(QUrl::fromLocalFile(folder.path("later.semina"))));
    CHECK(second.lastWarning().contains(QStringLiteral("later.semina was opened, but")));
    CHECK(second.lastWarning().contains(QStringLiteral("format version 3")));
    CHECK(other.history()->position() == session.history()->position());
    // What this version does not know is kept when the game is saved again.
    REQUIRE(second.saveFile(QUrl::fromLocalFile(folder.path("again.semina"))));
    CHECK(folder.read("again.semina").contains("\"clock\""));
    // A file of this version opens without a word.
    REQUIRE(second.openFile(QUrl::fromLocalFile(folder.path("game.semina"))));
    CHECK(second.lastWarning().isEmpty());
}

namespace {

// Opens tests/engine/support's file of every version-2 member, between two
// humans; returns its text.
std::string openNotes(const Folder& folder, Kept& kept)
{
    const std::string text = semina::test::replaced(semina::test::kNotesFile, R"("north": "expert")", R"("north": "human")");
    folder.write("notes.semina", QByteArray::fromStdString(text));
    REQUIRE(kept.store.openFile(QUrl::fromLocalFile(folder.path("notes.semina"))));
    return text;
}

} // namespace

TEST_CASE("game store: the names, comments and review of an opened file stay when it is saved again")
{
    Folder folder;
    Kept kept(false);
    const std::string text = openNotes(folder, kept);
    REQUIRE(kept.store.saveFile(QUrl::fromLocalFile(folder.path("again.semina"))));
    const semina::gamefile::ReadResult again = readKept(folder, "again.semina");
    INFO(again.error);
    REQUIRE(again.ok());
    const semina::gamefile::GameRecord before = *semina::gamefile::readGameFile(text).record;
    const semina::gamefile::GameRecord& after = *again.record;
    CHECK(after.names[0] == before.names[0]);
    CHECK(after.event == before.event);
    CHECK(after.date == before.date);
    CHECK(after.round == before.round);
    CHECK(after.rounds[0].comments == before.rounds[0].comments);
    CHECK(after.rounds[0].review == before.rounds[0].review);
    CHECK(semina::gamefile::resultKey(after) == "unfinished");
}

TEST_CASE("game store: a new game keeps nothing of the notes of the game before")
{
    Folder folder;
    Kept kept(true);
    openNotes(folder, kept);
    // The same game again from the start, South's 3 first: the start and
    // decision 1 are those the file's comment and review were about.
    REQUIRE(kept.session.history()->newGame(QStringLiteral("kalah"), {}, 0));
    REQUIRE(kept.session.playScripted(2)); // legal decision 3 of 6: hole 3
    settle(kept.session);
    const semina::gamefile::ReadResult now = readKept(folder, "current.semina");
    INFO(now.error);
    REQUIRE(now.ok());
    CHECK(now.record->rounds[0].decisions.size() == 1);
    CHECK(now.record->names[0].empty());
    CHECK(now.record->event.empty());
    CHECK(now.record->rounds[0].comments.empty());
    CHECK(now.record->rounds[0].review.empty());
    CHECK(now.record->unknown.empty());
}

TEST_CASE("game store: a game that could not be opened again is not written")
{
    Folder folder;
    Kept kept(true);
    GameSession& session = kept.session;
    GameStore& store = kept.store;
    // 3 seeds in all, where a Kalah game has 48 (or fewer by a handicap's whole holes).
    REQUIRE(session.history()->newGame(QStringLiteral("kalah"), {}, 0, QStringLiteral("1,0,0,0,0,1/0,0,0,0,0,1/0,0/S")));
    settle(session);
    CHECK_FALSE(QFile::exists(folder.path("current.semina")));
    CHECK(store.lastError().contains(QStringLiteral("could not be saved to current.semina")));
    const QString savedBefore = store.lastSavedName();
    CHECK_FALSE(store.saveFile(QUrl::fromLocalFile(folder.path("odd.semina"))));
    CHECK_FALSE(QFile::exists(folder.path("odd.semina")));
    CHECK(store.lastSavedName() == savedBefore); // nothing said to be saved
}
