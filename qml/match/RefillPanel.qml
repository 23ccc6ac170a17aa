import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina

// Between two rounds of a match (MatchSession, Refill): what the refill
// does, the loser's choice of holes to fill (on the board, or with the
// buttons here), Omweso's seed split, and the start of the next round. The
// engine says how many holes the stock fills; this only asks and shows.
Rectangle {
    id: panel

    required property GameSession session
    readonly property MatchSession match: session.match

    signal endMatch()

    implicitHeight: column.implicitHeight + 20

    // The buttons show the match's choice (also when it changes on the board).
    function showChoice() {
        for (let i = 0; i < fillButtons.count; ++i) {
            const button = fillButtons.itemAt(i) as Button;
            if (!button)
                continue;
            const filled = panel.match.fill.indexOf(panel.match.fillOrder[i]) >= 0;
            // Named as the board names the loser's holes, for the round set up now.
            button.text = panel.match.fillLabels[i] ?? "";
            button.checked = filled;
            button.Accessible.name = filled
                                     //: A hole chosen to be filled for the next round
                                     ? qsTr("Hole %1, filled").arg(button.text)
                                     //: A hole left protected for the next round
                                     : qsTr("Hole %1, protected").arg(button.text);
        }
    }
    // The keyboard starts on the first hole to choose, or else on Start round.
    function takeFocus() {
        const first = fillButtons.count > 0 ? fillButtons.itemAt(0) as Button : null;
        if (first)
            first.forceActiveFocus(Qt.TabFocusReason);
        else
            startRoundButton.forceActiveFocus(Qt.TabFocusReason);
    }
    Connections {
        target: panel.match
        function onChanged() {
            panel.showChoice();
        }
    }
    radius: Theme.radius
    color: Theme.card
    border.color: Theme.accent

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: 10
        spacing: 6

        Label {
            objectName: "refillText"
            Layout.fillWidth: true
            textFormat: Text.StyledText
            //: Between two rounds of a match: %1 the round about to start, %2 how it is set up (the refill, or Omweso's seeds)
            text: qsTr("<b>Round %1.</b> %2").arg(panel.match.round + 1).arg(panel.match.refillText)
            wrapMode: Text.WordWrap
            color: Theme.ink
            font.pixelSize: Theme.bodySize
        }
        // The loser's holes as buttons too (the keyboard's way to choose),
        // Omweso's seed split, and the buttons, flowing into the width.
        Flow {
            Layout.fillWidth: true
            spacing: 6
            Repeater {
                id: fillButtons
                // A count, not the labels: the buttons (and the keyboard's
                // focus on them) stay while the choice changes.
                model: panel.match.fillByHand ? panel.match.fillLabels.length : 0
                delegate: Button {
                    required property int index
                    objectName: "fillHole" + index
                    checkable: true
                    padding: 6
                }
                onItemAdded: (index, item) => {
                    const button = item as Button;
                    // The button shows the match's choice, also when the match refused the click.
                    button.clicked.connect(() => {
                        panel.match.toggleHole(panel.match.fillOrder[index]);
                        panel.showChoice();
                    });
                    panel.showChoice();
                    // The choice came after the keys did: they start on the first hole.
                    if (index === 0 && startRoundButton.activeFocus)
                        button.forceActiveFocus(Qt.TabFocusReason);
                }
            }
            Label {
                visible: panel.match.setsSeeds
                height: seedBox.height
                verticalAlignment: Text.AlignVCenter
                text: qsTr("South's seeds")
                color: Theme.ink
            }
            SpinBox {
                id: seedBox
                objectName: "southSeeds"
                visible: panel.match.setsSeeds
                from: panel.match.minSeeds
                to: panel.match.maxSeeds
                value: panel.match.southSeeds
                onValueModified: panel.match.southSeeds = value
            }
            Label {
                visible: panel.match.setsSeeds
                height: seedBox.height
                verticalAlignment: Text.AlignVCenter
                //: Omweso's next round: North places the rest of the seeds
                text: qsTr("North's seeds: %1").arg(panel.match.totalSeeds - panel.match.southSeeds)
                color: Theme.ink
            }
            Item {
                width: 12
                height: 1
            }
            Button {
                objectName: "endMatchButton"
                text: qsTr("End match")
                onClicked: panel.endMatch()
            }
            Button {
                id: startRoundButton
                objectName: "startRoundButton"
                //: Starts the next round of a match: %1 its number
                text: qsTr("Start round %1").arg(panel.match.round + 1)
                highlighted: true
                enabled: panel.match.canStart
                onClicked: panel.match.startNext()
            }
        }
    }
}
