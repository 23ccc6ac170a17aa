#pragma once
// The screenshot sweep (--sweep DIR): every screen of the app at three window
// sizes, saved as PNGs for a person to look at and for the tests to check.

#include <QList>
#include <QSize>
#include <QString>
#include <QStringList>

class QObject;
class QQmlEngine;
class QQuickWindow;

namespace ScreenSweep {

// qml/devtools/SweepActions.qml over the main window (a child of it): what
// the sweep and the soak call. Null, with the error printed, if it does not load.
QObject* makeActions(QQuickWindow* window);

// Shows the home screen, the new-game, rules and settings dialogs, and each
// game in the middle and at the end, at each of `sizes` (none: 800x600,
// 1280x800 and 1920x1080), and saves each as DIR/<screen>-<width>x<height>.png
// once it has come to rest (Screenshot::whenStill). Then prints how long the
// screens took to come to rest and every QML warning met on the way, and
// quits with 1 if there was one (or a picture could not be written), else 0.
// The theme and language are the app's own (--lang, the settings).
void run(QQuickWindow* window, const QString& dir, QList<QSize> sizes = {});

// The sweep's screens' names, in its order (--show-screen list).
QStringList names(QQmlEngine& engine);

// --show-screen NAME: once `window` has shown its first frame, opens the
// sweep's screen `name` (one of names()) as the sweep does, then leaves the
// app as it is (animations on, games kept as usual).
void showAtStart(QQuickWindow* window, const QString& name);

} // namespace ScreenSweep
