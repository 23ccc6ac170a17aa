import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina
import SeminaStyle as S

// In place of the game panel while analysing: the values of the position
// shown (best first, exact or estimated), the best line stepped on the
// board, and the game review (the value graph, each side's accuracy, the
// next mistake, "try again"). It always stands beside the board (GameScreen);
// `wide` (a wide panel) puts the three parts side by side.
Item {
    id: panel

    required property GameSession session
    readonly property Analysis analysis: session.analysis
    readonly property GameHistory history: session.history
    property bool wide: false
    signal closed()

    S.Card {
        anchors.fill: parent
        border.color: Theme.cardBorder
        border.width: Theme.borderWidth
    }

    ScrollView {
        id: scroll
        anchors.fill: parent
        anchors.margins: panel.wide ? 8 : 12
        contentWidth: availableWidth
        clip: true

        GridLayout {
            width: scroll.availableWidth
            columns: panel.wide ? 3 : 1
            columnSpacing: 16
            rowSpacing: 6

            // The values of the position shown.
            ColumnLayout {
                Layout.fillWidth: true
                Layout.alignment: Qt.AlignTop
                spacing: 4
                RowLayout {
                    Layout.fillWidth: true
                    Label {
                        Layout.fillWidth: true
                        //: Heading of the analysis panel
                        text: qsTr("Analysis")
                        font.pixelSize: Theme.headingSize
                        font.bold: true
                        color: Theme.ink
                        elide: Text.ElideRight
                    }
                    Button {
                        objectName: "analysisCloseButton"
                        //: Close the analysis panel and go back to the game
                        text: qsTr("Close")
                        onClicked: panel.closed()
                    }
                }
                RowLayout {
                    Layout.fillWidth: true
                    Label {
                        objectName: "analysisState"
                        Layout.fillWidth: true
                        text: panel.analysis.state
                        wrapMode: Text.Wrap
                        font.pixelSize: Theme.smallSize
                        color: Theme.inkSoft
                    }
                    Button {
                        objectName: "analysisStopButton"
                        visible: panel.analysis.busy || panel.analysis.reviewState === 1 || panel.analysis.reviewState === 2
                        //: Stop the analysis's searches (the values found stay)
                        text: qsTr("Stop")
                        onClicked: panel.analysis.stop()
                    }
                }
                // A comment on the decision that led here (none at the start).
                TextField {
                    id: commentField
                    objectName: "commentField"
                    readonly property int entry: panel.history.viewing ? panel.history.viewIndex : panel.history.stepCount - 1
                    Layout.fillWidth: true
                    visible: entry >= 0
                    //: Analysis: a comment on the decision that led to the position shown
                    placeholderText: qsTr("Comment on %1").arg(panel.session.moves.text(entry))
                    font.pixelSize: Theme.bodySize
                    maximumLength: 2000
                    onEntryChanged: text = panel.session.moves.comment(entry)
                    Component.onCompleted: text = panel.session.moves.comment(entry)
                    onEditingFinished: panel.session.moves.setComment(entry, text)
                }
                Repeater {
                    // Shown once the sowing has reached the position they are of.
                    model: panel.session.player.running ? [] : panel.analysis.decisionValues
                    delegate: RowLayout {
                        id: valueRow
                        required property var modelData
                        objectName: "decisionValue"
                        Layout.fillWidth: true
                        Label {
                            Layout.preferredWidth: Math.max(implicitWidth, 60)
                            text: valueRow.modelData.label
                            font.pixelSize: Theme.bodySize
                            font.bold: valueRow.modelData.best
                            color: Theme.ink
                        }
                        Label {
                            Layout.fillWidth: true
                            text: valueRow.modelData.text
                            font.pixelSize: Theme.bodySize
                            font.bold: valueRow.modelData.best
                            font.italic: !valueRow.modelData.exact
                            color: valueRow.modelData.best ? Theme.accent : Theme.ink
                            elide: Text.ElideRight
                        }
                    }
                }
            }

            // The best line, a preview on the board.
            ColumnLayout {
                Layout.fillWidth: true
                Layout.alignment: Qt.AlignTop
                visible: panel.analysis.line.length > 0
                spacing: 4
                Label {
                    Layout.fillWidth: true
                    //: Analysis: the decisions both sides would best play from here
                    text: qsTr("Best line")
                    font.bold: true
                    font.pixelSize: Theme.bodySize
                    color: Theme.ink
                }
                Label {
                    objectName: "bestLine"
                    Layout.fillWidth: true
                    text: panel.analysis.lineText
                    textFormat: Text.StyledText
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.bodySize
                    color: Theme.ink
                }
                Flow {
                    Layout.fillWidth: true
                    spacing: 6
                    Button {
                        objectName: "lineBackButton"
                        //: Best line: one decision back
                        text: qsTr("◀")
                        Accessible.name: qsTr("Back one decision")
                        enabled: panel.analysis.lineStep > 0
                        onClicked: panel.analysis.showLine(panel.analysis.lineStep - 1)
                    }
                    Button {
                        objectName: "lineForwardButton"
                        //: Best line: one decision forward
                        text: qsTr("▶")
                        Accessible.name: qsTr("Forward one decision")
                        enabled: panel.analysis.lineStep < panel.analysis.line.length
                        onClicked: panel.analysis.showLine(panel.analysis.lineStep + 1)
                    }
                    Button {
                        objectName: "lineResetButton"
                        //: Best line: the board shows the game's position again
                        text: qsTr("Back to the game")
                        enabled: panel.analysis.lineStep > 0
                        onClicked: panel.analysis.showLine(0)
                    }
                }
            }

            // The review of the whole game.
            ColumnLayout {
                Layout.fillWidth: true
                Layout.alignment: Qt.AlignTop
                spacing: 4
                Button {
                    objectName: "reviewButton"
                    visible: panel.analysis.reviewState === 0
                    enabled: panel.history.stepCount > 0
                    //: Grade every decision of the game
                    text: qsTr("Review the game")
                    onClicked: panel.analysis.startReview()
                }
                Label {
                    objectName: "reviewProgress"
                    Layout.fillWidth: true
                    visible: panel.analysis.reviewState === 1 || panel.analysis.reviewState === 2
                    text: panel.analysis.reviewState === 1
                          //: Game review under way
                          ? qsTr("Reviewing: %1 of %n decision(s)", "", panel.history.stepCount).arg(panel.analysis.reviewedCount)
                          //: Game review: graded; exact values still coming
                          : qsTr("Every decision graded; exact values are still coming in")
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.smallSize
                    color: Theme.inkSoft
                }
                ValueGraph {
                    objectName: "valueGraph"
                    Layout.fillWidth: true
                    Layout.preferredHeight: panel.wide ? 70 : 110
                    visible: panel.analysis.reviewState > 0
                    points: panel.analysis.graph
                    shownStep: panel.history.step
                    onPointClicked: step => panel.session.showStep(step)
                }
                Label {
                    objectName: "reviewSummary"
                    Layout.fillWidth: true
                    visible: panel.analysis.reviewState >= 2
                    text: panel.analysis.summary
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.smallSize
                    color: Theme.ink
                }
                Flow {
                    Layout.fillWidth: true
                    spacing: 6
                    visible: panel.analysis.reviewState >= 1
                    Button {
                        objectName: "nextMistakeButton"
                        //: Game review: show the position before the next mistake
                        text: qsTr("Next mistake")
                        enabled: panel.analysis.hasMistakes
                        onClicked: {
                            panel.analysis.endTry();
                            const step = panel.analysis.nextMistakeStep();
                            if (step >= 0)
                                panel.session.showStep(step);
                        }
                    }
                    Button {
                        objectName: "tryAgainButton"
                        //: Game review: find a better decision than the mistake played here
                        text: qsTr("Try again")
                        enabled: panel.history.viewing && !panel.analysis.trying
                                 && panel.analysis.gradeOf(panel.history.step) >= 3
                        onClicked: panel.analysis.tryAgain()
                    }
                }
                MoveList {
                    objectName: "reviewMoveList"
                    Layout.fillWidth: true
                    Layout.preferredHeight: 160
                    visible: panel.analysis.reviewState > 0
                    moves: panel.session.moves
                    viewed: panel.history.viewing ? panel.history.viewIndex : panel.history.stepCount
                }
                Label {
                    objectName: "tryText"
                    Layout.fillWidth: true
                    visible: text.length > 0
                    text: panel.analysis.tryText
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.bodySize
                    font.bold: true
                    color: Theme.accent
                }
            }
        }
    }
}
