import QtQuick
import QtQuick.Controls
import Semina

// The rules of a game, from the app's rules texts.
Dialog {
    id: dialog

    property string gameKey: "kalah"
    property string gameTitle

    title: qsTr("Rules of %1").arg(gameTitle)
    modal: true
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 80 : 760, 760)
    height: Math.min(parent ? parent.height - 60 : 640, 640)
    standardButtons: Dialog.Close

    GameListModel {
        id: games
    }

    ScrollView {
        clip: true
        Label {
            objectName: "rulesText"
            width: dialog.availableWidth
            text: games.rulesOf(dialog.gameKey)
            textFormat: Text.RichText
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.bodySize
            color: Theme.ink
        }
    }
}
