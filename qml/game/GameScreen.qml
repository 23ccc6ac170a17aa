import QtQuick
import QtQuick.Controls
import Semina

// Playing a game: the board, the players, the move list and the controls.
// A focus scope whose focus is the board (its cursor's hole), so the keys
// reach the handler below through the board.
FocusScope {
    id: screen

    required property GameSession session
    // The games are kept (GameStore's autosave): the questions say so.
    property bool keepsGames: false
    readonly property alias boardView: boardView

    signal home()
    signal newGame()
    signal showRules()
    signal showSettings()
    signal saveGame()
    signal openGame()
    signal showAbout()
    signal setUpPosition()

    focus: true
    // Given the keys (shown, or back from a dialog), a panel over the board takes them first.
    onActiveFocusChanged: {
        if (!activeFocus)
            return;
        if (overPanel.visible)
            overPanel.takeFocus();
        else if (refillPanel.visible)
            refillPanel.takeFocus();
    }

    function sideName(side) {
        return side === 0 ? qsTr("South") : qsTr("North");
    }
    function say(text) {
        boardView.say(text);
    }
    // A player's count on their card; while they set out their seeds
    // (Omweso), the seeds placed so far on the board.
    function cardScore(side) {
        if (setupPanel.visible && setupPanel.draftSide === side)
            return setupPanel.placed;
        return side === 0 ? screen.session.texts.southScore : screen.session.texts.northScore;
    }
    // Every End match button asks first: a round in progress does not count.
    function endMatch() {
        endMatchConfirmation.detail = screen.session.match.endQuestion;
        //: The button in the question before ending a match
        endMatchConfirmation.confirm(qsTr("End match"), () => screen.session.match.end());
    }
    ConfirmDialog {
        id: endMatchConfirmation
        objectName: "endMatchConfirmation"
        session: screen.session
        always: true
        //: Asked before ending a match
        question: qsTr("End the match?")
        //: The button in the question before ending a match that goes on with it
        keepText: qsTr("Go on with the match")
    }
    Keys.onPressed: event => {
        if (gamePanel.replay.handleKey(event.key)) {
            event.accepted = true;
            return;
        }
        if (screen.session.player.running && event.key !== Qt.Key_Z) {
            screen.session.player.finish();
            event.accepted = true;
            return;
        }
        if (setupPanel.editable && setupPanel.editByKey(event.key)) {
            event.accepted = true;
            return;
        }
        // Between the rounds of a match, Enter or Space on the cursor's hole fills it or leaves it protected.
        const refilling = screen.session.match.phase === MatchSession.Refill;
        if (refilling && screen.session.board.focusRow >= 0
                && [Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space].indexOf(event.key) >= 0) {
            screen.session.match.toggleFill(screen.session.board.focusRow);
            event.accepted = true;
            return;
        }
        event.accepted = boardView.handleKey(event.key);
    }

    Shortcut {
        sequence: "Ctrl+Z"
        onActivated: screen.session.undo()
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

    // The layout: the board as large as the window allows, North's card
    // above it and South's below (following Flip), the move list and the
    // hint beside the board or in a strip under it, whichever leaves bigger
    // holes (BoardModel.panelBeside does the sums).
    readonly property real gap: 10 * Theme.zoom
    readonly property real cardHeight: 66 * Theme.zoom
    readonly property real setupHeight: setupPanel.visible ? setupPanel.implicitHeight + gap
                                        : refillPanel.visible ? refillPanel.implicitHeight + gap : 0
    readonly property real availableHeight: area.height - 2 * (cardHeight + gap) - setupHeight
    // The analysis panel always stands beside the board, a little wider:
    // its values, line and graph need the height.
    readonly property bool analysing: session.analysis.active
    readonly property real panelWidth: analysing ? Math.min(380 * Theme.zoom, Math.max(250 * Theme.zoom, area.width * 0.3))
                                                 : Math.min(320 * Theme.zoom, Math.max(220 * Theme.zoom, area.width * 0.2))
    // A match's strip also lists the rounds.
    readonly property real panelBelowHeight: (session.match.active ? 96 : 64) * Theme.zoom
    readonly property bool panelBeside: analysing || session.board.panelBeside(area.width, availableHeight, panelWidth + 12,
                                                                               panelBelowHeight + gap)
    readonly property real boardWidth: panelBeside ? area.width - panelWidth - 12 : area.width
    readonly property real boardHeight: Math.max(60, Math.min(session.board.heightFor(boardWidth),
                                                              availableHeight - (panelBeside ? 0 : panelBelowHeight + gap)))
    // The block of cards, board (and strip) is centred in the height left.
    readonly property real blockHeight: 2 * (cardHeight + gap) + boardHeight + setupHeight
                                        + (panelBeside ? -gap : panelBelowHeight)
    readonly property real cardWidth: Math.min(boardWidth, Math.max(440 * Theme.zoom, Math.min(960 * Theme.zoom, session.board.boardRect.width)))

    GameToolbar {
        id: toolbar
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 12
        session: screen.session
        keepsGames: screen.keepsGames
        onHome: screen.home()
        onNewGame: screen.newGame()
        onShowRules: screen.showRules()
        onShowSettings: screen.showSettings()
        onSaveGame: screen.saveGame()
        onOpenGame: screen.openGame()
        onShowAbout: screen.showAbout()
        onSetUpPosition: screen.setUpPosition()
        onAnalyse: screen.session.analysis.active = true
        onFlip: {
            screen.session.board.flipped = !screen.session.board.flipped;
            Settings.boardFlipped = screen.session.board.flipped;
        }
    }

    Label {
        id: statusLabel
        objectName: "statusText"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: toolbar.bottom
        anchors.margins: 12
        anchors.topMargin: 6
        horizontalAlignment: Text.AlignHCenter
        text: screen.session.history.viewing ? qsTr("Viewing an earlier position") : screen.session.texts.status
        elide: Text.ElideRight
        font.pixelSize: Theme.statusSize
        font.bold: true
        color: screen.session.texts.over ? Theme.accent : Theme.ink
    }

    // The live status a screen reader follows: what the seeds do, told as
    // the animation gets there (Narration), then whose turn it is.
    Item {
        objectName: "liveStatus"
        readonly property string told: screen.session.narration.text
        anchors.fill: statusLabel
        Accessible.role: Accessible.StatusBar
        Accessible.name: told.length > 0 ? told : statusLabel.text
    }

    // The Perfect player's endgame table being made: a slim bar over the
    // board, which makes room for it (play goes on meanwhile).
    readonly property bool tableBarRoom: tableBar.visible || session.players.south === Players.Perfect
                                         || session.players.north === Players.Perfect
    EndgameTableBar {
        id: tableBar
        objectName: "endgameTableBar"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: statusLabel.bottom
        anchors.leftMargin: 12
        anchors.rightMargin: 12
        anchors.topMargin: 8
        history: screen.session.history
        onClosed: boardView.forceActiveFocus()
    }

    Item {
        id: area
        anchors.left: parent.left
        anchors.right: parent.right
        // Against the Perfect player the bar's room is kept for the whole
        // game, so that the board does not jump when the bar comes and goes.
        anchors.top: statusLabel.bottom
        anchors.bottom: parent.bottom
        anchors.margins: 12
        anchors.topMargin: 8 + (screen.tableBarRoom ? tableBar.implicitHeight + 8 : 0)

        Item {
            id: block
            width: screen.boardWidth
            height: screen.blockHeight
            y: Math.max(0, (area.height - height) / 2)

            PlayerCard {
                id: topCard
                objectName: "topCard"
                readonly property int side: screen.session.board.flipped ? 0 : 1
                x: (block.width - width) / 2
                width: screen.cardWidth
                height: screen.cardHeight
                name: screen.sideName(side)
                kind: side === 0 ? screen.session.texts.southTitle : screen.session.texts.northTitle
                thinking: screen.session.players.thinking && screen.session.history.toMove === side
                score: screen.cardScore(side)
                scoreMeaning: screen.session.board.scoreMeaning
                active: !screen.session.texts.over && screen.session.texts.toMove === side
            }
            ValueBadges {
                z: 1
                x: boardView.x
                y: boardView.y
                width: boardView.width
                height: boardView.height
                session: screen.session
            }
            BoardView {
                id: boardView
                objectName: "boardView"
                y: topCard.height + screen.gap
                width: block.width
                height: screen.boardHeight
                session: screen.session
                focus: true
                setupMode: screen.session.history.setupPhase
                onIllegal: (row, reason) => screen.say(reason)
                onHoleClicked: (row, button) => {
                    screen.forceActiveFocus();
                    if (screen.session.history.setupPhase)
                        setupPanel.change(row, button === Qt.RightButton ? -1 : 1);
                    else if (screen.session.match.phase === MatchSession.Refill && !screen.session.player.running)
                        screen.session.match.toggleFill(row);
                }
                animator.onAnnounce: text => screen.say(text)
            }
            PlayerCard {
                id: bottomCard
                objectName: "bottomCard"
                readonly property int side: screen.session.board.flipped ? 1 : 0
                x: (block.width - width) / 2
                y: boardView.y + boardView.height + screen.gap
                width: screen.cardWidth
                height: screen.cardHeight
                name: screen.sideName(side)
                kind: side === 0 ? screen.session.texts.southTitle : screen.session.texts.northTitle
                thinking: screen.session.players.thinking && screen.session.history.toMove === side
                score: screen.cardScore(side)
                scoreMeaning: screen.session.board.scoreMeaning
                active: !screen.session.texts.over && screen.session.texts.toMove === side
            }
            SetupPanel {
                id: setupPanel
                objectName: "setupPanel"
                y: bottomCard.y + bottomCard.height + screen.gap
                width: block.width
                visible: screen.session.texts.setupPhase
                session: screen.session
            }
            RefillPanel {
                id: refillPanel
                objectName: "refillPanel"
                y: bottomCard.y + bottomCard.height + screen.gap
                width: block.width
                visible: screen.session.match.phase === MatchSession.Refill
                session: screen.session
                onEndMatch: screen.endMatch()
                // Shown, it takes the keys (its first button); closed, it hands them back to the board.
                onVisibleChanged: {
                    if (visible)
                        refillPanel.takeFocus();
                    else if (screen.activeFocus)
                        boardView.forceActiveFocus();
                }
            }
        }

        GamePanel {
            id: gamePanel
            objectName: "gamePanel"
            visible: !screen.session.analysis.active
            onAnalyse: screen.session.analysis.active = true
            x: screen.panelBeside ? block.width + 12 : 0
            y: screen.panelBeside ? 0 : block.y + bottomCard.y + bottomCard.height + screen.gap + screen.setupHeight
            width: screen.panelBeside ? screen.panelWidth : area.width
            height: screen.panelBeside ? area.height : screen.panelBelowHeight
            session: screen.session
            keepsGames: screen.keepsGames
            wide: !screen.panelBeside
            onStepped: overPanel.dismissed = true
            onEndMatch: screen.endMatch()
        }
        AnalysisPanel {
            id: analysisPanel
            objectName: "analysisPanel"
            visible: screen.session.analysis.active
            x: gamePanel.x
            y: gamePanel.y
            width: gamePanel.width
            height: gamePanel.height
            session: screen.session
            onClosed: {
                screen.session.analysis.endTry();
                screen.session.analysis.active = false;
                boardView.forceActiveFocus();
            }
        }
    }

    // Two computers play a match on their own: after a pause to read the
    // round's result, the next round is set up, and after the refill it starts.
    property int matchPauseMs: 2500
    readonly property bool computersOnly: screen.session.players.south !== Players.Human
                                          && screen.session.players.north !== Players.Human
    Timer {
        id: matchPace
        readonly property MatchSession match: screen.session.match
        interval: screen.matchPauseMs
        running: screen.computersOnly && !screen.session.player.running && !screen.session.history.viewing
                 && ((match.phase === MatchSession.RoundOver && overPanel.visible)
                     || (match.phase === MatchSession.Refill && match.canStart && !match.choosing))
        onTriggered: {
            if (match.phase === MatchSession.RoundOver)
                match.prepareNext();
            else if (match.phase === MatchSession.Refill)
                match.startNext();
        }
    }

    // Try again: each decision tried is told as the lessons tell a miss.
    Connections {
        target: screen.session.analysis
        function onTried(accepted) {
            screen.say(screen.session.analysis.tryText);
        }
    }

    GameOverPanel {
        id: overPanel
        property bool dismissed: false
        anchors.centerIn: parent
        visible: screen.session.texts.over && !screen.session.player.running && !dismissed
                 && !screen.session.history.viewing && screen.session.match.phase !== MatchSession.Refill
                 && !screen.session.analysis.active
        texts: screen.session.texts
        match: screen.session.match
        onRematch: screen.session.match.rematch()
        onNextRound: screen.session.match.prepareNext()
        onEndMatch: screen.endMatch()
        onNewGame: screen.newGame()
        onReview: dismissed = true
        // Closed, the panel hands the keys back to the board (not when a dialog took them).
        onVisibleChanged: if (!visible && screen.activeFocus) boardView.forceActiveFocus()
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
