#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace Language {

QStringList supported() { return {QStringLiteral("en"), QStringLiteral("it"), QStringLiteral("hu")}; }

QString resolve(const QString& requested, const QLocale& system)
{
    if (!requested.isEmpty())
        return supported().contains(requested) ? requested : QString();
    const QString sys = QLocale::languageToCode(system.language());
    return supported().contains(sys) ? sys : QStringLiteral("en");
}

bool install(QCoreApplication& app, const QString& code)
{
    if (code == QLatin1String("en"))
        return true;
    auto* own = new QTranslator(&app);
    if (!own->load(QStringLiteral(":/i18n/semina_%1.qm").arg(code)))
        return false;
    QCoreApplication::installTranslator(own);
    auto* qt = new QTranslator(&app);
    if (qt->load(QLocale(code), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    return true;
}

} // namespace Language
