import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina
import SeminaStyle as S

// Shown over the board when the game is over: a card like the others, with
// Rematch the primary action. In a match: the round's result and the score,
// with Next round (or, once the match is over, its result). A focus scope:
// shown, its primary button takes the focus, so Enter or Space presses it and
// Escape closes the panel (Review).
FocusScope {
    id: panel

    required property GameTexts texts
    required property MatchSession match
    readonly property bool inMatch: match.active
    readonly property bool matchOver: match.phase === MatchSession.Over

    signal rematch()
    signal newGame()
    signal review()
    signal nextRound()
    signal endMatch()

    objectName: "gameOverPanel"
    Accessible.role: Accessible.Dialog
    Accessible.name: titleText.text

    // The primary button takes the keys, with its focus ring.
    function takeFocus() {
        if (!panel.inMatch)
            rematchButton.forceActiveFocus(Qt.TabFocusReason);
        else if (panel.matchOver)
            newGameButton.forceActiveFocus(Qt.TabFocusReason);
        else
            nextRoundButton.forceActiveFocus(Qt.TabFocusReason);
    }
    onVisibleChanged: if (visible) takeFocus()
    Keys.onEscapePressed: panel.review()
    width: Math.min(520 * Theme.zoom, Math.max(420 * Theme.zoom, column.implicitWidth + 48), parent ? parent.width - 24 : 520)
    height: column.implicitHeight + 48

    // A card like every other (qml/style/Card.qml: its shadow included).
    S.Card {
        anchors.fill: parent
        border.color: Theme.accent
        border.width: Theme.borderWidth + 2
    }

    ColumnLayout {
        id: column
        anchors.centerIn: parent
        width: parent.width - 48
        spacing: 12
        Label {
            id: titleText
            Layout.alignment: Qt.AlignHCenter
            text: panel.matchOver ? qsTr("Match over")
                  //: The game-over panel's title in a match: %1 the round just played
                  : panel.inMatch ? qsTr("Round %1 over").arg(panel.match.round) : qsTr("Game over")
            font.pixelSize: Theme.headingSize
            font.bold: true
            color: Theme.ink
        }
        Label {
            objectName: "resultText"
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: panel.texts.result
            font.pixelSize: Theme.statusSize
            font.bold: true
            color: Theme.accent
        }
        Label {
            objectName: "endReasonText"
            Layout.fillWidth: true
            visible: text.length > 0
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: panel.texts.endReason
            font.pixelSize: Theme.bodySize
            color: Theme.ink
        }
        Label {
            Layout.alignment: Qt.AlignHCenter
            // A round the players stopped has no final score.
            visible: !panel.match.roundStopped
            //: Final score: South's then North's
            text: qsTr("South %1 – %2 North").arg(panel.texts.southScore).arg(panel.texts.northScore)
            font.pixelSize: Theme.bodySize + 2
            color: Theme.ink
        }
        Label {
            objectName: "matchResultText"
            Layout.fillWidth: true
            visible: panel.inMatch
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            //: The match score in rounds won, on the game-over panel
            text: panel.matchOver ? panel.match.result : qsTr("Rounds won: %1").arg(panel.match.score)
            font.pixelSize: Theme.bodySize + 2
            font.bold: panel.matchOver
            color: panel.matchOver ? Theme.accent : Theme.ink
        }
        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            Layout.topMargin: 4
            spacing: 8
            Button {
                id: rematchButton
                objectName: "rematchButton"
                visible: !panel.inMatch
                //: Starts a handicap rematch: the next round of a match, refilled from what each captured
                text: qsTr("Rematch")
                highlighted: true
                onClicked: panel.rematch()
            }
            Button {
                id: nextRoundButton
                objectName: "nextRoundButton"
                visible: panel.inMatch && !panel.matchOver
                text: qsTr("Next round")
                highlighted: true
                onClicked: panel.nextRound()
            }
            Button {
                objectName: "overEndMatchButton"
                visible: panel.inMatch && !panel.matchOver
                text: qsTr("End match")
                onClicked: panel.endMatch()
            }
            Button {
                id: newGameButton
                objectName: "overNewGameButton"
                visible: !panel.inMatch || panel.matchOver
                text: qsTr("New game")
                highlighted: panel.matchOver
                onClicked: panel.newGame()
            }
            Button {
                //: Close the game-over panel to look at the final board
                text: qsTr("Review")
                onClicked: panel.review()
            }
        }
    }
}
