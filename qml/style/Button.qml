import QtQuick
import QtQuick.Templates as T

// A pill. Highlighted: the primary action, in the accent. Flat: only its
// text until hovered or pressed.
T.Button {
    id: control

    // Enter presses a focused button too, as Space does (the desktop's habit).
    Keys.onReturnPressed: control.clicked()
    Keys.onEnterPressed: control.clicked()

    readonly property bool filled: !control.flat || control.down || control.hovered || control.checked
    readonly property bool primary: (control.highlighted || control.checked) && control.enabled

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)

    padding: 8
    horizontalPadding: Math.round(Style.controlHeight * 0.35)
    spacing: 6
    font.pixelSize: Style.bodySize
    font.weight: control.highlighted ? Font.Bold : Font.DemiBold

    contentItem: Text {
        objectName: "seminaButtonText"
        text: control.text
        font: control.font
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
        color: !control.enabled ? Style.inkFaint : control.primary ? Style.inkOnAccent : Style.ink
    }

    background: Rectangle {
        objectName: "seminaButtonBackground"
        implicitWidth: Style.controlHeight * 2
        implicitHeight: Style.controlHeight
        radius: height / 2
        color: !control.filled ? "transparent"
             : Style.state(control.primary ? Style.accent : Style.button, control.down, control.hovered)
        border.width: control.filled && !control.primary ? Style.borderWidth : 0
        border.color: Style.cardBorder
        opacity: control.enabled ? 1 : 0.7

        DropShadow {
            z: -1
            visible: !control.flat && control.enabled && !control.down
            radius: parent.radius
            offset: 1.5
        }
        FocusRing {
            visible: control.visualFocus
            innerRadius: parent.radius
        }
    }
}
