#pragma once
// One game's lessons on the board (docs/lessons.md). A step is set up on a
// GameSession, so it is the real animated board: a step that shows plays its
// decisions there; a step that asks waits for the learner's clicks, lets
// the try play out, and has the engine judge it (engine/lesson: the goal is
// a condition on what the try did, not one fixed click). A miss is explained
// from the engine's facts (app/lesson/lessontexts.h); hints come in two grades
// (the holes worth a look, then the exact decision); a task met earns 1-3
// stars, remembered between runs (app/lesson/lessonprogress.h), fewer for each
// hint and retry at that step during this visit (the session's life: a
// step left and opened again keeps them).

#include "app/game/gamesession.h"
#include "app/lesson/lessonbook.h"
#include "app/lesson/lessoncheck.h"
#include "app/lesson/lessonlistmodel.h"
#include "app/lesson/lessonprogress.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <functional>
#include <memory>

class QQmlEngine;

class LessonSession : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(GameSession* session READ session WRITE setSession NOTIFY sessionChanged)
    // The game whose lessons are open (kalah, mankala, aliguli, omweso).
    Q_PROPERTY(QString game READ game WRITE setGame NOTIFY bookChanged)
    // A teacher's lesson file to open instead of the game's own lessons (a
    // path or file: URL, docs/lessons.md); it names its game. Empty: `game`'s.
    Q_PROPERTY(QString file READ file WRITE setFile NOTIFY bookChanged)
    // A lesson file's title; empty for the game's own lessons.
    Q_PROPERTY(QString fileTitle READ fileTitle NOTIFY bookChanged)
    // Why the lessons could not be read (a lesson file refused: the lesson,
    // step and reason); empty when they were.
    Q_PROPERTY(QString error READ error NOTIFY textsChanged)
    Q_PROPERTY(int lessonCount READ lessonCount NOTIFY bookChanged)
    // The lessons for a list: title, stars, maxStars.
    Q_PROPERTY(LessonListModel* lessonList READ lessonList CONSTANT)
    // The whole book's progress: steps done, stars earned (LessonProgress::summary).
    Q_PROPERTY(int stepsDone READ stepsDone NOTIFY progressChanged)
    Q_PROPERTY(int starsEarned READ starsEarned NOTIFY progressChanged)
    // A reset can be undone until the session ends (the screen is left).
    Q_PROPERTY(bool canUndoReset READ canUndoReset NOTIFY progressChanged)
    Q_PROPERTY(int lesson READ lesson NOTIFY stepChanged)
    Q_PROPERTY(int step READ step NOTIFY stepChanged)
    Q_PROPERTY(int stepCount READ stepCount NOTIFY stepChanged)
    Q_PROPERTY(QString lessonTitle READ lessonTitle NOTIFY textsChanged)
    Q_PROPERTY(QString text READ text NOTIFY textsChanged)
    Q_PROPERTY(bool asks READ asks NOTIFY stepChanged)
    // Board rows the step's text talks about.
    Q_PROPERTY(QList<int> markedRows READ markedRows NOTIFY stepChanged)
    Q_PROPERTY(Phase phase READ phase NOTIFY phaseChanged)
    // The board takes the learner's moves: a task waiting or being tried.
    Q_PROPERTY(bool acceptsMoves READ acceptsMoves NOTIFY phaseChanged)
    // After a try: why it missed, or praise.
    Q_PROPERTY(QString feedback READ feedback NOTIFY textsChanged)
    // Stars of the task just met (1-3), 0 before.
    Q_PROPERTY(int stars READ stars NOTIFY phaseChanged)
    // 0 none; 1 a sentence says the idea to look for (hintText); 2 the holes
    // worth a look glow (hintRows); 3 the exact decision is shown.
    Q_PROPERTY(int hintLevel READ hintLevel NOTIFY hintChanged)
    Q_PROPERTY(QString hintText READ hintText NOTIFY hintChanged)
    Q_PROPERTY(QList<int> hintRows READ hintRows NOTIFY hintChanged)
    // With hint level 3, the direction to choose: 0 none, 1 ccw, 2 cw
    // (the board shows that hint itself, through Players.showHint).
    Q_PROPERTY(int hintDirection READ hintDirection NOTIFY hintChanged)

