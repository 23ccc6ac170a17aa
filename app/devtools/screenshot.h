#pragma once
// Headless checks of the screens: grab the window after its first frame.

#include <QString>
#include <functional>

class QQuickWindow;

namespace Screenshot {

// Calls `then` once on the GUI thread, after `window` has shown its first frame.
void onFirstFrame(QQuickWindow* window, std::function<void()> then);

// After `window` has shown its first frame (and 0.4 s for highlights to fade in), saves it as a PNG to `file` and
// quits the application with 0 (1 when the file could not be written).
void afterFirstFrame(QQuickWindow* window, const QString& file);

} // namespace Screenshot
