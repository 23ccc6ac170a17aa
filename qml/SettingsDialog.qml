import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina

// Language, animation speed, sound and theme.
Dialog {
    id: dialog

    title: qsTr("Settings")
    modal: true
    anchors.centerIn: parent
    width: 460
    standardButtons: Dialog.Close

    GridLayout {
        width: dialog.availableWidth
        columns: 2
        columnSpacing: 16
        rowSpacing: 10

        Label {
            text: qsTr("Language")
            color: Theme.ink
        }
        ComboBox {
            objectName: "languageBox"
            Layout.fillWidth: true
            textRole: "title"
            valueRole: "code"
            // Language names are written in their own language.
            model: [
                { code: "", title: qsTr("System language") },
                { code: "en", title: "English" },
                { code: "it", title: "Italiano" },
                { code: "hu", title: "Magyar" }
            ]
            Component.onCompleted: currentIndex = indexOfValue(Settings.language)
            onActivated: Settings.language = currentValue
        }
        Label {
            text: qsTr("Animation")
            color: Theme.ink
        }
        ComboBox {
            objectName: "speedBox"
            Layout.fillWidth: true
            model: [qsTr("Instant"), qsTr("Fast"), qsTr("Normal"), qsTr("Slow")]
            currentIndex: Settings.animationSpeed
            onActivated: index => Settings.animationSpeed = index
        }
        Label {
            text: qsTr("Sound")
            color: Theme.ink
        }
        Switch {
            checked: Settings.sound
            onToggled: Settings.sound = checked
        }
        Label {
            text: qsTr("Theme")
            color: Theme.ink
        }
        ComboBox {
            Layout.fillWidth: true
            textRole: "title"
            valueRole: "key"
            model: [
                { key: "wood", title: qsTr("Daylight wood") },
                { key: "night", title: qsTr("Night") }
            ]
            Component.onCompleted: currentIndex = indexOfValue(Settings.theme)
            onActivated: Settings.theme = currentValue
        }
    }
}
