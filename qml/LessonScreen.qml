import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina

// Learning a game: its lessons (LessonSession) on the real board, the list
// of lessons with their stars, and the step card.
FocusScope {
    id: screen

    required property GameSession session
    required property string gameKey
    property string gameTitle
    readonly property alias lessons: lessons
    readonly property alias boardView: boardView

    signal home()
    signal playGame(string key)

    objectName: "lessonScreen"
    focus: true

    LessonSession {
        id: lessons
        session: screen.session
        game: screen.gameKey
    }
    Component.onCompleted: lessons.open(0, 0)

    Keys.onPressed: event => {
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
                //: The lessons screen's title: %1 the game
                text: qsTr("Learn %1").arg(screen.gameTitle)
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
                    Layout.fillWidth: true
                    flat: true
                    //: Lessons: forget the stars earned in this game
                    text: qsTr("Reset progress")
                    onClicked: lessons.resetProgress()
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
