import QtQuick
import QtQuick.Templates as T

// A row of a list: hover shows it, highlighted washes it in the accent.
T.ItemDelegate {
    id: control

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)

    padding: 6
    horizontalPadding: 12
    font.pixelSize: Style.bodySize

    contentItem: Text {
        text: control.text
        font: control.font
        elide: Text.ElideRight
        verticalAlignment: Text.AlignVCenter
        color: control.enabled ? Style.ink : Style.inkFaint
    }

    background: Rectangle {
        implicitWidth: 100
        implicitHeight: Style.controlHeight
        radius: Math.min(10, height / 2)
        color: control.highlighted ? Style.state(Style.wash(Style.card), control.down, false)
             : control.down ? Style.pressed(Style.card)
             : control.hovered ? Style.hovered(Style.card) : "transparent"
        border.width: control.highlighted && Style.borderWidth > 1 ? Style.borderWidth : 0
        border.color: Style.accent
        FocusRing {
            gap: -1
            visible: control.visualFocus
            innerRadius: parent.radius
        }
    }
}
