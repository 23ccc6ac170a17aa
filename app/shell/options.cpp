#include "app/shell/options.h"

#include "app/shell/language.h"
#include "engine/ai/level.h"
#include "engine/variant.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <QSettings>
#include <algorithm>

namespace {

// "kalah, mankala, aliguli, omweso": the games' keys, as --variant takes them.
QString gameKeys()
{
    QStringList keys;
    for (const semina::GameId game : semina::kAllGames)
        keys << QString::fromLatin1(semina::gameKey(game).data(), static_cast<qsizetype>(semina::gameKey(game).size()));
    return keys.join(QStringLiteral(", "));
}

// "800x600,3840x2160": each within the window's minimum and 8K; empty if any is not.
QList<QSize> parseSizes(const QString& text)
{
    QList<QSize> out;
    for (const QString& item : text.split(QLatin1Char(','))) {
        const QStringList wh = item.trimmed().split(QLatin1Char('x'));
        bool okW = false;
        bool okH = false;
        const QSize size(wh.value(0).toInt(&okW), wh.value(1).toInt(&okH));
        if (wh.size() != 2 || !okW || !okH || size.width() < 800 || size.height() < 600 || size.width() > 7680
            || size.height() > 4320)
            return {};
        out << size;
    }
    return out;
}

} // namespace

