#include "app/devtools/screenshot.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QQuickWindow>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <memory>
#include <utility>

namespace Screenshot {

namespace {
// After a frame, no new one begun for this long: at rest (a transition that
// runs begins its next frame a few milliseconds after the last was shown).
constexpr int kQuietMs = 50;
// A timer this late was held up by the GUI thread: look again.
constexpr int kLateMs = 30;
// Qt's PNG quality 80 is zlib's level 1: less than half the time of its
// default level, for some 20 % more bytes.
constexpr int kPngQuality = 80;

// What whenStill has seen of the frames since it was called. A frame begins
// on the GUI thread (afterAnimating: animations advanced, the scene about to
// be synchronized) and ends when the render thread has shown it
// (frameSwapped); two may begin before the first ends, and one that changed
// nothing is never shown.
struct Frames {
    QElapsedTimer clock;
    bool shown = false;       // a frame has been shown since the call
    int begun = 0;            // frames begun since the last one shown
    qint64 firstBegun = -1;   // when the first of those began
    qint64 longestDraw = 0;   // the longest from a frame's beginning to its showing
    qint64 armedAt = 0;
    int armedFor = 0;
    bool done = false;
};
} // namespace

void onFirstFrame(QQuickWindow* window, std::function<void()> then)
{
    // frameSwapped comes from the render thread; work on the GUI thread.
    // Signals already queued still arrive after the disconnect: call once.
    auto connection = std::make_shared<QMetaObject::Connection>();
    auto called = std::make_shared<bool>(false);
    *connection = QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [connection, called, then = std::move(then)] {
            QObject::disconnect(*connection);
            if (!std::exchange(*called, true))
                then();
        },
        Qt::QueuedConnection);
}

void whenStill(QQuickWindow* window, std::function<void(bool)> then)
{
    // The timers live until `then` is called; frames after that (their
    // signals queued, the timers gone) call nothing more.
    auto* quiet = new QTimer(window);
    auto* latest = new QTimer(window);
    quiet->setSingleShot(true);
    latest->setSingleShot(true);
    auto frames = std::make_shared<Frames>();
    frames->clock.start();
    auto finish = [quiet, latest, frames, then = std::move(then)](bool still) {
        if (std::exchange(frames->done, true))
            return;
        quiet->stop();
        latest->stop();
        quiet->deleteLater();
        latest->deleteLater();
        then(still);
    };
    // Waits `ms` for a frame to begin (or, when one is on its way, to be shown).
    auto arm = [quiet, frames](qint64 ms) {
        frames->armedAt = frames->clock.elapsed();
        frames->armedFor = static_cast<int>(ms);
        quiet->start(frames->armedFor);
    };
    // A frame on its way: wait for it, twice the longest a frame has taken
    // (one that changed nothing is never shown).
    auto drawing = [frames] { return std::max<qint64>(kQuietMs, 2 * frames->longestDraw); };
    QObject::connect(window, &QQuickWindow::afterAnimating, quiet, [frames, arm, drawing] {
        if (frames->begun++ == 0)
            frames->firstBegun = frames->clock.elapsed();
        if (frames->shown)
            arm(drawing());
    });
    QObject::connect(
        window, &QQuickWindow::frameSwapped, quiet,
        [frames, arm, drawing] {
            const qint64 now = frames->clock.elapsed();
            // The first frame shown since the call is timed from the call.
            if (!frames->shown || frames->firstBegun >= 0)
                frames->longestDraw = std::max(frames->longestDraw, now - (frames->shown ? frames->firstBegun : 0));
            frames->shown = true;
            const bool another = frames->begun >= 2;
            frames->begun = another ? 1 : 0;
            frames->firstBegun = another ? now : -1;
            arm(another ? drawing() : kQuietMs);
        },
        Qt::QueuedConnection);
    QObject::connect(quiet, &QTimer::timeout, quiet, [frames, arm, finish] {
        if (frames->clock.elapsed() - frames->armedAt > frames->armedFor + kLateMs)
            arm(frames->armedFor);
        else
            finish(true);
    });
    QObject::connect(latest, &QTimer::timeout, quiet, [finish] { finish(false); });
    latest->start(kLongestWaitMs);
    // A frame even when nothing changed.
    window->update();
}

bool savePng(const QImage& image, const QString& file)
{
    // The window is opaque: no alpha channel to write.
    return !image.isNull() && image.convertToFormat(QImage::Format_RGB32).save(file, "PNG", kPngQuality);
}

void afterFirstFrame(QQuickWindow* window, const QString& file)
{
    onFirstFrame(window, [window, file] {
        // Let the first transitions (highlights fading in) finish.
        whenStill(window, [window, file](bool) {
            const bool ok = savePng(window->grabWindow(), file);
            if (!ok)
                std::fprintf(stderr, "%s\n",
                             qPrintable(QCoreApplication::translate("Screenshot", "Could not write the screenshot %1.").arg(file)));
            QCoreApplication::exit(ok ? 0 : 1);
        });
    });
}

} // namespace Screenshot
