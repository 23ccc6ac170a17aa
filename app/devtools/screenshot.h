#pragma once
// Headless checks of the screens: grab the window once it shows what it should.

#include <QString>
#include <functional>

class QImage;
class QQuickWindow;

namespace Screenshot {

// Calls `then` once on the GUI thread, after `window` has shown its first frame.
void onFirstFrame(QQuickWindow* window, std::function<void()> then);

// The longest whenStill waits.
constexpr int kLongestWaitMs = 5000;

// Calls `then(true)` once on the GUI thread when what `window` shows has come
// to rest since this call: a frame has been shown, and no other has begun
// shortly after (a running transition, a dialog opening or a highlight
// fading in, begins frame after frame until it ends). Calls `then(false)`
// instead when it still moves after kLongestWaitMs.
void whenStill(QQuickWindow* window, std::function<void(bool still)> then);

// Writes `image` as a PNG to `file`, quickly (light compression). False when it could not.
bool savePng(const QImage& image, const QString& file);

// Once `window` has shown its first frame and come to rest (whenStill), saves
// it as a PNG to `file` and quits the application with 0 (1 when the file
// could not be written).
void afterFirstFrame(QQuickWindow* window, const QString& file);

} // namespace Screenshot
