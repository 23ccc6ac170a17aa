import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina
import SeminaStyle as S

// A player's card, above or below the board on their side: name, kind,
// whose turn it is and the score with what it counts (BoardModel.scoreMeaning).
// One line wide enough for all; the kind wraps rather than being cut (its
// whole text in a tooltip should it still be), the turn has its own badge.
Item {
    id: card

    property string name
    property string kind
    property int score: 0
    property int scoreMeaning: BoardModel.Captured
    property bool active: false
    property bool thinking: false

    implicitHeight: Math.max(row.implicitHeight + 20, 56)
    implicitWidth: row.implicitWidth + 28

    // A card like every other (qml/style/Card.qml: its shadow included).
    S.Card {
        anchors.fill: parent
        border.color: card.active ? Theme.accent : Theme.cardBorder
        border.width: card.active ? Theme.borderWidth + 2 : Theme.borderWidth
    }

    // Wide (above or below the board): one line; narrow: the turn below.
    readonly property bool wide: width >= 420

    GridLayout {
        id: row
        anchors.fill: parent
        anchors.leftMargin: 14
        anchors.rightMargin: 14
        anchors.topMargin: 10
        anchors.bottomMargin: 10
        columnSpacing: 12
        rowSpacing: 6

        ColumnLayout {
            Layout.row: 0
            Layout.column: 0
            Layout.fillWidth: true
            Layout.alignment: Qt.AlignVCenter
            spacing: 2
            Label {
                Layout.fillWidth: true
                text: card.name
                font.pixelSize: Theme.headingSize
                font.bold: true
                color: Theme.ink
            }
            Label {
                id: kindLabel
                objectName: "kindLabel"
                Layout.fillWidth: true
                text: card.kind
                wrapMode: Text.WordWrap
                maximumLineCount: card.wide ? 1 : 2
                elide: Text.ElideRight
                font.pixelSize: Theme.bodySize
                color: Theme.inkSoft
                HoverHandler {
                    id: kindHover
                }
                ToolTip.visible: kindLabel.truncated && kindHover.hovered
                ToolTip.text: card.kind
            }
        }

        // Whose turn: a badge, its place kept so the card keeps its size.
        Rectangle {
            Layout.row: card.wide ? 0 : 1
            Layout.column: card.wide ? 1 : 0
            Layout.columnSpan: card.wide ? 1 : 2
            Layout.alignment: card.wide ? Qt.AlignVCenter : Qt.AlignLeft
            implicitWidth: turnLabel.implicitWidth + turnLabel.x + 12
            implicitHeight: turnLabel.implicitHeight + 8
            radius: height / 2
            color: Theme.accent
            opacity: card.active || card.thinking ? 1 : 0
            BusyIndicator {
                id: busy
                visible: card.thinking
                running: card.thinking
                x: 6
                anchors.verticalCenter: parent.verticalCenter
                width: 18
                height: 18
            }
            Label {
                id: turnLabel
                objectName: "turnLabel"
                // Not read out while the badge is not shown.
                Accessible.ignored: !(card.active || card.thinking)
                x: card.thinking ? busy.x + busy.width + 6 : 12
                anchors.verticalCenter: parent.verticalCenter
                //: On the card of the player whose turn it is
                text: card.thinking ? qsTr("thinking…") : qsTr("to move")
                font.pixelSize: Theme.bodySize
                font.bold: true
                color: Theme.inkOnAccent
            }
        }

        ColumnLayout {
            Layout.row: 0
            Layout.column: card.wide ? 2 : 1
            Layout.alignment: Qt.AlignVCenter
            spacing: 0
            Label {
                objectName: "scoreText"
                Layout.alignment: Qt.AlignHCenter
                text: card.score
                font.pixelSize: Theme.titleSize - 10
                font.bold: true
                color: Theme.ink
            }
            Label {
                objectName: "scoreMeaningText"
                Layout.alignment: Qt.AlignHCenter
                text: card.scoreMeaning === BoardModel.OnOwnSide
                      //: Under a player's score: the seeds on their own side (Omweso)
                      ? qsTr("seeds", "score", card.score)
                      : card.scoreMeaning === BoardModel.InStore
                        //: Under a player's score: the seeds in their store, sown there and captured (Kalah)
                        ? qsTr("in store", "score", card.score)
                        //: Under a player's score: the seeds they captured
                        : qsTr("captured", "score", card.score)
                font.pixelSize: Theme.smallSize
                color: Theme.inkSoft
            }
        }
    }
}
