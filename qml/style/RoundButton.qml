import QtQuick
import QtQuick.Templates as T

// A round button. It takes its fill and text from its palette (button,
// buttonText: the window's, from the theme), so that a caller may colour it.
T.RoundButton {
    id: control

    // Enter presses a focused button too, as Space does (the desktop's habit).
    Keys.onReturnPressed: control.clicked()
    Keys.onEnterPressed: control.clicked()

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)

    padding: 6
    font.pixelSize: Style.bodySize
    font.weight: Font.DemiBold

    contentItem: Text {
        text: control.text
        font: control.font
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        color: control.enabled ? control.palette.buttonText : Style.inkFaint
    }

    background: Rectangle {
        implicitWidth: Style.controlHeight
        implicitHeight: Style.controlHeight
        radius: control.radius
        color: control.flat && !control.down && !control.hovered ? "transparent"
             : Style.state(control.palette.button, control.down, control.hovered)
        border.width: control.flat ? 0 : Style.borderWidth
        border.color: Style.cardBorder
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
