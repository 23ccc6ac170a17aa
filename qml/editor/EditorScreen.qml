import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina

// The position editor (docs/playing.md "Setting up a position"): the board
// of the game chosen, edited with the mouse (a click adds a seed, a right
// click or the wheel takes one) and the keys (arrows, + and −, a number,
// Delete, P), the panel beside it, and what the position can become: a game
// against a person or the computer, an analysis, a game file. A position
// that cannot be played says why under the board and stays as it is.
FocusScope {
    id: screen

    required property PositionEditor editor
    required property GameListModel games
    // The game's title, read again after a language switch.
    function titleOf(key, language) {
        return screen.games.titleOf(key);
    }
    readonly property string gameTitle: titleOf(editor.gameKey, Settings.language)
    readonly property alias boardView: boardView
    readonly property alias panel: panel

    // Escape or ← leaves with nothing changed; Play it and Analyse it hand over the position.
    signal cancel()
    signal play(string key, var options, string position, string south, string north)
    signal analyse(string key, var options, string position)
    signal save()

    focus: true

    function say(text) {
        boardView.say(text);
    }
    // Digits typed one after the other make one number, for a moment.
    property string typed
    Timer {
        id: typing
        interval: 1200
        onTriggered: screen.typed = ""
    }
    // Where a row is drawn; `boardRect` only makes a binding read it again when the board is laid out anew.
    function rowRect(row, boardRect) {
        return screen.editor.session.board.rectOf(row);
    }
    // The editor's keys; true when the key was one.
    function editByKey(event) {
        const b = screen.editor.session.board;
        if (event.key >= Qt.Key_0 && event.key <= Qt.Key_9 && !(event.modifiers & Qt.ControlModifier)) {
            if (b.focusRow < 0)
                b.moveFocus(0, 0);
            screen.typed = (typing.running ? screen.typed : "") + (event.key - Qt.Key_0);
            typing.restart();
            screen.editor.setCount(b.focusRow, parseInt(screen.typed));
            return true;
        }
        switch (event.key) {
        case Qt.Key_Plus:
        case Qt.Key_Equal:
        case Qt.Key_Return:
        case Qt.Key_Enter:
        case Qt.Key_Space:
            if (b.focusRow < 0)
                b.moveFocus(0, 0);
            screen.editor.add(b.focusRow, 1);
            return true;
        case Qt.Key_Minus:
            screen.editor.add(b.focusRow, -1);
            return true;
        case Qt.Key_Delete:
        case Qt.Key_Backspace:
            screen.editor.setCount(b.focusRow, 0);
            return true;
        case Qt.Key_P:
            screen.editor.toggleProtected(b.focusRow);
            return true;
        case Qt.Key_Escape:
            screen.cancel();
            return true;
        case Qt.Key_Left:
        case Qt.Key_Right:
        case Qt.Key_Up:
        case Qt.Key_Down:
            screen.typed = "";
            return boardView.handleKey(event.key);
        }
        return false;
    }
    Keys.onPressed: event => {
        event.accepted = screen.editByKey(event);
    }
    Shortcut {
        sequence: "Ctrl+Z"
        onActivated: screen.editor.undo()
    }
    Shortcut {
        sequences: ["Ctrl+Shift+Z", "Ctrl+Y"]
        onActivated: screen.editor.redo()
    }

    Rectangle {
        anchors.fill: parent
        color: Theme.background
    }

    ToolBar {
        id: bar
        anchors.left: parent.left
        anchors.right: parent.right
        RowLayout {
            anchors.fill: parent
            spacing: 6
            ToolButton {
                objectName: "editorBackButton"
                //: Position editor: leave it, nothing changed (Escape)
                text: qsTr("← Back")
                Accessible.name: qsTr("Back")
                onClicked: screen.cancel()
            }
            ToolSeparator {}
            Label {
                Layout.fillWidth: true
                //: Position editor's title: %1 the game
                text: qsTr("Set up a position: %1").arg(screen.gameTitle)
                elide: Text.ElideRight
                font.pixelSize: Theme.headingSize - 4
                font.bold: true
            }
            Button {
                objectName: "editorUndoButton"
                text: qsTr("Undo")
                enabled: screen.editor.canUndo
                onClicked: screen.editor.undo()
            }
            Button {
                text: qsTr("Redo")
                enabled: screen.editor.canRedo
                onClicked: screen.editor.redo()
            }
            ToolSeparator {}
            Button {
                objectName: "emptyBoardButton"
                //: Position editor: take every seed off the board
                text: qsTr("Empty")
                onClicked: screen.editor.clear()
            }
            Button {
                objectName: "startPositionButton"
                //: Position editor: back to the game's start position
                text: qsTr("Start position")
                onClicked: screen.editor.reset()
            }
        }
    }

    readonly property real gap: 10 * Theme.zoom
    readonly property real panelWidth: Math.min(360 * Theme.zoom, Math.max(280 * Theme.zoom, width * 0.3))

    Item {
        id: area
        anchors.top: bar.bottom
        anchors.left: parent.left
        anchors.right: panel.left
        anchors.bottom: status.top
        anchors.margins: screen.gap

        BoardView {
            id: boardView
            objectName: "editorBoard"
            anchors.fill: parent
            session: screen.editor.session
            focus: true
            onHoleClicked: (row, button) => {
                if (row < 0)
                    return;
                screen.typed = "";
                screen.editor.session.board.focusRow = row;
                screen.editor.add(row, button === Qt.RightButton ? -1 : 1);
            }
        }
        // The wheel over a hole adds or takes seeds.
        WheelHandler {
            target: null
            onWheel: event => {
                const row = screen.editor.session.board.rowAtPoint(point.position.x, point.position.y);
                if (row >= 0)
                    screen.editor.add(row, event.angleDelta.y > 0 ? 1 : -1);
            }
        }
        // The hole chosen, and the hole or store the reason is about.
        Ring {
            objectName: "chosenRing"
            readonly property rect at: screen.rowRect(screen.editor.session.board.focusRow, screen.editor.session.board.boardRect)
            visible: screen.editor.session.board.focusRow >= 0 && screen.editor.session.board.cell > 0
            x: at.x - 3
            y: at.y - 3
            width: at.width + 6
            height: at.height + 6
            border.color: Theme.focusRing
            border.width: Math.max(3, screen.editor.session.board.cell * 0.05)
        }
        Ring {
            objectName: "problemRing"
            readonly property rect at: screen.rowRect(screen.editor.problemRow, screen.editor.session.board.boardRect)
            visible: screen.editor.problemRow >= 0 && screen.editor.session.board.cell > 0
            x: at.x + 2
            y: at.y + 2
            width: at.width - 4
            height: at.height - 4
            border.color: Theme.capture
            border.width: Math.max(3, screen.editor.session.board.cell * 0.06)
        }
    }

    EditorPanel {
        id: panel
        objectName: "editorPanel"
        anchors.top: bar.bottom
        anchors.right: parent.right
        anchors.bottom: actions.top
        anchors.margins: screen.gap
        width: screen.panelWidth
        editor: screen.editor
        games: screen.games
        row: screen.editor.session.board.focusRow
        onCopied: text => screen.say(text)
    }

    // Why the position cannot be played, or that it can.
    Label {
        id: status
        objectName: "editorStatus"
        anchors.left: parent.left
        anchors.right: panel.left
        anchors.bottom: actions.top
        anchors.leftMargin: screen.gap
        anchors.rightMargin: screen.gap
        wrapMode: Text.WordWrap
        font.bold: !screen.editor.valid
        color: screen.editor.valid ? Theme.good : Theme.bad
        //: Position editor: the position can be played; %n how many seeds it has
        text: screen.editor.valid ? qsTr("Ready to play: %n seed(s).", "", screen.editor.seeds) : screen.editor.problem
        Accessible.role: Accessible.StaticText
        Accessible.name: text
    }

    RowLayout {
        id: actions
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: screen.gap
        spacing: 8
        Item {
            Layout.fillWidth: true
        }
        Button {
            objectName: "saveEditedButton"
            enabled: screen.editor.valid
            //: Position editor: save the position as a game file
            text: qsTr("Save as…")
            onClicked: screen.save()
        }
        Button {
            objectName: "analyseEditedButton"
            enabled: screen.editor.valid
            //: Position editor: open the position on the analysis board
            text: qsTr("Analyse it")
            onClicked: screen.analyse(screen.editor.gameKey, screen.editor.options, screen.editor.position)
        }
        Button {
            objectName: "playEditedButton"
            enabled: screen.editor.valid
            highlighted: true
            //: Position editor: start a game from the position, with the players chosen
            text: qsTr("Play it")
            onClicked: screen.play(screen.editor.gameKey, screen.editor.options, screen.editor.position,
                                   panel.southPlayer, panel.northPlayer)
        }
    }
}
