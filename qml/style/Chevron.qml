import QtQuick

// A small "v" (pointing down), drawn from two strokes.
Item {
    id: chevron

    property color color: Style.ink
    property real stroke: 2

    implicitWidth: 12
    implicitHeight: 8
    Repeater {
        model: 2
        Rectangle {
            required property int index
            width: chevron.width * 0.62
            height: chevron.stroke
            radius: height / 2
            color: chevron.color
            antialiasing: true
            x: index === 0 ? chevron.width * 0.03 : chevron.width * 0.35
            y: chevron.height * 0.45
            rotation: index === 0 ? 42 : -42
        }
    }
}
