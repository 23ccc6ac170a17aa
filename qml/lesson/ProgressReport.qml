import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Semina

// Open… › A learner's progress… (the teacher's view): a `.semina-progress`
// file a learner exported, shown as it is: each book (a game's lessons or a
// lesson file), each lesson and step, with the stars earned, the tries and
// the highest hint. Nothing of it joins the teacher's own progress. A file
// that is no learner's progress says why.
Item {
    id: report

    readonly property alias files: progress

    function open() {
        openDialog.open();
    }
    // Closes whatever it shows (going home).
    function close() {
        view.close();
        problem.close();
    }
    function openUrl(url) {
        if (progress.open(url)) {
            view.open();
        } else {
            problem.message = progress.lastError;
            problem.open();
        }
    }

    // This app's own progress shown as exported (the screenshot sweep).
    function showOwn(learner) {
        progress.showOwn(learner);
        view.open();
    }

    ProgressFiles {
        id: progress
    }
    FileDialog {
        id: openDialog
        //: Title of the file dialog that opens a learner's progress file
        title: qsTr("Open a learner's progress")
        fileMode: FileDialog.OpenFile
        acceptLabel: qsTr("Open")
        rejectLabel: qsTr("Cancel")
        nameFilters: [qsTr("Semina progress (*.semina-progress)"), qsTr("All files (*)")]
        onAccepted: report.openUrl(String(openDialog.selectedFile))
    }
    Dialog {
        id: problem
        objectName: "progressProblem"
        parent: Overlay.overlay
        anchors.centerIn: parent
        width: Math.min(parent ? parent.width - 80 : 520, 520)
        modal: true
        //: Title of the message when a learner's progress file cannot be opened
        title: qsTr("Learner's progress")
        property string message
        standardButtons: Dialog.Ok
        contentItem: Label {
            text: problem.message
            wrapMode: Text.Wrap
        }
    }
    Dialog {
        id: view
        objectName: "progressReport"
        parent: Overlay.overlay
        anchors.centerIn: parent
        width: Math.min(parent ? parent.width - 40 : 720, 720)
        height: parent ? parent.height - 40 : 560
        modal: true
        //: The teacher's view of a learner's progress: %1 the learner's name
        title: qsTr("Progress of %1").arg(progress.learner)
        standardButtons: Dialog.Close
        ScrollView {
            id: scroll
            anchors.fill: parent
            clip: true
            contentWidth: availableWidth
            ColumnLayout {
                width: scroll.availableWidth
                spacing: Theme.spacing / 2
                Label {
                    Layout.fillWidth: true
                    visible: progress.exportedText.length > 0
                    //: The teacher's view: when the learner wrote the file (%1 a date and time)
                    text: qsTr("Exported %1").arg(progress.exportedText)
                    color: Theme.inkSoft
                    font.pixelSize: Theme.smallSize
                }
                Label {
                    Layout.fillWidth: true
                    Layout.topMargin: Theme.spacing / 2
                    visible: progress.puzzles.length > 0
                    //: The teacher's view: the heading of the puzzles' results
                    text: qsTr("Puzzles")
                    font.bold: true
                    font.pixelSize: Theme.headingSize
                    color: Theme.ink
                }
                Repeater {
                    model: progress.puzzles
                    delegate: Label {
                        required property var modelData
                        objectName: "progressPuzzles"
                        Layout.fillWidth: true
                        //: The teacher's view, a game's puzzles: %1 the game, %2 the rating, %3 solved at the first try of %n tried, %4 the best streak
                        text: qsTr("%1: rating %2, %3 of %n tried solved at once, best streak %4", "", modelData.tried)
                                  .arg(modelData.title).arg(modelData.rating).arg(modelData.solved).arg(modelData.bestStreak)
                        color: Theme.ink
                        wrapMode: Text.WordWrap
                    }
                }
                Repeater {
                    model: progress.books
                    delegate: ProgressBook {
                        required property var modelData
                        Layout.fillWidth: true
                        book: modelData
                    }
                }
            }
        }
    }
}
