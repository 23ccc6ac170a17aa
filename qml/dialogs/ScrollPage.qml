import QtQuick
import QtQuick.Controls
import Semina

// A page of text that scrolls inside a dialog (the rules, About): a scroll
// bar whenever it is longer than the view; arrow keys, Page Up/Down, Home
// and End scroll it. Its content sets contentHeight.
Flickable {
    id: view

    clip: true
    contentWidth: width
    boundsBehavior: Flickable.StopAtBounds
    activeFocusOnTab: true
    // A region of text to screen readers; the dialog names it.
    Accessible.role: Accessible.Pane
    ScrollBar.vertical: ScrollBar {
        policy: view.contentHeight > view.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
    }
    Keys.onUpPressed: view.scrollBy(-40)
    Keys.onDownPressed: view.scrollBy(40)
    Keys.onPressed: event => {
        if (event.key === Qt.Key_PageUp || event.key === Qt.Key_PageDown) {
            view.scrollBy((event.key === Qt.Key_PageUp ? -1 : 1) * view.height * 0.9);
            event.accepted = true;
        } else if (event.key === Qt.Key_Home || event.key === Qt.Key_End) {
            view.scrollBy((event.key === Qt.Key_Home ? -1 : 1) * view.contentHeight);
            event.accepted = true;
        }
    }
    function scrollBy(dy: real) {
        view.contentY = Math.max(0, Math.min(view.contentHeight - view.height, view.contentY + dy));
    }
}
