#include "app/screenshot.h"

#include <QCoreApplication>
#include <QImage>
#include <QQuickWindow>
#include <QTimer>
#include <cstdio>

namespace Screenshot {

namespace {
constexpr int kSettleMs = 400;
}

void afterFirstFrame(QQuickWindow* window, const QString& file)
{
    // frameSwapped comes from the render thread; grab on the GUI thread.
    auto connection = std::make_shared<QMetaObject::Connection>();
    *connection = QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [window, file, connection] {
            QObject::disconnect(*connection);
            // Let the first short transitions (highlights fading in) finish.
            QTimer::singleShot(kSettleMs, window, [window, file] {
                const QImage image = window->grabWindow();
                const bool ok = !image.isNull() && image.save(file, "PNG");
                if (!ok)
                    std::fprintf(stderr, "%s\n",
                                 qPrintable(QCoreApplication::translate("Screenshot", "Could not write the screenshot %1.").arg(file)));
                QCoreApplication::exit(ok ? 0 : 1);
            });
        },
        Qt::QueuedConnection);
}

} // namespace Screenshot
