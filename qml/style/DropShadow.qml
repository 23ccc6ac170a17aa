import QtQuick

// A soft drop shadow under a rounded surface, from three faint rectangles
// each a pixel larger than the last (Qt 6.4 has no shadow effect). Put it in
// the surface with z: -1, so that it is drawn beneath.
Item {
    id: shadow

    property real radius: 0
    // How far the shadow falls below the surface.
    property real offset: 2

    component Layer: Rectangle {
        // How far this layer reaches past the surface, and its share of the shadow.
        required property int spread
        required property real share
        property real fall: 0
        property real baseRadius: 0
        anchors.fill: parent
        anchors.leftMargin: -spread
        anchors.rightMargin: -spread
        anchors.topMargin: fall + 1 - spread
        anchors.bottomMargin: -fall - spread
        radius: baseRadius + spread
        color: Qt.rgba(Style.dropShadow.r, Style.dropShadow.g, Style.dropShadow.b, Style.dropShadow.a * share)
    }

    anchors.fill: parent
    Layer {
        spread: 0
        share: 0.5
        fall: shadow.offset
        baseRadius: shadow.radius
    }
    Layer {
        spread: 1
        share: 0.33
        fall: shadow.offset
        baseRadius: shadow.radius
    }
    Layer {
        spread: 2
        share: 0.25
        fall: shadow.offset
        baseRadius: shadow.radius
    }
}
