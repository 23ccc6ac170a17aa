import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina

// A new game of one kind: who plays, who starts, and the game's rule
// options (from the engine's catalogue). Each opening starts from South to
// move and the options' defaults; the players chosen last stay (a preference).
Dialog {
    id: dialog

    property string gameKey: "kalah"
    property string gameTitle
    property var optionList: []
    property var playerList: []

    // The players of the last game started from here, by key ("" a person).
    property string lastSouth
    property string lastNorth

    signal start(string key, var options, int starter, string south, string north)

    title: qsTr("New game: %1").arg(gameTitle)
    modal: true
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 80 : 640, 640)
    standardButtons: Dialog.Cancel

    onAboutToShow: {
        // The players stay what they were when this game offers them.
        southPlayer.currentIndex = Math.max(0, southPlayer.indexOfValue(dialog.lastSouth));
        northPlayer.currentIndex = Math.max(0, northPlayer.indexOfValue(dialog.lastNorth));
        starter.currentIndex = 0;
        for (let i = 0; i < optionRepeater.count; ++i) {
            const row = optionRepeater.itemAt(i) as OptionRow;
            if (row)
                row.reset();
        }
    }

    function options() {
        const out = {};
        for (let i = 0; i < optionRepeater.count; ++i) {
            const row = optionRepeater.itemAt(i) as OptionRow;
            if (row)
                out[row.name] = row.value;
        }
        return out;
    }

    ColumnLayout {
        width: dialog.availableWidth
        spacing: 12

        GridLayout {
            columns: 2
            columnSpacing: 16
            Label {
                //: New-game dialog: the player at the bottom
                text: qsTr("South (bottom)")
                color: Theme.ink
            }
            ComboBox {
                id: southPlayer
                objectName: "southPlayer"
                Layout.fillWidth: true
                model: dialog.playerList
                textRole: "title"
                valueRole: "key"
            }
            Label {
                text: qsTr("North (top)")
                color: Theme.ink
            }
            ComboBox {
                id: northPlayer
                objectName: "northPlayer"
                Layout.fillWidth: true
                model: dialog.playerList
                textRole: "title"
                valueRole: "key"
            }
            Label {
                text: qsTr("Who starts")
                color: Theme.ink
            }
            ComboBox {
                id: starter
                objectName: "starter"
                Layout.fillWidth: true
                model: [qsTr("South"), qsTr("North")]
            }
        }

        Label {
            visible: dialog.optionList.length > 0
            text: qsTr("Rules")
            font.bold: true
            font.pixelSize: Theme.headingSize - 4
            color: Theme.ink
        }
        Repeater {
            id: optionRepeater
            model: dialog.optionList
            delegate: OptionRow {
                Layout.fillWidth: true
            }
        }

        Button {
            objectName: "startButton"
            Layout.alignment: Qt.AlignRight
            text: qsTr("Start")
            highlighted: true
            onClicked: {
                dialog.lastSouth = southPlayer.currentValue || "";
                dialog.lastNorth = northPlayer.currentValue || "";
                dialog.start(dialog.gameKey, dialog.options(), starter.currentIndex, dialog.lastSouth, dialog.lastNorth);
                dialog.close();
            }
        }
    }
}
