import QtQuick
import QtQuick.Templates as T

// A card floating over the window; a modal one dims what is behind it.
T.Popup {
    id: control

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            contentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             contentHeight + topPadding + bottomPadding)

    padding: Style.spacing
    font.pixelSize: Style.bodySize

    background: Card {}

    T.Overlay.modal: Rectangle {
        color: Style.dim
    }
    T.Overlay.modeless: Rectangle {
        color: "transparent"
    }
}
