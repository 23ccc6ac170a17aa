import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina
import SeminaStyle as S

// The panel beside the board, or a strip under it (`wide`): a match's
// scoreboard, the move list, the replay's buttons, and the hint (while
// reviewing: "Play from here"). In the strip the moves run left to right,
// the latest on the right.
Item {
    id: panel

    required property GameSession session
    property bool wide: false
    property bool keepsGames: false
    readonly property alias replay: replayBar

    signal stepped()
    signal endMatch()
    signal analyse()

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
        columns: panel.wide ? 5 : 1
        columnSpacing: 12
        rowSpacing: 8

        MatchBoard {
            objectName: "matchBoard"
            Layout.fillWidth: true
            // In the strip under half of it, so that the moves keep their room.
            Layout.preferredWidth: panel.wide ? panel.width * 0.42 : -1
            Layout.minimumWidth: panel.wide ? panel.width * 0.38 : 0
            Layout.maximumWidth: panel.wide ? panel.width * 0.45 : -1
            Layout.bottomMargin: panel.wide ? 0 : 6
            match: panel.session.match
            wide: panel.wide
            onEndMatch: panel.endMatch()
        }
        Label {
            // In the strip of a match the scoreboard needs the room.
            visible: !(panel.wide && panel.session.match.active)
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
            viewed: panel.session.history.viewing ? panel.session.history.viewIndex : panel.session.history.stepCount
        }
        ReplayBar {
            id: replayBar
            objectName: "replayBar"
            Layout.fillWidth: !panel.wide
            showCount: panel.wide
            keepsGames: panel.keepsGames
            session: panel.session
            onStepped: panel.stepped()
        }
        Button {
            objectName: "playFromHereButton"
            visible: panel.session.history.viewing
            Layout.fillWidth: !panel.wide
            Layout.preferredWidth: panel.wide ? Math.max(implicitWidth, 140) : -1
            //: Replay: play on from the position shown, dropping the decisions after it
            text: qsTr("Play from here")
            // A match that is over takes no more play (Undo takes its end back first).
            enabled: panel.session.match.phase !== MatchSession.Over
            font.pixelSize: Theme.bodySize + 1
            highlighted: true
            onClicked: replayBar.playFromHere()
        }
        Button {
            id: analyseButton
            objectName: "analyseButton"
            // Only when no computer plays the game, or once it is over; the
            // strip under the board has no room (the toolbar's menu has it too).
            visible: panel.session.analysis.available && !panel.session.match.active && !panel.wide
            Layout.fillWidth: !panel.wide
            Layout.preferredWidth: -1
            //: Open the analysis board: every decision's value, the best line, the game review
            text: qsTr("Analyse")
            font.pixelSize: Theme.bodySize + 1
            onClicked: panel.analyse()
        }
        Button {
            objectName: "hintButton"
            visible: !panel.session.history.viewing
            Layout.fillWidth: !panel.wide
            Layout.preferredWidth: panel.wide ? Math.max(implicitWidth, panel.session.match.active ? 0 : 140) : -1
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
