import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import Semina

// Saving the game on the screen to a file and opening one (GameStore), with
// Qt's file dialogs. A file that cannot be opened or written is explained in
// a message; the game on the screen stays as it was.
Item {
    id: files

    required property GameStore store

    function save() {
        saveDialog.open();
    }
    function open() {
        openDialog.open();
    }
    // A file named on the command line or by the desktop (a file: URL).
    function openUrl(url) {
        if (!files.store.openFile(url))
            files.tell(files.store.lastError);
    }
    function tell(text) {
        message.text = text;
        problem.open();
    }

    readonly property list<string> filters: [
        //: The file dialog's filter for Semina's game files
        qsTr("Semina games (*.semina)"),
        //: The file dialog's filter showing every file
        qsTr("All files (*)")]

    FileDialog {
        id: openDialog
        //: Title of the file dialog that opens a saved game
        title: qsTr("Open a game")
        fileMode: FileDialog.OpenFile
        nameFilters: files.filters
        onAccepted: {
            if (!files.store.openFile(openDialog.selectedFile))
                files.tell(files.store.lastError);
        }
    }
    FileDialog {
        id: saveDialog
        //: Title of the file dialog that saves the game to a file
        title: qsTr("Save the game")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "semina"
        nameFilters: files.filters
        onAccepted: {
            if (!files.store.saveFile(saveDialog.selectedFile))
                files.tell(files.store.lastError);
        }
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
        standardButtons: Dialog.Ok
        contentItem: Label {
            id: message
            wrapMode: Text.Wrap
            color: Theme.ink
        }
    }
}
