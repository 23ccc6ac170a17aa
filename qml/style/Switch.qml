import QtQuick
import QtQuick.Templates as T

// A pill track (the accent when on) with a round knob that slides.
T.Switch {
    id: control

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding,
                             implicitIndicatorHeight + topPadding + bottomPadding)

    padding: 6
    spacing: 10
    font.pixelSize: Style.bodySize

    indicator: Rectangle {
        implicitWidth: 48
        implicitHeight: 28
        x: control.text ? (control.mirrored ? control.width - width - control.rightPadding : control.leftPadding)
                        : control.leftPadding + (control.availableWidth - width) / 2
        y: control.topPadding + (control.availableHeight - height) / 2
        radius: height / 2
        color: !control.enabled ? Style.button
             : Style.state(control.checked ? Style.accent : Style.button, control.down, control.hovered)
        border.width: control.checked && control.enabled ? 0 : Style.borderWidth
        border.color: Style.cardBorder

        Rectangle {
            readonly property real inset: 3
            x: control.checked ? parent.width - width - inset : inset
            y: inset
            width: parent.height - 2 * inset
            height: width
            radius: width / 2
            color: !control.enabled ? Style.inkFaint : control.checked ? Style.inkOnAccent : Style.inkSoft
            Behavior on x {
                enabled: !control.down
                NumberAnimation { duration: 120; easing.type: Easing.OutCubic }
            }
            DropShadow {
                z: -1
                radius: parent.radius
                offset: 1
            }
        }
        FocusRing {
            visible: control.visualFocus
            innerRadius: parent.radius
        }
    }

    contentItem: Text {
        leftPadding: control.indicator && !control.mirrored ? control.indicator.width + control.spacing : 0
        rightPadding: control.indicator && control.mirrored ? control.indicator.width + control.spacing : 0
        text: control.text
        font: control.font
        verticalAlignment: Text.AlignVCenter
        color: control.enabled ? Style.ink : Style.inkFaint
    }
}
