import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina

// Playing a game: the board, the players, the move list and the controls.
Item {
    id: screen

    required property GameSession session
    readonly property alias boardView: boardView

    signal home()
    signal newGame()
    signal showRules()
    signal showSettings()

    focus: true

    function sideName(side) {
        return side === 0 ? qsTr("South") : qsTr("North");
    }
    function say(text) {
        boardView.say(text);
    }
    // Left/Right pick the arrow pointing more to that side of the screen.
    function chooseByKey(toRight) {
        const arrows = boardView.arrowRow;
        if (arrows < 0)
            return false;
        const b = screen.session.board;
        const at = b.rectOf(arrows);
        const cw = b.rectOf(b.nextRow(arrows, true));
        const cwIsRight = cw.x > at.x || (cw.x === at.x && cw.y < at.y);
        boardView.choose(toRight === cwIsRight);
        return true;
    }

    Keys.onPressed: event => {
        const b = screen.session.board;
        if (screen.session.player.running && event.key !== Qt.Key_Z) {
            screen.session.player.finish();
            event.accepted = true;
            return;
        }
        if (setupPanel.editable && setupPanel.editByKey(event.key)) {
            event.accepted = true;
            return;
        }
        switch (event.key) {
        case Qt.Key_Left:
            if (!screen.chooseByKey(false))
                b.moveFocus(-1, 0);
            break;
        case Qt.Key_Right:
            if (!screen.chooseByKey(true))
                b.moveFocus(1, 0);
            break;
        case Qt.Key_Up:
            b.moveFocus(0, -1);
            break;
        case Qt.Key_Down:
            b.moveFocus(0, 1);
            break;
        case Qt.Key_Return:
        case Qt.Key_Enter:
        case Qt.Key_Space:
            if (b.focusRow < 0)
                b.moveFocus(0, 0);
            else
                boardView.activate(b.focusRow);
            break;
        case Qt.Key_Escape:
            boardView.hideArrows();
            break;
        default:
            return;
        }
        event.accepted = true;
    }

    Shortcut {
        sequence: "Ctrl+Z"
        onActivated: screen.session.history.undo()
    }
    Shortcut {
        sequences: ["Ctrl+Shift+Z", "Ctrl+Y"]
        onActivated: screen.session.history.redo()
    }
    Shortcut {
        sequence: "F1"
        onActivated: screen.showRules()
    }

    Rectangle {
        anchors.fill: parent
        color: Theme.background
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 10

        GameToolbar {
            Layout.fillWidth: true
            session: screen.session
            onHome: screen.home()
            onNewGame: screen.newGame()
            onShowRules: screen.showRules()
            onShowSettings: screen.showSettings()
            onFlip: screen.session.board.flipped = !screen.session.board.flipped
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 12

            ColumnLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: 8

                Label {
                    objectName: "statusText"
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignHCenter
                    text: screen.session.history.viewing ? qsTr("Viewing an earlier position") : screen.session.texts.status
                    elide: Text.ElideRight
                    font.pixelSize: Theme.headingSize
                    color: screen.session.texts.over ? Theme.accent : Theme.ink
                }
                BoardView {
                    id: boardView
                    objectName: "boardView"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    session: screen.session
                    setupMode: screen.session.history.setupPhase
                    onIllegal: (row, reason) => screen.say(reason)
                    onHoleClicked: (row, button) => {
                        screen.forceActiveFocus();
                        if (screen.session.history.setupPhase)
                            setupPanel.change(row, button === Qt.RightButton ? -1 : 1);
                    }
                    animator.onAnnounce: text => screen.say(text)
                }
                SetupPanel {
                    id: setupPanel
                    objectName: "setupPanel"
                    Layout.fillWidth: true
                    visible: screen.session.texts.setupPhase
                    session: screen.session
                }
            }

            ColumnLayout {
                Layout.preferredWidth: Math.min(250, screen.width * 0.24)
                Layout.maximumWidth: Math.min(250, screen.width * 0.24)
                Layout.fillWidth: false
                Layout.fillHeight: true
                spacing: 8
                PlayerCard {
                    readonly property int side: screen.session.board.flipped ? 0 : 1
                    Layout.fillWidth: true
                    name: screen.sideName(side)
                    kind: side === 0 ? screen.session.texts.southTitle : screen.session.texts.northTitle
                    thinking: screen.session.players.thinking && screen.session.history.toMove === side
                    score: side === 0 ? screen.session.texts.southScore : screen.session.texts.northScore
                    scoreOnOwnSide: screen.session.board.scoreMeaning === BoardModel.OnOwnSide
                    active: !screen.session.texts.over && screen.session.texts.toMove === side
                }
                Label {
                    text: qsTr("Moves")
                    font.bold: true
                    color: Theme.ink
                }
                MoveList {
                    objectName: "moveList"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    moves: screen.session.moves
                }
                Button {
                    visible: screen.session.history.viewing
                    Layout.fillWidth: true
                    text: qsTr("Back to the game")
                    onClicked: screen.session.history.view(-1)
                }
                PlayerCard {
                    readonly property int side: screen.session.board.flipped ? 1 : 0
                    Layout.fillWidth: true
                    name: screen.sideName(side)
                    kind: side === 0 ? screen.session.texts.southTitle : screen.session.texts.northTitle
                    thinking: screen.session.players.thinking && screen.session.history.toMove === side
                    score: side === 0 ? screen.session.texts.southScore : screen.session.texts.northScore
                    scoreOnOwnSide: screen.session.board.scoreMeaning === BoardModel.OnOwnSide
                    active: !screen.session.texts.over && screen.session.texts.toMove === side
                }
                Button {
                    objectName: "hintButton"
                    Layout.fillWidth: true
                    //: Ask the computer for the best move
                    text: screen.session.players.hintBusy ? qsTr("Thinking…") : qsTr("Hint")
                    enabled: screen.session.players.humanToMove && !screen.session.history.over
                             && !screen.session.player.running
                             && !screen.session.history.setupPhase && !screen.session.players.hintBusy
                             && !screen.session.history.viewing
                    onClicked: screen.session.players.hint()
                }
            }
        }
    }

    GameOverPanel {
        id: overPanel
        property bool dismissed: false
        anchors.centerIn: parent
        visible: screen.session.texts.over && !screen.session.player.running && !dismissed
                 && !screen.session.history.viewing
        texts: screen.session.texts
        onRematch: screen.session.history.restart()
        onNewGame: screen.newGame()
        onReview: dismissed = true
        Connections {
            target: screen.session.history
            function onHistoryChanged() {
                overPanel.dismissed = false;
            }
            function onGameChanged() {
                overPanel.dismissed = false;
            }
        }
    }
}
