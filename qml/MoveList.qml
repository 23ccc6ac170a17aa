import QtQuick
import QtQuick.Controls
import Semina

// The decisions so far in the rules' notation; a click shows the position
// after that decision (the last one: the live game).
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
        required property var model
        required property int index
        width: ListView.view ? ListView.view.width : 0
        height: 28
        text: model.text
        font.pixelSize: Theme.bodySize
        highlighted: model.viewed
        onClicked: ListView.view.model.select(index)
    }
}
