#include <QQmlEngine>
#include <QQuickStyle>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(SeminaPlugin)
Q_IMPORT_QML_PLUGIN(SeminaStylePlugin)

class Setup : public QObject
{
    Q_OBJECT
public slots:
    // As in the app: Semina's controls (qml/style).
    void applicationAvailable() { QQuickStyle::setStyle(QStringLiteral("SeminaStyle")); }
    void qmlEngineAvailable(QQmlEngine* engine) { engine->addImportPath(QStringLiteral("qrc:/")); }
};

QUICK_TEST_MAIN_WITH_SETUP(semina_qml, Setup)

#include "main.moc"
