#include "app/lesson/progressfile.h"

#include "app/catalog/gamecontent.h"
#include "app/lesson/lessonbook.h"
#include "app/lesson/lessonprogress.h"
#include "app/puzzle/puzzleprogress.h"
#include "app/shell/language.h"
#include "engine/variant.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QQmlEngine>
#include <QSaveFile>
#include <QUrl>

namespace ProgressFile {

namespace {

QJsonObject stepRecord(const QString& book, const QString& lesson, int step)
{
    return {{QStringLiteral("step"), step + 1},
            {QStringLiteral("done"), LessonProgress::done(book, lesson, step)},
            {QStringLiteral("stars"), LessonProgress::stars(book, lesson, step)},
            {QStringLiteral("tries"), LessonProgress::tries(book, lesson, step)},
            {QStringLiteral("hints"), LessonProgress::hints(book, lesson, step)}};
}

// A game's own book, every lesson and step.
QJsonObject gameBook(const QString& key, QQmlEngine& engine)
{
    const auto book = LessonBook::load(key, engine);
    QJsonArray lessons;
    for (const Lesson* l : book ? book->lessonList() : QList<Lesson*>{}) {
        QJsonArray steps;
        for (int i = 0; i < l->stepList().size(); ++i) {
            QJsonObject r = stepRecord(key, l->m_key, i);
            r.insert(QStringLiteral("task"), !l->stepList()[i]->m_goal.isEmpty());
            steps.append(r);
        }
        lessons.append(QJsonObject{{QStringLiteral("key"), l->m_key}, {QStringLiteral("title"), l->m_title},
                                   {QStringLiteral("steps"), steps}});
    }
    return {{QStringLiteral("key"), key}, {QStringLiteral("title"), GameContent::info(key).title},
            {QStringLiteral("lessons"), lessons}};
}

// A lesson file's book, by what was kept of it (its file is not at hand).
QJsonObject fileBook(const QString& key)
{
    QJsonArray lessons;
    QJsonObject lesson;
    QJsonArray steps;
    const auto flush = [&] {
        if (!steps.isEmpty()) {
            lesson.insert(QStringLiteral("steps"), steps);
            lessons.append(lesson);
        }
        steps = {};
    };
    for (const auto& [name, step] : LessonProgress::keptSteps(key)) {
        if (lesson.value(QStringLiteral("key")).toString() != name) {
            flush();
            lesson = {{QStringLiteral("key"), name}, {QStringLiteral("title"), name}};
        }
        steps.append(stepRecord(key, name, step));
    }
    flush();
    const QString title = LessonProgress::title(key);
    return {{QStringLiteral("key"), key}, {QStringLiteral("title"), title.isEmpty() ? key : title},
            {QStringLiteral("lessons"), lessons}};
}

bool isCount(const QJsonValue& v, int most)
{
    return v.isDouble() && v.toDouble() == static_cast<int>(v.toDouble()) && v.toInt() >= 0 && v.toInt() <= most;
}

} // namespace

QJsonObject make(const QString& learner, QQmlEngine& engine)
{
    QJsonArray books;
    for (semina::GameId id : semina::kAllGames)
        books.append(gameBook(QString::fromLatin1(semina::gameKey(id).data()), engine));
    for (const QString& key : LessonProgress::books())
        if (!semina::gameFromKey(key.toStdString()))
            books.append(fileBook(key));
    QJsonArray puzzles;
    for (semina::GameId id : semina::kAllGames) {
        const QString key = QString::fromLatin1(semina::gameKey(id).data());
        if (PuzzleProgress::tried(key) == 0)
            continue;
        puzzles.append(QJsonObject{{QStringLiteral("game"), key},
                                   {QStringLiteral("title"), GameContent::info(key).title},
                                   {QStringLiteral("rating"), PuzzleProgress::rating(key)},
                                   {QStringLiteral("streak"), PuzzleProgress::streak(key)},
                                   {QStringLiteral("bestStreak"), PuzzleProgress::bestStreak(key)},
                                   {QStringLiteral("solved"), PuzzleProgress::solved(key)},
                                   {QStringLiteral("tried"), PuzzleProgress::tried(key)}});
    }
    return {{QStringLiteral("format"), QStringLiteral("semina-progress")},
            {QStringLiteral("version"), kVersion},
            {QStringLiteral("app_version"), QCoreApplication::applicationVersion()},
            {QStringLiteral("learner"), learner},
            {QStringLiteral("exported"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)},
            {QStringLiteral("books"), books},
            {QStringLiteral("puzzles"), puzzles}};
}

Report read(const QByteArray& text)
{
    Report r;
    const auto refuse = [&](const QString& why) {
        Report bad;
        bad.error = why;
        return bad;
    };
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &parse);
    if (parse.error != QJsonParseError::NoError)
        return refuse(QCoreApplication::translate("ProgressFile", "The file is not JSON: %1 at character %2.").arg(parse.errorString()).arg(parse.offset));
    const QJsonObject o = doc.object();
    if (!doc.isObject() || o[QStringLiteral("format")].toString() != QLatin1String("semina-progress"))
        return refuse(QCoreApplication::translate("ProgressFile", "This is not a learner's progress: it has no \"format\": \"semina-progress\"."));
    if (o[QStringLiteral("version")].toDouble() != kVersion)
        return refuse(QCoreApplication::translate("ProgressFile", "This Semina reads progress files of version %1; this one says %2.")
                          .arg(kVersion)
                          .arg(o[QStringLiteral("version")].toVariant().toString()));
    r.learner = o[QStringLiteral("learner")].toString().trimmed();
    if (r.learner.isEmpty())
        return refuse(QCoreApplication::translate("ProgressFile", "The file names no learner."));
    r.exported = o[QStringLiteral("exported")].toString();
    const QJsonArray books = o[QStringLiteral("books")].toArray();
    for (int b = 0; b < books.size(); ++b) {
        const QJsonObject book = books[b].toObject();
        QVariantList lessons;
        int steps = 0, done = 0, stars = 0, maxStars = 0, tries = 0;
        const QJsonArray lessonList = book[QStringLiteral("lessons")].toArray();
        for (int l = 0; l < lessonList.size(); ++l) {
            const QJsonObject lesson = lessonList[l].toObject();
            QVariantList stepRows;
            for (const QJsonValue& sv : lesson[QStringLiteral("steps")].toArray()) {
                const QJsonObject s = sv.toObject();
                if (!isCount(s[QStringLiteral("step")], 1000) || s[QStringLiteral("step")].toInt() < 1
                    || !s[QStringLiteral("done")].isBool() || !isCount(s[QStringLiteral("stars")], 3)
                    || !isCount(s[QStringLiteral("tries")], 1000000) || !isCount(s[QStringLiteral("hints")], 3))
                    return refuse(QCoreApplication::translate("ProgressFile", "Book %1, lesson %2: a step is not written as Semina writes it.").arg(b + 1).arg(l + 1));
                QVariantMap row = s.toVariantMap();
                // A game's book says which steps ask; a lesson file's, what was earned.
                const bool task = s.contains(QStringLiteral("task")) ? s[QStringLiteral("task")].toBool()
                                                                     : s[QStringLiteral("stars")].toInt() > 0;
                row.insert(QStringLiteral("task"), task);
                ++steps;
                done += s[QStringLiteral("done")].toBool();
                stars += s[QStringLiteral("stars")].toInt();
                maxStars += task ? 3 : 0;
                tries += s[QStringLiteral("tries")].toInt();
                stepRows << row;
            }
            lessons << QVariantMap{{QStringLiteral("key"), lesson[QStringLiteral("key")].toString()},
                                   {QStringLiteral("title"), lesson[QStringLiteral("title")].toString()},
                                   {QStringLiteral("steps"), stepRows}};
        }
        const QString key = book[QStringLiteral("key")].toString();
        if (key.isEmpty() || !book[QStringLiteral("title")].isString())
            return refuse(QCoreApplication::translate("ProgressFile", "Book %1 has no key or title.").arg(b + 1));
        r.books << QVariantMap{{QStringLiteral("key"), key},
                               {QStringLiteral("title"), book[QStringLiteral("title")].toString()},
                               {QStringLiteral("steps"), steps},
                               {QStringLiteral("done"), done},
                               {QStringLiteral("stars"), stars},
                               {QStringLiteral("maxStars"), maxStars},
                               {QStringLiteral("tries"), tries},
                               {QStringLiteral("lessons"), lessons}};
    }
    for (const QJsonValue& pv : o[QStringLiteral("puzzles")].toArray()) {
        const QJsonObject p = pv.toObject();
        if (!p[QStringLiteral("game")].isString() || !isCount(p[QStringLiteral("rating")], 10000)
            || !isCount(p[QStringLiteral("solved")], 1000000) || !isCount(p[QStringLiteral("tried")], 1000000)
            || !isCount(p[QStringLiteral("streak")], 1000000) || !isCount(p[QStringLiteral("bestStreak")], 1000000)
            || p[QStringLiteral("solved")].toInt() > p[QStringLiteral("tried")].toInt())
            return refuse(QCoreApplication::translate("ProgressFile", "The puzzles' part is not written as Semina writes it."));
        r.puzzles << p.toVariantMap();
    }
    return r;
}

} // namespace ProgressFile

