import QtQuick
import QtQuick.Templates as T

// A card around its content.
T.Frame {
    id: control

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            contentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             contentHeight + topPadding + bottomPadding)

    padding: Style.spacing
    font.pixelSize: Style.bodySize

    background: Card {}
}
