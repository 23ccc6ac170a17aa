import QtQuick
import QtQuick.Templates as T

// A bar of tools on a card.
T.ToolBar {
    id: control

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            contentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             contentHeight + topPadding + bottomPadding)

    padding: 6
    horizontalPadding: 8
    font.pixelSize: Style.bodySize

    background: Card {
        implicitHeight: Style.controlHeight + 12
        radius: Style.radius
    }
}
