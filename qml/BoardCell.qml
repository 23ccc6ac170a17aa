import QtQuick
import Semina

// One hole or store of the board (a delegate of BoardModel). Purely visual:
// the BoardView's mouse area and keys decide what a click does.
Item {
    id: cell

    required property int index
    required property rect rect
    required property int count
    required property bool isStore
    required property bool isProtected
    required property bool playable
    required property bool aloka
    required property bool hovered
    required property bool focused
    required property string label

    objectName: "cell_" + index
    x: rect.x
    y: rect.y
    width: rect.width
    height: rect.height

    Rectangle {
        id: pit
        anchors.fill: parent
        anchors.margins: cell.isStore ? 0 : cell.width * 0.08
        radius: cell.isStore ? width / 2 : width / 2
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.holeDeep }
            GradientStop { position: 1.0; color: Theme.hole }
        }
        border.color: cell.focused ? Theme.highlight : (cell.playable && cell.hovered ? Theme.highlight : Theme.holeRim)
        border.width: cell.focused || (cell.playable && cell.hovered) ? Math.max(3, cell.width * 0.06) : 1.5
    }

    // A soft ring on the holes the player to move may sow.
    Rectangle {
        anchors.fill: pit
        anchors.margins: -3
        radius: width / 2
        color: "transparent"
        border.color: Theme.highlight
        border.width: 2
        opacity: cell.playable ? (cell.hovered ? 1 : 0.6) : 0
        visible: !cell.isStore
        Behavior on opacity { NumberAnimation { duration: 120 } }
    }

    SeedPile {
        anchors.fill: pit
        anchors.margins: pit.width * 0.08
        count: cell.count
        shown: cell.isStore ? 40 : 18
        seedSize: cell.isStore ? pit.width * 0.26 : pit.width * 0.2
        visible: !cell.isProtected
    }

    // A protected hole is closed with a wooden lid.
    Rectangle {
        objectName: "lid"
        visible: cell.isProtected
        anchors.fill: pit
        anchors.margins: pit.width * 0.06
        radius: width / 2
        color: Theme.lid
        border.color: Theme.woodDark
        Rectangle {
            anchors.centerIn: parent
            width: parent.width * 0.55
            height: Math.max(2, parent.width * 0.08)
            rotation: 45
            color: Theme.woodDark
        }
        Rectangle {
            anchors.centerIn: parent
            width: parent.width * 0.55
            height: Math.max(2, parent.width * 0.08)
            rotation: -45
            color: Theme.woodDark
        }
    }

    // Aloka holes (omweso) carry a gold mark.
    Rectangle {
        visible: cell.aloka
        width: cell.width * 0.14
        height: width
        radius: width / 2
        x: cell.width * 0.06
        y: cell.width * 0.06
        color: Theme.aloka
        border.color: Theme.woodDark
    }

    Text {
        visible: !cell.isProtected
        text: cell.count
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.rightMargin: cell.isStore ? parent.width * 0.3 : 0
        anchors.bottomMargin: cell.isStore ? parent.width * 0.25 : 0
        font.pixelSize: Math.max(10, cell.isStore ? cell.width * 0.34 : cell.width * 0.2)
        font.bold: true
        color: "#fff6e0"
        style: Text.Outline
        styleColor: "#3e240d"
    }

    Text {
        visible: !cell.isStore && cell.label.length > 0
        text: cell.label
        anchors.left: parent.left
        anchors.top: parent.top
        anchors.leftMargin: cell.aloka ? cell.width * 0.22 : cell.width * 0.04
        font.pixelSize: Math.max(8, cell.width * 0.13)
        color: "#f4e2c0"
        opacity: 0.7
    }
}
