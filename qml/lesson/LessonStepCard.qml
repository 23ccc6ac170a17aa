import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina

// The step of a lesson: where the learner is, what the step says, what the
// engine said of the try, and the buttons to go on.
Rectangle {
    id: card

    required property LessonSession lessons
    signal playGame()
    // A button was pressed: the screen takes the keys back.
    signal acted()

    // The height of the lesson's longest step text at the text's width.
    property real tallest: 0
    readonly property real textWidth: stepText.width
    readonly property font textFont: stepText.font
    function measure() {
        let h = 0;
        for (let i = 0; i < measured.count; ++i) {
            const probe = measured.itemAt(i);
            h = Math.max(h, probe ? probe.implicitHeight : 0);
        }
        card.tallest = h;
    }

    // The main way on once the step is done: Next, or at the very end a game.
    function goOn() {
        if (card.lastStep)
            card.playGame();
        else
            card.lessons.next();
    }

    readonly property bool lastStep: lessons.lesson === lessons.lessonCount - 1 && lessons.step === lessons.stepCount - 1
    readonly property bool done: lessons.phase === LessonSession.Shown || lessons.phase === LessonSession.Met

    function starText(n, of) {
        return "★".repeat(n) + "☆".repeat(Math.max(0, of - n));
    }

    implicitHeight: column.implicitHeight + 2 * Theme.spacing
    radius: Theme.radius
    color: Theme.card
    border.color: Theme.cardBorder
    border.width: Theme.borderWidth

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing / 2

        Label {
            objectName: "lessonProgress"
            Layout.fillWidth: true
            //: Where the learner is: %1 the lesson's title, %2 and %3 the step and the steps
            text: qsTr("%1 · step %2 of %3").arg(card.lessons.lessonTitle).arg(card.lessons.step + 1).arg(card.lessons.stepCount)
            color: Theme.inkSoft
            font.pixelSize: Theme.smallSize
            elide: Text.ElideRight
        }
        Label {
            id: stepText
            objectName: "lessonText"
            Layout.fillWidth: true
            // Room for the lesson's longest step: the board stays put from step to step.
            Layout.minimumHeight: card.tallest
            verticalAlignment: Text.AlignTop
            text: card.lessons.text
            wrapMode: Text.WordWrap
            color: Theme.ink
            font.pixelSize: Theme.bodySize + 2
            // The lesson's step texts, measured at this width, not shown.
            Item {
                visible: false
                Repeater {
                    id: measured
                    // Read again with the step (a new lesson) and the texts (a language switch).
                    model: card.lessons.text.length >= 0 ? card.lessons.stepTexts(card.lessons.lesson) : []
                    delegate: Text {
                        id: probe
                        required property string modelData
                        text: probe.modelData
                        wrapMode: Text.WordWrap
                    }
                    onItemAdded: (index, item) => {
                        const probe = item as Text;
                        probe.width = Qt.binding(() => card.textWidth);
                        probe.font = Qt.binding(() => card.textFont);
                        probe.implicitHeightChanged.connect(card.measure);
                        card.measure();
                    }
                    onItemRemoved: card.measure()
                }
            }
        }
        Label {
            objectName: "lessonFeedback"
            Layout.fillWidth: true
            // Two lines kept in a lesson that asks: a verdict moves nothing.
            Layout.minimumHeight: card.lessons.lessonAsks(card.lessons.lesson) ? 2 * fontMetrics.height : 0
            visible: text.length > 0 || Layout.minimumHeight > 0
            FontMetrics {
                id: fontMetrics
                font.pixelSize: Theme.bodySize + 1
                font.bold: true
            }
            // The verdict of a try; before one, the hint's sentence (its first grade).
            readonly property bool hinting: card.lessons.feedback.length === 0 && card.lessons.hintText.length > 0
            text: card.lessons.phase === LessonSession.Met
                  ? card.starText(card.lessons.stars, 3) + "  " + card.lessons.feedback
                  : hinting ? card.lessons.hintText : card.lessons.feedback
            wrapMode: Text.WordWrap
            color: card.lessons.phase === LessonSession.Missed ? Theme.bad : hinting ? Theme.ink : Theme.good
            font.pixelSize: Theme.bodySize + 1
            font.bold: true
        }
        // The buttons, read and tabbed left to right, the main one last on
        // the right (the row right-aligned; wrapped when the card is narrow).
        Item {
            Layout.fillWidth: true
            implicitHeight: buttons.implicitHeight
            Flow {
                id: buttons
                readonly property real rowWidth: {
                    let w = 0;
                    for (let i = 0; i < buttons.children.length; ++i) {
                        const b = buttons.children[i];
                        if (b.visible)
                            w += b.implicitWidth + buttons.spacing;
                    }
                    return Math.max(0, w - buttons.spacing);
                }
                anchors.right: parent.right
                width: Math.min(parent.width, rowWidth + 1)
                spacing: Theme.spacing / 2
                Button {
                    objectName: "lessonPrevious"
                    enabled: card.lessons.lesson > 0 || card.lessons.step > 0
                    //: Lessons: the step before
                    text: qsTr("Previous")
                    onClicked: {
                        card.lessons.previous();
                        card.acted();
                    }
                }
                Button {
                    objectName: "lessonReplay"
                    visible: !card.lessons.asks && card.lessons.phase === LessonSession.Shown
                    //: Lessons: play the step's demonstration again
                    text: qsTr("Replay")
                    onClicked: {
                        card.lessons.restartStep();
                        card.acted();
                    }
                }
                Button {
                    objectName: "lessonHint"
                    visible: card.lessons.asks && (card.lessons.phase === LessonSession.Waiting || card.lessons.phase === LessonSession.Trying)
                    enabled: card.lessons.hintLevel < 3
                    //: Lessons: first the idea to look for, then the holes worth a look, then the exact move
                    text: card.lessons.hintLevel === 0 ? qsTr("Hint") : card.lessons.hintLevel === 1 ? qsTr("Show the holes") : qsTr("Show the move")
                    onClicked: {
                        card.lessons.hint();
                        card.acted();
                    }
                }
                Button {
                    objectName: "lessonTryAgain"
                    visible: card.lessons.phase === LessonSession.Missed || card.lessons.phase === LessonSession.Trying
                    //: Lessons: set the task up again
                    text: qsTr("Try again")
                    highlighted: card.lessons.phase === LessonSession.Missed
                    onClicked: {
                        card.lessons.restartStep();
                        card.acted();
                    }
                }
                Button {
                    objectName: "lessonPlayGame"
                    visible: card.lastStep && card.done
                    //: At the end of a game's lessons: play a game against the computer
                    text: qsTr("Play a game now")
                    highlighted: true
                    onClicked: card.playGame()
                }
                Button {
                    objectName: "lessonNext"
                    visible: !(card.lastStep && card.done)
                    //: Lessons: the next step
                    text: qsTr("Next")
                    highlighted: card.done
                    onClicked: {
                        card.lessons.next();
                        card.acted();
                    }
                }
            }
        }
    }
}
