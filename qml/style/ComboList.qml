import QtQuick

// The list in a combo box's popup. It carries what the entries need of their
// combo box (a delegate cannot name the combo box's id).
ListView {
    // The combo box's textRole, and whether its model is a JavaScript array.
    property string textRole
    property bool arrayModel: false
    // The index of the value chosen now, shown in bold.
    property int chosen: -1

    // An entry's text, from its model data.
    function textOf(model: var): string {
        return !textRole ? model.modelData : arrayModel ? model.modelData[textRole] : model[textRole];
    }
}
