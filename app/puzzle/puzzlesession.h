#pragma once
// A game's puzzles on the board (docs/puzzles.md "In the app"): a position
// from resources/puzzles/<game>.jsonl, checked by the engine to have one
// clearly best decision (or, for a whole turn, one best line); the player
// plays it on a GameSession of its own, the mover at the bottom. A decision
// off the answer is played out, then told how many seeds it gives away (the
// engine's values); the answer can be shown on the board afterwards. The
// first try at each puzzle moves the player's rating and streak
// (app/puzzle/puzzleprogress.h).

#include "app/game/gamesession.h"
#include "engine/puzzle/puzzle.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <functional>
#include <vector>

class PuzzleSession : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(GameSession* session READ session WRITE setSession NOTIFY sessionChanged)
    // The game whose puzzles are open (a game key).
    Q_PROPERTY(QString game READ game WRITE setGame NOTIFY bookChanged)
    Q_PROPERTY(int count READ count NOTIFY bookChanged)
    // Why the puzzles could not be read; empty when they were.
    Q_PROPERTY(QString error READ error NOTIFY bookChanged)
    Q_PROPERTY(int index READ index NOTIFY puzzleChanged)
    Q_PROPERTY(QString puzzleId READ puzzleId NOTIFY puzzleChanged)
    Q_PROPERTY(int puzzleRating READ puzzleRating NOTIFY puzzleChanged)
    // The decisions of the answer where there is a choice: more than one is a whole turn to find.
    Q_PROPERTY(int choices READ choices NOTIFY puzzleChanged)
    Q_PROPERTY(QStringList themes READ themes NOTIFY textsChanged)
    // The same, as one line of text ("capture, extra move").
    Q_PROPERTY(QString themeText READ themeText NOTIFY textsChanged)
    Q_PROPERTY(Phase phase READ phase NOTIFY phaseChanged)
    Q_PROPERTY(bool acceptsMoves READ acceptsMoves NOTIFY phaseChanged)
    Q_PROPERTY(QString prompt READ prompt NOTIFY textsChanged)
    Q_PROPERTY(QString feedback READ feedback NOTIFY textsChanged)
    // This puzzle was tried before (a later try does not move the rating).
    Q_PROPERTY(bool triedBefore READ triedBefore NOTIFY puzzleChanged)
    Q_PROPERTY(int rating READ rating NOTIFY progressChanged)
    Q_PROPERTY(int streak READ streak NOTIFY progressChanged)
    Q_PROPERTY(int bestStreak READ bestStreak NOTIFY progressChanged)
    Q_PROPERTY(int solved READ solved NOTIFY progressChanged)
    Q_PROPERTY(int tried READ tried NOTIFY progressChanged)

public:
    enum Phase {
        Waiting, // the puzzle waits for the player's decision
        Trying,  // a decision is being played (and, at its end, judged)
        Solved,  // the answer was played
        Missed,  // a decision off the answer: feedback says what it gave away
        Showing, // the answer plays on the board
        Shown,   // it has played
    };
    Q_ENUM(Phase)

    explicit PuzzleSession(QObject* parent = nullptr);
    ~PuzzleSession() override;

    GameSession* session() const { return m_session; }
    void setSession(GameSession* session);
    QString game() const { return m_game; }
    void setGame(const QString& key);
    int count() const { return static_cast<int>(m_puzzles.size()); }
    QString error() const { return m_error; }
    int index() const { return m_index; }
    QString puzzleId() const;
    int puzzleRating() const;
    int choices() const;
    QStringList themes() const;
    QString themeText() const { return themes().join(QStringLiteral(", ")); }
    Phase phase() const { return m_phase; }
    bool acceptsMoves() const { return m_phase == Waiting || m_phase == Trying; }
    QString prompt() const;
    QString feedback() const { return m_feedback ? m_feedback() : QString(); }
    bool triedBefore() const { return m_triedBefore; }
    int rating() const;
    int streak() const;
    int bestStreak() const;
    int solved() const;
    int tried() const;

    // The open puzzle's answer (empty when none is open).
    std::vector<semina::Decision> answer() const;

    // Opens puzzle `index` (out of range: refused, false).
    Q_INVOKABLE bool open(int index);
    // The next puzzle, never this one: one not tried yet, its rating nearest
    // the player's; then those missed at the first try; then any other.
    Q_INVOKABLE bool next();
    // The same puzzle again from its position.
    Q_INVOKABLE void retry();
    // Plays the answer from the puzzle's position.
    Q_INVOKABLE void showAnswer();
    // The board row of the answer's decision `k` (its hole; -1 for a
    // direction choice or past its end): what a hint would point at.
    Q_INVOKABLE int answerRow(int k) const;

signals:
    void sessionChanged();
    void bookChanged();
    void puzzleChanged();
    void phaseChanged();
    void progressChanged();
    void textsChanged();

private:
    const semina::puzzle::Puzzle* current() const;
    void setUp();
    void setPhase(Phase phase);
    void onTraceFinished();
    void judge();
    void missed(const semina::Game& before, const semina::Decision& played);
    void playNextAnswer();

    QPointer<GameSession> m_session;
    QString m_game;
    QString m_error;
    std::vector<semina::puzzle::Puzzle> m_puzzles;
    int m_index = -1;
    Phase m_phase = Waiting;
    bool m_triedBefore = false;
    std::size_t m_shown = 0; // answer decisions played while showing
    std::function<QString()> m_feedback; // made when judged: a language switch reaches it
    int m_generation = 0; // set-ups so far: a late result of an earlier one is dropped
};
