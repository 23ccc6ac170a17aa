import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina

// Learning a game: its lessons (LessonSession) on the real board, the list
// of lessons with their stars, and the step card. It opens where the
// learner left off (LessonSession.resume).
FocusScope {
    id: screen

    required property GameSession session
    required property string gameKey
    property string gameTitle
    // A teacher's lesson file (a file: URL) instead of the game's own lessons.
    property string lessonFile
    readonly property alias lessons: lessons
    readonly property alias boardView: boardView
    readonly property alias progressExport: progressExport

    signal home()
    signal playGame(string key)

    objectName: "lessonScreen"
    focus: true

    LessonSession {
        id: lessons
        session: screen.session
        file: screen.lessonFile
        // A lesson file names its own game.
        game: screen.lessonFile.length > 0 ? "" : screen.gameKey
    }
    Component.onCompleted: lessons.resume()

    // Reset progress asks first; once done it can be undone until the screen is left.
    function askResetProgress() {
        if (lessons.starsEarned > 0)
            //: Asked before Reset progress in the lessons; %n the stars earned in this game's lessons
            resetConfirmation.detail = qsTr("Your %n star(s) and the steps you have done in these lessons will be forgotten.", "", lessons.starsEarned);
        else
            //: Asked before Reset progress, when no star was earned yet
            resetConfirmation.detail = qsTr("The steps you have done in these lessons will be forgotten.");
        //: The button in the question before resetting the lessons' progress
        resetConfirmation.confirm(qsTr("Reset"), () => lessons.resetProgress());
    }
    ProgressExport {
        id: progressExport
        onTold: text => boardView.say(text)
    }
    ConfirmDialog {
        id: resetConfirmation
        objectName: "resetConfirmation"
        session: screen.session
        always: true
        //: Asked before Reset progress in the lessons
        question: qsTr("Reset your progress?")
        //: The button in the question before resetting the lessons' progress that keeps it
        keepText: qsTr("Keep my progress")
    }

    Keys.onPressed: event => {
        if (event.key === Qt.Key_Z && (event.modifiers & Qt.ControlModifier) && lessons.canUndoReset) {
            lessons.undoResetProgress();
            event.accepted = true;
            return;
        }
        switch (event.key) {
        case Qt.Key_H:
            lessons.hint();
            break;
        case Qt.Key_PageDown:
            lessons.next();
            break;
        case Qt.Key_PageUp:
            lessons.previous();
            break;
        case Qt.Key_Return:
        case Qt.Key_Enter:
        case Qt.Key_Space:
            if (lessons.acceptsMoves)
                boardView.handleKey(event.key);
            else
                screen.goOn();
            break;
        default:
            event.accepted = boardView.handleKey(event.key);
            return;
        }
        event.accepted = true;
    }

    // Enter when the board takes no move: the step card's main button
    // (Try again after a miss, Next once done), else what to do instead.
    function goOn() {
        if (lessons.phase === LessonSession.Missed)
            lessons.restartStep();
        else if (lessons.phase === LessonSession.Met || lessons.phase === LessonSession.Shown)
            stepCard.goOn();
        else
            screen.sayWhy();
    }
    // A move tried when the step takes none: what to do instead.
    function sayWhy() {
        boardView.say(lessons.phase === LessonSession.Missed ? qsTr("Press Try again, or Next.")
                      : lessons.phase === LessonSession.Met ? qsTr("Well done: press Next.")
                      : qsTr("Watch this step, then press Next."));
    }

    Rectangle {
        anchors.fill: parent
        color: Theme.background
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 10

        RowLayout {
            Layout.fillWidth: true
            spacing: 12
            Button {
                objectName: "lessonsHome"
                //: Back to the list of games
                text: qsTr("← Games")
                flat: true
                onClicked: screen.home()
            }
            Label {
                Layout.fillWidth: true
                text: lessons.fileTitle.length > 0
                      //: The lessons screen's title for a teacher's lesson file: %1 its title, %2 the game
                      ? qsTr("%1 (%2)").arg(lessons.fileTitle).arg(screen.gameTitle)
                      //: The lessons screen's title: %1 the game
                      : qsTr("Learn %1").arg(screen.gameTitle)
                font.pixelSize: Theme.headingSize
                font.bold: true
                color: Theme.ink
                elide: Text.ElideRight
            }
        }

        Label {
            visible: lessons.error.length > 0
            text: lessons.error
            color: Theme.bad
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 12

            ColumnLayout {
                Layout.preferredWidth: Math.min(240 * Theme.zoom, screen.width * 0.22)
                Layout.maximumWidth: Layout.preferredWidth
                Layout.fillHeight: true
                spacing: 6
                ListView {
                    id: lessonList
                    objectName: "lessonList"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    spacing: 4
                    model: lessons.lessonList
                    currentIndex: -1
                    // In the Tab order: Up and Down open the lesson before or after.
                    activeFocusOnTab: true
                    keyNavigationEnabled: true
                    // The current entry follows the open lesson; a click on an entry opens it.
                    Connections {
                        target: lessons
                        function onStepChanged() {
                            lessonList.currentIndex = lessons.lesson;
                        }
                    }
                    onCurrentIndexChanged: {
                        if (currentIndex >= 0 && currentIndex !== lessons.lesson)
                            lessons.open(currentIndex, 0);
                    }
                    delegate: ItemDelegate {
                        id: entry
                        required property int index
                        required property string title
                        required property int stars
                        required property int maxStars
                        width: ListView.view.width
                        highlighted: ListView.isCurrentItem
                        focusPolicy: Qt.NoFocus
                        onClicked: ListView.view.currentIndex = index
                        // The keyboard's place in the list, while the list has the keys.
                        Rectangle {
                            objectName: "lessonListFocus"
                            anchors.fill: parent
                            visible: entry.ListView.isCurrentItem && entry.ListView.view.activeFocus
                            color: "transparent"
                            border.color: Theme.focusRing
                            border.width: 2
                            radius: 4
                        }
                        contentItem: ColumnLayout {
                            spacing: 2
                            Label {
                                Layout.fillWidth: true
                                text: entry.title
                                wrapMode: Text.WordWrap
                                font.bold: entry.highlighted
                                color: Theme.ink
                            }
                            Label {
                                objectName: "lessonStars"
                                text: "★".repeat(entry.stars) + "☆".repeat(Math.max(0, entry.maxStars - entry.stars))
                                color: Theme.accent
                                font.pixelSize: Theme.smallSize
                            }
                        }
                    }
                }
                Button {
                    objectName: "resetProgress"
                    Layout.fillWidth: true
                    enabled: lessons.stepsDone > 0
                    flat: true
                    // A secondary action, in small type: whole in the narrow
                    // column of a small window, in every language.
                    font.pixelSize: Theme.smallSize
                    horizontalPadding: 4
                    //: Lessons: forget the stars earned in this game
                    text: qsTr("Reset progress")
                    onClicked: screen.askResetProgress()
                }
                Button {
                    objectName: "exportProgress"
                    Layout.fillWidth: true
                    flat: true
                    font.pixelSize: Theme.smallSize
                    horizontalPadding: 4
                    //: Lessons: write the learner's progress to a file for a teacher
                    text: qsTr("Export progress…")
                    onClicked: progressExport.start()
                }
                // After a reset: the way back.
                RowLayout {
                    objectName: "resetUndoBar"
                    Layout.fillWidth: true
                    visible: lessons.canUndoReset
                    spacing: Theme.spacing / 2
                    Label {
                        Layout.fillWidth: true
                        //: Lessons: shown after Reset progress, beside Undo
                        text: qsTr("Progress reset.")
                        wrapMode: Text.WordWrap
                        color: Theme.inkSoft
                        font.pixelSize: Theme.smallSize
                    }
                    Button {
                        objectName: "undoReset"
                        //: Lessons: bring back the progress just reset
                        text: qsTr("Undo")
                        onClicked: lessons.undoResetProgress()
                    }
                }
            }

            ColumnLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                // The rest of the row, whatever the step's text would like.
                Layout.preferredWidth: 100
                spacing: 10
                BoardView {
                    id: boardView
                    objectName: "lessonBoard"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    session: screen.session
                    focus: true
                    onIllegal: (row, reason) => boardView.say(reason)
                    onHoleClicked: screen.forceActiveFocus()
                    LessonMarks {
                        board: screen.session.board
                        lessons: lessons
                    }
                    // The board plays only during a task.
                    MouseArea {
                        objectName: "lessonBoardBlocker"
                        anchors.fill: parent
                        visible: !lessons.acceptsMoves
                        acceptedButtons: Qt.LeftButton | Qt.RightButton
                        onClicked: {
                            if (screen.session.player.running)
                                screen.session.player.finish();
                            else
                                screen.sayWhy();
                        }
                    }
                }
                LessonStepCard {
                    id: stepCard
                    objectName: "lessonCard"
                    Layout.fillWidth: true
                    lessons: lessons
                    onPlayGame: screen.playGame(screen.gameKey)
                    // A button pressed (by mouse, or Tab and Space): the
                    // keys go back to the board, whose arrows move the cursor.
                    onActed: screen.forceActiveFocus()
                }
            }
        }
    }
}
