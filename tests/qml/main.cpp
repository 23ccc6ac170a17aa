#include <QCoreApplication>
#include <QFile>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QSettings>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(SeminaPlugin)
Q_IMPORT_QML_PLUGIN(SeminaStylePlugin)

class Setup : public QObject
{
    Q_OBJECT
public slots:
    // As in the app: Semina's controls (qml/style) and CMake's project
    // version. The settings start empty each run: what one run's dialogs
    // remember does not change the next. So does the cache folder: the
    // Perfect player's endgame table is built in each run
    // (QStandardPaths::CacheLocation, under $XDG_CACHE_HOME), never read from
    // an earlier one's file.
    void applicationAvailable()
    {
        qputenv("XDG_CACHE_HOME", QFile::encodeName(m_cache.path()));
        QQuickStyle::setStyle(QStringLiteral("SeminaStyle"));
        QCoreApplication::setApplicationVersion(QStringLiteral(SEMINA_VERSION));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    }
    void qmlEngineAvailable(QQmlEngine* engine) { engine->addImportPath(QStringLiteral("qrc:/")); }

private:
    QTemporaryDir m_settings;
    QTemporaryDir m_cache;
};

QUICK_TEST_MAIN_WITH_SETUP(semina_qml, Setup)

#include "main.moc"
