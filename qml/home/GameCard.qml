import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina

// One game on the home screen, as a box: a drawing of its board on a felt,
// its name, what makes it special, Play (the primary action), and how far
// the learner got in its lessons (GameListModel counts them).
Frame {
    id: card

    required property string key
    required property string title
    required property string tagline
    required property int rows
    required property int holesPerRow
    required property bool hasStores
    required property int lessonSteps
    required property int lessonStepsDone
    required property int lessonStars

    signal play(string key)
    signal rules(string key)
    signal learn(string key)
    signal puzzles(string key)

    objectName: "card_" + key
    implicitWidth: 480 * Theme.zoom
    implicitHeight: 220 * Theme.zoom
    padding: tiny ? Theme.spacing / 2 : Theme.spacing * 0.75
    // Too short for title, tagline and buttons one under the other: the
    // buttons move up beside the title. Tiny (a small window): one line of
    // tagline and a smaller board.
    readonly property bool compact: height < 170
    readonly property bool tiny: height < 120

    // The lessons' progress, once a step was done.
    readonly property bool learning: lessonStepsDone > 0
    //: Home screen, a game's box: every step of its lessons done
    readonly property string allDoneText: qsTr("Lessons: all %n step(s) done", "", lessonSteps)
    //: Home screen, a game's box: %1 the steps of its lessons done, %n all its steps
    readonly property string stepsText: qsTr("Lessons: %1 of %n step(s)", "", lessonSteps).arg(lessonStepsDone)
    readonly property string lessonText: lessonStepsDone >= lessonSteps ? allDoneText : stepsText
    //: Home screen, a game's box: the stars earned in its lessons
    readonly property string starsText: qsTr("%n star(s)", "", lessonStars)

    RowLayout {
        anchors.fill: parent
        spacing: Theme.spacing
        clip: true

        // The felt the board lies on.
        Rectangle {
            Layout.preferredWidth: parent.width * (card.tiny ? 0.24 : 0.4)
            Layout.fillHeight: true
            radius: Theme.radius - 4
            color: Theme.backgroundDeep
            border.width: Theme.contrast ? Theme.borderWidth : 0
            border.color: Theme.cardBorder
            BoardThumbnail {
                anchors.fill: parent
                anchors.margins: card.tiny ? 4 : Theme.spacing / 2
                rows: card.rows
                holesPerRow: card.holesPerRow
                hasStores: card.hasStores
            }
        }

        // Title, tagline and buttons; on a short card (a small window) the
        // buttons move up beside the title so that nothing overflows. They
        // move by changing parent: a layout does not notice that an item's
        // Layout.row changed.
        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: card.tiny ? 2 : Theme.spacing / 2

            RowLayout {
                id: top
                Layout.fillWidth: true
                spacing: Theme.spacing / 2
                Label {
                    objectName: "cardTitle"
                    Layout.fillWidth: true
                    text: card.title
                    font.pixelSize: Theme.headingSize + (card.compact ? 0 : 4)
                    font.bold: true
                    // Beside four buttons in a small window: smaller type
                    // before "…" (only a window too narrow for that elides).
                    fontSizeMode: Text.HorizontalFit
                    minimumPixelSize: Theme.bodySize
                    verticalAlignment: Text.AlignVCenter
                    elide: Text.ElideRight
                }
                // On a short card, beside the buttons: the stars over the steps done.
                Column {
                    objectName: "lessonBadge"
                    visible: card.compact && card.learning
                    Accessible.role: Accessible.StaticText
                    Accessible.name: card.lessonText + ", " + card.starsText
                    Label {
                        anchors.right: parent.right
                        visible: card.lessonStars > 0
                        text: card.lessonStars + " ★"
                        color: Theme.accent
                        font.pixelSize: Theme.smallSize
                        font.bold: true
                    }
                    Label {
                        anchors.right: parent.right
                        text: card.lessonStepsDone + "/" + card.lessonSteps
                        color: Theme.inkSoft
                        font.pixelSize: Theme.smallSize
                    }
                    HoverHandler {
                        id: badgeHover
                    }
                    ToolTip.visible: badgeHover.hovered
                    ToolTip.text: card.lessonText + " · " + card.starsText
                }
            }
            // Whole in every language: up to three lines (of smaller text on
            // a short card), in the height the card has; only a card too
            // short for them (a notice above, in a small window) ends in "…".
            Label {
                objectName: "tagline"
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: fontMetrics.height
                verticalAlignment: Text.AlignTop
                text: card.tagline
                wrapMode: Text.WordWrap
                maximumLineCount: 3
                elide: Text.ElideRight
                font.pixelSize: card.compact ? Theme.smallSize + 1 : Theme.bodySize
                color: Theme.inkSoft
                FontMetrics {
                    id: fontMetrics
                    font.pixelSize: card.compact ? Theme.smallSize + 1 : Theme.bodySize
                }
            }
            RowLayout {
                visible: !card.compact
                Layout.fillWidth: true
                RowLayout {
                    id: bottom
                }
                Item {
                    Layout.fillWidth: true
                }
                Label {
                    objectName: "lessonSummary"
                    visible: card.learning
                    text: card.lessonStars > 0 ? card.lessonText + " · " + card.lessonStars + " ★" : card.lessonText
                    Accessible.name: card.lessonText + ", " + card.starsText
                    color: Theme.inkSoft
                    font.pixelSize: Theme.smallSize + 1
                    // Shortened only when the buttons leave no room.
                    elide: Text.ElideRight
                    Layout.minimumWidth: 0
                }
            }
        }
    }

    RowLayout {
        parent: card.compact ? top : bottom
        spacing: Theme.spacing / 2
        Button {
            objectName: "play_" + card.key
            //: Start a game of this kind
            text: qsTr("Play")
            //: Screen reader: the Play button of a game's card; %1 the game
            Accessible.name: qsTr("Play %1").arg(card.title)
            //: Screen reader: what Play does
            Accessible.description: qsTr("Chooses the players and the rules, then starts a game.")
            highlighted: true
            Layout.minimumWidth: implicitWidth + Theme.spacing
            onClicked: card.play(card.key)
        }
        Button {
            objectName: "learn_" + card.key
            //: Learn the game: its lessons
            text: qsTr("Learn")
            //: Screen reader: the Learn button of a game's card; %1 the game
            Accessible.name: qsTr("Learn %1").arg(card.title)
            //: Screen reader: what Learn does
            Accessible.description: qsTr("Short lessons on the real board, step by step.")
            flat: true
            horizontalPadding: card.compact ? Theme.spacing / 2 : Theme.spacing
            onClicked: card.learn(card.key)
        }
        Button {
            objectName: "puzzles_" + card.key
            //: The game's puzzles: positions with one clearly best move
            text: qsTr("Puzzles")
            //: Screen reader: the Puzzles button of a game's card; %1 the game
            Accessible.name: qsTr("Puzzles of %1").arg(card.title)
            //: Screen reader: what Puzzles does
            Accessible.description: qsTr("Positions from real play where one move is clearly best: find it.")
            flat: true
            horizontalPadding: card.compact ? Theme.spacing / 2 : Theme.spacing
            onClicked: card.puzzles(card.key)
        }
        Button {
            text: qsTr("Rules")
            //: Screen reader: the Rules button of a game's card; %1 the game
            Accessible.name: qsTr("Rules of %1").arg(card.title)
            flat: true
            horizontalPadding: card.compact ? Theme.spacing / 2 : Theme.spacing
            onClicked: card.rules(card.key)
        }
    }
}
