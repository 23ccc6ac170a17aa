import QtQuick
import QtQuick.Templates as T

// A slim rounded handle, wider while hovered or dragged.
T.ScrollBar {
    id: control

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)

    padding: 3
    visible: control.policy !== T.ScrollBar.AlwaysOff
    minimumSize: orientation === Qt.Horizontal ? height / width : width / height

    contentItem: Rectangle {
        readonly property bool wide: control.hovered || control.pressed
        implicitWidth: control.interactive ? 10 : 4
        implicitHeight: control.interactive ? 10 : 4
        radius: Math.min(width, height) / 2
        color: control.pressed ? Style.inkSoft : Qt.rgba(Style.inkSoft.r, Style.inkSoft.g, Style.inkSoft.b, wide ? 0.75 : 0.5)
        opacity: control.policy === T.ScrollBar.AlwaysOn || (control.active && control.size < 1.0) ? 1 : 0
        Behavior on opacity {
            NumberAnimation { duration: 200 }
        }
    }

    background: Rectangle {
        implicitWidth: control.interactive ? 10 : 4
        implicitHeight: control.interactive ? 10 : 4
        radius: Math.min(width, height) / 2
        color: Qt.rgba(Style.ink.r, Style.ink.g, Style.ink.b, 0.06)
        visible: control.size < 1.0
        opacity: control.policy === T.ScrollBar.AlwaysOn || (control.active && control.size < 1.0) ? 1 : 0
    }
}
