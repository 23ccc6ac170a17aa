#pragma once
// The soak (--soak DIR): the real app over a long session, to catch what
// only time shows (memory that keeps growing, a warning or a crash after
// hundreds of games). Run by scripts/soak, which checks what it writes
// (docs/soak.md).

#include <QString>

class QQuickWindow;

namespace Soak {

// Two computers (the first level) play every game of the catalogue in turn,
// back to back at instant animation, on the game screen, until `games`
// games have ended. The games vary by turn: a single game; a match of up to
// three rounds with the refill (or seed split) between them; a game left
// unfinished for the home screen, continued from Continue and played out,
// then a recent game opened. Every fifth of them a lesson of a game is
// walked step by step through its hints (the answer played); every sixth
// the language changes, every seventh the theme. Games are kept as usual
// (app/store/gamestore.h). Writes into DIR:
//   memory.csv   seconds, games ended, resident memory and malloc heap in
//                use (KiB), once a second
//   soak.log     one line per game, lesson, switch and kept game opened
//   warnings.txt every QML warning met (empty: none)
//   kept/        a copy of every game file the store kept (the recent
//                games, and each unfinished game as it was left)
// Then prints a summary and quits with 1 if there was a QML warning, a
// step that did not happen within two minutes, or a kept game that could not
// be continued or opened; else 0.
void run(QQuickWindow* window, const QString& dir, int games);

} // namespace Soak
