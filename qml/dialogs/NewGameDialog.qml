import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina

// A new game of one kind: who plays, who starts, and the game's rule
// options (from the engine's catalogue). Each opening starts from South to
// move, with the players and options this game was last started with
// (Settings.lastChoices; a value the game no longer offers: its default),
// or the options' defaults and the players chosen last for any game.
Dialog {
    id: dialog

    property string gameKey
    property string gameTitle
    property var optionList: []
    property var playerList: []
    property GameListModel games: GameListModel {}

    // The players of the last game started from here, by key ("" a person).
    property string lastSouth
    property string lastNorth
    // Set by presetPlayers: the next opening shows those players, not the remembered ones.
    property bool playersPreset: false

    function presetPlayers(south, north) {
        dialog.lastSouth = south;
        dialog.lastNorth = north;
        dialog.playersPreset = true;
    }

    // `match`: a match of rounds with handicap rematches, not a single game;
    // `position`: where a handicapped game starts (empty: the game's start).
    signal start(string key, var options, int starter, string south, string north, bool match, string position)
    // "Set up a position…": the position editor, with this game, its rules and players.
    signal setUp(string key, var options, string south, string north)

    title: qsTr("New game: %1").arg(gameTitle)
    modal: true
    focus: true
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 60 : 640, 640 * Theme.zoom)
    // Fits the window: the choices scroll above the buttons when they must.
    height: Math.min(implicitHeight, parent ? parent.height - 40 : implicitHeight)

    // The width of the labels' column, as OptionRow's for the rules.
    readonly property real labelWidth: Theme.formLabelWidth

    onAboutToShow: {
        const stored = Settings.lastChoices(dialog.gameKey);
        if (!dialog.playersPreset && stored.south !== undefined && stored.north !== undefined) {
            dialog.lastSouth = stored.south;
            dialog.lastNorth = stored.north;
        }
        dialog.playersPreset = false;
        // The players stay what they were when this game offers them.
        southPlayer.currentIndex = Math.max(0, southPlayer.indexOfValue(dialog.lastSouth));
        northPlayer.currentIndex = Math.max(0, northPlayer.indexOfValue(dialog.lastNorth));
        starter.currentIndex = 0;
        matchBox.checked = false;
        handicap.reset();
        dialog.restoreOptions(stored.options || {});
        choices.contentY = 0;
    }

    // A language switch while the dialog is open: the players' and the
    // options' names are told again, every choice made so far kept.
    Connections {
        target: Settings
        function onLanguageChanged() {
            if (!dialog.opened)
                return;
            const chosen = dialog.options();
            const south = southPlayer.currentIndex;
            const north = northPlayer.currentIndex;
            dialog.playerList = dialog.games.playerChoices(dialog.gameKey);
            dialog.optionList = dialog.games.options(dialog.gameKey);
            southPlayer.currentIndex = south;
            northPlayer.currentIndex = north;
            dialog.restoreOptions(chosen);
        }
    }

    // Each option row set to `values[name]` (undefined: its default).
    function restoreOptions(values) {
        for (let i = 0; i < optionRepeater.count; ++i) {
            const row = optionRepeater.itemAt(i) as OptionRow;
            if (row)
                row.restore(values[row.name]);
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

    component Heading: Label {
        font.bold: true
        font.pixelSize: Theme.bodySize + 2
        color: Theme.accent
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing
        // Enter starts the game, as a desktop dialog's default button does,
        // wherever the keys are in the form (a choice's open list, a popup
        // above this one, takes its Enter first).
        focus: true
        Shortcut {
            sequences: ["Return", "Enter"]
            enabled: dialog.opened
            onActivated: startButton.clicked()
        }

        Flickable {
            id: choices
            Layout.fillWidth: true
            Layout.fillHeight: true
            implicitHeight: form.implicitHeight
            contentWidth: width
            contentHeight: form.implicitHeight
            boundsBehavior: Flickable.StopAtBounds
            clip: true
            // A form taller than the window shows that it scrolls: the bar
            // stays, and the bottom edge fades while more is below.
            ScrollBar.vertical: ScrollBar {
                objectName: "newGameScrollBar"
                policy: choices.contentHeight > choices.height + 1 ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
            }
            Rectangle {
                objectName: "moreBelow"
                parent: choices
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.bottom: parent.bottom
                height: 28
                visible: choices.contentY + choices.height < choices.contentHeight - 1
                gradient: Gradient {
                    GradientStop {
                        position: 0
                        color: "transparent"
                    }
                    GradientStop {
                        position: 1
                        color: Theme.card
                    }
                }
            }

            ColumnLayout {
                id: form
                // Room on the right for the scroll bar, always: made only when
                // the form is too tall, the room changed the wrapped labels'
                // height and so the form's, in a loop (Hungarian at 1280x800).
                width: choices.width - 14
                spacing: 10

                Heading {
                    //: New-game dialog: the heading over who plays and who starts
                    text: qsTr("Players")
                }
                GridLayout {
                    Layout.fillWidth: true
                    columns: 2
                    columnSpacing: 12
                    rowSpacing: 8
                    Label {
                        id: southLabel
                        Layout.preferredWidth: dialog.labelWidth
                        //: New-game dialog: the player at the bottom
                        text: qsTr("South (bottom)")
                        wrapMode: Text.WordWrap
                    }
                    ComboBox {
                        id: southPlayer
                        objectName: "southPlayer"
                        Accessible.name: southLabel.text + ", " + displayText
                        Layout.fillWidth: true
                        model: dialog.playerList
                        textRole: "title"
                        valueRole: "key"
                    }
                    Label {
                        id: northLabel
                        Layout.preferredWidth: dialog.labelWidth
                        text: qsTr("North (top)")
                        wrapMode: Text.WordWrap
                    }
                    ComboBox {
                        id: northPlayer
                        objectName: "northPlayer"
                        Accessible.name: northLabel.text + ", " + displayText
                        Layout.fillWidth: true
                        model: dialog.playerList
                        textRole: "title"
                        valueRole: "key"
                    }
                    Label {
                        id: starterLabel
                        Layout.preferredWidth: dialog.labelWidth
                        text: qsTr("Who starts")
                        wrapMode: Text.WordWrap
                    }
                    ComboBox {
                        id: starter
                        objectName: "starter"
                        Accessible.name: starterLabel.text + ", " + displayText
                        Layout.fillWidth: true
                        model: [qsTr("South"), qsTr("North")]
                    }
                    Label {
                        Layout.preferredWidth: dialog.labelWidth
                        //: New-game dialog: a single game or a match of rounds
                        text: qsTr("Match")
                        wrapMode: Text.WordWrap
                    }
                    CheckBox {
                        id: matchBox
                        objectName: "matchBox"
                        Layout.fillWidth: true
                        //: New-game dialog: play rounds, each refilled from what the players captured in the last
                        text: qsTr("Rounds with handicap rematches")
                    }
                }
                Label {
                    // Where the perfect level is exact on the chosen board
                    // (GameListModel.perfectNote; empty without a perfect level).
                    objectName: "perfectNote"
                    Layout.fillWidth: true
                    readonly property bool perfectPlays: southPlayer.currentValue === "perfect"
                                                         || northPlayer.currentValue === "perfect"
                    text: perfectPlays ? dialog.games.perfectNote(dialog.gameKey, dialog.options()) : ""
                    visible: text !== ""
                    wrapMode: Text.WordWrap
                    color: Theme.inkSoft
                }
                HandicapChoice {
                    id: handicap
                    Layout.fillWidth: true
                    games: dialog.games
                    gameKey: dialog.gameKey
                    southPlayer: southPlayer.currentValue || ""
                    northPlayer: northPlayer.currentValue || ""
                    labelWidth: dialog.labelWidth
                }

                Heading {
                    Layout.topMargin: 6
                    visible: dialog.optionList.length > 0
                    text: qsTr("Rules")
                }
                Repeater {
                    id: optionRepeater
                    model: dialog.optionList
                    delegate: OptionRow {
                        Layout.fillWidth: true
                    }
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: 10
            Button {
                objectName: "setUpButton"
                //: New-game dialog: open the position editor for this game, with the rules and players chosen here
                text: qsTr("Set up a position…")
                onClicked: {
                    const options = dialog.options();
                    const south = southPlayer.currentValue || "";
                    const north = northPlayer.currentValue || "";
                    dialog.close();
                    dialog.setUp(dialog.gameKey, options, south, north);
                }
            }
            Item {
                Layout.fillWidth: true
            }
            Button {
                //: New-game dialog: close it without starting a game
                text: qsTr("Cancel")
                onClicked: dialog.reject()
            }
            Button {
                id: startButton
                objectName: "startButton"
                text: qsTr("Start")
                highlighted: true
                onClicked: {
                    dialog.lastSouth = southPlayer.currentValue || "";
                    dialog.lastNorth = northPlayer.currentValue || "";
                    let options = dialog.options();
                    Settings.setLastChoices(dialog.gameKey, {
                        "south": dialog.lastSouth,
                        "north": dialog.lastNorth,
                        "options": options
                    });
                    let position = "";
                    if (handicap.side >= 0) {
                        const start = dialog.games.handicapStart(dialog.gameKey, options, handicap.side, handicap.amount,
                                                                 starter.currentIndex);
                        options = start.options;
                        position = start.position;
                    }
                    dialog.start(dialog.gameKey, options, starter.currentIndex, dialog.lastSouth, dialog.lastNorth,
                                 matchBox.checked, position);
                    dialog.close();
                }
            }
        }
    }
}
