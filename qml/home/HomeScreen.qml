import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina

// The home screen: one card per game; above them the unfinished game to
// continue, the recent games and opening a saved one (GameStore).
Item {
    id: home

    readonly property alias games: gameModel
    property GameStore store: null

    signal play(string key)
    signal rules(string key)
    signal learn(string key)
    signal puzzles(string key)
    signal settings()
    signal openFile()
    signal openLesson()
    signal openProgress()
    signal about()

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
        // Less margin in a small window, so that the game boxes keep their
        // room; in a wide one the boxes keep a readable width, centred.
        readonly property real margin: home.height < 700 ? Theme.spacing : Theme.spacing * 2
        anchors.top: parent.top
        anchors.bottom: parent.bottom
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.margins: margin
        width: Math.min(parent.width - 2 * margin, 1320 * Theme.zoom)
        spacing: home.height < 700 ? Theme.spacing / 2 : Theme.spacing

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
                objectName: "recentButton"
                Layout.alignment: Qt.AlignTop
                visible: home.store !== null && home.store.recent.length > 0
                //: Home screen: the list of games played lately
                text: qsTr("Recent games")
                onClicked: recentMenu.open()
                RecentMenu {
                    id: recentMenu
                    y: parent.height
                    store: home.store
                }
            }
            // A saved game or a teacher's lesson file: one button, so that
            // the row keeps the title beside it in a small window.
            Button {
                id: openButton
                objectName: "openButton"
                Layout.alignment: Qt.AlignTop
                //: Home screen: open a saved game or a lesson file
                text: qsTr("Open…")
                onClicked: openMenu.open()
                Menu {
                    id: openMenu
                    objectName: "openMenu"
                    y: openButton.height
                    MenuItem {
                        objectName: "openGameItem"
                        enabled: home.store !== null
                        //: Home screen, Open…: a saved game from a file
                        text: qsTr("A saved game…")
                        onTriggered: home.openFile()
                    }
                    MenuItem {
                        objectName: "openLessonItem"
                        //: Home screen, Open…: a lesson file a teacher wrote
                        text: qsTr("A lesson file…")
                        onTriggered: home.openLesson()
                    }
                    MenuItem {
                        objectName: "openProgressItem"
                        //: Home screen, Open…: a learner's exported progress (the teacher's view)
                        text: qsTr("A learner's progress…")
                        onTriggered: home.openProgress()
                    }
                }
            }
            Button {
                Layout.alignment: Qt.AlignTop
                text: qsTr("Settings")
                onClicked: home.settings()
            }
            Button {
                objectName: "aboutButton"
                Layout.alignment: Qt.AlignTop
                //: Home screen: the version, licence, sources and credits
                text: qsTr("About")
                onClicked: home.about()
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
        ContinueCard {
            Layout.fillWidth: true
            store: home.store
        }

        GridLayout {
            objectName: "gameGrid"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.topMargin: home.height < 700 ? 0 : Theme.spacing
            columns: 1
            rowSpacing: home.height < 700 ? Theme.spacing * 0.75 : Theme.spacing
            columnSpacing: Theme.spacing

            Repeater {
                model: gameModel
                delegate: GameCard {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    onPlay: key => home.play(key)
                    onRules: key => home.rules(key)
                    onLearn: key => home.learn(key)
                    onPuzzles: key => home.puzzles(key)
                }
            }
        }
    }
}
