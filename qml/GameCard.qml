import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// One game on the home screen: a drawing of its board, its name and what
// makes it special.
Rectangle {
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
    radius: Theme.radius
    color: Theme.card
    border.color: Theme.cardBorder
    border.width: Theme.borderWidth
    implicitHeight: 220
    clip: true
    // Too short for title, tagline and buttons one under the other.
    readonly property bool compact: height < 130

    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing

        BoardThumbnail {
            Layout.preferredWidth: parent.width * (card.compact ? 0.24 : 0.42)
            Layout.fillHeight: true
            Layout.maximumHeight: card.height - 2 * Theme.spacing
            rows: card.rows
            holesPerRow: card.holesPerRow
            hasStores: card.hasStores
        }

        // Title, tagline and buttons; on a short card (a small window) the
        // buttons move up beside the title so that nothing overflows.
        GridLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            columns: 2
            rowSpacing: Theme.spacing / 2
            columnSpacing: Theme.spacing / 2

            Label {
                Layout.row: 0
                Layout.column: 0
                Layout.fillWidth: true
                text: card.title
                font.pixelSize: Theme.headingSize
                font.bold: true
                color: Theme.ink
                elide: Text.ElideRight
            }
            Label {
                Layout.row: 1
                Layout.column: 0
                Layout.columnSpan: 2
                Layout.fillWidth: true
                text: card.tagline
                wrapMode: Text.WordWrap
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
                    onClicked: card.play(card.key)
                }
                Button {
                    //: Learn the game; opens the rules until the tutorials exist
                    text: qsTr("Learn")
                    onClicked: card.rules(card.key)
                }
                Button {
                    text: qsTr("Rules")
                    onClicked: card.rules(card.key)
                }
            }
        }
    }
}