AppOptions parseOptions(const QStringList& arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption lang(QStringLiteral("lang"),
                                  QCoreApplication::translate("AppOptions", "Language of the app: en, it or hu."),
                                  QStringLiteral("code"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("AppOptions", "Save a PNG of the window after its first frame, then quit."),
        QStringLiteral("file"));
    const QCommandLineOption variant(
        QStringLiteral("variant"),
        QCoreApplication::translate("AppOptions", "Open a game at once: %1.").arg(gameKeys()),
        QStringLiteral("game"));
    const QCommandLineOption position(
        QStringLiteral("position"),
        QCoreApplication::translate("AppOptions", "With --variant: start from this position (the rules' notation)."),
        QStringLiteral("position"));
    const QCommandLineOption frameStats(
        QStringLiteral("frame-stats"),
        QCoreApplication::translate("AppOptions", "Play a scripted game with animations and print frame-time percentiles."));
    const QCommandLineOption sweep(
        QStringLiteral("sweep"),
        QCoreApplication::translate("AppOptions", "Save a PNG of every screen at several window sizes into a folder, then quit."),
        QStringLiteral("folder"));
    const QCommandLineOption sizes(
        QStringLiteral("sizes"),
        QCoreApplication::translate("AppOptions", "With --sweep: the window sizes, e.g. 800x600,3840x2160."),
        QStringLiteral("list"));
    const QCommandLineOption soak(
        QStringLiteral("soak"),
        QCoreApplication::translate("AppOptions", "Let two computers play game after game, with matches, lessons and kept games, "
                                                  "and write the memory used and any QML warning into a folder, then quit."),
        QStringLiteral("folder"));
    const QCommandLineOption soakGames(
        QStringLiteral("soak-games"),
        QCoreApplication::translate("AppOptions", "With --soak: how many games (default 200)."),
        QStringLiteral("count"));
    const QCommandLineOption showScreen(
        QStringLiteral("show-screen"),
        QCoreApplication::translate("AppOptions", "Open this screen of the screenshot sweep at start, then go on as usual (list: print their names)."),
        QStringLiteral("name"));
    const QCommandLineOption players(
        QStringLiteral("players"),
        QCoreApplication::translate("AppOptions", "With --variant: who plays South and North, e.g. human,expert."),
        QStringLiteral("south,north"));
    const QCommandLineOption resume(
        QStringLiteral("continue"), QCoreApplication::translate("AppOptions", "Continue the unfinished game at once."));
    const QCommandLineOption printPosition(
        QStringLiteral("print-position"),
        QCoreApplication::translate("AppOptions", "Print the game as it is loaded, then quit after the first frame."));
    const QCommandLineOption lesson(
        QStringLiteral("lesson"),
        QCoreApplication::translate("AppOptions", "Open a lesson file a teacher wrote (.semina-lesson) at once."),
        QStringLiteral("file"));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QCoreApplication::translate("AppOptions", "A saved game (.semina) or a lesson file (.semina-lesson) to open."));
    parser.addOption(lang);
    parser.addOption(players);
    parser.addOption(resume);
    parser.addOption(printPosition);
    parser.addOption(screenshot);
    parser.addOption(variant);
    parser.addOption(position);
    parser.addOption(frameStats);
    parser.addOption(sweep);
    parser.addOption(sizes);
    parser.addOption(showScreen);
    parser.addOption(lesson);
    parser.addOption(soak);
    parser.addOption(soakGames);

    AppOptions out;
    if (!parser.parse(arguments)) {
        out.error = parser.errorText();
        return out;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1) {
        out.error = QCoreApplication::translate("AppOptions", "Unexpected argument: %1").arg(positional.at(1));
        return out;
    }
    if (parser.isSet(lesson)) {
        out.lesson = parser.value(lesson);
        if (!QFileInfo(out.lesson).isFile()) {
            out.error = QCoreApplication::translate("AppOptions", "No lesson file %1.").arg(out.lesson);
            return out;
        }
    }
    // A lesson file named as a file (as the desktop opens it) is a lesson.
    if (!positional.isEmpty() && positional.constFirst().endsWith(QStringLiteral(".semina-lesson")) && out.lesson.isEmpty()) {
        out.lesson = positional.constFirst();
        if (!QFileInfo(out.lesson).isFile()) {
            out.error = QCoreApplication::translate("AppOptions", "No lesson file %1.").arg(out.lesson);
            return out;
        }
    } else if (!positional.isEmpty()) {
        out.file = positional.constFirst();
        if (!QFileInfo(out.file).isFile()) {
            out.error = QCoreApplication::translate("AppOptions", "No game file %1.").arg(out.file);
            return out;
        }
    }
    // --lang, else the language chosen in the settings, else the system's.
    QString requested = parser.value(lang);
    if (!parser.isSet(lang)) {
        requested = QSettings(QStringLiteral("Semina"), QStringLiteral("Semina")).value(QStringLiteral("language")).toString();
        if (!Language::supported().contains(requested))
            requested.clear();
    }
    out.language = Language::resolve(requested, QLocale::system());
    if (out.language.isEmpty()) {
        out.error = QCoreApplication::translate("AppOptions", "Unknown language \"%1\"; use one of: %2.")
                        .arg(parser.value(lang), Language::supported().join(QStringLiteral(", ")));
        return out;
    }
    // Printed in that language; the other options are not looked at.
    if (parser.isSet(help)) {
        out.info = parser.helpText();
        return out;
    }
    if (parser.isSet(version)) {
        out.info = QStringLiteral("%1 %2\n").arg(QCoreApplication::applicationName(), QCoreApplication::applicationVersion());
        return out;
    }
    out.variant = parser.value(variant);
    out.position = parser.value(position);
    out.frameStats = parser.isSet(frameStats);
    out.resume = parser.isSet(resume);
    out.printPosition = parser.isSet(printPosition);
    if (parser.isSet(players)) {
        out.players = parser.value(players).split(QLatin1Char(','));
        for (QString& key : out.players)
            key = key == QStringLiteral("human") ? QString() : key;
        const bool known = out.players.size() == 2 && std::all_of(out.players.begin(), out.players.end(), [](const QString& k) {
            return k.isEmpty() || semina::ai::levelFromKey(k.toStdString()).has_value();
        });
        if (!known) {
            out.error = QCoreApplication::translate(
                            "AppOptions", "--players takes two players, each human or a level (beginner, casual, strong, expert, perfect), not \"%1\".")
                            .arg(parser.value(players));
            return out;
        }
        if (out.variant.isEmpty()) {
            out.error = QCoreApplication::translate("AppOptions", "--players needs --variant.");
            return out;
        }
    }
    if (!out.lesson.isEmpty() && (out.resume || !out.variant.isEmpty() || !out.file.isEmpty())) {
        out.error = QCoreApplication::translate("AppOptions", "A lesson file opens alone: give no game file, --variant or --continue with it.");
        return out;
    }
    if (out.resume && (!out.variant.isEmpty() || !out.file.isEmpty())) {
        out.error = QCoreApplication::translate("AppOptions", "--continue opens the unfinished game: give no --variant and no file.");
        return out;
    }
    if (!out.variant.isEmpty() && !semina::gameFromKey(out.variant.toStdString())) {
        out.error = QCoreApplication::translate("AppOptions", "Unknown game \"%1\"; use one of: %2.")
                        .arg(out.variant, gameKeys());
        return out;
    }
    if (!out.position.isEmpty() && out.variant.isEmpty()) {
        out.error = QCoreApplication::translate("AppOptions", "--position needs --variant.");
        return out;
    }
    if (out.frameStats && out.variant.isEmpty())
        out.variant = QString::fromLatin1(semina::gameKey(semina::kAllGames.front()).data());
    out.sweep = parser.value(sweep);
    if (parser.isSet(sweep) && out.sweep.isEmpty()) {
        out.error = QCoreApplication::translate("AppOptions", "--sweep needs a folder.");
        return out;
    }
    if (parser.isSet(sizes)) {
        out.sizes = parseSizes(parser.value(sizes));
        if (out.sizes.isEmpty()) {
            out.error = QCoreApplication::translate(
                            "AppOptions", "--sizes takes sizes like 800x600,3840x2160, each from 800x600 to 7680x4320, not \"%1\".")
                            .arg(parser.value(sizes));
            return out;
        }
        if (out.sweep.isEmpty()) {
            out.error = QCoreApplication::translate("AppOptions", "--sizes needs --sweep.");
            return out;
        }
    }
    out.soak = parser.value(soak);
    if (parser.isSet(soak) && out.soak.isEmpty()) {
        out.error = QCoreApplication::translate("AppOptions", "--soak needs a folder.");
        return out;
    }
    if (parser.isSet(soakGames)) {
        bool ok = false;
        out.soakGames = parser.value(soakGames).toInt(&ok);
        if (!ok || out.soakGames < 1 || out.soakGames > 100000) {
            out.error = QCoreApplication::translate("AppOptions", "--soak-games takes a count from 1 to 100000, not \"%1\".")
                            .arg(parser.value(soakGames));
            return out;
        }
        if (out.soak.isEmpty()) {
            out.error = QCoreApplication::translate("AppOptions", "--soak-games needs --soak.");
            return out;
        }
    }
    out.showScreen = parser.value(showScreen);
    out.screenshot = parser.value(screenshot);
    if (parser.isSet(screenshot) && out.screenshot.isEmpty())
        out.error = QCoreApplication::translate("AppOptions", "--screenshot needs a file name.");
    return out;
}

bool asksForInfo(int argc, char* argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QLatin1String arg(argv[i]);
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h") || arg == QLatin1String("-?")
            || arg == QLatin1String("--help-all") || arg == QLatin1String("--version") || arg == QLatin1String("-v"))
            return true;
    }
    return false;
}
