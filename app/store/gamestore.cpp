#include "app/store/gamestore.h"

#include "app/shell/language.h"
#include "app/store/gamestoretext.h"
#include "app/store/sessionrecord.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTimer>
#include <algorithm>
#include <utility>

using semina::gamefile::GameRecord;

namespace {

constexpr int kRecentKept = 12;
const QString kCurrent = QStringLiteral("current.semina");

QString nowIso()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

// A finished game goes to the recent games; a match is finished when it is
// over (a round over is not the match over; a match the players ended
// during a round is).
bool finished(const GameRecord& r)
{
    return r.match ? r.matchOver : semina::gamefile::liveGame(r).over();
}

// The same game (perhaps further on): begun at the same time.
bool sameGame(const GameRecord& a, const GameRecord& b)
{
    return a.created == b.created && a.game == b.game;
}

// `now` is `before`'s match with a round more: the rounds of `before` played
// as they were (the last one's fill, chosen between the rounds, is new).
bool continuesMatch(const GameRecord& now, const GameRecord& before)
{
    if (!now.match || !before.match || now.rounds.size() != before.rounds.size() + 1)
        return false;
    for (std::size_t i = 0; i < before.rounds.size(); ++i) {
        const semina::gamefile::RoundRecord& a = now.rounds[i];
        const semina::gamefile::RoundRecord& b = before.rounds[i];
        if (a.variant != b.variant || a.start != b.start || a.decisions != b.decisions)
            return false;
    }
    return true;
}

// `now` has fewer rounds or decisions than `before`: decisions were taken back.
bool dropsDecisions(const GameRecord& now, const GameRecord& before)
{
    if (now.rounds.size() != before.rounds.size())
        return now.rounds.size() < before.rounds.size();
    return !now.rounds.empty() && now.rounds.back().decisions.size() < before.rounds.back().decisions.size();
}

// Where `branch` leaves `origin`: the origin's begin time, and the rounds
// and decisions of the branch's own start.
semina::gamefile::BranchOf branchAt(const GameRecord& branch, const GameRecord& origin)
{
    return {origin.created, static_cast<int>(branch.rounds.size()),
            branch.rounds.empty() ? 0 : static_cast<int>(branch.rounds.back().decisions.size())};
}

bool anyDecision(const GameRecord& r)
{
    return r.rounds.size() > 1 || (!r.rounds.empty() && !r.rounds.back().decisions.empty());
}

// The same game in the same state (the times aside).
bool sameState(GameRecord a, GameRecord b)
{
    a.saved = b.saved;
    a.created = b.created;
    return a == b;
}

// "20261202-034000-kalah.semina" for a game created 2026-12-02T03:40:00Z.
QString recentName(const GameRecord& r)
{
    QString stamp = QString::fromStdString(r.created);
    stamp.remove(QLatin1Char('-')).remove(QLatin1Char(':')).remove(QLatin1Char('Z'));
    stamp.replace(QLatin1Char('T'), QLatin1Char('-'));
    return stamp + QLatin1Char('-') + QString::fromLatin1(semina::gameKey(r.game).data()) + QStringLiteral(".semina");
}

} // namespace

GameStore::GameStore(QObject* parent) : QObject(parent)
{
    // The texts are made when read: a switch only has them read again.
    Language::onChange(this, [this] {
        emit storedChanged();
        emit noticeChanged();
    });
}

QString GameStore::folder()
{
    const QString dir = qEnvironmentVariable("SEMINA_DATA_DIR");
    return dir.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) : dir;
}

QString GameStore::currentPath() const
{
    return QDir(folder()).filePath(kCurrent);
}

QString GameStore::recentFolder() const
{
    return QDir(folder()).filePath(QStringLiteral("recent"));
}

