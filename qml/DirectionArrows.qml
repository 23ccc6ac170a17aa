import QtQuick
import QtQuick.Controls
import Semina

// Two arrows on a hole: which way the next lap goes. Each arrow points
// toward the hole the first seed would fall into.
Item {
    id: arrows

    required property BoardModel board
    property int row: -1

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

    component Arrow: RoundButton {
        property real angle: 0
        property real reach: 0
        property string name
        property real centre: 0 // the hole's centre, in this item
        width: reach
        height: reach
        x: centre - reach / 2 + Math.cos(angle * Math.PI / 180) * reach
        y: centre - reach / 2 + Math.sin(angle * Math.PI / 180) * reach
        text: "➜"
        font.pixelSize: reach * 0.5
        rotation: angle
        palette.button: Theme.highlight
        ToolTip.visible: hovered
        ToolTip.text: name
    }

    Arrow {
        objectName: "arrowCcw"
        angle: arrows.ccwAngle
        reach: arrows.width * 0.55
        centre: arrows.width / 2
        //: Sowing direction
        name: qsTr("Counter-clockwise")
        onClicked: arrows.chosen(false)
    }
    Arrow {
        objectName: "arrowCw"
        angle: arrows.cwAngle
        reach: arrows.width * 0.55
        centre: arrows.width / 2
        //: Sowing direction
        name: qsTr("Clockwise")
        onClicked: arrows.chosen(true)
    }
}
