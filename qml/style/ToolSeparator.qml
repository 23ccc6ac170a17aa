import QtQuick
import QtQuick.Templates as T

// A thin line between groups of tools.
T.ToolSeparator {
    id: control

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)

    padding: vertical ? 4 : 2
    verticalPadding: vertical ? 8 : 4

    contentItem: Rectangle {
        implicitWidth: control.vertical ? Style.borderWidth : 24
        implicitHeight: control.vertical ? 24 : Style.borderWidth
        color: Style.cardBorder
    }
}
