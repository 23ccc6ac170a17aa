import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina

// The new-game dialog's handicap: which player is weakened and by how much
// (protected holes, or fewer seeds to set up: the engine says which, and
// GameListModel words it), and, when a person plays the computer, the
// handicap that evens that level for a learner (a measured table).
GridLayout {
    id: choice

    required property GameListModel games
    property string gameKey
    // The players' keys ("" a person, else a level).
    property string southPlayer
    property string northPlayer
    property real labelWidth

    // -1: no handicap, else the side (0 South, 1 North) that has it.
    readonly property int side: sideBox.currentIndex - 1
    readonly property int amount: side < 0 ? 0 : amountBox.value
    readonly property int computerSide: southPlayer !== "" && northPlayer === "" ? 0
                                       : northPlayer !== "" && southPlayer === "" ? 1 : -1
    readonly property string computerLevel: computerSide === 0 ? southPlayer : northPlayer
    readonly property int suggested: computerSide < 0 ? 0 : games.suggestedHandicap(gameKey, computerLevel)
    // The learner's measured share of the games at the suggestion, in percent.
    readonly property int share: computerSide < 0 ? 50 : games.suggestedHandicapShare(gameKey, computerLevel)

    function reset() {
        sideBox.currentIndex = 0;
        amountBox.value = 1;
    }

    columns: 2
    columnSpacing: 12
    rowSpacing: 8

    Label {
        id: handicapLabel
        Layout.preferredWidth: choice.labelWidth
        //: New-game dialog: a handicap for one of the players
        text: qsTr("Handicap")
        wrapMode: Text.WordWrap
    }
    RowLayout {
        Layout.fillWidth: true
        spacing: 8
        ComboBox {
            id: sideBox
            objectName: "handicapSide"
            Accessible.name: handicapLabel.text + ", " + displayText
            Layout.fillWidth: true
            //: New-game dialog: who has the handicap
            model: [qsTr("None"), qsTr("South"), qsTr("North")]
        }
        SpinBox {
            id: amountBox
            objectName: "handicapAmount"
            //: Screen reader: the handicap's size (protected holes, or Omweso's seeds)
            Accessible.name: qsTr("Handicap size, %1").arg(value)
            Accessible.description: handicapText.text
            enabled: choice.side >= 0
            from: 1
            to: Math.max(1, choice.games.maxHandicap(choice.gameKey))
            value: 1
        }
    }
    Item {
        Layout.preferredWidth: choice.labelWidth
        visible: handicapText.visible
    }
    Label {
        id: handicapText
        objectName: "handicapText"
        Layout.fillWidth: true
        // Wrapped text: its width comes from the layout, not from the text
        // (else the height and the width chase each other).
        Layout.preferredWidth: 1
        visible: choice.side >= 0
        text: choice.games.handicapText(choice.gameKey, choice.side, choice.amount)
        wrapMode: Text.WordWrap
        color: Theme.inkSoft
    }
    Item {
        Layout.preferredWidth: choice.labelWidth
        visible: suggestion.visible
    }
    RowLayout {
        id: suggestion
        Layout.fillWidth: true
        visible: choice.suggested > 0
        spacing: 8
        Label {
            objectName: "handicapSuggestion"
            Layout.fillWidth: true
            Layout.preferredWidth: 1
            text: choice.share >= 20
                  //: New-game dialog: %1 the handicap that evens the computer's level for someone learning the game, %2 a percentage measured with it
                  ? qsTr("For a learner against this level: %1 A learner then wins about %2% of paired games.")
                    .arg(choice.games.handicapText(choice.gameKey, choice.computerSide, choice.suggested)).arg(choice.share)
                  //: New-game dialog: even the largest handicap measured leaves the learner far behind; %1 the handicap, %2 a percentage
                  : qsTr("Against this level the largest handicap falls short: %1 A learner then wins only about %2% of paired games.")
                    .arg(choice.games.handicapText(choice.gameKey, choice.computerSide, choice.suggested)).arg(choice.share)
            wrapMode: Text.WordWrap
            color: Theme.inkSoft
        }
        Button {
            objectName: "useHandicap"
            //: New-game dialog: take the suggested handicap
            text: qsTr("Use")
            onClicked: {
                sideBox.currentIndex = choice.computerSide + 1;
                amountBox.value = choice.suggested;
            }
        }
    }
}
