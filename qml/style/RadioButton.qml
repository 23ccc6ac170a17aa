import QtQuick
import QtQuick.Templates as T

// A ring, with an accent dot inside when chosen.
T.RadioButton {
    id: control

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding,
                             implicitIndicatorHeight + topPadding + bottomPadding)

    padding: 8
    spacing: 10
    font.pixelSize: Style.bodySize

    indicator: Rectangle {
        implicitWidth: 22
        implicitHeight: 22
        x: control.text ? (control.mirrored ? control.width - width - control.rightPadding : control.leftPadding)
                        : control.leftPadding + (control.availableWidth - width) / 2
        y: control.topPadding + (control.availableHeight - height) / 2
        radius: width / 2
        color: control.enabled ? Style.state(Style.field, control.down, control.hovered) : Style.button
        border.width: Style.borderWidth + 0.5
        border.color: control.checked && control.enabled ? Style.accent : Style.inkSoft

        Rectangle {
            anchors.centerIn: parent
            width: 10
            height: 10
            radius: 5
            visible: control.checked
            color: control.enabled ? Style.accent : Style.inkFaint
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
