#include <QClipboard>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QSettings>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QUrl>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(SeminaPlugin)
Q_IMPORT_QML_PLUGIN(SeminaStylePlugin)

// What a test reads of the games kept on disk (GameStore's folder,
// $SEMINA_DATA_DIR, a temporary folder of this run): `testFiles` in QML.
class TestFiles : public QObject
{
    Q_OBJECT
public:
    explicit TestFiles(QString folder) : m_folder(std::move(folder)) {}
    // Removes every kept game (a test starts with none).
    Q_INVOKABLE void clear() const
    {
        QDir dir(m_folder);
        dir.removeRecursively();
        QDir().mkpath(m_folder);
    }
    // The file names in a subfolder ("" the folder itself, "recent"), sorted.
    Q_INVOKABLE QStringList list(const QString& sub) const
    {
        return QDir(QDir(m_folder).filePath(sub)).entryList({QStringLiteral("*.semina")}, QDir::Files, QDir::Name);
    }
    // A kept file's text ("current.semina", "recent/NAME"); empty when missing.
    Q_INVOKABLE QString read(const QString& path) const
    {
        QFile file(QDir(m_folder).filePath(path));
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    }
    // Writes `text` to `name` in the folder (a file made by hand: a lesson
    // file a teacher wrote); its file: URL.
    Q_INVOKABLE QUrl write(const QString& name, const QString& text) const
    {
        QFile file(QDir(m_folder).filePath(name));
        QDir().mkpath(QFileInfo(file).absolutePath());
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return {};
        file.write(text.toUtf8());
        return QUrl::fromLocalFile(file.fileName());
    }
    // A file: URL for `name` in the folder (a game saved by hand).
    Q_INVOKABLE QUrl folderUrl(const QString& name) const { return QUrl::fromLocalFile(QDir(m_folder).filePath(name)); }
    // The same as a JavaScript object (null when missing or not JSON).
    Q_INVOKABLE QVariant json(const QString& path) const
    {
        const QJsonDocument doc = QJsonDocument::fromJson(read(path).toUtf8());
        return doc.isObject() ? doc.object().toVariantMap() : QVariant();
    }

private:
    QString m_folder;
};

// What the app put on the clipboard (Copy position): `testClipboard` in QML.
class TestClipboard : public QObject
{
    Q_OBJECT
public:
    Q_INVOKABLE QString text() const { return QGuiApplication::clipboard()->text(); }
};

class Setup : public QObject
{
    Q_OBJECT
public slots:
    // As in the app: Semina's controls (qml/style) and CMake's project
    // version. The settings start empty each run: what one run's dialogs
    // remember does not change the next. So does the cache folder: the
    // Perfect player's endgame table is built in each run
    // (QStandardPaths::CacheLocation, under $XDG_CACHE_HOME), never read from
    // an earlier one's file. And the data folder: a Main that keeps games
    // (keepGames) keeps them in the run's own folder (GameStore::folder).
    void applicationAvailable()
    {
        qputenv("XDG_CACHE_HOME", QFile::encodeName(m_cache.path()));
        qputenv("SEMINA_DATA_DIR", QFile::encodeName(m_data.path()));
        QQuickStyle::setStyle(QStringLiteral("SeminaStyle"));
        QCoreApplication::setApplicationVersion(QStringLiteral(SEMINA_VERSION));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    }
    void qmlEngineAvailable(QQmlEngine* engine)
    {
        engine->addImportPath(QStringLiteral("qrc:/"));
        engine->rootContext()->setContextProperty(QStringLiteral("testFiles"), &m_files);
        engine->rootContext()->setContextProperty(QStringLiteral("testClipboard"), &m_clipboard);
    }

private:
    QTemporaryDir m_settings;
    QTemporaryDir m_cache;
    QTemporaryDir m_data;
    TestFiles m_files{m_data.path()};
    TestClipboard m_clipboard;
};

QUICK_TEST_MAIN_WITH_SETUP(semina_qml, Setup)

#include "main.moc"
