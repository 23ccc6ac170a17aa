import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina

// The scoreboard of a match (MatchSession): the score in rounds won, each
// round's result and what it carried into the next, and End match. In the
// strip under the board (`wide`) the rounds go on one or two lines.
ColumnLayout {
    id: board

    required property MatchSession match
    property bool wide: false

    signal endMatch()

    spacing: 4
    visible: match.active

    RowLayout {
        Layout.fillWidth: true
        Label {
            Layout.fillWidth: true
            objectName: "matchScore"
            // In the narrow strip the score alone: the round's number is in the
            // rounds line below, the match's result in the status line.
            text: board.wide ? board.match.score
                  : board.match.phase === MatchSession.Over
                  //: The scoreboard's heading once the match is over: %1 the score
                  ? qsTr("Match over: %1").arg(board.match.score)
                  //: The scoreboard's heading: %1 the round being played, %2 the score
                  : qsTr("Match, round %1: %2").arg(board.match.round).arg(board.match.score)
            font.bold: true
            font.pixelSize: Theme.bodySize + 1
            color: Theme.accent
            // Two lines in a narrow side panel rather than cut short.
            wrapMode: Text.WordWrap
            maximumLineCount: 2
            elide: Text.ElideRight
        }
        Button {
            objectName: "matchEndButtonWide"
            visible: board.wide && board.match.phase !== MatchSession.Over && board.match.phase !== MatchSession.Refill
            text: qsTr("End match")
            onClicked: board.endMatch()
        }
    }
    // The strip: every round on a line or two, the latest last.
    Label {
        objectName: "matchRoundsLine"
        Layout.fillWidth: true
        visible: board.wide
        text: board.match.roundsLine
        wrapMode: Text.WordWrap
        maximumLineCount: 2
        elide: Text.ElideRight
        font.pixelSize: Theme.smallSize + 1
        color: Theme.ink
    }
    Label {
        objectName: "matchBoardResult"
        Layout.fillWidth: true
        // In the strip the status line above the board says it.
        visible: board.match.phase === MatchSession.Over && !board.wide
        text: board.match.result
        wrapMode: Text.WordWrap
        font.bold: true
        font.pixelSize: Theme.bodySize
        color: Theme.ink
    }
    Repeater {
        model: board.wide ? [] : board.match.rounds
        delegate: Label {
            required property var modelData
            Layout.fillWidth: true
            //: A row of the scoreboard: %1 the round, %2 what happened in it
            text: qsTr("%1. %2").arg(modelData.round).arg(modelData.text)
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.smallSize + 1
            font.bold: modelData.current
            color: Theme.ink
        }
    }
    Button {
        objectName: "matchEndButton"
        visible: !board.wide && board.match.phase !== MatchSession.Over && board.match.phase !== MatchSession.Refill
        Layout.fillWidth: true
        text: qsTr("End match")
        onClicked: board.endMatch()
    }
}
