import QtQuick

// A tick, drawn from two strokes (no font has to carry a glyph for it).
Item {
    id: mark

    property color color: Style.inkOnAccent
    property real stroke: 2.5

    implicitWidth: 14
    implicitHeight: 14
    Rectangle {
        x: mark.width * 0.08
        y: mark.height * 0.52
        width: mark.width * 0.42
        height: mark.stroke
        radius: height / 2
        rotation: 45
        antialiasing: true
        color: mark.color
    }
    Rectangle {
        x: mark.width * 0.3
        y: mark.height * 0.42
        width: mark.width * 0.72
        height: mark.stroke
        radius: height / 2
        rotation: -52
        antialiasing: true
        color: mark.color
    }
}
