import QtQuick
import QtQuick.Templates as T

// A rounded groove filled with the accent up to the share done (the
// Slider's groove, without a handle).
T.ProgressBar {
    id: control

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)

    contentItem: Item {
        implicitWidth: 200
        implicitHeight: 8

        Rectangle {
            width: control.visualPosition * parent.width
            height: parent.height
            x: control.mirrored ? parent.width - width : 0
            radius: height / 2
            color: control.enabled ? Style.accent : Style.inkFaint
        }
    }

    background: Rectangle {
        implicitWidth: 200
        implicitHeight: 8
        x: control.leftPadding
        y: control.topPadding + (control.availableHeight - height) / 2
        width: control.availableWidth
        height: 8
        radius: height / 2
        color: Style.cardBorder
    }
}
