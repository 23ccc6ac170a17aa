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
    implicitHeight: 220

    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing

        BoardThumbnail {
            Layout.preferredWidth: parent.width * 0.42
            Layout.fillHeight: true
            rows: card.rows
            holesPerRow: card.holesPerRow
            hasStores: card.hasStores
        }

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.spacing / 2

            Label {
                text: card.title
                font.pixelSize: Theme.headingSize
                font.bold: true
                color: Theme.ink
            }
            Label {
                Layout.fillWidth: true
                text: card.tagline
                wrapMode: Text.WordWrap
                font.pixelSize: Theme.bodySize
                color: Theme.inkSoft
            }
            Item {
                Layout.fillHeight: true
            }
            RowLayout {
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
