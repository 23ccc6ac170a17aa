import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina

// Asks before an action that would throw away a game in progress
// (GameHistory.inProgress); any other time the action runs at once.
Dialog {
    id: dialog

    required property GameSession session
    // The button that does it: "Restart", "New game", …
    property string actionText
    property var action: null
    readonly property bool needed: dialog.session.history.inProgress

    // Runs `fn` now, or after the player confirms when a game would be lost.
    function confirm(text, fn) {
        if (!dialog.needed) {
            fn();
            return;
        }
        dialog.actionText = text;
        dialog.action = fn;
        dialog.open();
    }

    objectName: "confirmDialog"
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 80 : 440, 440)
    modal: true
    padding: 18
    topPadding: 10
    //: Asked before Restart, New game, leaving or quitting throws away a game in progress
    title: qsTr("Abandon this game?")
    onAccepted: {
        const fn = dialog.action;
        dialog.action = null;
        if (fn)
            fn();
    }
    onRejected: dialog.action = null

    background: Rectangle {
        color: Theme.card
        border.color: Theme.cardBorder
        radius: Theme.radius
    }
    header: Label {
        text: dialog.title
        padding: 18
        bottomPadding: 0
        font.pixelSize: Theme.headingSize - 2
        font.bold: true
        color: Theme.ink
        wrapMode: Text.WordWrap
    }
    contentItem: Label {
        text: qsTr("The game in progress will be lost.")
        wrapMode: Text.WordWrap
        font.pixelSize: Theme.bodySize
        color: Theme.inkSoft
    }
    footer: RowLayout {
        spacing: 10
        Item {
            Layout.fillWidth: true
        }
        Button {
            objectName: "confirmKeep"
            Layout.bottomMargin: 18
            text: qsTr("Keep playing")
            focus: true
            onClicked: dialog.reject()
        }
        Button {
            objectName: "confirmAction"
            Layout.bottomMargin: 18
            Layout.rightMargin: 18
            text: dialog.actionText
            onClicked: dialog.accept()
        }
    }
}