void GameStore::setSession(GameSession* session)
{
    if (session == m_session)
        return;
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    if (session) {
        GameHistory* h = session->history();
        connect(h, &GameHistory::gameChanged, this, [this] {
            m_newGame = !m_restoring;
            scheduleSave();
        });
        connect(h, &GameHistory::historyChanged, this, &GameStore::scheduleSave);
        connect(h, &GameHistory::branched, this, [this] { m_branching = !m_restoring; });
        connect(h, &GameHistory::positionChanged, this, &GameStore::scheduleSave);
        connect(session->match(), &MatchSession::changed, this, &GameStore::scheduleSave);
        connect(session->players(), &Players::changed, this, &GameStore::scheduleSave);
        connect(session->moves(), &MoveListModel::commentsChanged, this, &GameStore::scheduleSave);
        connect(session->analysis(), &Analysis::reviewSettled, this, &GameStore::scheduleSave);
    }
    emit sessionChanged();
}

void GameStore::setAutosave(bool on)
{
    if (on == m_autosave)
        return;
    m_autosave = on;
    emit autosaveChanged();
}

QString GameStore::notice() const
{
    return m_noticePath.isEmpty() ? QString() : GameStoreText::setAside(m_noticeWhy, m_noticePath);
}

QString GameStore::continueTitle() const
{
    return m_current ? GameStoreText::title(*m_current) : QString();
}

QString GameStore::continueText() const
{
    return m_current ? GameStoreText::summary(*m_current) : QString();
}

QVariantList GameStore::recent() const
{
    QVariantList out;
    for (const Recent& r : m_recent)
        out.append(QVariantMap{{QStringLiteral("title"), GameStoreText::title(r.record)},
                               {QStringLiteral("text"), GameStoreText::summary(r.record)},
                               {QStringLiteral("file"), r.file}});
    return out;
}

GameRecord GameStore::captureNow() const
{
    GameRecord r = SessionRecord::capture(*m_session);
    r.appVersion = SEMINA_VERSION;
    // What a later version wrote and this one does not know stays with the
    // game, and so do the names, comments and review the file held.
    if (m_last) {
        // The round in play keeps the session's own comments and review
        // (added, edited or removed since); the others those of the file.
        auto comments = std::move(r.rounds.back().comments);
        auto review = std::move(r.rounds.back().review);
        semina::gamefile::keepNotes(r, *m_last);
        r.rounds.back().comments = std::move(comments);
        r.rounds.back().review = std::move(review);
        r.unknown = m_last->unknown;
        for (std::size_t i = 0; i < std::min(r.rounds.size(), m_last->rounds.size()); ++i)
            if (r.rounds[i].start == m_last->rounds[i].start)
                r.rounds[i].unknown = m_last->rounds[i].unknown;
    }
    if (m_details)
        applyDetails(r, *m_details);
    return r;
}

void GameStore::applyDetails(GameRecord& r, const Details& d) const
{
    for (int side = 0; side < 2; ++side)
        r.names[side] = r.players[side] == "human" ? d.names[side] : std::string();
    r.event = d.event;
    r.date = d.date;
    r.round = d.round;
}

QVariantMap GameStore::details() const
{
    if (!m_session)
        return {};
    const GameRecord r = captureNow();
    return {{QStringLiteral("south"), QString::fromStdString(r.names[0])},
            {QStringLiteral("north"), QString::fromStdString(r.names[1])},
            {QStringLiteral("southHuman"), r.players[0] == "human"},
            {QStringLiteral("northHuman"), r.players[1] == "human"},
            {QStringLiteral("event"), QString::fromStdString(r.event)},
            {QStringLiteral("date"), QString::fromStdString(r.date)},
            {QStringLiteral("round"), QString::fromStdString(r.round)}};
}

bool GameStore::setDetails(const QVariantMap& map)
{
    if (!m_session)
        return false;
    auto text = [&](const char* key) { return map.value(QLatin1String(key)).toString().trimmed().toStdString(); };
    Details d;
    d.names[0] = text("south");
    d.names[1] = text("north");
    d.event = text("event");
    d.date = text("date");
    d.round = text("round");
    // What the game file would refuse is refused here, by the file's own reader.
    GameRecord r = captureNow();
    applyDetails(r, d);
    r.created = r.saved = nowIso().toStdString();
    const semina::gamefile::ReadResult check = semina::gamefile::readGameFile(semina::gamefile::writeGameFile(r));
    if (!check.ok()) {
        //: Save as…: a name, event, date or round the game file cannot hold; %1 says which and why (English)
        setError(tr("These details cannot be saved: %1").arg(QString::fromStdString(check.error)));
        return false;
    }
    m_details = d;
    setError({});
    scheduleSave();
    return true;
}

