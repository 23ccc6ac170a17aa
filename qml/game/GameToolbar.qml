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
    // The games are kept (autosave): leaving loses nothing.
    property bool keepsGames: false
    readonly property bool compact: width < 1000

    signal home()
    signal newGame()
    signal showRules()
    signal showSettings()
    signal flip()
    signal saveGame()
    signal openGame()
    signal showAbout()
    signal analyse()
    signal setUpPosition()

    ConfirmDialog {
        id: confirmation
        objectName: "toolbarConfirmation"
        session: bar.session
        kept: bar.keepsGames
    }

    RowLayout {
        anchors.fill: parent
        spacing: 6

        ToolButton {
            objectName: "homeButton"
            text: qsTr("← Games")
            Accessible.name: qsTr("Games")
            //: Screen reader: what the toolbar's first button does
            Accessible.description: qsTr("Leaves this game for the list of games; the game is kept.")
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
            enabled: bar.session.canUndo
            //: Screen reader: the Undo button
            Accessible.description: qsTr("Takes back the last turn (Ctrl+Z).")
            onClicked: bar.session.undo()
        }
        Button {
            objectName: "redoButton"
            text: qsTr("Redo")
            enabled: bar.session.history.canRedo
            //: Screen reader: the Redo button
            Accessible.description: qsTr("Plays again the turn taken back (Ctrl+Y).")
            onClicked: bar.session.history.redo()
        }
        ToolSeparator {}
        Button {
            objectName: "restartButton"
            visible: !bar.compact
            text: qsTr("Restart")
            // A match that is over restarts nothing (Undo takes its end back).
            enabled: bar.session.match.phase !== MatchSession.Over
            //: Screen reader: the Restart button
            Accessible.description: qsTr("Starts this game again from the beginning; Undo brings it back.")
            onClicked: bar.session.history.restart()
        }
        Button {
            objectName: "newGameButton"
            text: qsTr("New game")
            //: Screen reader: the New game button
            Accessible.description: qsTr("Chooses a game, the players and the rules for a new game.")
            onClicked: confirmation.confirm(qsTr("New game"), () => bar.newGame(),
                                            //: Asked before a new game replaces the game in progress (the games are kept)
                                            qsTr("Start a new game?"),
                                            //: What becomes of the game in progress when a new game starts
                                            qsTr("The game in progress goes to Recent games, where you can open it again."))
        }
        ToolSeparator {
            visible: !bar.compact
        }
        ToolButton {
            objectName: "flipButton"
            visible: !bar.compact
            //: Turn the board round so the other player sits at the bottom
            text: qsTr("Flip")
            //: Screen reader: the Flip button
            Accessible.description: qsTr("Turns the board round, so the other player sits at the bottom.")
            onClicked: bar.flip()
        }
        ToolButton {
            visible: !bar.compact
            text: qsTr("Rules")
            //: Screen reader: the Rules button
            Accessible.description: qsTr("Shows the rules of this game (F1).")
            onClicked: bar.showRules()
        }
        ToolButton {
            visible: !bar.compact
            text: qsTr("Settings")
            //: Screen reader: the Settings button
            Accessible.description: qsTr("Language, animation speed, sound and theme.")
            onClicked: bar.showSettings()
        }
        // The menu: saving and opening games, (when narrow) what the bar has no room for, and About.
        ToolButton {
            objectName: "moreButton"
            text: "☰"
            font.pixelSize: Theme.headingSize
            //: The toolbar's menu button (saving and opening games, and more)
            Accessible.name: qsTr("Menu")
            //: Screen reader: the toolbar's menu button
            Accessible.description: qsTr("Saving and opening games, and more.")
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
                MenuItem {
                    objectName: "analyseItem"
                    // Only when no computer plays the game, or once it is over.
                    visible: bar.session.analysis.available
                    height: visible ? implicitHeight : 0
                    //: Menu: open the analysis board (every decision's value, the best line, the game review)
                    text: qsTr("Analyse")
                    onTriggered: bar.analyse()
                }
                MenuItem {
                    objectName: "setUpItem"
                    //: Menu: the position editor, starting from the position on the board
                    text: qsTr("Set up a position…")
                    onTriggered: bar.setUpPosition()
                }
                MenuSeparator {
                    visible: bar.compact
                    height: visible ? implicitHeight : 0
                }
                MenuItem {
                    visible: bar.compact
                    height: visible ? implicitHeight : 0
                    enabled: bar.session.match.phase !== MatchSession.Over
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
