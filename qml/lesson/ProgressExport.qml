import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Semina

// Export my progress…: the learner's name, then the file (a
// `.semina-progress` a teacher opens with Open… › A learner's progress…).
// Every game's lessons and the lesson files' go in it (ProgressFiles).
Item {
    id: exporter

    // Something to tell once it is written, or why it was not.
    signal told(string text)

    function start() {
        nameDialog.open();
        nameField.forceActiveFocus();
    }

    ProgressFiles {
        id: progress
    }
    Dialog {
        id: nameDialog
        objectName: "progressNameDialog"
        parent: Overlay.overlay
        anchors.centerIn: parent
        width: Math.min(parent ? parent.width - 40 : 420, 420)
        modal: true
        //: Export my progress…: the first step, the learner's name
        title: qsTr("Export your progress")
        standardButtons: Dialog.Ok | Dialog.Cancel
        onAccepted: {
            if (nameField.text.trim().length === 0)
                exporter.told(qsTr("Give your name: your teacher reads it first."));
            else
                saveDialog.open();
        }
        ColumnLayout {
            anchors.fill: parent
            spacing: Theme.spacing / 2
            Label {
                Layout.fillWidth: true
                //: Export my progress…: what the file holds
                text: qsTr("Your stars, tries and the steps you have done in every game's lessons go into one file for your teacher.")
                wrapMode: Text.WordWrap
            }
            Label {
                //: Export my progress…: the learner's name field
                text: qsTr("Your name")
            }
            TextField {
                id: nameField
                objectName: "progressNameField"
                Layout.fillWidth: true
                onAccepted: nameDialog.accept()
            }
        }
    }
    FileDialog {
        id: saveDialog
        //: Title of the file dialog that saves the learner's progress
        title: qsTr("Save your progress")
        fileMode: FileDialog.SaveFile
        acceptLabel: qsTr("Save")
        rejectLabel: qsTr("Cancel")
        defaultSuffix: "semina-progress"
        //: The file dialog's filter for a learner's progress files
        nameFilters: [qsTr("Semina progress (*.semina-progress)"), qsTr("All files (*)")]
        onAccepted: exporter.write(String(saveDialog.selectedFile))
    }
    // Writes to `url` under the name given: what the dialogs end in (and the tests call).
    function write(url) {
        if (progress.save(url, nameField.text))
            //: Said once the learner's progress is written: %1 the file
            exporter.told(qsTr("Your progress is in %1.").arg(decodeURIComponent(String(url).replace(/^file:\/\//, ""))));
        else
            exporter.told(progress.lastError);
    }
    property alias learner: nameField.text
}
