#pragma once
// A lesson file a teacher writes (docs/lessons.md, "Lesson files"): the same
// lessons and steps as a built-in book, as JSON, opened from disk (Open
// lesson…, `semina --lesson FILE`). Read whole and checked before the learner
// starts: a file that does not parse, or a step that is not sound
// (LessonCheck: an illegal shown decision, a goal no decision meets, a hint
// that misses, ...), is refused with the lesson, the step and the reason.

#include "app/lesson/lessonbook.h"

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QUrl>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <memory>

namespace LessonFile {

constexpr int kVersion = 1;
constexpr qint64 kMaxBytes = qint64{1} << 20;

struct Read {
    std::unique_ptr<LessonBook> book; // null when refused; its `game` is the game's key
    QString key;   // the file's own key: its progress is kept under it
    QString title;
    QString error; // why it was refused (translated), empty when read
};

// The text of a lesson file, checked.
Read fromJson(const QByteArray& text);
// A file on disk, by path or file: URL.
Read fromFile(const QString& pathOrUrl);

// The key its progress is kept under (LessonProgress), apart from the games'
// own books: "file-" and the file's key.
QString progressKey(const QString& fileKey);

} // namespace LessonFile

// For QML: reads a lesson file before its screen opens, so that one that is
// refused says why on the screen it was opened from.
class LessonFileCheck : public QObject
{
    Q_OBJECT
    QML_ELEMENT

public:
    using QObject::QObject;
    // {ok, error, game, title}
    Q_INVOKABLE QVariantMap read(const QString& url) const;
};
