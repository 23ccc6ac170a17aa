import QtQuick
import Semina

// The board of any game, drawn from the BoardModel's layout: wood, holes,
// stores or stocks, the hand, direction arrows and the sowing animation.
// A focus scope: the keyboard cursor's hole has the focus within it, so that
// a screen reader follows the cursor; keys go on to the screen's handler.
FocusScope {
    id: view

    // One stop in the Tab order, between the players' cards: Tab comes back to the board.
    activeFocusOnTab: true

    Accessible.role: Accessible.Grouping
    //: Screen reader: the game board
    Accessible.name: qsTr("Board")
    //: Screen reader: how to play with the keyboard
    Accessible.description: qsTr("The arrow keys move between the holes; Enter or Space sows the hole.")

    required property GameSession session
    readonly property BoardModel board: session.board
    readonly property alias animator: animator
    // The row whose two directions are offered (-1: none) and whether that
    // is a mid-turn choice (session.chooseDirection) or a start (playHole).
    property int arrowRow: session.choiceRow
    property bool arrowsForStart: false
    // Set while the set-up panel edits counts on the board.
    property bool setupMode: false

    signal holeClicked(int row, int button)
    signal illegal(int row, string reason)

    function showStartArrows(row) {
        view.arrowsForStart = true;
        view.arrowRow = row;
    }
    function hideArrows() {
        view.arrowsForStart = false;
        view.arrowRow = Qt.binding(() => view.session.choiceRow);
    }
    // A player using the keys (InputMode) finds the cursor on the board at
    // once, and again after a new game or a restart cleared it; a mouse
    // player never sees it. Later than the key that turned the keys on, so
    // that key still moves from the first playable hole.
    function showCursorForKeys() {
        if (InputMode.keyboard && view.visible && view.board.focusRow < 0 && !view.session.still)
            view.board.moveFocus(0, 0);
    }
    Timer {
        id: cursorLater
        interval: 0
        onTriggered: view.showCursorForKeys()
    }
    Connections {
        target: InputMode
        function onKeyboardChanged() {
            cursorLater.restart();
        }
    }
    Connections {
        target: view.board
        function onFocusRowChanged() {
            if (view.board.focusRow < 0)
                cursorLater.restart();
        }
    }
    Component.onCompleted: {
        board.setViewSize(width, height);
        showCursorForKeys();
    }
    // A still board (between rounds, a match ended) offers no direction.
    Connections {
        target: view.session
        function onStillChanged() {
            if (view.session.still)
                view.hideArrows();
        }
    }
    function choose(clockwise) {
        if (view.arrowRow < 0)
            return;
        if (view.arrowsForStart)
            view.session.playHole(view.arrowRow, clockwise);
        else
            view.session.chooseDirection(clockwise);
        hideArrows();
    }
    // A short message, in the free space below (or else above) the board so
    // that it covers no count; with no room there, over the status line.
    function say(text) {
        toast.text = text;
        toast.opacity = 1;
        toastTimer.restart();
    }
    // Left/Right pick the arrow pointing more to that side of the screen.
    function chooseByKey(toRight) {
        if (view.arrowRow < 0)
            return false;
        const at = view.board.rectOf(view.arrowRow);
        const cw = view.board.rectOf(view.board.nextRow(view.arrowRow, true));
        const cwIsRight = cw.x > at.x || (cw.x === at.x && cw.y < at.y);
        view.choose(toRight === cwIsRight);
        return true;
    }
    // The board's keys: the arrows move the cursor (or pick a direction
    // arrow), Enter or Space plays the hole under it, Escape hides the
    // arrows. True when the key was the board's.
    function handleKey(key) {
        const b = view.board;
        switch (key) {
        case Qt.Key_Left:
            if (!view.chooseByKey(false))
                b.moveFocus(-1, 0);
            return true;
        case Qt.Key_Right:
            if (!view.chooseByKey(true))
                b.moveFocus(1, 0);
            return true;
        case Qt.Key_Up:
            b.moveFocus(0, -1);
            return true;
        case Qt.Key_Down:
            b.moveFocus(0, 1);
            return true;
        case Qt.Key_Return:
        case Qt.Key_Enter:
        case Qt.Key_Space:
            if (b.focusRow < 0)
                b.moveFocus(0, 0);
            else
                view.activate(b.focusRow);
            return true;
        case Qt.Key_Escape:
            view.hideArrows();
            return true;
        }
        return false;
    }
    function activate(row) {
        if (view.setupMode || view.arrowRow >= 0 && !view.session.player.running && !view.arrowsForStart)
            return;
        hideArrows();
        view.session.clickHole(row);
    }

    onWidthChanged: board.setViewSize(width, height)
    onHeightChanged: board.setViewSize(width, height)

    Connections {
        target: view.session
        function onDirectionNeeded(row) {
            view.showStartArrows(row);
        }
        function onIllegalClick(row, reason) {
            view.illegal(row, reason);
        }
    }
    Connections {
        target: view.session.history
        function onGameChanged() {
            view.hideArrows();
        }
    }

    // The wooden board, under everything (a lesson's marks go between it and the holes).
    Rectangle {
        z: -1
        x: view.board.boardRect.x
        y: view.board.boardRect.y
        width: view.board.boardRect.width
        height: view.board.boardRect.height
        radius: view.board.cell * 0.45
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.woodLight }
            GradientStop { position: 1.0; color: Theme.woodDark }
        }
        border.color: Qt.darker(Theme.woodDark, 1.3)
        border.width: 2
        // The centre line between the two territories (boards of two rows a side).
        Rectangle {
            visible: view.board.rowsPerSide > 1
            anchors.verticalCenter: parent.verticalCenter
            x: parent.width * 0.03
            width: parent.width * 0.94
            height: 2
            color: Theme.woodDark
            opacity: 0.6
        }
    }

    Repeater {
        model: view.board
        delegate: BoardCell {}
        onItemAdded: (index, item) => item.activated.connect(() => view.activate(index))
    }

    // Seeds in hand during a relay or a pending choice: a seed and the count.
    Rectangle {
        id: hand
        objectName: "hand"
        readonly property point at: view.board.outerEdge(view.board.handRow)
        visible: view.board.handCount > 0 && view.board.handRow >= 0
        height: Math.max(22, view.board.cell * 0.32)
        width: handRow.implicitWidth + height * 0.6
        radius: height / 2
        // On its hole's outer edge, covering no other hole and no arrow.
        x: at.x - width / 2
        y: at.y - height / 2
        z: 5
        color: Theme.card
        border.color: Theme.accent
        border.width: 2
        Accessible.role: Accessible.StaticText
        //: The seeds being sown, held in the hand
        Accessible.name: qsTr("%n seed(s) in hand", "", view.board.handCount)
        Row {
            id: handRow
            anchors.centerIn: parent
            spacing: hand.height * 0.15
            Image {
                anchors.verticalCenter: parent.verticalCenter
                width: hand.height * 0.62
                height: width * 0.875
                source: "qrc:/seeds/seed2.png"
                sourceSize.width: 48
                smooth: true
            }
            Text {
                objectName: "handCount"
                anchors.verticalCenter: parent.verticalCenter
                text: view.board.handCount
                font.pixelSize: hand.height * 0.6
                font.bold: true
                color: Theme.ink
            }
        }
    }

    SowingAnimator {
        id: animator
        anchors.fill: parent
        session: view.session
    }

    DirectionArrows {
        id: arrows
        objectName: "directionArrows"
        z: 20
        row: view.arrowRow
        board: view.board
        hintDirection: view.arrowRow === view.session.players.hintRow ? view.session.players.hintDirection : 0
        onChosen: clockwise => view.choose(clockwise)
    }

    // The hint on a hole with two directions: the arrow to press, shown
    // before the hole is chosen (the ring is the cell's, BoardCell).
    DirectionArrows {
        objectName: "hintArrow"
        readonly property int hinted: view.session.players.hintRow
        z: 19
        preview: true
        row: hinted >= 0 && view.arrowRow !== hinted && !view.session.player.running
             && view.session.directionsAt(hinted) === 3 ? hinted : -1
        board: view.board
        hintDirection: view.session.players.hintDirection
        //: Hint: the suggested sowing direction
        Accessible.name: view.session.players.hintDirection === 2 ? qsTr("clockwise") : qsTr("counter-clockwise")
    }

    MouseArea {
        anchors.fill: parent
        hoverEnabled: true
        acceptedButtons: Qt.LeftButton | Qt.RightButton
        onPositionChanged: mouse => {
            view.board.hoverRow = view.board.rowAtPoint(mouse.x, mouse.y);
        }
        onExited: view.board.hoverRow = -1
        onClicked: mouse => {
            const row = view.board.rowAtPoint(mouse.x, mouse.y);
            if (view.session.player.running) {
                view.session.player.finish();
                // The seeds are where they go. Against the computer, a click
                // on one of your holes that you may sow now plays it too (two
                // people at one board: it only skips, so that nobody plays
                // the other's turn by skipping their own animation).
                const own = view.board.ownSide;
                if (mouse.button !== Qt.LeftButton || row < 0 || own < 0 || view.board.side(row) !== own
                        || !view.board.data(view.board.index(row, 0), BoardModel.PlayableRole))
                    return;
            }
            view.holeClicked(row, mouse.button);
            if (row >= 0 && mouse.button === Qt.LeftButton)
                view.activate(row);
        }
    }

    Rectangle {
        id: toast
        property alias text: toastText.text
        readonly property real gap: 6
        readonly property real below: view.height - view.board.boardRect.bottom
        objectName: "toast"
        anchors.horizontalCenter: parent.horizontalCenter
        y: below >= height + 2 * gap ? view.board.boardRect.bottom + (below - height) / 2
           : view.board.boardRect.y >= height + 2 * gap ? (view.board.boardRect.y - height) / 2
           : -height - gap
        width: Math.min(toastText.implicitWidth + 40, view.width)
        height: 40
        radius: height / 2
        z: 30
        color: Theme.ink
        opacity: 0
        visible: opacity > 0
        Behavior on opacity { NumberAnimation { duration: 200 } }
        Text {
            id: toastText
            anchors.centerIn: parent
            width: parent.width - 24
            horizontalAlignment: Text.AlignHCenter
            elide: Text.ElideRight
            color: Theme.background
            font.pixelSize: Theme.bodySize + 1
        }
        Timer {
            id: toastTimer
            interval: 2200
            onTriggered: toast.opacity = 0
        }
    }
}
