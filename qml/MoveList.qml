import QtQuick
import QtQuick.Controls
import Semina

// The decisions so far in the rules' notation; a click shows the position
// after that decision (the last one: the live game).
ListView {
    id: list

    required property GameSession session

    clip: true
    spacing: 2
    currentIndex: -1
    ScrollBar.vertical: ScrollBar {}
    model: entries(list.session.moveList)

    function entries(moves) {
        const out = [];
        for (let i = 0; i < moves.length; ++i)
            out.push({ text: moves[i], row: i, session: list.session });
        return out;
    }
    onCountChanged: positionViewAtEnd()

    delegate: ItemDelegate {
        required property var modelData
        width: ListView.view ? ListView.view.width : 0
        height: 28
        text: modelData.text
        font.pixelSize: Theme.bodySize
        highlighted: modelData.session.viewIndex === modelData.row
        onClicked: {
            const last = modelData.session.moveList.length - 1;
            modelData.session.view(modelData.row === last ? -1 : modelData.row);
        }
    }
}
