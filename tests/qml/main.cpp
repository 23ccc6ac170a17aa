#include <QCoreApplication>
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
    // remember does not change the next.
    void applicationAvailable()
    {
        QQuickStyle::setStyle(QStringLiteral("SeminaStyle"));
        QCoreApplication::setApplicationVersion(QStringLiteral(SEMINA_VERSION));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    }
    void qmlEngineAvailable(QQmlEngine* engine) { engine->addImportPath(QStringLiteral("qrc:/")); }

private:
    QTemporaryDir m_settings;
};

QUICK_TEST_MAIN_WITH_SETUP(semina_qml, Setup)

#include "main.moc"
