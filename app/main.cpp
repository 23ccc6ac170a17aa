#include "app/devtools/framestats.h"
#include "app/devtools/qmlwarnings.h"
#include "app/devtools/screenshot.h"
#include "app/devtools/screensweep.h"
#include "app/devtools/soak.h"
#include "app/game/gamesession.h"
#include "app/shell/language.h"
#include "app/shell/options.h"
#include "engine/notation.h"

#include <QFileInfo>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QtQml/qqmlextensionplugin.h>
#include <cstdio>

Q_IMPORT_QML_PLUGIN(SeminaPlugin)
Q_IMPORT_QML_PLUGIN(SeminaStylePlugin)

namespace {

void nameApp()
{
    QCoreApplication::setApplicationName(QStringLiteral("Semina"));
    // CMake's project VERSION; the About dialog shows it (Qt.application.version).
    QCoreApplication::setApplicationVersion(QStringLiteral(SEMINA_VERSION));
}

// --help and --version, without the GUI (no display needed), in the app's language.
int printInfo(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    nameApp();
    AppOptions options = parseOptions(QCoreApplication::arguments());
    if (!options.language.isEmpty() && Language::install(app, options.language))
        options = parseOptions(QCoreApplication::arguments());
    if (!options.error.isEmpty()) {
        std::fprintf(stderr, "semina: %s\n", qPrintable(options.error));
        return 2;
    }
    std::fputs(qPrintable(options.info), stdout);
    return 0;
}

} // namespace

int main(int argc, char* argv[])
{
    if (asksForInfo(argc, argv))
        return printInfo(argc, argv);
    QGuiApplication app(argc, argv);
    nameApp();
    // The installed launcher's id (resources/linux/), so a Wayland desktop finds its icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.semina.Semina"));
    // Read once for the language, then again with its translator installed,
    // so that a refused command line is explained in that language.
    AppOptions options = parseOptions(QGuiApplication::arguments());
    if (!options.language.isEmpty()) {
        Language::install(app, options.language);
        options = parseOptions(QGuiApplication::arguments());
    }
    if (!options.error.isEmpty()) {
        std::fprintf(stderr, "semina: %s\n", qPrintable(options.error));
        return 2;
    }

    if (!options.sweep.isEmpty() || !options.soak.isEmpty())
        QmlWarnings::record();
    // Semina's own controls (qml/style), whatever the platform's default.
    QQuickStyle::setStyle(QStringLiteral("SeminaStyle"));
    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    QObject::connect(&engine, &QQmlApplicationEngine::exit, &app, &QCoreApplication::exit, Qt::QueuedConnection);
    // Games are kept (app/store/gamestore.h) except while the app takes pictures of itself.
    const bool keepGames = options.sweep.isEmpty() && options.screenshot.isEmpty() && !options.frameStats;
    engine.setInitialProperties({{QStringLiteral("startVariant"), options.variant},
                                 {QStringLiteral("startPosition"), options.position},
                                 {QStringLiteral("startPlayers"), options.players},
                                 {QStringLiteral("startFile"), options.file.isEmpty() ? QString() : QUrl::fromLocalFile(QFileInfo(options.file).absoluteFilePath()).toString()},
                                 {QStringLiteral("startLesson"), options.lesson.isEmpty() ? QString() : QUrl::fromLocalFile(QFileInfo(options.lesson).absoluteFilePath()).toString()},
                                 {QStringLiteral("startResume"), options.resume},
                                 {QStringLiteral("keepGames"), keepGames}});
    // --show-screen: its name checked (or the names listed) before any window shows.
    if (!options.showScreen.isEmpty()) {
        const QStringList screens = ScreenSweep::names(engine);
        if (options.showScreen == QLatin1String("list")) {
            std::fputs(qPrintable(screens.join(QLatin1Char('\n')) + QLatin1Char('\n')), stdout);
            return 0;
        }
        if (!screens.contains(options.showScreen)) {
            std::fprintf(stderr, "semina: %s\n",
                         qPrintable(QCoreApplication::translate("AppOptions", "No screen \"%1\"; --show-screen list prints their names.")
                                        .arg(options.showScreen)));
            return 2;
        }
    }
    engine.load(QUrl(QStringLiteral("qrc:/Semina/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return 1;
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
    if (!options.screenshot.isEmpty())
        Screenshot::afterFirstFrame(window, options.screenshot);
    if (!options.sweep.isEmpty())
        ScreenSweep::run(window, options.sweep, options.sizes);
    if (options.frameStats)
        FrameStats::run(window);
    if (!options.soak.isEmpty())
        Soak::run(window, options.soak, options.soakGames);
    if (!options.showScreen.isEmpty())
        ScreenSweep::showAtStart(window, options.showScreen);
    if (options.printPosition) {
        // The game as loaded, before the event loop runs: a computer to move
        // could otherwise play before the first frame.
        const auto* session = window->property("session").value<GameSession*>();
        const semina::Game& game = session->history()->game();
        std::printf("{\"position\": \"%s\", \"decisions\": %d}\n",
                    semina::printPosition(game.variant(), game.position()).c_str(),
                    static_cast<int>(session->history()->entries().size()));
        std::fflush(stdout);
        Screenshot::onFirstFrame(window, [] { QCoreApplication::exit(0); });
    }
    return QGuiApplication::exec();
}