namespace {

QString localPath(const QString& url)
{
    const QUrl u(url);
    return u.isLocalFile() ? u.toLocalFile() : url;
}

} // namespace

ProgressFiles::ProgressFiles(QObject* parent) : QObject(parent)
{
    // The time of export is told in the app's language.
    Language::onChange(this, [this] { emit reportChanged(); });
}

bool ProgressFiles::save(const QString& url, const QString& learner)
{
    QQmlEngine* engine = qmlEngine(this);
    if (learner.trimmed().isEmpty()) {
        m_lastError = tr("Give the learner's name: the teacher reads it first.");
        emit reportChanged();
        return false;
    }
    if (!engine) {
        m_lastError = tr("The progress cannot be written here.");
        emit reportChanged();
        return false;
    }
    const QByteArray text = QJsonDocument(ProgressFile::make(learner.trimmed(), *engine)).toJson();
    QSaveFile file(localPath(url));
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit()) {
        m_lastError = tr("The progress could not be written to %1: %2").arg(localPath(url), file.errorString());
        emit reportChanged();
        return false;
    }
    m_lastError.clear();
    emit reportChanged();
    return true;
}

bool ProgressFiles::open(const QString& url)
{
    QFile file(localPath(url));
    if (!file.open(QIODevice::ReadOnly)) {
        m_lastError = tr("The file %1 cannot be read: %2").arg(localPath(url), file.errorString());
        emit reportChanged();
        return false;
    }
    if (file.size() > (qint64{8} << 20)) {
        m_lastError = tr("The file is larger than 8 MiB: it is no learner's progress.");
        emit reportChanged();
        return false;
    }
    ProgressFile::Report r = ProgressFile::read(file.readAll());
    if (!r.error.isEmpty()) {
        m_lastError = r.error;
        emit reportChanged();
        return false;
    }
    m_report = std::move(r);
    m_lastError.clear();
    emit reportChanged();
    return true;
}

void ProgressFiles::showOwn(const QString& learner)
{
    if (QQmlEngine* engine = qmlEngine(this))
        m_report = ProgressFile::read(QJsonDocument(ProgressFile::make(learner, *engine)).toJson());
    emit reportChanged();
}

QString ProgressFiles::exportedText() const
{
    const QDateTime time = QDateTime::fromString(m_report.exported, Qt::ISODate);
    return time.isValid() ? QLocale(Language::current()).toString(time.toLocalTime(), QLocale::ShortFormat) : QString();
}
