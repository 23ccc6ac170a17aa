import QtQuick
import QtQuick.Controls
import Semina

// Asks before an action that would throw away a game in progress
// (GameHistory.inProgress); any other time the action runs at once. With
// `always` it asks every time, its question and texts set by the caller.
Dialog {
    id: dialog

    required property GameSession session
    // The button that does it: "Restart", "New game", …
    property string actionText
    property var action: null
    readonly property bool needed: dialog.session.history.inProgress
    property bool always: false
    // The games are kept (GameStore's autosave): a game left stays on
    // Continue, so leaving loses nothing and needs no question; a new game
    // sends the game in progress to the recent games (confirm's `keptQuestion`).
    property bool kept: false
    //: Asked before Restart, New game, leaving or quitting throws away a game in progress
    property string question: qsTr("Abandon this game?")
    property string detail: qsTr("The game in progress will be lost.")
    property string keepText: qsTr("Keep playing")

    // Runs `fn` now, or after the player confirms when a game would be lost
    // (or, with the games kept, when `keptQuestion` says what becomes of it).
    function confirm(text, fn, keptQuestion, keptDetail) {
        if (!dialog.always && (!dialog.needed || (dialog.kept && !keptQuestion))) {
            fn();
            return;
        }
        if (dialog.kept && keptQuestion) {
            dialog.question = keptQuestion;
            dialog.detail = keptDetail;
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
    title: dialog.question
    onAccepted: {
        const fn = dialog.action;
        dialog.action = null;
        if (fn)
            fn();
    }
    onRejected: dialog.action = null

    // Wrapped to the dialog's width, which does not follow the text. (The
    // text is set before the dialog opens: one that changed while it was
    // open made a binding loop on the dialog's height.)
    contentItem: Label {
        text: dialog.detail
        wrapMode: Text.WordWrap
        color: Theme.inkSoft
    }
    // Keeping the game is the first choice (and has the focus); the action
    // that loses it is not the primary one.
    footer: DialogButtonBox {
        Button {
            objectName: "confirmKeep"
            text: dialog.keepText
            highlighted: true
            focus: true
            onClicked: dialog.reject()
        }
        Button {
            objectName: "confirmAction"
            text: dialog.actionText
            onClicked: dialog.accept()
        }
    }
}
