#pragma once
// The app's command line: --lang, --screenshot.

#include <QString>
#include <QStringList>

struct AppOptions {
    QString language;   // resolved code: "en", "it" or "hu"
    QString screenshot; // PNG to write after the first frame; empty: none
    QString error;      // non-empty: the command line was refused, with this message
};

AppOptions parseOptions(const QStringList& arguments);
