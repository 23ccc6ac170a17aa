#include "app/devtools/screenshot.h"

#include <QCoreApplication>
#include <QImage>
#include <QQuickWindow>
#include <QTimer>
#include <cstdio>
#include <memory>
#include <utility>

namespace Screenshot {

namespace {
constexpr int kSettleMs = 400;
}

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

void afterFirstFrame(QQuickWindow* window, const QString& file)
{
    onFirstFrame(window, [window, file] {
        // Let the first short transitions (highlights fading in) finish.
        QTimer::singleShot(kSettleMs, window, [window, file] {
            const QImage image = window->grabWindow();
            const bool ok = !image.isNull() && image.save(file, "PNG");
            if (!ok)
                std::fprintf(stderr, "%s\n",
                             qPrintable(QCoreApplication::translate("Screenshot", "Could not write the screenshot %1.").arg(file)));
            QCoreApplication::exit(ok ? 0 : 1);
        });
    });
}

} // namespace Screenshot
