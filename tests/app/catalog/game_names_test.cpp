// No C++ or QML of the app names a game (docs/architecture.md, "Adding a
// game"): a game is the engine's rules plus its folder under
// resources/games/. Comments may name games as examples; code and strings
// may not.

#include <catch2/catch.hpp>

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QStringList>
#include <map>

namespace {

// The text of a C++ or QML file without its comments (strings kept).
QString withoutComments(const QString& text)
{
    QString out;
    out.reserve(text.size());
    enum { Code, Line, Block, String } state = Code;
    QChar quote;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        const QChar next = i + 1 < text.size() ? text[i + 1] : QChar();
        switch (state) {
        case Code:
            if (c == QLatin1Char('/') && next == QLatin1Char('/')) {
                state = Line;
                ++i;
            } else if (c == QLatin1Char('/') && next == QLatin1Char('*')) {
                state = Block;
                ++i;
            } else {
                if (c == QLatin1Char('"') || c == QLatin1Char('\''))
                    state = String, quote = c;
                out += c;
            }
            break;
        case Line:
            if (c == QLatin1Char('\n'))
                state = Code, out += c;
            break;
        case Block:
            if (c == QLatin1Char('*') && next == QLatin1Char('/'))
                state = Code, ++i;
            else if (c == QLatin1Char('\n'))
                out += c;
            break;
        case String:
            out += c;
            if (c == QLatin1Char('\\') && i + 1 < text.size())
                out += text[++i];
            else if (c == quote || c == QLatin1Char('\n'))
                state = Code;
            break;
        }
    }
    return out;
}

// Every line of code under `dir` (relative to the source root) that names a game.
std::map<QString, QStringList> namingGames(const QString& dir)
{
    static const QRegularExpression game(QStringLiteral("\\b(kalah|mankala|ali ?guli( mane)?|omweso)\\b"),
                                         QRegularExpression::CaseInsensitiveOption);
    std::map<QString, QStringList> found;
    const QString root = QStringLiteral(SEMINA_SOURCE_DIR "/");
    QDirIterator it(root + dir, {QStringLiteral("*.cpp"), QStringLiteral("*.h"), QStringLiteral("*.qml")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile f(path);
        REQUIRE(f.open(QIODevice::ReadOnly));
        const QStringList lines = withoutComments(QString::fromUtf8(f.readAll())).split(QLatin1Char('\n'));
        for (qsizetype n = 0; n < lines.size(); ++n)
            if (lines[n].contains(game))
                found[path.mid(root.size())] << QStringLiteral("%1: %2").arg(n + 1).arg(lines[n].trimmed());
    }
    return found;
}

} // namespace

TEST_CASE("house: comments are told from code and strings")
{
    CHECK(withoutComments(QStringLiteral("a // kalah\nb")) == QStringLiteral("a \nb"));
    CHECK(withoutComments(QStringLiteral("x(\"//kalah\") /* omweso\n */ y")) == QStringLiteral("x(\"//kalah\") \n y"));
    CHECK(withoutComments(QStringLiteral("s = \"a\\\"b\" // c")) == QStringLiteral("s = \"a\\\"b\" "));
}

TEST_CASE("house: no C++ or QML of the app names a game")
{
    std::map<QString, QStringList> found = namingGames(QStringLiteral("app"));
    found.merge(namingGames(QStringLiteral("qml")));
    for (const auto& [file, lines] : found) {
        INFO(file.toStdString() << ":\n" << lines.join(QLatin1Char('\n')).toStdString());
        CHECK(lines.isEmpty());
    }
    CHECK(found.empty());
    // The scan finds a game where one is named: in the games' own folders.
    const std::map<QString, QStringList> folders = namingGames(QStringLiteral("resources/games"));
    CHECK(folders.count(QStringLiteral("resources/games/kalah/KalahScreens.qml")) == 1);
    CHECK(folders.count(QStringLiteral("resources/games/omweso/OmwesoLessons.qml")) == 1);
}
