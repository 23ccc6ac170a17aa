import QtQuick
import QtQuick.Templates as T

// A turning arc in the accent.
T.BusyIndicator {
    id: control

    implicitWidth: contentItem.implicitWidth + leftPadding + rightPadding
    implicitHeight: contentItem.implicitHeight + topPadding + bottomPadding

    padding: 2

    contentItem: Canvas {
        implicitWidth: 32
        implicitHeight: 32
        opacity: control.running ? 1 : 0
        visible: opacity > 0
        readonly property color tone: Style.accent
        onToneChanged: requestPaint()
        onWidthChanged: requestPaint()
        onHeightChanged: requestPaint()
        onPaint: {
            const ctx = getContext("2d");
            ctx.reset();
            const r = Math.min(width, height) / 2;
            const line = Math.max(2, r * 0.22);
            ctx.lineWidth = line;
            ctx.lineCap = "round";
            ctx.strokeStyle = Qt.rgba(tone.r, tone.g, tone.b, 0.2);
            ctx.beginPath();
            ctx.arc(width / 2, height / 2, r - line, 0, 2 * Math.PI);
            ctx.stroke();
            ctx.strokeStyle = tone;
            ctx.beginPath();
            ctx.arc(width / 2, height / 2, r - line, -Math.PI / 2, Math.PI * 0.4);
            ctx.stroke();
        }
        Behavior on opacity {
            NumberAnimation { duration: 200 }
        }
        RotationAnimator on rotation {
            running: control.running
            from: 0
            to: 360
            duration: 1000
            loops: Animation.Infinite
        }
    }
}
