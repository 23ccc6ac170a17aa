import QtQuick
import QtQuick.Templates as T

// A rounded box, filled with the accent and a tick when checked.
T.CheckBox {
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
        readonly property bool marked: control.checkState !== Qt.Unchecked
        implicitWidth: 22
        implicitHeight: 22
        x: control.text ? (control.mirrored ? control.width - width - control.rightPadding : control.leftPadding)
                        : control.leftPadding + (control.availableWidth - width) / 2
        y: control.topPadding + (control.availableHeight - height) / 2
        radius: 6
        color: !control.enabled ? Style.button
             : Style.state(marked ? Style.accent : Style.field, control.down, control.hovered)
        border.width: marked && control.enabled ? 0 : Style.borderWidth + 0.5
        border.color: Style.inkSoft

        CheckMark {
            anchors.centerIn: parent
            visible: control.checkState === Qt.Checked
            color: control.enabled ? Style.inkOnAccent : Style.inkFaint
        }
        Rectangle {
            anchors.centerIn: parent
            width: 10
            height: 3
            radius: 1.5
            visible: control.checkState === Qt.PartiallyChecked
            color: control.enabled ? Style.inkOnAccent : Style.inkFaint
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
