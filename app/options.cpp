#include "options.h"

#include "language.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QLocale>

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
    parser.addOption(lang);
    parser.addOption(screenshot);

    AppOptions out;
    if (!parser.parse(arguments)) {
        out.error = parser.errorText();
        return out;
    }
    if (!parser.positionalArguments().isEmpty()) {
        out.error = QCoreApplication::translate("AppOptions", "Unexpected argument: %1")
                        .arg(parser.positionalArguments().constFirst());
        return out;
    }
    out.language = Language::resolve(parser.value(lang), QLocale::system());
    if (out.language.isEmpty()) {
        out.error = QCoreApplication::translate("AppOptions", "Unknown language \"%1\"; use one of: %2.")
                        .arg(parser.value(lang), Language::supported().join(QStringLiteral(", ")));
        return out;
    }
    out.screenshot = parser.value(screenshot);
    if (parser.isSet(screenshot) && out.screenshot.isEmpty())
        out.error = QCoreApplication::translate("AppOptions", "--screenshot needs a file name.");
    return out;
}
