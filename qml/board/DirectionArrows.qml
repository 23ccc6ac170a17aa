import QtQuick
import QtQuick.Controls
import Semina

// Two arrows on a hole: which way the next lap goes. Each arrow points
// toward the hole the first seed would fall into, and both stay inside the
// hole's own cell, so that they cover no other hole's count or label. The
// hinted direction's arrow is drawn in the hint colour; `preview` shows only
// that arrow, not clickable (the hint before the hole is chosen).
Item {
    id: arrows

    required property BoardModel board
    property int row: -1
    // 0 none, 1 counter-clockwise, 2 clockwise (Players.hintDirection).
    property int hintDirection: 0
    property bool preview: false

    readonly property rect at: board.rectOf(row)
    readonly property real ccwAngle: angleTo(board.rectOf(board.nextRow(row, false)))
    readonly property real cwAngle: angleTo(board.rectOf(board.nextRow(row, true)))

    signal chosen(bool clockwise)

    visible: row >= 0
    x: at.x
    y: at.y
    width: at.width
    height: at.height

    function angleTo(target) {
        return Math.atan2(target.y - arrows.at.y, target.x - arrows.at.x) * 180 / Math.PI;
    }

    // An arrow 0.4 of the cell across, its centre 0.3 from the cell's centre
    // toward the next hole: inside the cell, and two arrows at least a
    // quarter turn apart do not touch.
    component Arrow: AbstractButton {
        id: arrow
        property real angle: 0
        property string name
        property bool hinted: false
        property real cell: 0
        property bool preview: false
        readonly property real size: cell * 0.4
        width: size
        height: size
        x: cell / 2 - size / 2 + Math.cos(angle * Math.PI / 180) * cell * 0.3
        y: cell / 2 - size / 2 + Math.sin(angle * Math.PI / 180) * cell * 0.3
        enabled: !preview
        Accessible.name: name
        background: Rectangle {
            radius: width / 2
            color: arrow.hinted ? Theme.hint : Theme.highlight
            border.color: arrow.hinted ? Theme.focusRingInner : Theme.woodDark
            border.width: arrow.hinted ? Math.max(2, arrow.size * 0.1) : Math.max(1, arrow.size * 0.05)
            scale: arrow.pressed ? 0.92 : arrow.hovered ? 1.08 : 1
        }
        contentItem: Text {
            text: "➜"
            rotation: arrow.angle
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            font.pixelSize: arrow.size * 0.6
            font.bold: true
            color: arrow.hinted ? Theme.focusRingInner : Theme.holeDeep
        }
        ToolTip.visible: hovered && !preview
        ToolTip.text: name
    }

    Arrow {
        objectName: "arrowCcw"
        visible: !arrows.preview || hinted
        cell: arrows.width
        preview: arrows.preview
        angle: arrows.ccwAngle
        hinted: arrows.hintDirection === 1
        //: Sowing direction
        name: qsTr("Counter-clockwise")
        onClicked: arrows.chosen(false)
    }
    Arrow {
        objectName: "arrowCw"
        visible: !arrows.preview || hinted
        cell: arrows.width
        preview: arrows.preview
        angle: arrows.cwAngle
        hinted: arrows.hintDirection === 2
        //: Sowing direction
        name: qsTr("Clockwise")
        onClicked: arrows.chosen(true)
    }
}
