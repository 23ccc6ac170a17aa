import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina

// One count of the position editor (a hole, a store or a stock): what it
// is, − and + and the number, which can be typed. The editor judges the rest.
RowLayout {
    id: field

    required property PositionEditor editor
    // The board row edited (-1: none chosen yet).
    required property int row
    required property string title

    spacing: 6
    enabled: row >= 0

    Label {
        Layout.fillWidth: true
        text: field.title
        wrapMode: Text.WordWrap
        maximumLineCount: 2
        elide: Text.ElideRight
    }
    Button {
        objectName: "minusButton"
        text: "−"
        //: Position editor: the button that takes one seed out of the hole or store
        Accessible.name: qsTr("One seed less")
        implicitWidth: Theme.controlHeight
        enabled: field.row >= 0 && field.editor.seeds >= 0 && field.editor.count(field.row) > 0
        onClicked: field.editor.add(field.row, -1)
    }
    TextField {
        id: number
        objectName: "countField"
        Layout.preferredWidth: Theme.controlHeight * 1.6
        horizontalAlignment: TextInput.AlignHCenter
        validator: IntValidator { bottom: 0; top: 999 }
        Accessible.name: field.title
        // Read again after every edit (the count is the editor's).
        text: field.row >= 0 && field.editor.seeds >= 0 ? field.editor.count(field.row) : ""
        onTextEdited: {
            if (acceptableInput)
                field.editor.setCount(field.row, parseInt(text));
        }
    }
    Button {
        objectName: "plusButton"
        text: "+"
        //: Position editor: the button that puts one more seed into the hole or store
        Accessible.name: qsTr("One seed more")
        implicitWidth: Theme.controlHeight
        onClicked: field.editor.add(field.row, 1)
    }
}
