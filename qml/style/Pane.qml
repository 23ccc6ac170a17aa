import QtQuick
import QtQuick.Templates as T

// A plain surface in the page's colour.
T.Pane {
    id: control

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            contentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             contentHeight + topPadding + bottomPadding)

    padding: Style.spacing
    font.pixelSize: Style.bodySize

    background: Rectangle {
        color: Style.background
    }
}
