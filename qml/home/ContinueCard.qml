import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina

// The home screen's strip for kept games: the unfinished game, with
// Continue, and a message about a saved game that could not be read.
ColumnLayout {
    id: strip

    property GameStore store: null

    visible: store !== null && (store.canContinue || store.notice.length > 0)
    spacing: Theme.spacing / 2

    Frame {
        objectName: "continueCard"
        Layout.fillWidth: true
        visible: strip.store !== null && strip.store.canContinue
        padding: Theme.spacing / 2
        RowLayout {
            anchors.fill: parent
            spacing: Theme.spacing
            ColumnLayout {
                Layout.fillWidth: true
                spacing: 0
                Label {
                    Layout.fillWidth: true
                    text: strip.store ? strip.store.continueTitle : ""
                    font.bold: true
                    font.pixelSize: Theme.headingSize - 2
                    elide: Text.ElideRight
                    color: Theme.ink
                }
                Label {
                    Layout.fillWidth: true
                    text: strip.store ? strip.store.continueText : ""
                    elide: Text.ElideRight
                    color: Theme.inkSoft
                }
            }
            Button {
                objectName: "continueButton"
                //: Home screen: go on with the unfinished game from last time
                text: qsTr("Continue")
                highlighted: true
                onClicked: strip.store.resume()
            }
        }
    }
    Frame {
        objectName: "storeNotice"
        Layout.fillWidth: true
        visible: strip.store !== null && strip.store.notice.length > 0
        padding: Theme.spacing / 2
        RowLayout {
            anchors.fill: parent
            Label {
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                text: strip.store ? strip.store.notice : ""
                wrapMode: Text.Wrap
                maximumLineCount: 3
                elide: Text.ElideRight
                color: Theme.ink
            }
            Button {
                //: Close the message about a saved game that could not be read
                text: qsTr("Dismiss")
                onClicked: strip.store.dismissNotice()
            }
        }
    }
}
