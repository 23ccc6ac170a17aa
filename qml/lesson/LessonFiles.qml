import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import Semina

// Opening a lesson file a teacher wrote (docs/lessons.md, "Lesson files"):
// Qt's file dialog, then the file is read and checked whole (LessonFileCheck)
// before its lessons open. One that is refused says which lesson and step,
// and why, and nothing else changes.
Item {
    id: lessonFiles

    // The file read and sound: open its lessons.
    signal accepted(string url, string game, string title)

    property url folder

    function open() {
        dialog.open();
        if (String(lessonFiles.folder) !== "")
            dialog.currentFolder = lessonFiles.folder;
    }
    // A file named on the command line, or chosen in the dialog (a file: URL).
    function openUrl(url) {
        lessonFiles.take(url, check.read(url));
    }
    // What LessonFileCheck.read said of `url`: {ok, error, game, title}.
    function take(url, read) {
        if (read.ok)
            lessonFiles.accepted(url, read.game, read.title);
        else
            lessonFiles.tell(read.error);
    }
    // Closes the message (going home).
    function close() {
        problem.close();
    }
    function tell(text) {
        problem.message = text;
        problem.open();
    }

    LessonFileCheck {
        id: check
    }
    FileDialog {
        id: dialog
        //: Title of the file dialog that opens a lesson file a teacher wrote
        title: qsTr("Open a lesson")
        fileMode: FileDialog.OpenFile
        //: The file dialog's button that opens the chosen lesson file
        acceptLabel: qsTr("Open")
        //: The file dialog's button that closes it without opening anything
        rejectLabel: qsTr("Cancel")
        //: The file dialog's filters: Semina's lesson files, and every file
        nameFilters: [qsTr("Semina lessons (*.semina-lesson)"), qsTr("All files (*)")]
        onAccepted: {
            lessonFiles.folder = dialog.currentFolder;
            lessonFiles.openUrl(String(dialog.selectedFile));
        }
    }
    Dialog {
        id: problem
        objectName: "lessonFileProblem"
        parent: Overlay.overlay
        anchors.centerIn: parent
        width: Math.min(parent ? parent.width - 80 : 560, 560)
        modal: true
        //: Title of the message when a lesson file cannot be opened
        title: qsTr("Lesson file")
        property string message
        standardButtons: Dialog.Ok
        contentItem: Label {
            text: problem.message
            wrapMode: Text.Wrap
        }
    }
}