public:
    enum Phase {
        Showing, // a step that shows plays its decisions
        Shown,   // they have played (or the step only tells): Replay, Next
        Waiting, // a task waits for the learner
        Trying,  // the learner's try is being played (and answered)
        Met,     // the task was met: stars, Next
        Missed,  // the try missed: feedback says why, Try again
    };
    Q_ENUM(Phase)

    explicit LessonSession(QObject* parent = nullptr);
    ~LessonSession() override;

    GameSession* session() const { return m_session; }
    void setSession(GameSession* session);
    QString game() const { return m_game; }
    void setGame(const QString& key);
    QString file() const { return m_file; }
    void setFile(const QString& url);
    QString fileTitle() const { return m_title; }
    QString error() const;
    int lessonCount() const;
    LessonListModel* lessonList() const { return m_list; }
    int stepsDone() const;
    int starsEarned() const;
    bool canUndoReset() const { return !m_beforeReset.isEmpty(); }
    int lesson() const { return m_lesson; }
    int step() const { return m_step; }
    int stepCount() const;
    QString lessonTitle() const { return lessonTitleAt(m_lesson); }
    QString text() const;
    bool asks() const { return m_task.asks; }
    // The step read in the engine's terms (LessonCheck): its start and goal.
    const LessonCheck::Task& task() const { return m_task; }
    QList<int> markedRows() const;
    Phase phase() const { return m_phase; }
    bool acceptsMoves() const { return m_task.asks && (m_phase == Waiting || m_phase == Trying); }
    QString feedback() const { return m_feedback ? m_feedback() : QString(); }
    int stars() const { return m_stars; }
    int hintLevel() const { return m_hintLevel; }
    QString hintText() const;
    QList<int> hintRows() const { return m_hintRows; }
    int hintDirection() const { return m_hintDirection; }

    Q_INVOKABLE QString lessonTitleAt(int lesson) const;
    // The texts of every step of `lesson` (the step card keeps room for the
    // longest, so the board does not move from step to step), and whether
    // any of them asks (room for the feedback).
    Q_INVOKABLE QStringList stepTexts(int lesson) const;
    Q_INVOKABLE bool lessonAsks(int lesson) const;
    // Stars earned in a lesson (the best of each task, added up), and the most it can give.
    Q_INVOKABLE int lessonStars(int lesson) const;
    Q_INVOKABLE int lessonMaxStars(int lesson) const;
    // Opens step `step` of lesson `lesson` (out of range: refused, false).
    Q_INVOKABLE bool open(int lesson, int step = 0);
    // Opens where the learner left off: the first step not done of the
    // lesson last worked on, else of the lessons after it, else of those
    // before; with every step done, the first step.
    Q_INVOKABLE bool resume();
    // The next step, or the next lesson's first; false at the end of the book.
    Q_INVOKABLE bool next();
    Q_INVOKABLE bool previous();
    // The step again from its position (a retry when a task was tried).
    Q_INVOKABLE void restartStep();
    // The next grade of hint for the task.
    Q_INVOKABLE void hint();
    // Forgets the game's progress, keeping a copy for undoResetProgress.
    Q_INVOKABLE void resetProgress();
    Q_INVOKABLE void undoResetProgress();

signals:
    void sessionChanged();
    void bookChanged();
    void stepChanged();
    void phaseChanged();
    void hintChanged();
    void progressChanged();
    // The texts (step, title, feedback, error): with the step, the phase,
    // the book, and a language switch, which tells them all anew.
    void textsChanged();

private:
    const LessonStep* currentStep() const;
    const Lesson* lessonAt(int lesson) const;
    // What a miss says in the game's words: the book's, or for a lesson
    // file the game's own book's.
    const LessonWords* words() const;
    void loadBook();
    void setUp();
    void setPhase(Phase phase);
    void playNextShown();
    void onTraceFinished();
    void judge();
    void finishTry(semina::lesson::Miss miss, const semina::lesson::TurnFacts& facts);
    semina::lesson::Line triedLine(bool learnerOnly) const;
    int rowOf(const semina::Place& place) const;
    // A hole as the board labels it ("5", "B5"); empty for a store.
    QString holeLabel(const semina::Place& place) const;
    int rowOfDecision(const semina::Game& game, const semina::Decision& d) const;
    void clearHint();
    bool stepDone(int lesson, int step) const;
    void markWatched();

    // What a step's tries cost: its stars are 3 less these (at least 1). Kept
    // for the visit, and (LessonProgress::cost) until the task is met.
    using Attempts = LessonProgress::Cost;
    Attempts& attempts();
    // A retry, or a hint grade asked: counted, and kept.
    void addRetry();
    void noteHint(int grade);

    QPointer<GameSession> m_session;
    QString m_game;
    QString m_progress; // where LessonProgress keeps it: the game, or a lesson file's own key
    QString m_file;
    QString m_title;     // the lesson file's
    QString m_fileError; // why the lesson file was refused
    std::unique_ptr<LessonBook> m_wordsBook; // a lesson file's game's own book, for its words
    bool m_bookMissing = false;
    std::unique_ptr<QQmlEngine> m_ownEngine; // when not made by QML
    std::unique_ptr<LessonBook> m_book;
    int m_lesson = -1;
    int m_step = -1;
    LessonCheck::Task m_task;
    semina::Side m_learner = semina::Side::South;
    Phase m_phase = Shown;
    std::size_t m_shown = 0;  // show decisions played so far
    int m_replies = 0;        // scripted or engine replies played in this try
    QHash<QPair<int, int>, Attempts> m_attempts; // by (lesson, step)
    int m_hintLevel = 0;
    QList<int> m_hintRows;
    int m_hintDirection = 0;
    int m_stars = 0;
    std::function<QString()> m_feedback; // made when read: a language switch reaches it
    int m_generation = 0; // set-ups so far (see setSession)
    LessonListModel* m_list;
    QVariantMap m_beforeReset; // LessonProgress::snapshot before a reset
};
