import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina

// A player's name, kind and score; lit while it is their turn.
Rectangle {
    id: card

    property string name
    property string kind
    property int score: 0
    // The score counts the seeds on the player's own side (else those captured).
    property bool scoreOnOwnSide: false
    property bool active: false
    property bool thinking: false

    implicitHeight: 86
    radius: Theme.radius
    color: active ? Qt.lighter(Theme.card, 1.0) : Theme.card
    border.color: active ? Theme.accent : Theme.cardBorder
    border.width: active ? 3 : 1

    RowLayout {
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
                Layout.fillWidth: true
                elide: Text.ElideRight
                text: card.thinking ? qsTr("%1 · thinking…").arg(card.kind)
                                    : card.active ? qsTr("%1 · to move").arg(card.kind) : card.kind
                font.pixelSize: Theme.smallSize
                color: card.active ? Theme.accent : Theme.inkSoft
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
