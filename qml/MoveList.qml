import QtQuick
import QtQuick.Controls
import Semina

// The decisions so far in the rules' notation; a click shows the position
// after that decision (the last one: the live game). A long entry (a set-up)
// is shown short, its whole notation in a tooltip.
ListView {
    id: list

    required property MoveListModel moves

    clip: true
    spacing: 2
    currentIndex: -1
    ScrollBar.vertical: ScrollBar {}
    model: list.moves
    onCountChanged: positionViewAtEnd()

    delegate: ItemDelegate {
        id: entry
        required property var model
        required property int index
        // The whole notation, in the tooltip when the label is shorter.
        readonly property string notation: entry.model.text
        readonly property bool shortened: entry.model.label !== entry.notation
        width: ListView.view ? ListView.view.width : 0
        height: 28
        text: entry.model.label
        font.pixelSize: Theme.bodySize
        highlighted: entry.model.viewed
        ToolTip.visible: entry.shortened && entry.hovered
        ToolTip.text: entry.notation
        ToolTip.delay: 400
        onClicked: ListView.view.model.select(index)
    }
}
