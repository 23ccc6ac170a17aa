import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina

// The set-up phase (omweso): the player to place puts their seeds in their holes.
// Left click (or Enter, Space, +) adds a seed, right click (or Backspace,
// Delete, -) takes one back; quick fills help. The engine judges the set-up
// (Done is enabled only when it is legal). The panel follows the board: it
// shows the set-up the board shows (GameTexts), and stays, inactive, while
// the seeds of a submitted set-up are placed.
Rectangle {
    id: panel

    required property GameSession session
    property var draft: []
    property int draftSide: -1
    readonly property var lastUsed: Settings.lastSetup
    readonly property int placed: draft.reduce((a, b) => a + b, 0)
    readonly property int side: session.texts.toMove
    // The set-up can be changed now: not while seeds move or in a review.
    readonly property bool editable: session.history.setupPhase && !session.player.running && !session.history.viewing
    readonly property BoardModel board: session.board
    readonly property int holes: board.pitsPerSide
    readonly property int seeds: board.setupSeeds[side]

    // In a narrow window the buttons go below the text instead of beside it,
    // and on to a second line when one is not wide enough.
    readonly property real buttonsWidth: evenButton.implicitWidth + randomButton.implicitWidth + lastButton.implicitWidth
                                         + clearButton.implicitWidth + doneButton.implicitWidth + 4 * buttons.spacing
    readonly property bool stacked: width < buttonsWidth + 320

    implicitHeight: grid.implicitHeight + 20
    radius: Theme.radius
    color: Theme.card
    border.color: Theme.accent

    function reset() {
        panel.draftSide = panel.side;
        panel.draft = new Array(panel.holes).fill(0);
        panel.show();
    }
    function show() {
        if (panel.editable)
            panel.board.showDraft(panel.side, panel.draft);
    }
    function change(row, delta) {
        const b = panel.board;
        if (!panel.editable || row < 0 || b.isStore(row) || b.side(row) !== panel.side)
            return;
        const h = b.hole(row);
        const d = panel.draft.slice();
        if (delta > 0 && panel.placed >= panel.seeds)
            return;
        d[h] = Math.max(0, d[h] + delta);
        panel.draft = d;
        panel.show();
    }
    function fillEven() {
        panel.draft = panel.board.evenSetup(panel.side);
        panel.show();
    }
    function fillRandom() {
        const d = new Array(panel.holes).fill(0);
        for (let i = 0; i < panel.seeds; ++i)
            d[Math.floor(Math.random() * panel.holes)] += 1;
        panel.draft = d;
        panel.show();
    }
    function done() {
        const d = panel.draft;
        if (panel.editable && panel.session.submitSetup(d))
            Settings.lastSetup = d;
    }
    // A key on the board's keyboard cursor; true if it edited the set-up.
    function editByKey(key) {
        let delta = 0;
        switch (key) {
        case Qt.Key_Return:
        case Qt.Key_Enter:
        case Qt.Key_Space:
        case Qt.Key_Plus:
        case Qt.Key_Equal:
            delta = 1;
            break;
        case Qt.Key_Backspace:
        case Qt.Key_Delete:
        case Qt.Key_Minus:
            delta = -1;
            break;
        default:
            return false;
        }
        if (panel.board.focusRow < 0)
            panel.board.moveFocus(0, 0);
        else
            panel.change(panel.board.focusRow, delta);
        return true;
    }

    Component.onCompleted: reset()
    onHolesChanged: reset()
    Connections {
        target: panel.session.texts
        function onChanged() {
            if (panel.session.texts.setupPhase && panel.draftSide !== panel.side)
                panel.reset();
        }
    }

    GridLayout {
        id: grid
        anchors.fill: parent
        anchors.margins: 10
        columns: panel.stacked ? 1 : 2
        columnSpacing: 10
        rowSpacing: 6
        Label {
            Layout.fillWidth: true
            Layout.minimumHeight: 44
            text: qsTr("%n seeds left to place. Left click or Enter adds a seed, right click or Backspace takes one back.", "", panel.seeds - panel.placed)
            wrapMode: Text.WordWrap
            color: Theme.ink
            font.pixelSize: Theme.bodySize
        }
        Flow {
            id: buttons
            Layout.alignment: Qt.AlignRight | Qt.AlignVCenter
            Layout.fillWidth: panel.stacked
            Layout.preferredWidth: panel.stacked ? -1 : panel.buttonsWidth
            spacing: 10
            enabled: panel.editable
            Button {
                id: evenButton
                objectName: "setupEven"
                //: Omweso set-up quick fill
                text: qsTr("Even")
                onClicked: panel.fillEven()
            }
            Button {
                id: randomButton
                //: Omweso set-up quick fill
                text: qsTr("Random")
                onClicked: panel.fillRandom()
            }
            Button {
                id: lastButton
                objectName: "setupLastUsed"
                //: Omweso set-up quick fill: the set-up used last time
                text: qsTr("Last used")
                // Judged again on every position: the stored set-up may fit
                // the game now on the board, not the one when it was read.
                enabled: panel.session.history.setupPhase && panel.side >= 0 && panel.session.setupIsLegal(panel.lastUsed)
                onClicked: {
                    panel.draft = panel.lastUsed.slice();
                    panel.show();
                }
            }
            Button {
                id: clearButton
                text: qsTr("Clear")
                onClicked: panel.reset()
            }
            Button {
                id: doneButton
                objectName: "setupDone"
                text: qsTr("Done")
                highlighted: true
                enabled: panel.session.setupIsLegal(panel.draft)
                onClicked: panel.done()
            }
        }
    }
}
