import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina
import SeminaStyle as S

// Shown over the board when the game is over: a card like the others, with
// Rematch the primary action.
Item {
    id: panel

    required property GameTexts texts

    signal rematch()
    signal newGame()
    signal review()

    objectName: "gameOverPanel"
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
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Game over")
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
            //: Final score: South's then North's
            text: qsTr("South %1 – %2 North").arg(panel.texts.southScore).arg(panel.texts.northScore)
            font.pixelSize: Theme.bodySize + 2
            color: Theme.ink
        }
        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            Layout.topMargin: 4
            spacing: 8
            Button {
                objectName: "rematchButton"
                text: qsTr("Rematch")
                highlighted: true
                onClicked: panel.rematch()
            }
            Button {
                text: qsTr("New game")
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
