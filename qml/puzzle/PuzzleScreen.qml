import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina

// A game's puzzles (PuzzleSession, docs/puzzles.md): a position where one
// decision is clearly best, on the real board with the mover at the bottom;
// the player's rating and streak beside it, and the task, what a try did,
// and the way on under the board. It opens at the next puzzle for the
// player's rating.
FocusScope {
    id: screen

    required property GameSession session
    required property string gameKey
    property string gameTitle
    readonly property alias puzzles: puzzles
    readonly property alias boardView: boardView

    signal home()

    objectName: "puzzleScreen"
    focus: true

    PuzzleSession {
        id: puzzles
        session: screen.session
        game: screen.gameKey
    }
    Component.onCompleted: puzzles.next()

    Keys.onPressed: event => {
        if ((event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) && !puzzles.acceptsMoves) {
            screen.goOn();
            event.accepted = true;
            return;
        }
        event.accepted = boardView.handleKey(event.key);
    }
    // Enter when the board takes no move: try again after a miss, else the next puzzle.
    function goOn() {
        if (puzzles.phase === PuzzleSession.Missed)
            puzzles.retry();
        else if (puzzles.phase !== PuzzleSession.Showing)
            puzzles.next();
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
                objectName: "puzzlesHome"
                //: Back to the list of games
                text: qsTr("← Games")
                flat: true
                onClicked: screen.home()
            }
            Label {
                Layout.fillWidth: true
                //: The puzzles screen's title: %1 the game
                text: qsTr("Puzzles: %1").arg(screen.gameTitle)
                font.pixelSize: Theme.headingSize
                font.bold: true
                color: Theme.ink
                elide: Text.ElideRight
            }
        }

        Label {
            visible: puzzles.error.length > 0
            text: puzzles.error
            color: Theme.bad
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 12

            // The player's standing, and this puzzle's.
            ColumnLayout {
                Layout.preferredWidth: Math.min(220 * Theme.zoom, screen.width * 0.22)
                Layout.maximumWidth: Layout.preferredWidth
                Layout.alignment: Qt.AlignTop
                spacing: 4
                Label {
                    objectName: "puzzleRating"
                    Layout.fillWidth: true
                    //: Puzzles: the player's rating
                    text: qsTr("Your rating: %1").arg(puzzles.rating)
                    font.bold: true
                    color: Theme.ink
                    wrapMode: Text.WordWrap
                }
                Label {
                    objectName: "puzzleStreak"
                    Layout.fillWidth: true
                    //: Puzzles: puzzles solved at the first try in a row
                    text: qsTr("Streak: %n", "", puzzles.streak)
                    color: Theme.ink
                    wrapMode: Text.WordWrap
                }
                Label {
                    Layout.fillWidth: true
                    //: Puzzles: the longest streak so far
                    text: qsTr("Best streak: %n", "", puzzles.bestStreak)
                    color: Theme.inkSoft
                    font.pixelSize: Theme.smallSize
                    wrapMode: Text.WordWrap
                }
                Label {
                    Layout.fillWidth: true
                    //: Puzzles: %1 solved at the first try, of %n tried
                    text: qsTr("%1 of %n tried solved at once", "", puzzles.tried).arg(puzzles.solved)
                    color: Theme.inkSoft
                    font.pixelSize: Theme.smallSize
                    wrapMode: Text.WordWrap
                }
                Item {
                    Layout.preferredHeight: Theme.spacing
                }
                Label {
                    objectName: "puzzleDifficulty"
                    Layout.fillWidth: true
                    //: Puzzles: this puzzle's difficulty rating
                    text: qsTr("Puzzle rating: %1").arg(puzzles.puzzleRating)
                    color: Theme.ink
                    wrapMode: Text.WordWrap
                }
                Label {
                    Layout.fillWidth: true
                    visible: puzzles.phase === PuzzleSession.Solved || puzzles.phase === PuzzleSession.Missed
                             || puzzles.phase === PuzzleSession.Shown
                    //: Puzzles: this puzzle's themes (shown once tried, so that they do not give it away)
                    text: qsTr("Themes: %1").arg(puzzles.themeText)
                    color: Theme.inkSoft
                    font.pixelSize: Theme.smallSize
                    wrapMode: Text.WordWrap
                }
            }

            ColumnLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredWidth: 100
                spacing: 10
                BoardView {
                    id: boardView
                    objectName: "puzzleBoard"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    session: screen.session
                    focus: true
                    onIllegal: (row, reason) => boardView.say(reason)
                    onHoleClicked: screen.forceActiveFocus()
                    // The board plays only while the puzzle waits for the player.
                    MouseArea {
                        objectName: "puzzleBoardBlocker"
                        anchors.fill: parent
                        visible: !puzzles.acceptsMoves
                        acceptedButtons: Qt.LeftButton | Qt.RightButton
                        onClicked: {
                            if (screen.session.player.running)
                                screen.session.player.finish();
                            else
                                //: Puzzles: a click on the board when it takes no move
                                boardView.say(qsTr("Press Try again, or Next puzzle."));
                        }
                    }
                }
                Pane {
                    objectName: "puzzleCard"
                    Layout.fillWidth: true
                    background: Rectangle {
                        color: Theme.card
                        radius: 8
                        border.color: Theme.cardBorder
                    }
                    ColumnLayout {
                        anchors.fill: parent
                        spacing: 8
                        Label {
                            objectName: "puzzlePrompt"
                            Layout.fillWidth: true
                            text: puzzles.prompt
                            wrapMode: Text.WordWrap
                            color: Theme.ink
                        }
                        Label {
                            objectName: "puzzleFeedback"
                            Layout.fillWidth: true
                            visible: text.length > 0
                            text: puzzles.feedback
                            wrapMode: Text.WordWrap
                            font.bold: true
                            color: puzzles.phase === PuzzleSession.Solved ? Theme.good
                                   : puzzles.phase === PuzzleSession.Missed ? Theme.bad : Theme.ink
                        }
                        RowLayout {
                            Layout.fillWidth: true
                            spacing: Theme.spacing / 2
                            Item {
                                Layout.fillWidth: true
                            }
                            Button {
                                objectName: "puzzleShowAnswer"
                                visible: puzzles.phase === PuzzleSession.Missed || puzzles.phase === PuzzleSession.Solved
                                //: Puzzles: play the answer on the board
                                text: qsTr("Show the answer")
                                onClicked: {
                                    puzzles.showAnswer();
                                    screen.forceActiveFocus();
                                }
                            }
                            Button {
                                objectName: "puzzleRetry"
                                visible: puzzles.phase === PuzzleSession.Missed || puzzles.phase === PuzzleSession.Shown
                                text: qsTr("Try again")
                                onClicked: {
                                    puzzles.retry();
                                    screen.forceActiveFocus();
                                }
                            }
                            Button {
                                objectName: "puzzleNext"
                                enabled: puzzles.phase !== PuzzleSession.Showing
                                highlighted: puzzles.phase === PuzzleSession.Solved || puzzles.phase === PuzzleSession.Shown
                                //: Puzzles: go on to another puzzle
                                text: qsTr("Next puzzle")
                                onClicked: {
                                    puzzles.next();
                                    screen.forceActiveFocus();
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
