import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina

// A player's name, kind and score; lit while it is their turn. The kind
// wraps (its whole text in a tooltip if still cut); "to move" and
// "thinking…" have a line of their own, the card's whole width.
Rectangle {
    id: card

    property string name
    property string kind
    property int score: 0
    // The score counts the seeds on the player's own side (else those captured).
    property bool scoreOnOwnSide: false
    property bool active: false
    property bool thinking: false

    implicitHeight: content.implicitHeight + 20
    radius: Theme.radius
    color: Theme.card
    border.color: active ? Theme.accent : Theme.cardBorder
    border.width: active ? 3 : 1

    ColumnLayout {
        id: content
        anchors.fill: parent
        anchors.margins: 10
        anchors.leftMargin: 12
        anchors.rightMargin: 12
        spacing: 0

        RowLayout {
            Layout.fillWidth: true
            ColumnLayout {
                Layout.fillWidth: true
                Layout.alignment: Qt.AlignTop
                spacing: 2
                Label {
                    Layout.fillWidth: true
                    elide: Text.ElideRight
                    text: card.name
                    font.pixelSize: Theme.headingSize - 2
                    font.bold: true
                    color: Theme.ink
                }
                Label {
                    id: kindLabel
                    objectName: "kindLabel"
                    Layout.fillWidth: true
                    text: card.kind
                    wrapMode: Text.WordWrap
                    maximumLineCount: 2
                    elide: Text.ElideRight
                    font.pixelSize: Theme.smallSize
                    color: Theme.inkSoft
                    HoverHandler {
                        id: kindHover
                    }
                    ToolTip.visible: kindLabel.truncated && kindHover.hovered
                    ToolTip.text: card.kind
                }
            }
            ColumnLayout {
                Layout.fillWidth: false
                Layout.alignment: Qt.AlignTop
                spacing: 0
                Label {
                    Layout.alignment: Qt.AlignRight
                    text: card.score
                    font.pixelSize: Theme.titleSize - 12
                    font.bold: true
                    color: Theme.ink
                }
                Label {
                    Layout.alignment: Qt.AlignRight
                    //: Under a player's score: the seeds on their own side (Omweso)
                    text: card.scoreOnOwnSide ? qsTr("seeds", "score", card.score)
                                              //: Under a player's score: the seeds they captured
                                              : qsTr("captured", "score", card.score)
                    font.pixelSize: Theme.smallSize
                    color: Theme.inkSoft
                }
            }
        }
        // Its place is kept, so the cards do not change height with the turn.
        RowLayout {
            Layout.fillWidth: true
            Layout.topMargin: 2
            opacity: card.active || card.thinking ? 1 : 0
            spacing: 6
            BusyIndicator {
                visible: card.thinking
                running: card.thinking
                Layout.preferredWidth: 18
                Layout.preferredHeight: 18
            }
            Label {
                id: turnLabel
                objectName: "turnLabel"
                Layout.fillWidth: true
                elide: Text.ElideRight
                //: On the card of the player whose turn it is
                text: card.thinking ? qsTr("thinking…") : qsTr("to move")
                font.pixelSize: Theme.smallSize
                font.bold: true
                color: Theme.accent
            }
        }
    }
}
