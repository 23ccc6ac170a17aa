import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina

// The bar above the board: home, the game, what happens now, and actions.
RowLayout {
    id: bar

    required property GameSession session

    signal home()
    signal newGame()
    signal showRules()
    signal showSettings()
    signal flip()

    spacing: 6

    ToolButton {
        text: qsTr("← Games")
        onClicked: bar.home()
    }
    Label {
        text: bar.session.title
        font.pixelSize: Theme.headingSize
        font.bold: true
        color: Theme.ink
    }
    Item {
        Layout.fillWidth: true
    }
    Button {
        objectName: "undoButton"
        text: qsTr("Undo")
        enabled: bar.session.canUndo
        onClicked: bar.session.undo()
    }
    Button {
        objectName: "redoButton"
        text: qsTr("Redo")
        enabled: bar.session.canRedo
        onClicked: bar.session.redo()
    }
    Button {
        text: qsTr("Restart")
        onClicked: bar.session.restart()
    }
    Button {
        text: qsTr("New game")
        onClicked: bar.newGame()
    }
    Button {
        //: Turn the board round so the other player sits at the bottom
        text: qsTr("Flip")
        onClicked: bar.flip()
    }
    Button {
        text: qsTr("Rules")
        onClicked: bar.showRules()
    }
    Button {
        text: qsTr("Settings")
        onClicked: bar.showSettings()
    }
}
