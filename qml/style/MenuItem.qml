import QtQuick
import QtQuick.Templates as T

// One entry of a menu; a check mark when it is checkable and checked.
T.MenuItem {
    id: control

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding,
                             implicitIndicatorHeight + topPadding + bottomPadding)

    padding: 6
    horizontalPadding: 14
    spacing: 8
    font.pixelSize: Style.bodySize

    contentItem: Text {
        leftPadding: control.checkable && !control.mirrored ? control.indicator.width + control.spacing : 0
        rightPadding: control.checkable && control.mirrored ? control.indicator.width + control.spacing : 0
        text: control.text
        font: control.font
        elide: Text.ElideRight
        verticalAlignment: Text.AlignVCenter
        color: control.enabled ? Style.ink : Style.inkFaint
    }

    indicator: CheckMark {
        x: control.mirrored ? control.width - width - control.rightPadding : control.leftPadding
        y: control.topPadding + (control.availableHeight - height) / 2
        visible: control.checkable && control.checked
        color: Style.accent
    }

    arrow: Chevron {
        x: control.mirrored ? control.leftPadding : control.width - width - control.rightPadding
        y: control.topPadding + (control.availableHeight - height) / 2
        visible: control.subMenu
        rotation: control.mirrored ? 90 : -90
        color: Style.inkSoft
    }

    background: Rectangle {
        implicitWidth: 200
        implicitHeight: Style.controlHeight
        radius: 8
        color: control.highlighted ? Style.state(Style.wash(Style.card), control.down, false)
             : control.down ? Style.pressed(Style.card) : "transparent"
    }
}
