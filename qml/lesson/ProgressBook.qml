import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina

// One book of a learner's progress (ProgressReport): its title and totals,
// then each lesson with its steps: a task's stars and tries, a step that
// shows done or not.
ColumnLayout {
    id: bookView

    required property var book

    spacing: 2
    Label {
        Layout.fillWidth: true
        Layout.topMargin: Theme.spacing / 2
        text: bookView.book.title
        font.bold: true
        font.pixelSize: Theme.headingSize
        color: Theme.ink
        wrapMode: Text.WordWrap
    }
    Label {
        Layout.fillWidth: true
        //: The teacher's view, a book's totals: %1 steps done of all its steps (%n), %2 stars earned of the most, %3
        text: qsTr("%1 of %n step(s) done · %2 of %3 stars", "", bookView.book.steps)
                  .arg(bookView.book.done).arg(bookView.book.stars).arg(bookView.book.maxStars)
              //: The teacher's view, a book's totals: the tries judged at its tasks
              + " · " + qsTr("%n try(s)", "", bookView.book.tries)
        color: Theme.inkSoft
        wrapMode: Text.WordWrap
    }
    Repeater {
        model: bookView.book.lessons
        delegate: ColumnLayout {
            id: lessonView
            required property var modelData
            Layout.fillWidth: true
            Layout.leftMargin: Theme.spacing
            spacing: 0
            Label {
                Layout.fillWidth: true
                text: lessonView.modelData.title
                color: Theme.ink
                wrapMode: Text.WordWrap
            }
            Flow {
                Layout.fillWidth: true
                spacing: Theme.spacing
                Repeater {
                    model: lessonView.modelData.steps
                    delegate: Label {
                        required property var modelData
                        objectName: "progressStep"
                        text: modelData.task
                              //: The teacher's view, a task: %1 its number, %2 its stars (★★☆), %n the tries
                              ? qsTr("%1: %2, %n try(s)", "", modelData.tries).arg(modelData.step)
                                    .arg("★".repeat(modelData.stars) + "☆".repeat(3 - modelData.stars))
                              : modelData.done
                                //: The teacher's view, a step that shows, watched: %1 its number
                                ? qsTr("%1: seen").arg(modelData.step)
                                //: The teacher's view, a step not done yet: %1 its number
                                : qsTr("%1: not yet").arg(modelData.step)
                        color: modelData.done ? Theme.ink : Theme.inkFaint
                        font.pixelSize: Theme.smallSize
                    }
                }
            }
        }
    }
}
