import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina

// One rule option in the new-game dialog: its title, values and a line on
// what it changes. modelData: {name, title, explanation, defaultValue,
// defaultIndex, values}; the values in their order, the default preselected.
ColumnLayout {
    id: row

    required property var modelData
    readonly property string name: modelData.name
    readonly property string value: modelData.values[box.currentIndex].value
    // The width of the title's column, as the new-game dialog's labels.
    readonly property real labelWidth: Theme.formLabelWidth
    // Narrow (the position editor's panel): the title above the choice, and
    // the line on what the option changes left to the screen reader.
    property bool narrow: false

    // The player chose a value (not a restore).
    signal chosen(string value)

    spacing: 2

    function reset() {
        box.currentIndex = row.modelData.defaultIndex;
    }
    // The value `value` when the option offers it, otherwise the default.
    function restore(value) {
        const values = row.modelData.values;
        for (let i = 0; i < values.length; ++i) {
            if (values[i].value === value) {
                box.currentIndex = i;
                return;
            }
        }
        row.reset();
    }

    GridLayout {
        Layout.fillWidth: true
        columns: row.narrow ? 1 : 2
        columnSpacing: 12
        rowSpacing: 2
        Label {
            Layout.preferredWidth: row.narrow ? -1 : row.labelWidth
            Layout.fillWidth: row.narrow
            text: row.modelData.title
            wrapMode: Text.WordWrap
        }
        ComboBox {
            id: box
            objectName: "option_" + row.modelData.name
            Layout.fillWidth: true
            model: row.modelData.values
            textRole: "title"
            valueRole: "value"
            currentIndex: row.modelData.defaultIndex
            Accessible.name: row.modelData.title + ", " + displayText
            Accessible.description: row.modelData.explanation
            onActivated: row.chosen(row.value)
        }
    }
    Label {
        visible: !row.narrow
        Layout.fillWidth: true
        Layout.leftMargin: row.labelWidth + 12 + 4
        text: row.modelData.explanation
        wrapMode: Text.WordWrap
        font.pixelSize: Theme.smallSize
        color: Theme.inkSoft
    }
}
