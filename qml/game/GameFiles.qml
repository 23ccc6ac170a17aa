import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Semina

// Saving the game on the screen to a file and opening one (GameStore), with
// Qt's file dialogs. A file that cannot be opened or written is explained in
// a message; the game on the screen stays as it was.
Item {
    id: files

    required property GameStore store

    // Something to tell in passing (the game was saved): the game screen shows it.
    signal told(string text)

    // The folder both dialogs open in: the one a game was last saved to or
    // opened from (empty: the dialog's own choice). Set once the dialog is
    // open: Qt 6.4's own dialog goes back to its first folder after a Cancel
    // when it is set before.
    property url folder

    // Save as…: the game's details first (the players' names, event, date,
    // round), then the file.
    function save() {
        details.load(files.store.details());
        details.open();
    }
    function open() {
        files.openIn(openDialog);
    }
    function openIn(dialog) {
        dialog.open();
        if (String(files.folder) !== "")
            dialog.currentFolder = files.folder;
    }
    // A file named on the command line or by the desktop (a file: URL).
    function openUrl(url) {
        files.opened(files.store.openFile(url));
    }
    // Says why a file did not open, or what to know about the one that did.
    function opened(ok) {
        if (!ok)
            files.tell(files.store.lastError);
        else if (files.store.lastWarning.length > 0)
            files.tell(files.store.lastWarning);
    }
    function tell(text) {
        problem.message = text;
        problem.open();
    }

    //: The file dialog's filter for Semina's game files
    readonly property string gamesFilter: qsTr("Semina games (*.semina)")
    //: The file dialog's filter showing every file
    readonly property string allFilter: qsTr("All files (*)")

    FileDialog {
        id: openDialog
        //: Title of the file dialog that opens a saved game
        title: qsTr("Open a game")
        fileMode: FileDialog.OpenFile
        //: The file dialog's button that opens the chosen game
        acceptLabel: qsTr("Open")
        //: The file dialog's button that closes it without opening or saving
        rejectLabel: qsTr("Cancel")
        nameFilters: [files.gamesFilter, files.allFilter]
        onAccepted: {
            files.folder = openDialog.currentFolder;
            files.opened(files.store.openFile(openDialog.selectedFile));
        }
    }
    FileDialog {
        id: saveDialog
        //: Title of the file dialog that saves the game to a file
        title: qsTr("Save the game")
        fileMode: FileDialog.SaveFile
        //: The file dialog's button that saves the game to the chosen file
        acceptLabel: qsTr("Save")
        rejectLabel: qsTr("Cancel")
        defaultSuffix: "semina"
        nameFilters: [files.gamesFilter, files.allFilter]
        onVisibleChanged: {
            if (visible)
                attachLater.restart();
        }
        onAccepted: {
            files.folder = saveDialog.currentFolder;
            if (!files.store.saveFile(saveDialog.selectedFile))
                files.tell(files.store.lastError);
            else
                //: Said on the game screen once the game is saved: %1 the file's name
                files.told(qsTr("Saved to %1.").arg(files.store.lastSavedName));
        }
    }
    FileNameEnter {
        id: enter
    }
    Dialog {
        id: details
        objectName: "detailsDialog"
        parent: Overlay.overlay
        anchors.centerIn: parent
        width: Math.min(parent ? parent.width - 40 : 460, 460)
        height: Math.min(parent ? parent.height - 40 : implicitHeight, implicitHeight)
        modal: true
        //: Save as…: the first step, the game's details
        title: qsTr("Save the game")
        standardButtons: Dialog.Ok | Dialog.Cancel
        function load(d) {
            southName.text = d.south;
            northName.text = d.north;
            southName.enabled = d.southHuman;
            northName.enabled = d.northHuman;
            eventField.text = d.event;
            dateField.text = d.date;
            roundField.text = d.round;
        }
        onAccepted: {
            if (files.store.setDetails({"south": southName.text, "north": northName.text, "event": eventField.text,
                                        "date": dateField.text, "round": roundField.text}))
                files.openIn(saveDialog);
            else
                files.tell(files.store.lastError);
        }
        ScrollView {
            anchors.fill: parent
            clip: true
            contentWidth: availableWidth
            GridLayout {
                width: parent.width
                columns: 2
                columnSpacing: 12
                rowSpacing: 6
                Label {
                    //: Save as…: the name of the person playing South (a computer has its level)
                    text: qsTr("South")
                    color: Theme.ink
                }
                TextField {
                    id: southName
                    objectName: "southNameField"
                    Layout.fillWidth: true
                    maximumLength: 64
                    //: Save as…: a computer player's name field, which takes no name
                    placeholderText: enabled ? qsTr("Name") : qsTr("The computer")
                }
                Label {
                    text: qsTr("North")
                    color: Theme.ink
                }
                TextField {
                    id: northName
                    objectName: "northNameField"
                    Layout.fillWidth: true
                    maximumLength: 64
                    placeholderText: enabled ? qsTr("Name") : qsTr("The computer")
                }
                Label {
                    //: Save as…: the event (tournament, club evening) the game was played at
                    text: qsTr("Event")
                    color: Theme.ink
                }
                TextField {
                    id: eventField
                    objectName: "eventField"
                    Layout.fillWidth: true
                    maximumLength: 200
                }
                Label {
                    //: Save as…: the date the game was played
                    text: qsTr("Date")
                    color: Theme.ink
                }
                TextField {
                    id: dateField
                    objectName: "dateField"
                    Layout.fillWidth: true
                    //: Save as…: the date's form, which the field shows while empty
                    placeholderText: qsTr("YYYY-MM-DD")
                    maximumLength: 10
                }
                Label {
                    //: Save as…: the event's round (e.g. 3, or final)
                    text: qsTr("Round")
                    color: Theme.ink
                }
                TextField {
                    id: roundField
                    objectName: "roundField"
                    Layout.fillWidth: true
                    maximumLength: 32
                }
            }
        }
    }
    // The dialog's items are made as it shows: looked for a moment later.
    Timer {
        id: attachLater
        interval: 0
        onTriggered: enter.attach(files.Overlay.overlay)
    }
    Dialog {
        id: problem
        objectName: "fileProblem"
        parent: Overlay.overlay
        anchors.centerIn: parent
        width: Math.min(parent ? parent.width - 80 : 520, 520)
        modal: true
        //: Title of the message when a game file cannot be opened or saved
        title: qsTr("Game file")
        property string message
        standardButtons: Dialog.Ok
        contentItem: Label {
            text: problem.message
            wrapMode: Text.Wrap
            color: Theme.ink
        }
    }
}
