import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina

// A player's name, kind and score; lit while it is their turn. The kind
// wraps (its whole text in a tooltip if still cut); "to move" has its own line.
Rectangle {
    id: card

    property string name
    property string kind
    property int score: 0
    // The score counts the seeds on the player's own side (else those captured).
    property bool scoreOnOwnSide: false
    property bool active: false
    property bool thinking: false

    implicitHeight: Math.max(86, content.implicitHeight + 24)
    radius: Theme.radius
    color: active ? Qt.lighter(Theme.card, 1.0) : Theme.card
    border.color: active ? Theme.accent : Theme.cardBorder
    border.width: active ? 3 : 1

    RowLayout {
        id: content
        anchors.fill: parent
        anchors.margins: 12
        ColumnLayout {
            Layout.fillWidth: true
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
            Label {
                objectName: "turnLabel"
                Layout.fillWidth: true
                // Its place is kept, so the cards do not change height with the turn.
                opacity: card.active || card.thinking ? 1 : 0
                elide: Text.ElideRight
                //: On the card of the player whose turn it is
                text: card.thinking ? qsTr("thinking…") : qsTr("to move")
                font.pixelSize: Theme.smallSize
                font.bold: true
                color: Theme.accent
            }
        }
        BusyIndicator {
            visible: card.thinking
            running: card.thinking
            Layout.preferredWidth: 32
            Layout.preferredHeight: 32
        }
        ColumnLayout {
            Layout.fillWidth: false
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
}
