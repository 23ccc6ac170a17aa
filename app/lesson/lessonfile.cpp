#include "app/lesson/lessonfile.h"

#include "app/lesson/lessoncheck.h"
#include "engine/variant.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QMutex>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

namespace LessonFile {

namespace {


// What went wrong, and where: empty `where` for the file as a whole.
struct Fault {
    QString where;
    QString what;
};

QString lessonAt(int lesson) { return QCoreApplication::translate("LessonFile", "Lesson %1").arg(lesson + 1); }
QString stepAt(int lesson, int step) { return QCoreApplication::translate("LessonFile", "Lesson %1, step %2").arg(lesson + 1).arg(step + 1); }

// Members a JSON object may have; any other is refused (a misspelt name
// would otherwise be a field silently left out).
std::optional<QString> unknownMember(const QJsonObject& o, const QSet<QString>& known)
{
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!known.contains(it.key()))
            return QCoreApplication::translate("LessonFile", "\"%1\" is not a member of a lesson file here.").arg(it.key());
    return std::nullopt;
}

bool readText(const QJsonObject& o, const QString& name, QString& out, QString* error)
{
    if (!o.contains(name))
        return true;
    if (!o[name].isString()) {
        *error = QCoreApplication::translate("LessonFile", "\"%1\" must be text.").arg(name);
        return false;
    }
    out = o[name].toString();
    return true;
}

bool readTexts(const QJsonObject& o, const QString& name, QStringList& out, QString* error)
{
    if (!o.contains(name))
        return true;
    const QJsonValue v = o[name];
    bool ok = v.isArray();
    QStringList texts;
    for (const QJsonValue& item : v.toArray()) {
        ok = ok && item.isString();
        texts << item.toString();
    }
    if (!ok) {
        *error = QCoreApplication::translate("LessonFile", "\"%1\" must be a list of texts, as [\"3\", \"5\"].").arg(name);
        return false;
    }
    out = texts;
    return true;
}

bool readCount(const QJsonObject& o, const QString& name, int& out, QString* error)
{
    if (!o.contains(name))
        return true;
    const double d = o[name].toDouble(-1);
    if (!o[name].isDouble() || d != static_cast<int>(d) || d < 0 || d > 1000) {
        *error = QCoreApplication::translate("LessonFile", "\"%1\" must be a whole number from 0 to 1000.").arg(name);
        return false;
    }
    out = static_cast<int>(d);
    return true;
}

bool readFlag(const QJsonObject& o, const QString& name, bool& out, QString* error)
{
    if (!o.contains(name))
        return true;
    if (!o[name].isBool()) {
        *error = QCoreApplication::translate("LessonFile", "\"%1\" must be true or false.").arg(name);
        return false;
    }
    out = o[name].toBool();
    return true;
}

// A key for saved progress: short, plain, and never a path.
bool plainKey(const QString& key)
{
    static const QRegularExpression re(QStringLiteral("^[a-z0-9][a-z0-9-]{0,39}$"));
    return re.match(key).hasMatch();
}

QString keyRule(const QString& name)
{
    return QCoreApplication::translate("LessonFile", "\"%1\" must be 1 to 40 small letters, digits or hyphens, as \"captures-1\".").arg(name);
}

bool readStep(const QJsonObject& o, LessonStep& step, QString* error)
{
    static const QSet<QString> known = {
        QStringLiteral("position"), QStringLiteral("options"), QStringLiteral("text"), QStringLiteral("marks"),
        QStringLiteral("show"), QStringLiteral("goal"), QStringLiteral("atLeast"), QStringLiteral("place"),
        QStringLiteral("wholeTurn"), QStringLiteral("hint"), QStringLiteral("within"), QStringLiteral("replies"),
        QStringLiteral("level")};
    if (const auto unknown = unknownMember(o, known)) {
        *error = *unknown;
        return false;
    }
    return readText(o, QStringLiteral("position"), step.m_position, error)
        && readTexts(o, QStringLiteral("options"), step.m_options, error)
        && readText(o, QStringLiteral("text"), step.m_text, error)
        && readTexts(o, QStringLiteral("marks"), step.m_marks, error)
        && readTexts(o, QStringLiteral("show"), step.m_show, error)
        && readText(o, QStringLiteral("goal"), step.m_goal, error)
        && readCount(o, QStringLiteral("atLeast"), step.m_atLeast, error)
        && readText(o, QStringLiteral("place"), step.m_place, error)
        && readFlag(o, QStringLiteral("wholeTurn"), step.m_wholeTurn, error)
        && readTexts(o, QStringLiteral("hint"), step.m_hint, error)
        && readCount(o, QStringLiteral("within"), step.m_within, error)
        && readTexts(o, QStringLiteral("replies"), step.m_replies, error)
        && readText(o, QStringLiteral("level"), step.m_level, error);
}

// The lessons of `list` into `book`; each step checked against the rules
// unless `checked` (these very bytes were found sound before).
std::optional<Fault> readLessons(const QJsonArray& list, const QString& game, LessonBook& book, bool checked)
{
    static const QSet<QString> known = {QStringLiteral("key"), QStringLiteral("title"), QStringLiteral("steps")};
    QSet<QString> keys;
    for (int i = 0; i < list.size(); ++i) {
        if (!list[i].isObject())
            return Fault{lessonAt(i), QCoreApplication::translate("LessonFile", "a lesson is an object: {\"key\": …, \"title\": …, \"steps\": […]}.")};
        const QJsonObject o = list[i].toObject();
        if (const auto unknown = unknownMember(o, known))
            return Fault{lessonAt(i), *unknown};
        auto* lesson = new Lesson(&book);
        QString error;
        if (!readText(o, QStringLiteral("key"), lesson->m_key, &error)
            || !readText(o, QStringLiteral("title"), lesson->m_title, &error))
            return Fault{lessonAt(i), error};
        if (!plainKey(lesson->m_key))
            return Fault{lessonAt(i), keyRule(QStringLiteral("key"))};
        if (keys.contains(lesson->m_key))
            return Fault{lessonAt(i), QCoreApplication::translate("LessonFile", "another lesson has the key \"%1\".").arg(lesson->m_key)};
        keys.insert(lesson->m_key);
        if (lesson->m_title.trimmed().isEmpty())
            return Fault{lessonAt(i), QCoreApplication::translate("LessonFile", "a lesson needs a \"title\".")};
        const QJsonArray steps = o[QStringLiteral("steps")].toArray();
        if (steps.isEmpty())
            return Fault{lessonAt(i), QCoreApplication::translate("LessonFile", "a lesson needs \"steps\": a list of at least one step.")};
        for (int s = 0; s < steps.size(); ++s) {
            if (!steps[s].isObject())
                return Fault{stepAt(i, s), QCoreApplication::translate("LessonFile", "a step is an object: {\"text\": …, …}.")};
            auto* step = new LessonStep(lesson);
            if (!readStep(steps[s].toObject(), *step, &error))
                return Fault{stepAt(i, s), error};
            if (const QString problem = checked ? QString() : LessonCheck::problem(game, *step); !problem.isEmpty())
                return Fault{stepAt(i, s), problem};
            lesson->addStep(step);
        }
        book.addLesson(lesson);
    }
    return std::nullopt;
}

Read refused(const Fault& f)
{
    Read r;
    r.error = f.where.isEmpty() ? f.what : QCoreApplication::translate("LessonFile", "%1: %2").arg(f.where, f.what);
    return r;
}

} // namespace

