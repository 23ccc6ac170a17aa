#include "screenshot.h"

#include <QCoreApplication>
#include <QImage>
#include <QQuickWindow>
#include <QTimer>
#include <cstdio>

namespace Screenshot {

void afterFirstFrame(QQuickWindow* window, const QString& file)
{
    // frameSwapped comes from the render thread; grab on the GUI thread.
    auto connection = std::make_shared<QMetaObject::Connection>();
    *connection = QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [window, file, connection] {
            QObject::disconnect(*connection);
            const QImage image = window->grabWindow();
            const bool ok = !image.isNull() && image.save(file, "PNG");
            if (!ok)
                std::fprintf(stderr, "%s\n",
                             qPrintable(QCoreApplication::translate("Screenshot", "Could not write the screenshot %1.").arg(file)));
            QTimer::singleShot(0, window, [ok] { QCoreApplication::exit(ok ? 0 : 1); });
        },
        Qt::QueuedConnection);
}

} // namespace Screenshot
