import QtQuick

// A small "v" (pointing down), drawn from two strokes.
Item {
    id: chevron

    property color color: Style.ink
    property real stroke: 2

    implicitWidth: 12
    implicitHeight: 8
    Rectangle {
        x: chevron.width * 0.03
        y: chevron.height * 0.45
        width: chevron.width * 0.62
        height: chevron.stroke
        radius: height / 2
        rotation: 42
        antialiasing: true
        color: chevron.color
    }
    Rectangle {
        x: chevron.width * 0.35
        y: chevron.height * 0.45
        width: chevron.width * 0.62
        height: chevron.stroke
        radius: height / 2
        rotation: -42
        antialiasing: true
        color: chevron.color
    }
}
