import QtQuick
import QtQuick.Controls
import Semina

// The rules of a game, from the app's rules texts. The text scrolls inside the
// dialog, which fits the window, so that the Close button is always in view.
Dialog {
    id: dialog

    property string gameKey: "kalah"
    property string gameTitle

    title: qsTr("Rules of %1").arg(gameTitle)
    modal: true
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 80 : 760, 760 * Theme.zoom)
    height: Math.min(parent ? parent.height - 60 : 640, 640)
    standardButtons: Dialog.Close

    onOpened: {
        rulesView.contentY = 0;
        rulesView.forceActiveFocus();
    }

    RulesPage {
        id: page
        gameKey: dialog.gameKey
    }

    Flickable {
        id: rulesView
        objectName: "rulesView"
        anchors.fill: parent
        clip: true
        contentWidth: width
        contentHeight: rulesText.height
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {
            policy: rulesView.contentHeight > rulesView.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
        }
        // Arrow keys and Page Up/Down scroll the text.
        Keys.onUpPressed: rulesView.scrollBy(-40)
        Keys.onDownPressed: rulesView.scrollBy(40)
        Keys.onPressed: event => {
            if (event.key === Qt.Key_PageUp || event.key === Qt.Key_PageDown) {
                rulesView.scrollBy((event.key === Qt.Key_PageUp ? -1 : 1) * rulesView.height * 0.9);
                event.accepted = true;
            }
        }
        function scrollBy(dy: real) {
            rulesView.contentY = Math.max(0, Math.min(rulesView.contentHeight - rulesView.height, rulesView.contentY + dy));
        }

        Label {
            id: rulesText
            objectName: "rulesText"
            // Room on the right for the scroll bar.
            width: rulesView.width - 16
            text: page.text
            textFormat: Text.RichText
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.bodySize
            color: Theme.ink
        }
    }
}
