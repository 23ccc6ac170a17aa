import QtQuick

// A soft drop shadow under a rounded surface, from three faint rectangles
// each a pixel larger than the last (Qt 6.4 has no shadow effect). Put it in
// the surface with z: -1, so that it is drawn beneath.
Item {
    id: shadow

    property real radius: 0
    // How far the shadow falls below the surface.
    property real offset: 2

    anchors.fill: parent
    Repeater {
        model: 3
        Rectangle {
            required property int index
            x: -index
            y: shadow.offset - index + 1
            width: shadow.width + 2 * index
            height: shadow.height + 2 * index - 1
            radius: shadow.radius + index
            color: Qt.rgba(Style.dropShadow.r, Style.dropShadow.g, Style.dropShadow.b,
                           Style.dropShadow.a * [0.5, 0.33, 0.25][index])
        }
    }
}
