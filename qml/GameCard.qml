import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// One game on the home screen, as a box: a drawing of its board on a felt,
// its name, what makes it special, and Play (the primary action).
Frame {
    id: card

    required property string key
    required property string title
    required property string tagline
    required property int rows
    required property int holesPerRow
    required property bool hasStores

    signal play(string key)
    signal rules(string key)

    objectName: "card_" + key
    implicitWidth: 480
    implicitHeight: 220
    padding: compact ? Theme.spacing / 2 : Theme.spacing * 0.75
    hoverEnabled: true
    // Too short for title, tagline and buttons one under the other.
    readonly property bool compact: height < 130

    RowLayout {
        anchors.fill: parent
        spacing: Theme.spacing
        clip: true

        // The felt the board lies on.
        Rectangle {
            Layout.preferredWidth: parent.width * (card.compact ? 0.24 : 0.4)
            Layout.fillHeight: true
            radius: Theme.radius - 4
            color: Theme.backgroundDeep
            border.width: Theme.contrast ? Theme.borderWidth : 0
            border.color: Theme.cardBorder
            BoardThumbnail {
                anchors.fill: parent
                anchors.margins: card.compact ? 4 : Theme.spacing / 2
                rows: card.rows
                holesPerRow: card.holesPerRow
                hasStores: card.hasStores
            }
        }

        // Title, tagline and buttons; on a short card (a small window) the
        // buttons move up beside the title so that nothing overflows.
        GridLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            columns: 2
            rowSpacing: card.compact ? 2 : Theme.spacing / 2
            columnSpacing: Theme.spacing / 2

            Label {
                Layout.row: 0
                Layout.column: 0
                Layout.fillWidth: true
                text: card.title
                font.pixelSize: Theme.headingSize + (card.compact ? 0 : 4)
                font.bold: true
                elide: Text.ElideRight
            }
            Label {
                Layout.row: 1
                Layout.column: 0
                Layout.columnSpan: 2
                Layout.fillWidth: true
                text: card.tagline
                wrapMode: Text.WordWrap
                maximumLineCount: card.compact ? 1 : 3
                elide: Text.ElideRight
                font.pixelSize: Theme.bodySize
                color: Theme.inkSoft
            }
            Item {
                Layout.row: 2
                Layout.column: 0
                Layout.fillHeight: true
            }
            RowLayout {
                Layout.row: card.compact ? 0 : 3
                Layout.column: card.compact ? 1 : 0
                Layout.alignment: card.compact ? Qt.AlignRight : Qt.AlignLeft
                spacing: Theme.spacing / 2
                Button {
                    objectName: "play_" + card.key
                    //: Start a game of this kind
                    text: qsTr("Play")
                    highlighted: true
                    Layout.minimumWidth: implicitWidth + Theme.spacing
                    onClicked: card.play(card.key)
                }
                Button {
                    //: Learn the game; opens the rules until the tutorials exist
                    text: qsTr("Learn")
                    flat: true
                    onClicked: card.rules(card.key)
                }
                Button {
                    text: qsTr("Rules")
                    flat: true
                    onClicked: card.rules(card.key)
                }
            }
        }
    }
}
