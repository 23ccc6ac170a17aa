import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina

// Replay: the game's positions one decision at a time, from the start to the
// live game (GameHistory.step), with the keys Home, Page Up, Page Down and
// End; a step forward is sown again on the board (GameSession.showStep).
// Autoplay steps forward by itself, pausing between decisions as long as the
// animation speed says. "Play from here" (playFromHere) drops the decisions
// after the position shown, once the player has said yes.
RowLayout {
    id: bar

    required property GameSession session
    readonly property GameHistory history: session.history
    readonly property bool autoplaying: autoplay.on
    // "6 / 14" after the buttons (not in a narrow panel).
    property bool showCount: true
    // The games are kept: a finished game stays in the recent games, and
    // play from an earlier position of it goes on as a new game.
    property bool keepsGames: false
    // The pause between two decisions of the autoplay, after each one's animation.
    property int pauseMs: Math.max(250, Settings.stepMs * 4)

    // The player stepped (the game-over panel makes way).
    signal stepped()

    spacing: 2

    function go(step) {
        bar.stepped();
        bar.session.showStep(step);
    }
    function stop() {
        autoplay.on = false;
    }
    function togglePlay() {
        if (autoplay.on) {
            autoplay.on = false;
            return;
        }
        if (bar.history.stepCount === 0)
            return;
        // At the end it plays the game again from its start.
        if (bar.history.step >= bar.history.stepCount)
            bar.go(0);
        bar.stepped();
        autoplay.on = true;
    }
    // Home, Page Up, Page Down, End: true when the key is one of them.
    function handleKey(key) {
        const steps = {
            [Qt.Key_Home]: 0,
            [Qt.Key_PageUp]: bar.history.step - 1,
            [Qt.Key_PageDown]: bar.history.step + 1,
            [Qt.Key_End]: bar.history.stepCount
        };
        if (!(key in steps))
            return false;
        bar.stop();
        bar.go(steps[key]);
        return true;
    }
    function playFromHere() {
        bar.stop();
        const dropped = bar.history.stepCount - bar.history.step;
        //: Asked before play goes on from an earlier position of the game
        branchConfirmation.question = qsTr("Play from here?");
        //: %n how many decisions, played after the position shown, go
        branchConfirmation.detail = qsTr("The %n later decision(s) will be dropped.", "", dropped);
        //: The button of the question that keeps every decision of the game
        branchConfirmation.keepText = qsTr("Keep them");
        branchConfirmation.confirm(qsTr("Play from here"), () => bar.history.branchHere(),
                                   bar.history.over ? qsTr("Play from here?") : "",
                                   //: Asked before play goes on from an earlier position of a finished game (the games are kept)
                                   qsTr("The finished game stays in Recent games as it is; play goes on from here as a new game."));
    }

    Timer {
        id: autoplay
        property bool on: false
        interval: bar.pauseMs
        repeat: true
        running: on && !bar.session.player.running
        onTriggered: {
            if (bar.history.step < bar.history.stepCount)
                bar.session.showStep(bar.history.step + 1);
            if (bar.history.step >= bar.history.stepCount)
                on = false;
        }
    }
    Connections {
        target: bar.history
        function onGameChanged() {
            bar.stop();
        }
        function onHistoryChanged() {
            bar.stop();
        }
    }
    ConfirmDialog {
        id: branchConfirmation
        objectName: "branchConfirmation"
        session: bar.session
        always: true
        kept: bar.keepsGames
    }

    component StepButton: ToolButton {
        id: stepButton
        property string tip
        font.pixelSize: Theme.bodySize + 2
        // In the Tab order, but a click leaves the keys with the game screen.
        focusPolicy: Qt.TabFocus
        // Narrower in a narrow panel, down to a finger's width.
        leftPadding: 4
        rightPadding: 4
        Layout.fillWidth: true
        Layout.minimumWidth: implicitContentWidth + leftPadding + rightPadding
        Layout.preferredWidth: Math.max(implicitWidth, 38 * Theme.zoom)
        Layout.maximumWidth: Math.max(implicitWidth, 48 * Theme.zoom)
        Accessible.name: stepButton.tip
        ToolTip.visible: stepButton.hovered
        ToolTip.text: stepButton.tip
        ToolTip.delay: 500
    }

    StepButton {
        objectName: "replayFirst"
        text: "|◀"
        //: Replay: show the position the game started from (key Home)
        tip: qsTr("First position (Home)")
        enabled: bar.history.step > 0
        onClicked: {
            bar.stop();
            bar.go(0);
        }
    }
    StepButton {
        objectName: "replayBack"
        text: "◀"
        //: Replay: one decision back (key Page Up)
        tip: qsTr("Back one decision (Page Up)")
        enabled: bar.history.step > 0
        onClicked: {
            bar.stop();
            bar.go(bar.history.step - 1);
        }
    }
    StepButton {
        objectName: "replayPlay"
        text: autoplay.on ? "❚❚" : "▷"
        tip: autoplay.on
             //: Replay: stop stepping through the game by itself
             ? qsTr("Pause")
             //: Replay: step through the game's decisions by itself, at the animation speed
             : qsTr("Play the game through")
        enabled: bar.history.stepCount > 0
        highlighted: autoplay.on
        onClicked: bar.togglePlay()
    }
    StepButton {
        objectName: "replayForward"
        text: "▶"
        //: Replay: one decision forward (key Page Down)
        tip: qsTr("Forward one decision (Page Down)")
        enabled: bar.history.step < bar.history.stepCount
        onClicked: {
            bar.stop();
            bar.go(bar.history.step + 1);
        }
    }
    StepButton {
        objectName: "replayLast"
        text: "▶|"
        //: Replay: back to the game as it is now (key End)
        tip: qsTr("The game now (End)")
        enabled: bar.history.step < bar.history.stepCount
        onClicked: {
            bar.stop();
            bar.go(bar.history.stepCount);
        }
    }
    Label {
        objectName: "replayStep"
        visible: bar.showCount
        Layout.leftMargin: 4
        //: Replay: the decisions played to the position shown, of all the game's
        text: qsTr("%1 / %2").arg(bar.history.step).arg(bar.history.stepCount)
        font.pixelSize: Theme.smallSize
        color: Theme.inkSoft
    }
}