void GameStore::scheduleSave()
{
    if (!m_autosave || !m_session || m_restoring || m_saveQueued)
        return;
    // Once the change is whole (a new match sets its rounds after its game).
    m_saveQueued = true;
    QTimer::singleShot(0, this, [this] {
        m_saveQueued = false;
        saveNow();
    });
}

void GameStore::saveNow()
{
    if (!m_autosave || !m_session || m_restoring)
        return;
    GameRecord r = captureNow();
    if (m_newGame) {
        m_newGame = false;
        // A match's next round continues the match; anything else is a new game.
        const bool nextRound = m_last && continuesMatch(r, *m_last);
        if (!nextRound) {
            // The game left and the one Continue offered, when unfinished, go
            // to the recent games (finished ones are there already).
            for (const std::optional<GameRecord>& left : {m_last, m_current})
                if (left && anyDecision(*left) && !finished(*left))
                    archive(*left);
            m_last.reset();
            m_details.reset();
            dropCurrent();
            m_lastOpened = false;
            r = captureNow(); // nothing of the game left: its notes and unknown members
        }
    }
    const bool branching = std::exchange(m_branching, false);
    if (m_last && finished(*m_last) && !finished(r)) {
        // A finished game is in play again. A kept game is never changed:
        // Play from here, or taking back decisions of a game opened from the
        // recent games or a file, starts a new game that names where it came
        // from. Otherwise (an undo of the end just played, a rematch, a match
        // ended and taken back) the game moves back from the recent games to Continue.
        if (branching || (m_lastOpened && dropsDecisions(r, *m_last))) {
            r.branchOf = branchAt(r, *m_last);
            m_last.reset();
        } else {
            removeArchived(*m_last);
        }
        m_lastOpened = false;
    }
    if (m_last) {
        r.branchOf = m_last->branchOf;
        r.created = m_last->created;
    } else {
        r.created = uniqueCreated(r);
    }
    if (m_last && sameState(r, *m_last))
        return;
    m_lastOpened = false;
    r.saved = nowIso().toStdString();
    QString error;
    QDir().mkpath(folder());
    if (finished(r)) {
        archive(r);
        // Continue offered this game; not another one (a game opened from the recent games is on the screen).
        if (!m_current || sameGame(*m_current, r))
            dropCurrent();
    } else if (writeFile(currentPath(), r, &error)) {
        m_current = r;
    } else {
        setError(error);
        return;
    }
    m_last = r;
    emit storedChanged();
}

void GameStore::archive(const GameRecord& record)
{
    QDir().mkpath(recentFolder());
    QString error;
    if (!writeFile(QDir(recentFolder()).filePath(recentName(record)), record, &error)) {
        setError(error);
        return;
    }
    QDir dir(recentFolder());
    const QStringList names = dir.entryList({QStringLiteral("*.semina")}, QDir::Files, QDir::Name | QDir::Reversed);
    for (qsizetype i = kRecentKept; i < names.size(); ++i)
        dir.remove(names[i]);
    loadRecent();
}

void GameStore::dropCurrent()
{
    QFile::remove(currentPath());
    m_current.reset();
}

void GameStore::removeArchived(const GameRecord& record)
{
    if (QFile::remove(QDir(recentFolder()).filePath(recentName(record))))
        loadRecent();
}

bool GameStore::writeFile(const QString& path, const GameRecord& record, QString* error) const
{
    QSaveFile file(path);
    const std::string text = semina::gamefile::writeGameFile(record);
    // Only what reads back is written (a game from a position whose seeds do
    // not add up to the game's could not be opened again).
    const semina::gamefile::ReadResult back = semina::gamefile::readGameFile(text);
    if (!back.ok()) {
        *error = GameStoreText::cannotWrite(QFileInfo(path).fileName(), QString::fromStdString(back.error));
        qWarning("semina: %s", qPrintable(*error));
        return false;
    }
    if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size())
        || !file.commit()) {
        *error = GameStoreText::cannotWrite(QFileInfo(path).fileName(), file.errorString());
        return false;
    }
    return true;
}

