import QtQuick
import Semina

// One hole or store of the board (a delegate of BoardModel). Purely visual:
// the BoardView's mouse area and keys decide what a click does. The marks
// are one language (Theme.qml): a soft ring on a playable hole, the last
// move's start and captures, the hint, and the keyboard cursor's double ring;
// counts and labels stay on top of every mark. To a screen reader each hole
// is a button named with its count ("Your hole 3, 5 seeds") and what it can
// do; the keyboard cursor's hole holds the focus inside the board.
Item {
    id: cell

    // A screen reader's press on the hole (its default action).
    signal activated()

    required property int index
    required property int side
    required property rect rect
    required property int count
    required property bool isStore
    required property bool isProtected
    required property bool playable
    required property bool aloka
    required property bool hovered
    required property bool focused
    required property bool lastMove
    required property bool lastCapture
    required property bool hinted
    required property string label
    required property string accessibleName
    required property string accessibleDescription

    readonly property real ringWidth: Math.max(3, cell.width * 0.05)

    objectName: "cell_" + index
    focus: cell.focused
    Accessible.role: cell.isStore ? Accessible.StaticText : Accessible.Button
    Accessible.name: cell.accessibleName
    Accessible.description: cell.accessibleDescription
    Accessible.focusable: !cell.isStore
    Accessible.onPressAction: cell.activated()
    x: rect.x
    y: rect.y
    width: rect.width
    height: rect.height

    Rectangle {
        id: pit
        anchors.fill: parent
        anchors.margins: cell.isStore ? 0 : cell.width * 0.08
        radius: width / 2
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.holeDeep }
            GradientStop { position: 1.0; color: Theme.hole }
        }
        border.color: cell.playable && cell.hovered ? Theme.highlight : Theme.holeRim
        border.width: cell.playable && cell.hovered ? cell.ringWidth : 1.5
    }

    // A soft ring on the holes the player to move may sow.
    Ring {
        objectName: "playableRing"
        anchors.fill: pit
        anchors.margins: -3
        border.color: Theme.highlight
        border.width: Math.max(2, cell.ringWidth * 0.5)
        opacity: cell.playable ? (cell.hovered || Theme.contrast ? 1 : 0.65) : 0
        visible: !cell.isStore
        Behavior on opacity { NumberAnimation { duration: 120 } }
    }

    // The last move: where it was sown from (a light ring and a dot), where
    // it captured (the capture colour), inside the pit's rim.
    Ring {
        objectName: "lastMoveMark"
        visible: cell.lastMove || cell.lastCapture
        anchors.fill: pit
        anchors.margins: cell.ringWidth * 0.6
        border.color: cell.lastMove ? Theme.lastMove : Theme.capture
        border.width: cell.ringWidth
        opacity: 0.9
        Rectangle {
            visible: cell.lastMove
            width: cell.ringWidth * 1.8
            height: width
            radius: width / 2
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.bottom: parent.bottom
            anchors.bottomMargin: -height / 2 + cell.ringWidth / 2
            color: Theme.lastMove
            border.color: Theme.holeDeep
        }
    }

    // The hint: a pulsing double ring in the hint colour on the suggested hole.
    Ring {
        objectName: "hintRing"
        visible: cell.hinted
        anchors.fill: pit
        anchors.margins: -cell.ringWidth * 0.5
        border.color: Theme.hint
        border.width: cell.ringWidth * 1.5
        // A thin contrasting line on both sides of the ring: seen on any wood.
        Ring {
            anchors.fill: parent
            anchors.margins: parent.border.width
            border.color: Theme.focusRingInner
            border.width: 1.5
        }
        Ring {
            anchors.fill: parent
            anchors.margins: -1.5
            border.color: Theme.focusRingInner
            border.width: 1.5
        }
        SequentialAnimation on opacity {
            running: cell.hinted
            loops: Animation.Infinite
            NumberAnimation { from: 1; to: 0.7; duration: 700; easing.type: Easing.InOutSine }
            NumberAnimation { from: 0.7; to: 1; duration: 700; easing.type: Easing.InOutSine }
        }
    }

    SeedPile {
        objectName: "seeds_" + cell.index
        anchors.fill: pit
        anchors.margins: pit.width * 0.1
        // In a store the seeds keep clear of its owner's name and its count.
        anchors.topMargin: cell.isStore ? ownerLabel.y + ownerLabel.height : pit.width * 0.1
        anchors.bottomMargin: cell.isStore ? cell.height - countLabel.y : pit.width * 0.1
        count: cell.count
        shown: cell.isStore ? 40 : 18
        seedSize: cell.isStore ? Math.min(pit.width, pit.height) * 0.26 : pit.width * 0.2
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
        Repeater {
            model: [45, -45]
            delegate: Rectangle {
                required property int modelData
                anchors.centerIn: parent
                width: parent.width * 0.55
                height: Math.max(2, parent.width * 0.08)
                rotation: modelData
                color: Theme.woodDark
            }
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

    // The keyboard cursor: a strong double frame round the whole cell, seen
    // on every wood (a light line inside a dark one, or the reverse at night);
    // only while the board has the keys (a panel or dialog with them shows its
    // own). Square-cornered round a hole, so that it is never taken for the
    // hint's round, pulsing ring.
    Ring {
        objectName: "focusRing"
        visible: cell.focused && cell.activeFocus
        anchors.fill: parent
        anchors.margins: -cell.ringWidth * 0.4
        radius: cell.isStore ? width / 2 : cell.ringWidth * 1.5
        border.color: Theme.focusRing
        border.width: cell.ringWidth
        z: 2
        Ring {
            anchors.fill: parent
            anchors.margins: parent.border.width
            radius: cell.isStore ? width / 2 : cell.ringWidth
            border.color: Theme.focusRingInner
            border.width: Math.max(2, cell.ringWidth * 0.6)
        }
    }

    Text {
        id: countLabel
        objectName: "count_" + cell.index
        visible: !cell.isProtected
        text: cell.count
        z: 3
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.rightMargin: cell.isStore ? (parent.width - width) / 2 : 0
        anchors.bottomMargin: cell.isStore ? parent.width * 0.12 : 0
        font.pixelSize: Math.max(13, cell.isStore ? cell.width * 0.34 : cell.width * 0.24)
        font.bold: true
        color: Theme.countInk
        style: Text.Outline
        styleColor: Theme.countOutline
    }

    Text {
        objectName: "label_" + cell.index
        visible: !cell.isStore && cell.label.length > 0
        text: cell.label
        z: 3
        anchors.left: parent.left
        anchors.top: parent.top
        anchors.leftMargin: cell.aloka ? cell.width * 0.22 : cell.width * 0.02
        font.pixelSize: Math.max(10, cell.width * 0.15)
        font.bold: true
        color: Theme.labelInk
        style: Text.Outline
        styleColor: Theme.countOutline
    }

    // A store or stock says whose it is (South / North, following Flip).
    Text {
        id: ownerLabel
        objectName: "owner_" + cell.index
        visible: cell.isStore
        z: 3
        anchors.top: parent.top
        anchors.topMargin: parent.width * 0.1
        anchors.horizontalCenter: parent.horizontalCenter
        width: parent.width * 0.9
        horizontalAlignment: Text.AlignHCenter
        fontSizeMode: Text.HorizontalFit
        minimumPixelSize: 9
        font.pixelSize: Math.max(11, Math.min(cell.width * 0.2, cell.height * 0.09))
        font.bold: true
        text: cell.side === 0 ? qsTr("South") : qsTr("North")
        color: Theme.labelInk
        style: Text.Outline
        styleColor: Theme.countOutline
    }
}
