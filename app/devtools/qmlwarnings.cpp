#include "app/devtools/qmlwarnings.h"

#include <QLatin1String>
#include <QtGlobal>

namespace QmlWarnings {

namespace {

QStringList& kept()
{
    static QStringList warnings;
    return warnings;
}

QtMessageHandler previousHandler = nullptr;

// Keeps every warning from QML and JavaScript (they name a qrc:/ file).
void keep(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    const QLatin1String category(context.category ? context.category : "");
    const bool fromQml = category.startsWith(QLatin1String("qml")) || category == QLatin1String("js")
        || message.contains(QLatin1String("qrc:/"));
    if (type != QtDebugMsg && type != QtInfoMsg && fromQml)
        kept() << message;
    if (previousHandler)
        previousHandler(type, context, message);
}

} // namespace

void record() { previousHandler = qInstallMessageHandler(keep); }

const QStringList& all() { return kept(); }

} // namespace QmlWarnings
