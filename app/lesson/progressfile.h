#pragma once
// A learner's progress as a file a teacher can read (docs/lessons.md,
// "Progress for a teacher"): every book's lessons and steps — the games'
// own and the lesson files' — with what each step cost: done, stars, tries
// judged, the highest hint grade. JSON (`.semina-progress`), written by the
// learner's app and read back by the teacher's, with each game's puzzles
// (rating, streak, solved), which shows it as it is
// (nothing of it is merged into the teacher's own progress).

#include <QByteArray>
#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class QQmlEngine;

namespace ProgressFile {

constexpr int kVersion = 1;

// Everything kept (LessonProgress) for `learner`, the games' books laid out
// whole (each lesson, each step) in `engine`'s texts, the lesson files' by
// what was kept of them.
QJsonObject make(const QString& learner, QQmlEngine& engine);

struct Report {
    QString learner;
    QString exported;    // ISO 8601 UTC, as written
    QVariantList books;  // {key, title, steps, done, stars, maxStars, tries, lessons: [{key, title, steps: [...]}]}
    QVariantList puzzles; // {game, title, rating, streak, bestStreak, solved, tried}, games with a puzzle tried
    QString error;       // why the file was refused (translated); empty when read
};
// Reads a progress file's text; a file that is not one is refused with the reason.
Report read(const QByteArray& text);

} // namespace ProgressFile

// For QML: Export my progress… and A learner's progress… (the teacher's view).
class ProgressFiles : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString learner READ learner NOTIFY reportChanged)
    Q_PROPERTY(QString exported READ exported NOTIFY reportChanged)
    // When it was exported, in the app's language (local time); empty when the file says no time.
    Q_PROPERTY(QString exportedText READ exportedText NOTIFY reportChanged)
    Q_PROPERTY(QVariantList books READ books NOTIFY reportChanged)
    Q_PROPERTY(QVariantList puzzles READ puzzles NOTIFY reportChanged)
    Q_PROPERTY(QString lastError READ lastError NOTIFY reportChanged)

public:
    explicit ProgressFiles(QObject* parent = nullptr);
    QString learner() const { return m_report.learner; }
    QString exported() const { return m_report.exported; }
    QString exportedText() const;
    QVariantList books() const { return m_report.books; }
    QVariantList puzzles() const { return m_report.puzzles; }
    QString lastError() const { return m_lastError; }

    // Writes the progress for `learner` (not empty) to a path or file: URL;
    // false, with lastError, when the name is empty or the file cannot be written.
    Q_INVOKABLE bool save(const QString& url, const QString& learner);
    // Reads a learner's file for the teacher's view; false, with lastError,
    // when it is no progress file (the report shown before stays).
    Q_INVOKABLE bool open(const QString& url);
    // This app's own progress, as a teacher would see it exported under
    // `learner` (the screenshot sweep's example; nothing is written).
    Q_INVOKABLE void showOwn(const QString& learner);

signals:
    void reportChanged();

private:
    ProgressFile::Report m_report;
    QString m_lastError;
};
