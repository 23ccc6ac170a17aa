#pragma once
// A game's lessons as data (resources/games/<game>/<Name>Lessons.qml, docs/lessons.md): a
// LessonBook holds Lessons, a Lesson holds LessonSteps. They are declared in
// QML so that their texts are qsTr strings that lupdate finds, in a
// translation context of their own per game. Only data here: LessonCheck
// (app/lesson/lessoncheck.h) reads a step in the engine's terms and checks it
// against the rules.

#include <QList>
#include <QObject>
#include <QQmlListProperty>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <memory>

class QQmlEngine;

// One step: a position, two or three sentences, the holes it talks about,
// and either decisions it shows or a task (a goal the engine checks).
class LessonStep : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    // The position in docs/notation.md's notation; empty: the game's start.
    Q_PROPERTY(QString position MEMBER m_position NOTIFY changed)
    // Rule options as `key=value` (docs/rules.md's option tables).
    Q_PROPERTY(QStringList options MEMBER m_options NOTIFY changed)
    Q_PROPERTY(QString text MEMBER m_text NOTIFY changed)
    // Holes and stores the text talks about: "S3" (South's hole 3), "N12", "Sstore".
    Q_PROPERTY(QStringList marks MEMBER m_marks NOTIFY changed)
    // Decisions the step plays for the learner to watch (a step that shows).
    Q_PROPERTY(QStringList show MEMBER m_show NOTIFY changed)
    // The task (a step that asks): a goal key (see LessonCheck), empty for none.
    Q_PROPERTY(QString goal MEMBER m_goal NOTIFY changed)
    Q_PROPERTY(int atLeast MEMBER m_atLeast NOTIFY changed)
    // last-in: where the last seed must fall ("S4", "Sstore").
    Q_PROPERTY(QString place MEMBER m_place NOTIFY changed)
    // The goal judges the whole turn the learner's decision starts.
    Q_PROPERTY(bool wholeTurn MEMBER m_wholeTurn NOTIFY changed)
    // A line that meets the goal: the exact answer the second hint shows.
    Q_PROPERTY(QStringList hint MEMBER m_hint NOTIFY changed)
    // near-best: the seeds a decision may fall short of the best; defend:
    // the seeds of the learner the opponent's next turn may capture.
    Q_PROPERTY(int within MEMBER m_within NOTIFY changed)
    // win-within: the opponent's scripted replies; empty: the engine replies at `level`.
    Q_PROPERTY(QStringList replies MEMBER m_replies NOTIFY changed)
    Q_PROPERTY(QString level MEMBER m_level NOTIFY changed)
    // The rules it teaches: docs/rules.md's ids ("1.3", "3:seeds", "5"; see
    // docs/lessons.md), checked by the test that every rule is taught.
    Q_PROPERTY(QStringList teaches MEMBER m_teaches NOTIFY changed)

public:
    using QObject::QObject;

    QString m_position;
    QStringList m_options;
    QString m_text;
    QStringList m_marks;
    QStringList m_show;
    QString m_goal;
    int m_atLeast = 1;
    QString m_place;
    bool m_wholeTurn = false;
    int m_within = 0;
    QStringList m_hint;
    QStringList m_replies;
    QString m_level = QStringLiteral("beginner");
    QStringList m_teaches;

signals:
    void changed();
};

// A short lesson: a title and its steps.
class Lesson : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString key MEMBER m_key NOTIFY changed) // stable, for saved progress
    Q_PROPERTY(QString title MEMBER m_title NOTIFY changed)
    Q_PROPERTY(QQmlListProperty<LessonStep> steps READ steps CONSTANT)
    Q_CLASSINFO("DefaultProperty", "steps")

public:
    using QObject::QObject;
    QQmlListProperty<LessonStep> steps() { return {this, &m_steps}; }
    const QList<LessonStep*>& stepList() const { return m_steps; }
    // A step made in C++ (a lesson file, app/lesson/lessonfile.h).
    void addStep(LessonStep* step) { m_steps.append(step); }

    QString m_key;
    QString m_title;

signals:
    void changed();

private:
    QList<LessonStep*> m_steps;
};

// What a game's lessons say about its seeds when a try misses (app/lesson/
// lessontexts.h), in the words its lessons use (Hungarian kő, golyó, mag;
// Italian biglie in Omweso): the `words` of its LessonBook. The sentences
// with a count are QML functions of the count, so that each is a qsTr
// plural: captured(n), behindBest(n), canTake(n) and canTakeFrom(n) (%1 the
// hole as the board labels it).
class LessonWords : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    // The last seed fell into an empty hole of the learner's and the turn passed.
    Q_PROPERTY(QString emptyHole MEMBER m_emptyHole NOTIFY changed)
    // ... into the learner's hole %1, the opponent's hole %1, elsewhere.
    Q_PROPERTY(QString inOwnHole MEMBER m_inOwnHole NOTIFY changed)
    Q_PROPERTY(QString inOpponentHole MEMBER m_inOpponentHole NOTIFY changed)
    Q_PROPERTY(QString elsewhere MEMBER m_elsewhere NOTIFY changed)
    // An end-of-game task: not over yet, drawn, lost (a game played in
    // rounds says "round").
    Q_PROPERTY(QString notOver MEMBER m_notOver NOTIFY changed)
    Q_PROPERTY(QString drawn MEMBER m_drawn NOTIFY changed)
    Q_PROPERTY(QString lost MEMBER m_lost NOTIFY changed)
    // First hints: a capture, a relay, the end of the game.
    Q_PROPERTY(QString captureHint MEMBER m_captureHint NOTIFY changed)
    Q_PROPERTY(QString relayHint MEMBER m_relayHint NOTIFY changed)
    Q_PROPERTY(QString endHint MEMBER m_endHint NOTIFY changed)

public:
    using QObject::QObject;

    // The sentence of the QML function `name` for the count `n` ("captured",
    // ...); empty when the words have no such function.
    QString counted(const char* name, int n) const;

    QString m_emptyHole;
    QString m_inOwnHole;
    QString m_inOpponentHole;
    QString m_elsewhere;
    QString m_notOver;
    QString m_drawn;
    QString m_lost;
    QString m_captureHint;
    QString m_relayHint;
    QString m_endHint;

signals:
    void changed();
};

// All the lessons of one game, in order.
class LessonBook : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString game MEMBER m_game NOTIFY changed) // the game's key (kalah, ...)
    Q_PROPERTY(QQmlListProperty<Lesson> lessons READ lessons CONSTANT)
    // What its lessons say when a try misses; a book without them says less.
    Q_PROPERTY(LessonWords* words MEMBER m_words NOTIFY changed)
    Q_CLASSINFO("DefaultProperty", "lessons")

public:
    using QObject::QObject;
    QQmlListProperty<Lesson> lessons() { return {this, &m_lessons}; }
    const QList<Lesson*>& lessonList() const { return m_lessons; }
    // A lesson made in C++ (a lesson file, app/lesson/lessonfile.h).
    void addLesson(Lesson* lesson) { m_lessons.append(lesson); }

    // The book of a game (kalah, mankala, aliguli, omweso), read from
    // qrc:/games/<game>/ in `engine`; null (and a warning) when there is none.
    static std::unique_ptr<LessonBook> load(const QString& game, QQmlEngine& engine);

    QString m_game;
    LessonWords* m_words = nullptr;

signals:
    void changed();

private:
    QList<Lesson*> m_lessons;
};
