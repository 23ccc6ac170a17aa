import QtQuick

// The keyboard focus around a control: a clear ring a few pixels outside its
// background (put it in the background, visible while it has visual focus).
Rectangle {
    objectName: "seminaFocusRing"
    property real gap: 3
    // The radius of what it rings.
    property real innerRadius: 0

    anchors.fill: parent
    anchors.margins: -gap
    radius: innerRadius + gap
    color: "transparent"
    border.width: Style.borderWidth > 1 ? 3 : 2.5
    border.color: Style.focusRing
}
