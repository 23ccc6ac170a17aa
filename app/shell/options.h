#pragma once
// The app's command line: [FILE] --lesson, --lang, --screenshot, --variant, --position, --players, --continue,
// --print-position, --frame-stats, --sweep, --sizes, --soak, --soak-games, --show-screen, --help, --version.

#include <QList>
#include <QSize>
#include <QString>
#include <QStringList>

struct AppOptions {
    QString language;   // resolved code: "en", "it" or "hu"
    QString screenshot; // PNG to write after the first frame; empty: none
    QString variant;    // a game key to open at once (--variant); empty: the home screen
    QString position;   // a position string for --variant (docs/notation.md)
    QStringList players; // with --variant: South's and North's keys ("" a person, or a level key)
    QString file;       // a game file to open at once (docs/game-format.md)
    QString lesson;     // a lesson file to open at once (docs/lessons.md)
    bool resume = false; // --continue: the unfinished game at once
    bool printPosition = false; // print the game on the screen after the first frame, then quit
    bool frameStats = false; // play a scripted game and print frame-interval percentiles
    QString sweep;      // a folder for the screenshot sweep (app/devtools/screensweep.h); empty: none
    QList<QSize> sizes; // the sweep's window sizes (--sizes); empty: its usual three
    QString soak;       // a folder for the soak (app/devtools/soak.h); empty: none
    int soakGames = 200; // the soak's games (--soak-games)
    QString showScreen; // a sweep screen to open at start, or "list" (--show-screen); empty: none
    QString info;       // --help or --version: the text to print, then quit
    QString error;      // non-empty: the command line was refused, with this message
};

AppOptions parseOptions(const QStringList& arguments);

// Whether the command line asks only for the help or the version, which
// main() answers before it starts the GUI (so they need no display).
bool asksForInfo(int argc, char* argv[]);
