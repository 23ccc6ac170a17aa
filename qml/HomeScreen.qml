import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina

// The home screen: one card per game.
Item {
    id: home

    readonly property alias games: gameModel

    signal play(string key)
    signal rules(string key)
    signal settings()

    GameListModel {
        id: gameModel
    }

    Rectangle {
        anchors.fill: parent
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.background }
            GradientStop { position: 1.0; color: Theme.backgroundDeep }
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing * 2
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true
            Label {
                objectName: "appTitle"
                Layout.fillWidth: true
                text: qsTr("Semina")
                font.pixelSize: Theme.titleSize
                font.bold: true
                color: Theme.ink
            }
            Button {
                Layout.alignment: Qt.AlignTop
                text: qsTr("Settings")
                onClicked: home.settings()
            }
        }
        Label {
            //: Home screen subtitle
            text: qsTr("Traditional mancala games, played by their own rules")
            // One line, shrunk to fit a small window rather than widening it.
            Layout.fillWidth: true
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: Theme.bodySize
            font.pixelSize: Theme.headingSize
            color: Theme.inkSoft
        }

        GridLayout {
            objectName: "gameGrid"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.topMargin: Theme.spacing
            // Two columns of game boxes when the window is wide.
            columns: home.width >= 1500 ? 2 : 1
            rowSpacing: Theme.spacing
            columnSpacing: Theme.spacing

            Repeater {
                model: gameModel
                delegate: GameCard {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    onPlay: key => home.play(key)
                    onRules: key => home.rules(key)
                }
            }
        }
    }
}