GameStore::Read GameStore::readFile(const QString& path)
{
    Read out;
    const QFileInfo info(path);
    const QString name = info.fileName();
    if (!info.exists()) {
        out.error = GameStoreText::missing(name);
        return out;
    }
    if (!info.isFile()) {
        out.error = GameStoreText::notAFile(name);
        return out;
    }
    if (info.size() > static_cast<qint64>(semina::gamefile::kMaxFileBytes)) {
        out.error = GameStoreText::tooLarge(name);
        return out;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        out.error = GameStoreText::cannotRead(name, file.errorString());
        return out;
    }
    const QByteArray bytes = file.read(static_cast<qint64>(semina::gamefile::kMaxFileBytes) + 1);
    const semina::gamefile::ReadResult r = semina::gamefile::readGameFile(std::string_view(bytes.constData(), bytes.size()));
    if (!r.ok()) {
        out.error = GameStoreText::refused(name, QString::fromStdString(r.error));
        return out;
    }
    out.record = r.record;
    if (!r.warning.empty())
        out.warning = GameStoreText::readWithWarning(name, QString::fromStdString(r.warning));
    return out;
}

void GameStore::scan()
{
    if (!m_autosave)
        return;
    QDir dir(folder());
    // What a write cut short may have left.
    for (const QString& left : dir.entryList({kCurrent + QStringLiteral(".*")}, QDir::Files))
        dir.remove(left);
    m_current.reset();
    if (QFileInfo::exists(currentPath())) {
        const Read read = readFile(currentPath());
        if (read.record && finished(*read.record)) {
            archive(*read.record);
            dropCurrent();
        } else if (read.record) {
            m_current = read.record;
        } else {
            const QString aside = QStringLiteral("current.broken-%1.semina")
                                      .arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss")));
            dir.rename(kCurrent, aside);
            m_noticeWhy = read.error;
            m_noticePath = dir.filePath(aside);
            emit noticeChanged();
        }
    }
    loadRecent();
    emit storedChanged();
}

void GameStore::loadRecent()
{
    m_recent.clear();
    QDir dir(recentFolder());
    const QStringList names = dir.entryList({QStringLiteral("*.semina")}, QDir::Files, QDir::Name | QDir::Reversed);
    for (const QString& name : names) {
        const Read read = readFile(dir.filePath(name));
        if (!read.record)
            continue;
        m_recent.append({*read.record, dir.filePath(name)});
    }
    emit storedChanged();
}

bool GameStore::put(const GameRecord& record, const QString& warning)
{
    if (!m_session)
        return false;
    QString error;
    m_restoring = true;
    const bool ok = SessionRecord::restore(*m_session, record, &error);
    m_restoring = false;
    m_newGame = false;
    if (!ok) {
        setError(error);
        return false;
    }
    m_last = record;
    m_details.reset(); // the file's own details, through keepNotes
    m_lastOpened = finished(record);
    m_branching = false;
    QString writeError;
    if (!finished(record) && !(m_current && sameState(*m_current, record))) {
        // An unfinished game goes on from Continue: the one Continue offered
        // is replaced (to the recent games), and the game leaves the recent
        // games if it came from there: one game, one place.
        if (m_autosave) {
            if (m_current && anyDecision(*m_current) && !sameGame(*m_current, record))
                archive(*m_current);
            removeArchived(record);
            writeFile(currentPath(), record, &writeError);
        }
        m_current = record;
    }
    setError(writeError);
    m_lastWarning = warning;
    emit lastErrorChanged();
    emit storedChanged();
    emit opened();
    return true;
}

bool GameStore::resume()
{
    if (!m_current) {
        setError(GameStoreText::nothingToContinue());
        return false;
    }
    if (m_last && sameState(*m_last, *m_current)) { // already on the screen
        emit opened();
        return true;
    }
    return put(*m_current);
}

bool GameStore::openRecent(const QString& file)
{
    const Read read = readFile(file);
    if (!read.record) {
        setError(read.error);
        return false;
    }
    return put(*read.record, read.warning);
}

