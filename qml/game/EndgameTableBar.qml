import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina

// The Perfect player's endgame table made in the background (the singleton
// EndgameDbCache): while it is built, a slim bar with its progress and a
// Cancel button; when it is ready, a brief note; once cancelled, a note that
// Perfect plays without it until the app is started again (until dismissed,
// or the next game). Play goes on meanwhile: Perfect does not wait for it.
// A table read from its file takes a moment only: the bar waits `showAfterMs`
// before it shows, so such a load does not flash.
Rectangle {
    id: bar

    // The game shown: the note on a cancelled build goes with the next game.
    required property GameHistory history
    property int showAfterMs: 400
    property int readyMs: 4000

    readonly property bool building: EndgameDbCache.building
    readonly property int percent: Math.floor(EndgameDbCache.progress * 100)
    // The build has lasted showAfterMs: the bar is shown.
    property bool due: false
    // What the bar tells once no build is under way: "", "ready" or "cancelled".
    property string note: ""
    readonly property bool showingProgress: building && due && note !== "cancelled"
    readonly property string text: showingProgress
                                   //: A bar over the game while the Perfect computer level's endgame table is
                                   //: computed (once, the first time); %1 is the percentage done, 0 to 100
                                   ? qsTr("Preparing the Perfect player's endgame table… %1%").arg(percent)
                                   : note === "ready"
                                     //: Shown briefly when the Perfect level's endgame table has been computed
                                     ? qsTr("Endgame table ready.")
                                     //: After Cancel on the endgame table's bar
                                     : qsTr("Cancelled: the Perfect player plays without its endgame table until Semina is started again.")

    // Closed while its button had the keys: they go back to the board.
    signal closed()

    function dismiss() {
        const hadFocus = button.activeFocus;
        note = "";
        if (hadFocus)
            bar.closed();
    }

    // (due is cleared after the note is set: the bar, and its button's keys, stay across the end of a build.)
    visible: due || note !== ""
    implicitHeight: row.implicitHeight + 12
    radius: Theme.radius / 2
    color: Theme.card
    border.color: Theme.cardBorder
    border.width: Theme.borderWidth

    Accessible.role: Accessible.StatusBar
    Accessible.name: text

    onBuildingChanged: {
        if (building) {
            dismiss(); // an earlier note goes (with the keys, back to the board)
            if (showAfterMs <= 0)
                due = true;
            return;
        }
        // Progress 1: the table was finished, even if Cancel came too late.
        if (due && (note === "" || (note === "cancelled" && EndgameDbCache.progress >= 1)))
            note = "ready";
        due = false;
    }

    Timer {
        interval: bar.showAfterMs
        running: bar.building && !bar.due
        onTriggered: bar.due = true
    }
    Timer {
        interval: bar.readyMs
        running: bar.note === "ready"
        onTriggered: bar.dismiss()
    }
    Connections {
        target: EndgameDbCache
        function onCancelled() {
            bar.note = "cancelled";
        }
    }
    Connections {
        target: bar.history
        function onGameChanged() {
            if (bar.note === "cancelled")
                bar.dismiss();
        }
    }

    RowLayout {
        id: row
        anchors.fill: parent
        anchors.leftMargin: 12
        anchors.rightMargin: 6
        anchors.topMargin: 6
        anchors.bottomMargin: 6
        spacing: 12

        Label {
            objectName: "endgameTableText"
            Layout.fillWidth: true
            text: bar.text
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.bodySize
            color: Theme.ink
        }
        ProgressBar {
            objectName: "endgameTableProgress"
            visible: bar.showingProgress
            Layout.preferredWidth: Math.min(160 * Theme.zoom, bar.width / 5)
            value: EndgameDbCache.progress
            //: The endgame table's progress bar, for a screen reader
            Accessible.name: qsTr("Endgame table")
        }
        // One button, Cancel and then Dismiss: the keys stay on it when the build ends.
        Button {
            id: button
            objectName: "endgameTableButton"
            text: bar.showingProgress
                  //: Stops computing the Perfect level's endgame table
                  ? qsTr("Cancel")
                  //: Closes the note about the endgame table
                  : qsTr("Dismiss")
            Accessible.name: bar.showingProgress ? qsTr("Cancel the endgame table")
                                                 : qsTr("Dismiss the note on the endgame table")
            Accessible.description: bar.showingProgress
                                    ? qsTr("The Perfect player plays on without it until Semina is started again.") : ""
            onClicked: {
                if (bar.showingProgress) {
                    bar.note = "cancelled";
                    EndgameDbCache.cancel();
                } else {
                    bar.dismiss();
                }
            }
        }
    }
}
