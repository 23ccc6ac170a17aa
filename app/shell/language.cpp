#include "app/shell/language.h"

#include <QCoreApplication>
#include <QEvent>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSet>
#include <QTranslator>

namespace Language {

namespace {

class Watcher : public QObject
{
public:
    Watcher(QObject* owner, std::function<void()> changed) : QObject(owner), m_changed(std::move(changed))
    {
        QCoreApplication::instance()->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == QCoreApplication::instance() && event->type() == QEvent::LanguageChange)
            m_changed();
        return false;
    }

private:
    std::function<void()> m_changed;
};

} // namespace

void onChange(QObject* owner, std::function<void()> changed)
{
    if (QCoreApplication::instance())
        new Watcher(owner, std::move(changed));
}

QStringList supported() { return {QStringLiteral("en"), QStringLiteral("it"), QStringLiteral("hu")}; }

QString resolve(const QString& requested, const QLocale& system)
{
    if (!requested.isEmpty())
        return supported().contains(requested) ? requested : QString();
    const QString sys = QLocale::languageToCode(system.language());
    return supported().contains(sys) ? sys : QStringLiteral("en");
}

namespace {
QString& installedCode()
{
    static QString code = QStringLiteral("en");
    return code;
}
} // namespace

QString current()
{
    return installedCode();
}

bool install(QCoreApplication& app, const QString& code)
{
    // The translators installed for the current language; replaced on a switch.
    static QList<QTranslator*> installed;
    for (QTranslator* t : std::as_const(installed)) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
    installed.clear();
    // English has a file too: the plural forms of the strings that show a count.
    auto* own = new QTranslator(&app);
    if (!own->load(QStringLiteral(":/i18n/semina_%1.qm").arg(code))) {
        delete own;
        return false;
    }
    // Set before the translator goes in: installing it tells the app of the
    // change at once, and what is told then writes dates in current()'s locale.
    installedCode() = code;
    QCoreApplication::installTranslator(own);
    installed << own;
    if (code == QLatin1String("en"))
        return true;
    auto* qt = new QTranslator(&app);
    if (qt->load(QLocale(code), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
        installed << qt;
    } else {
        delete qt;
    }
    return true;
}

void retranslateDialogButtons()
{
    QSet<QObject*> dialogs;
    for (QWindow* w : QGuiApplication::allWindows()) {
        auto* window = qobject_cast<QQuickWindow*>(w);
        if (!window)
            continue;
        // A dialog is a child of the item (or window) it is declared in.
        QList<QObject*> objects = window->findChildren<QObject*>();
        objects += window->contentItem()->findChildren<QObject*>();
        for (QObject* o : std::as_const(objects))
            if (o->inherits("QQuickDialog"))
                dialogs.insert(o);
    }
    for (QObject* dialog : std::as_const(dialogs)) {
        const QVariant buttons = dialog->property("standardButtons");
        if (buttons.toInt() == 0)
            continue;
        dialog->setProperty("standardButtons", 0);
        dialog->setProperty("standardButtons", buttons);
    }
}

} // namespace Language
