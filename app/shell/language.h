#pragma once
// The app's languages and loading their translations.

#include <QLocale>
#include <QString>
#include <QStringList>
#include <functional>

class QCoreApplication;
class QObject;

namespace Language {

// The language codes the app ships: "en" (source), "it", "hu".
QStringList supported();

// The language to use: `requested` when given (empty string when it is not a
// supported code), otherwise the system locale's language when supported,
// otherwise "en".
QString resolve(const QString& requested, const QLocale& system);

// Installs the app's (and Qt's own, when present) translators for `code` into
// the application. Returns false when the app's translation could not be loaded.
bool install(QCoreApplication& app, const QString& code);
// The code installed last ("en" before any): dates and times are written in its locale.
QString current();

// Calls `changed` (in `owner`'s lifetime) whenever the app's language changes,
// so that texts made in C++ (models, status lines) can be made again.
void onChange(QObject* owner, std::function<void()> changed);

// Makes the standard buttons (Close, Cancel) of every Qt Quick dialog again, in
// the current language: Qt names them once, when they are made.
void retranslateDialogButtons();

} // namespace Language