bool GameStore::openFile(const QUrl& url)
{
    const QString path = url.isLocalFile() ? url.toLocalFile() : url.toString();
    const Read read = readFile(path);
    if (!read.record) {
        setError(read.error);
        return false;
    }
    GameRecord record = *read.record;
    // An earlier save of a kept game (Continue's, or one of the recent games:
    // the file lacks decisions played since): opened as it is, it would
    // overwrite that later state. It opens as a new game that names where it
    // came from; the later state stays kept.
    if (m_autosave) {
        std::optional<GameRecord> kept;
        if (m_current && sameGame(*m_current, record))
            kept = m_current;
        else if (const Read archived = readFile(QDir(recentFolder()).filePath(recentName(record)));
                 archived.record && sameGame(*archived.record, record))
            kept = archived.record;
        if (kept && dropsDecisions(record, *kept)) {
            record.branchOf = branchAt(record, *kept);
            record.created = uniqueCreated(record);
        }
    }
    return put(record, read.warning);
}

std::string GameStore::uniqueCreated(GameRecord r) const
{
    // A game's begin time names its file among the recent games, and must
    // name no other game's (two games begun in one second).
    QDateTime created = QDateTime::currentDateTimeUtc();
    r.created = created.toString(Qt::ISODate).toStdString();
    while (QFileInfo::exists(QDir(recentFolder()).filePath(recentName(r))) || (m_current && m_current->created == r.created)) {
        created = created.addSecs(1);
        r.created = created.toString(Qt::ISODate).toStdString();
    }
    return r.created;
}

bool GameStore::saveFile(const QUrl& url)
{
    if (!m_session)
        return false;
    QString path = url.isLocalFile() ? url.toLocalFile() : url.toString();
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".semina");
    GameRecord r = captureNow();
    r.created = m_last ? m_last->created : nowIso().toStdString();
    r.saved = nowIso().toStdString();
    QString error;
    if (!writeFile(path, r, &error)) {
        setError(error);
        return false;
    }
    m_lastSavedName = QFileInfo(path).fileName();
    setError({});
    emit lastErrorChanged();
    return true;
}

void GameStore::dismissNotice()
{
    if (m_noticePath.isEmpty())
        return;
    m_noticeWhy.clear();
    m_noticePath.clear();
    emit noticeChanged();
}

void GameStore::setError(const QString& text)
{
    if (text == m_lastError)
        return;
    m_lastError = text;
    emit lastErrorChanged();
}

void GameStore::showExamples(bool on)
{
    if (m_autosave)
        return;
    if (!on) {
        m_current.reset();
        m_recent.clear();
        m_noticeWhy.clear();
        m_noticePath.clear();
        emit noticeChanged();
        emit storedChanged();
        return;
    }
    using semina::gamefile::RoundRecord;
    const auto example = [](semina::GameId game, const char* south, const char* north, int decisions, const char* saved) {
        GameRecord r;
        r.game = game;
        r.players[0] = south;
        r.players[1] = north;
        RoundRecord round;
        round.variant = semina::defaultVariant(game);
        semina::Game g(round.variant);
        for (int i = 0; i < decisions && !g.over(); ++i) {
            semina::DecisionList list;
            g.legalDecisions(list);
            round.decisions.push_back(list[i % list.size()]);
            g.play(round.decisions.back());
        }
        round.start = semina::Game(round.variant).position();
        r.rounds.push_back(round);
        r.created = r.saved = saved;
        return r;
    };
    // Three of the engine's games: any will do.
    m_current = example(semina::kAllGames[0], "human", "expert", 12, "2026-12-01T19:40:00Z");
    GameRecord match = example(semina::kAllGames[2], "human", "strong", 9, "2026-11-30T18:05:00Z");
    match.match = true;
    m_recent.clear();
    for (const GameRecord& r : {match, example(semina::kAllGames[1], "human", "human", 30, "2026-11-29T20:15:00Z")})
        m_recent.append({r, QString()});
    m_noticeWhy = QStringLiteral("Line 12, column 3: a string is not closed.");
    m_noticePath = QStringLiteral("current.broken-20261201-194100.semina");
    emit noticeChanged();
    emit storedChanged();
}
