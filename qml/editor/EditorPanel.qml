import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina

// Beside the editor's board: the hole chosen and the stores or stocks,
// who is to move, what is due, the rules, the players of "Play it", and
// the position in the notation with the ways to copy it. It scrolls when
// the window is short.
Flickable {
    id: panel

    required property PositionEditor editor
    required property GameListModel games
    // The board row chosen (BoardModel.focusRow).
    required property int row
    readonly property string southPlayer: southBox.currentValue || ""
    readonly property string northPlayer: northBox.currentValue || ""

    signal copied(string text)

    contentWidth: width
    contentHeight: form.implicitHeight
    boundsBehavior: Flickable.StopAtBounds
    clip: true
    ScrollBar.vertical: ScrollBar {
        policy: panel.contentHeight > panel.height + 1 ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
    }

    function sideName(side) {
        return side === 0 ? qsTr("South") : qsTr("North");
    }
    // What the chosen row is: a hole by its name, or a store or stock.
    // `language` only makes a binding read it again after a language switch.
    function rowTitle(row, language) {
        const b = panel.editor.session.board;
        if (row < 0)
            //: Position editor: no hole chosen yet
            return qsTr("Choose a hole");
        if (!b.isStore(row))
            //: Position editor: %1 a hole's name as the board shows it, %2 South or North
            return qsTr("Hole %1 of %2").arg(b.labelOf(row)).arg(panel.sideName(b.side(row)));
        return b.hasStocks ? qsTr("Stock of %1").arg(panel.sideName(b.side(row)))
                           : qsTr("Store of %1").arg(panel.sideName(b.side(row)));
    }
    // The rule choices follow the editor (an undo may change them).
    function showOptions() {
        for (let i = 0; i < optionRepeater.count; ++i) {
            const r = optionRepeater.itemAt(i) as OptionRow;
            if (r)
                r.restore(panel.editor.options[r.name]);
        }
    }
    function resetPlayers(south, north) {
        southBox.currentIndex = Math.max(0, southBox.indexOfValue(south));
        northBox.currentIndex = Math.max(0, northBox.indexOfValue(north));
    }
    Connections {
        target: panel.editor
        function onChanged() {
            panel.showOptions();
        }
    }

    component Heading: Label {
        font.bold: true
        color: Theme.accent
        Layout.topMargin: 4
    }

    ColumnLayout {
        id: form
        width: panel.width - 14
        spacing: 6

        CountField {
            Layout.fillWidth: true
            editor: panel.editor
            row: panel.row
            title: panel.rowTitle(panel.row, Settings.language)
        }
        CheckBox {
            objectName: "protectedBox"
            visible: panel.editor.protectedHoles
            enabled: panel.row >= 0 && !panel.editor.session.board.isStore(panel.row)
            //: Position editor: the chosen hole is protected (empty and out of play, match play)
            text: qsTr("Protected hole (P)")
            checked: panel.row >= 0 && panel.editor.seeds >= 0 && panel.editor.isProtected(panel.row)
            onToggled: panel.editor.toggleProtected(panel.row)
        }
        CountField {
            objectName: "southStore"
            visible: panel.editor.session.board.hasStores || panel.editor.session.board.hasStocks
            Layout.fillWidth: true
            editor: panel.editor
            row: visible ? 2 * panel.editor.session.board.pitsPerSide : -1
            title: panel.rowTitle(row, Settings.language)
        }
        CountField {
            objectName: "northStore"
            visible: panel.editor.session.board.hasStores || panel.editor.session.board.hasStocks
            Layout.fillWidth: true
            editor: panel.editor
            row: visible ? 2 * panel.editor.session.board.pitsPerSide + 1 : -1
            title: panel.rowTitle(row, Settings.language)
        }
        GridLayout {
            Layout.fillWidth: true
            columns: 2
            columnSpacing: 8
            Label {
                id: moverLabel
                //: Position editor: who is to move
                text: qsTr("To move")
            }
            ComboBox {
                objectName: "toMoveBox"
                Layout.fillWidth: true
                Accessible.name: moverLabel.text + ", " + displayText
                model: [qsTr("South"), qsTr("North")]
                currentIndex: panel.editor.toMove
                onActivated: index => panel.editor.toMove = index
            }
            Label {
                id: phaseLabel
                visible: panel.editor.phaseNames.length > 1
                //: Position editor: what is due in the position (a turn, a second sowing, the set-up)
                text: qsTr("Now")
            }
            ComboBox {
                objectName: "phaseBox"
                visible: phaseLabel.visible
                Layout.fillWidth: true
                Accessible.name: phaseLabel.text + ", " + displayText
                model: panel.editor.phaseNames
                currentIndex: panel.editor.phase
                onActivated: index => panel.editor.phase = index
            }
        }

        Heading {
            text: qsTr("Rules")
        }
        Repeater {
            id: optionRepeater
            model: panel.games.options(panel.editor.gameKey)
            delegate: OptionRow {
                Layout.fillWidth: true
                narrow: true
            }
            onItemAdded: (index, item) => {
                const r = item as OptionRow;
                r.restore(panel.editor.options[r.name]);
                r.chosen.connect(value => panel.editor.setOption(r.name, value));
            }
        }

        Heading {
            //: Position editor: who plays when the position is played ("Play it")
            text: qsTr("Players")
        }
        GridLayout {
            Layout.fillWidth: true
            columns: 2
            columnSpacing: 8
            Label {
                id: southLabel
                text: qsTr("South")
            }
            ComboBox {
                id: southBox
                objectName: "editorSouthPlayer"
                Layout.fillWidth: true
                Accessible.name: southLabel.text + ", " + displayText
                model: panel.games.playerChoices(panel.editor.gameKey)
                textRole: "title"
                valueRole: "key"
            }
            Label {
                id: northLabel
                text: qsTr("North")
            }
            ComboBox {
                id: northBox
                objectName: "editorNorthPlayer"
                Layout.fillWidth: true
                Accessible.name: northLabel.text + ", " + displayText
                model: panel.games.playerChoices(panel.editor.gameKey)
                textRole: "title"
                valueRole: "key"
            }
        }

        Heading {
            //: Position editor: the position written in Semina's notation
            text: qsTr("Notation")
        }
        TextField {
            objectName: "notationField"
            Layout.fillWidth: true
            readOnly: true
            selectByMouse: true
            text: panel.editor.position
            //: Position editor: shown instead of the notation while the position cannot be played
            placeholderText: qsTr("(not playable yet)")
            Accessible.name: qsTr("Notation")
        }
        Flow {
            Layout.fillWidth: true
            spacing: 6
            Button {
                objectName: "copyPositionButton"
                enabled: panel.editor.valid
                //: Position editor: copy the position's notation to the clipboard
                text: qsTr("Copy position")
                onClicked: {
                    if (panel.editor.copyPosition())
                        //: Said once the position's notation is on the clipboard
                        panel.copied(qsTr("The position is on the clipboard."));
                }
            }
            Button {
                objectName: "copyStepButton"
                enabled: panel.editor.valid
                //: Position editor: copy a lesson file's step with this position (docs/lessons.md) to the clipboard
                text: qsTr("Copy lesson step")
                onClicked: {
                    if (panel.editor.copyLessonStep())
                        //: Said once a lesson file's step is on the clipboard
                        panel.copied(qsTr("A lesson step with the position is on the clipboard."));
                }
            }
        }
    }
}
