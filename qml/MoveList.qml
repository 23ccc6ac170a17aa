import QtQuick
import QtQuick.Controls
import Semina

// The decisions so far in the rules' notation; a click shows that position.
ListView {
    id: list

    required property GameSession session

    clip: true
    model: session.moveList
    spacing: 2
    ScrollBar.vertical: ScrollBar {}
    onCountChanged: positionViewAtEnd()

    delegate: ItemDelegate {
        required property int index
        required property string modelData
        width: ListView.view ? ListView.view.width : 0
        height: 28
        text: modelData
        font.pixelSize: Theme.bodySize
        highlighted: ListView.isCurrentItem
        onClicked: ListView.view.currentIndex = index
    }
    onCurrentIndexChanged: {
        if (currentIndex >= 0)
            list.session.view(currentIndex === count - 1 ? -1 : currentIndex);
    }
    Connections {
        target: list.session
        function onHistoryChanged() {
            list.currentIndex = -1;
        }
    }
}
