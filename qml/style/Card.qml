import QtQuick

// A card: the theme's card colour, a thin outline and a soft shadow under it.
Rectangle {
    color: Style.card
    border.color: Style.cardBorder
    border.width: Style.borderWidth
    radius: Style.radius

    DropShadow {
        z: -1
        radius: parent.radius
        offset: 3
    }
}
