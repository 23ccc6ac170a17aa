import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina
import SeminaStyle as S

// The panel beside the board, or a strip under it (`wide`): a match's
// scoreboard, the move list, "Back to the game" while reviewing, and the hint. In the strip the moves
// run left to right, the latest on the right.
Item {
    id: panel

    required property GameSession session
    property bool wide: false

    // A card like every other (qml/style/Card.qml: its shadow included).
    S.Card {
        anchors.fill: parent
        border.color: Theme.cardBorder
        border.width: Theme.borderWidth
    }

    GridLayout {
        anchors.fill: parent
        anchors.margins: panel.wide ? 8 : 12
        anchors.leftMargin: 14
        anchors.rightMargin: panel.wide ? 8 : 12
        columns: panel.wide ? 4 : 1
        columnSpacing: 12
        rowSpacing: 8

        MatchBoard {
            objectName: "matchBoard"
            Layout.fillWidth: true
            Layout.bottomMargin: panel.wide ? 0 : 6
            match: panel.session.match
            wide: panel.wide
        }
        Label {
            text: qsTr("Moves")
            font.pixelSize: Theme.headingSize
            font.bold: true
            color: Theme.ink
        }
        MoveList {
            objectName: "moveList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            horizontal: panel.wide
            moves: panel.session.moves
        }
        Button {
            visible: panel.session.history.viewing
            Layout.fillWidth: !panel.wide
            text: qsTr("Back to the game")
            highlighted: true
            onClicked: panel.session.history.view(-1)
        }
        Button {
            objectName: "hintButton"
            Layout.fillWidth: !panel.wide
            Layout.preferredWidth: panel.wide ? Math.max(implicitWidth, 140) : -1
            text: panel.session.players.hintBusy
                  //: On the Hint button while the computer looks for the best move
                  ? qsTr("Thinking…")
                  //: Ask the computer for the best move
                  : qsTr("Hint")
            font.pixelSize: Theme.bodySize + 1
            enabled: panel.session.players.humanToMove && !panel.session.history.over
                     && !panel.session.player.running
                     && !panel.session.history.setupPhase && !panel.session.players.hintBusy
                     && !panel.session.history.viewing
            onClicked: panel.session.players.hint()
        }
    }
}
