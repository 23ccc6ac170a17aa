import QtQuick
import QtQuick.Controls
import Semina

// Enter in the file name field of Qt's own file dialog saves, as its Save
// button does, and the field has the keys when the dialog opens. Qt 6.4's dialog (the one shown where the desktop offers none)
// ignores Enter there; this finds the field in the window's overlay once the
// dialog is shown and, on Enter, presses the dialog's accept button (only
// when it is enabled, so an empty name still saves nothing).
QtObject {
    id: enter

    property Item field: null

    // `overlay`: the window's Overlay.overlay, where the dialog's items are.
    function attach(overlay) {
        const found = overlay ? enter.find(overlay, "fileNameTextField") : null;
        if (!found)
            return;
        // The name is what a player types first: the field has the keys.
        found.forceActiveFocus();
        found.selectAll();
        if (found === enter.field)
            return;
        enter.field = found;
        found.accepted.connect(enter.accept);
    }
    function find(item, name) {
        if (item.objectName === name && item.visible)
            return item;
        for (let i = 0; i < item.children.length; ++i) {
            const hit = enter.find(item.children[i], name);
            if (hit)
                return hit;
        }
        return null;
    }
    function accept() {
        const box = enter.buttonBox(enter.field ? enter.field.parent : null);
        if (!box)
            return;
        for (let i = 0; i < box.contentChildren.length; ++i) {
            const button = box.contentChildren[i];
            if (button.DialogButtonBox.buttonRole === DialogButtonBox.AcceptRole && button.enabled) {
                button.clicked();
                return;
            }
        }
    }
    function buttonBox(layout) {
        if (!layout)
            return null;
        for (let i = 0; i < layout.children.length; ++i)
            if (typeof layout.children[i].standardButton === "function") // the DialogButtonBox
                return layout.children[i];
        return null;
    }
}
