import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina

// The bar above the board: home, the game, and actions in groups (history;
// restart and a new game; the view and help). When narrow, the less frequent
// actions move into a menu. Leaving and a new game ask first when they would
// throw away a game in progress; Restart is undone by Undo.
ToolBar {
    id: bar

    required property GameSession session
    readonly property bool compact: width < 1000

    signal home()
    signal newGame()
    signal showRules()
    signal showSettings()
    signal flip()
    signal saveGame()
    signal openGame()
    signal showAbout()

    ConfirmDialog {
        id: confirmation
        session: bar.session
    }

    RowLayout {
        anchors.fill: parent
        spacing: 6

        ToolButton {
            objectName: "homeButton"
            text: qsTr("← Games")
            //: The button in the confirmation that goes back to the list of games
            onClicked: confirmation.confirm(qsTr("Leave"), () => bar.home())
        }
        ToolSeparator {}
        Label {
            Layout.fillWidth: true
            Layout.leftMargin: 4
            text: bar.session.texts.title
            elide: Text.ElideRight
            font.pixelSize: bar.compact ? Theme.headingSize - 4 : Theme.headingSize
            font.bold: true
        }
        Button {
            objectName: "undoButton"
            text: qsTr("Undo")
            enabled: bar.session.history.canUndo
            onClicked: bar.session.history.undo()
        }
        Button {
            objectName: "redoButton"
            text: qsTr("Redo")
            enabled: bar.session.history.canRedo
            onClicked: bar.session.history.redo()
        }
        ToolSeparator {}
        Button {
            objectName: "restartButton"
            visible: !bar.compact
            text: qsTr("Restart")
            onClicked: bar.session.history.restart()
        }
        Button {
            objectName: "newGameButton"
            text: qsTr("New game")
            onClicked: confirmation.confirm(qsTr("New game"), () => bar.newGame())
        }
        ToolSeparator {
            visible: !bar.compact
        }
        ToolButton {
            objectName: "flipButton"
            visible: !bar.compact
            //: Turn the board round so the other player sits at the bottom
            text: qsTr("Flip")
            onClicked: bar.flip()
        }
        ToolButton {
            visible: !bar.compact
            text: qsTr("Rules")
            onClicked: bar.showRules()
        }
        ToolButton {
            visible: !bar.compact
            text: qsTr("Settings")
            onClicked: bar.showSettings()
        }
        // The menu: saving and opening games, (when narrow) what the bar has no room for, and About.
        ToolButton {
            objectName: "moreButton"
            text: "☰"
            font.pixelSize: Theme.headingSize
            //: The toolbar's menu button (saving and opening games, and more)
            Accessible.name: qsTr("Menu")
            onClicked: more.open()
            Menu {
                id: more
                y: parent.height
                MenuItem {
                    objectName: "saveAsItem"
                    //: Menu: save the game to a file of the player's choosing
                    text: qsTr("Save as…")
                    onTriggered: bar.saveGame()
                }
                MenuItem {
                    objectName: "openItem"
                    //: Menu: open a saved game from a file
                    text: qsTr("Open…")
                    onTriggered: bar.openGame()
                }
                MenuSeparator {
                    visible: bar.compact
                    height: visible ? implicitHeight : 0
                }
                MenuItem {
                    visible: bar.compact
                    height: visible ? implicitHeight : 0
                    text: qsTr("Restart")
                    onTriggered: bar.session.history.restart()
                }
                MenuItem {
                    visible: bar.compact
                    height: visible ? implicitHeight : 0
                    text: qsTr("Flip")
                    onTriggered: bar.flip()
                }
                MenuItem {
                    visible: bar.compact
                    height: visible ? implicitHeight : 0
                    text: qsTr("Rules")
                    onTriggered: bar.showRules()
                }
                MenuItem {
                    visible: bar.compact
                    height: visible ? implicitHeight : 0
                    text: qsTr("Settings")
                    onTriggered: bar.showSettings()
                }
                MenuSeparator {}
                MenuItem {
                    objectName: "aboutItem"
                    //: Menu: the version, licence, sources and credits
                    text: qsTr("About Semina")
                    onTriggered: bar.showAbout()
                }
            }
        }
    }
}