QString progressKey(const QString& fileKey) { return QStringLiteral("file-") + fileKey; }

Read fromJson(const QByteArray& text)
{
    if (text.size() > kMaxBytes)
        return refused({{}, QCoreApplication::translate("LessonFile", "The file is larger than 1 MiB: it is no lesson file.")});
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &parse);
    if (parse.error != QJsonParseError::NoError)
        return refused({{}, QCoreApplication::translate("LessonFile", "The file is not JSON: %1 at character %2.").arg(parse.errorString()).arg(parse.offset)});
    const QJsonObject o = doc.object();
    if (!doc.isObject() || o[QStringLiteral("format")].toString() != QLatin1String("semina-lesson"))
        return refused({{}, QCoreApplication::translate("LessonFile", "This is not a Semina lesson file: it has no \"format\": \"semina-lesson\".")});
    static const QSet<QString> known = {QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("game"),
                                        QStringLiteral("key"), QStringLiteral("title"), QStringLiteral("author"),
                                        QStringLiteral("lessons")};
    if (const auto unknown = unknownMember(o, known))
        return refused({{}, *unknown});
    const QJsonValue version = o[QStringLiteral("version")];
    if (!version.isDouble() || version.toDouble() != kVersion)
        return refused({{}, QCoreApplication::translate("LessonFile", "This Semina reads lesson files of version %1; this one says %2.")
                                .arg(kVersion)
                                .arg(version.isUndefined() ? QCoreApplication::translate("LessonFile", "none") : version.toVariant().toString())});
    const QString game = o[QStringLiteral("game")].toString();
    if (!semina::gameFromKey(game.toStdString())) {
        QStringList keys;
        for (semina::GameId id : semina::kAllGames)
            keys << QString::fromLatin1(semina::gameKey(id).data());
        return refused({{}, QCoreApplication::translate("LessonFile", "\"game\" must be one of %1; this file says \"%2\".")
                                .arg(keys.join(QStringLiteral(", ")), game)});
    }
    Read r;
    r.key = o[QStringLiteral("key")].toString();
    if (!plainKey(r.key))
        return refused({{}, keyRule(QStringLiteral("key"))});
    r.title = o[QStringLiteral("title")].toString().trimmed();
    if (r.title.isEmpty())
        return refused({{}, QCoreApplication::translate("LessonFile", "The file needs a \"title\": the name the lessons screen shows.")});
    const QJsonArray lessons = o[QStringLiteral("lessons")].toArray();
    if (lessons.isEmpty())
        return refused({{}, QCoreApplication::translate("LessonFile", "The file needs \"lessons\": a list of at least one lesson.")});
    auto book = std::make_unique<LessonBook>();
    book->m_game = game;
    // A file is read twice on opening (LessonFileCheck, then the lesson
    // screen's session): the rules' check of its steps (searches, for some
    // goals) is made once for the same bytes.
    static QMutex mutex;
    static QSet<QByteArray> sound;
    const QByteArray digest = QCryptographicHash::hash(text, QCryptographicHash::Sha256);
    const bool checked = [&] {
        const QMutexLocker lock(&mutex);
        return sound.contains(digest);
    }();
    if (const auto fault = readLessons(lessons, game, *book, checked))
        return refused(*fault);
    {
        const QMutexLocker lock(&mutex);
        sound.insert(digest);
    }
    r.book = std::move(book);
    return r;
}

Read fromFile(const QString& pathOrUrl)
{
    const QUrl url(pathOrUrl);
    const QString path = url.isLocalFile() ? url.toLocalFile() : pathOrUrl;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return refused({{}, QCoreApplication::translate("LessonFile", "The lesson file %1 cannot be read: %2").arg(path, file.errorString())});
    if (file.size() > kMaxBytes)
        return refused({{}, QCoreApplication::translate("LessonFile", "The file is larger than 1 MiB: it is no lesson file.")});
    return fromJson(file.readAll());
}

} // namespace LessonFile

QVariantMap LessonFileCheck::read(const QString& url) const
{
    const LessonFile::Read r = LessonFile::fromFile(url);
    return {{QStringLiteral("ok"), r.book != nullptr},
            {QStringLiteral("error"), r.error},
            {QStringLiteral("game"), r.book ? r.book->m_game : QString()},
            {QStringLiteral("title"), r.title}};
}
