import QtQuick
import QtQuick.Templates as T

// A button of a tool bar: its text alone, a pill behind it when hovered,
// pressed or checked.
T.ToolButton {
    id: control

    // Enter presses a focused button too, as Space does (the desktop's habit).
    Keys.onReturnPressed: control.clicked()
    Keys.onEnterPressed: control.clicked()

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)

    padding: 8
    horizontalPadding: 14
    font.pixelSize: Style.bodySize
    font.weight: Font.DemiBold

    contentItem: Text {
        text: control.text
        font: control.font
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
        color: control.enabled ? Style.ink : Style.inkFaint
    }

    background: Rectangle {
        implicitWidth: Style.controlHeight
        implicitHeight: Style.controlHeight
        radius: height / 2
        color: control.down || control.checked ? Style.pressed(Style.background)
             : control.hovered ? Style.hovered(Style.background) : "transparent"
        FocusRing {
            visible: control.visualFocus
            innerRadius: parent.radius
        }
    }
}
