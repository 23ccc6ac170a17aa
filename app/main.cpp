#include "app/framestats.h"
#include "app/language.h"
#include "app/options.h"
#include "app/screenshot.h"
#include "app/screensweep.h"

#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QtQml/qqmlextensionplugin.h>
#include <cstdio>

Q_IMPORT_QML_PLUGIN(SeminaPlugin)
Q_IMPORT_QML_PLUGIN(SeminaStylePlugin)

int main(int argc, char* argv[])
{
    QGuiApplication app(argc, argv);
    QGuiApplication::setApplicationName(QStringLiteral("Semina"));
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

    if (!options.sweep.isEmpty())
        ScreenSweep::recordQmlWarnings();
    // Semina's own controls (qml/style), whatever the platform's default.
    QQuickStyle::setStyle(QStringLiteral("SeminaStyle"));
    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    QObject::connect(&engine, &QQmlApplicationEngine::exit, &app, &QCoreApplication::exit, Qt::QueuedConnection);
    engine.setInitialProperties({{QStringLiteral("startVariant"), options.variant},
                                 {QStringLiteral("startPosition"), options.position}});
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
    return QGuiApplication::exec();
}
