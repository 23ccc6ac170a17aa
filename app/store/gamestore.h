#pragma once
// Keeping games (docs/game-format.md): the game on the screen is written to
// the app's data folder after every change (atomically, QSaveFile), so that
// closing the window or a crash loses nothing; the unfinished game is
// offered again at the next start (Continue), finished and replaced games
// go to a short list of recent games; and any game can be saved to a file
// and opened from one. A file that cannot be read is refused with what is
// wrong and where; nothing on the screen or on disk changes then.

#include "app/game/gamesession.h"
#include "engine/gamefile/gamefile.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <optional>

class GameStore : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(GameSession* session READ session WRITE setSession NOTIFY sessionChanged)
    // Off (screenshots, the sweep): nothing is read or written by itself.
    Q_PROPERTY(bool autosave READ autosave WRITE setAutosave NOTIFY autosaveChanged)
    Q_PROPERTY(bool canContinue READ canContinue NOTIFY storedChanged)
    Q_PROPERTY(QString continueTitle READ continueTitle NOTIFY storedChanged)
    Q_PROPERTY(QString continueText READ continueText NOTIFY storedChanged)
    // [{title, text, file}], the newest first. The texts are made when read,
    // in the language of the moment (storedChanged on a language switch too).
    Q_PROPERTY(QVariantList recent READ recent NOTIFY storedChanged)
    // Something to tell once (a saved game that could not be read was set aside).
    Q_PROPERTY(QString notice READ notice NOTIFY noticeChanged)
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
    // After a file was opened: something to tell about it (made by a later version), or empty.
    Q_PROPERTY(QString lastWarning READ lastWarning NOTIFY lastErrorChanged)
    // The name of the file saveFile wrote last ("game.semina").
    Q_PROPERTY(QString lastSavedName READ lastSavedName NOTIFY lastErrorChanged)

public:
    explicit GameStore(QObject* parent = nullptr);

    GameSession* session() const { return m_session; }
    void setSession(GameSession* session);
    bool autosave() const { return m_autosave; }
    void setAutosave(bool on);
    bool canContinue() const { return m_current.has_value(); }
    QString continueTitle() const;
    QString continueText() const;
    QVariantList recent() const;
    QString notice() const;
    QString lastError() const { return m_lastError; }
    QString lastWarning() const { return m_lastWarning; }
    QString lastSavedName() const { return m_lastSavedName; }

    // The folder the games are kept in: $SEMINA_DATA_DIR, else the app's
    // data location.
    static QString folder();

    // Reads the folder: the unfinished game, the recent ones. A saved game
    // that cannot be read is renamed aside (notice says so).
    Q_INVOKABLE void scan();
    // The unfinished game back on the session.
    Q_INVOKABLE bool resume();
    Q_INVOKABLE bool openRecent(const QString& file);
    // A game file onto the session; false with lastError, nothing changed.
    Q_INVOKABLE bool openFile(const QUrl& url);
    // The session's game to a file (".semina" added when it has no suffix).
    Q_INVOKABLE bool saveFile(const QUrl& url);
    Q_INVOKABLE void dismissNotice();
    // The game's details as Save as… offers them: {south, north (the players'
    // names), southHuman, northHuman, event, date (YYYY-MM-DD), round}.
    Q_INVOKABLE QVariantMap details() const;
    // Sets them for this game (a name only for a person); false, changing
    // nothing, with lastError saying what the game file would refuse.
    Q_INVOKABLE bool setDetails(const QVariantMap& details);
    // For the screenshot sweep (autosave off): an unfinished game to
    // continue, two recent games and a notice to show, none of them on disk
    // (off: none again).
    Q_INVOKABLE void showExamples(bool on);
    // The session's game as it would be saved now (tests).
    semina::gamefile::GameRecord captureNow() const;

signals:
    void sessionChanged();
    void autosaveChanged();
    void storedChanged();
    void noticeChanged();
    void lastErrorChanged();
    // A game was put on the session (resume, open): the screen shows it.
    void opened();

private:
    struct Read {
        std::optional<semina::gamefile::GameRecord> record;
        QString error;
        QString warning;
    };
    static Read readFile(const QString& path);
    bool writeFile(const QString& path, const semina::gamefile::GameRecord& record, QString* error) const;
    bool put(const semina::gamefile::GameRecord& record, const QString& warning = {});
    void scheduleSave();
    void saveNow();
    void archive(const semina::gamefile::GameRecord& record);
    void setError(const QString& text);
    QString currentPath() const;
    QString recentFolder() const;
    // A begin time (`created`) for `r` as a new game, naming no kept game's file.
    std::string uniqueCreated(semina::gamefile::GameRecord r) const;
    void loadRecent();

    QPointer<GameSession> m_session;
    bool m_autosave = false;
    bool m_restoring = false;
    bool m_saveQueued = false;
    bool m_newGame = false; // the session's game changed: a new game, or a match's next round
    bool m_branching = false; // Play from here: a finished game goes its own way as a new one
    bool m_lastOpened = false; // m_last was opened (Recent games, a file): a kept game, never changed
    // A kept game leaves the recent games (it is in play again).
    void removeArchived(const semina::gamefile::GameRecord& record);
    // The game Continue offered is gone from it (finished, replaced).
    void dropCurrent();
    std::optional<semina::gamefile::GameRecord> m_current; // the unfinished game offered by Continue
    std::optional<semina::gamefile::GameRecord> m_last;    // the session's game as written last
    struct Recent {
        semina::gamefile::GameRecord record;
        QString file; // empty for the examples
    };
    QList<Recent> m_recent;
    // Details set by Save as… for the game now (none: the file's, if opened).
    struct Details {
        std::string names[2];
        std::string event, date, round;
    };
    std::optional<Details> m_details;
    void applyDetails(semina::gamefile::GameRecord& r, const Details& d) const;
    // The notice: why a kept game could not be read, and where it was set
    // aside (empty: no notice); its sentence is made when read (a language switch).
    QString m_noticeWhy;
    QString m_noticePath;
    QString m_lastError;
    QString m_lastWarning;
    QString m_lastSavedName;
};
