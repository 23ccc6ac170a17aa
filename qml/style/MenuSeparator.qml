import QtQuick
import QtQuick.Templates as T

// A thin line between groups of menu items.
T.MenuSeparator {
    id: control

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)

    padding: 2
    verticalPadding: 6

    contentItem: Rectangle {
        implicitWidth: 180
        implicitHeight: Style.borderWidth
        color: Style.cardBorder
    }
}
