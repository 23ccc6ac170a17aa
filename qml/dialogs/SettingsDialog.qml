import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Semina

// Language, animation speed, sound and theme.
Dialog {
    id: dialog

    // A choice among keyed values that always shows the stored one: also when
    // its model is made again (a language switch re-translates the titles, and
    // a new model resets a ComboBox to its first entry).
    component ChoiceBox: ComboBox {
        id: box
        required property var stored
        // What it chooses, for a screen reader (the label beside it).
        property string label
        signal chosen(var value)

        function showStored() {
            box.currentIndex = box.indexOfValue(box.stored);
        }

        Layout.fillWidth: true
        textRole: "title"
        valueRole: "key"
        Accessible.name: box.label + ", " + box.displayText
        onStoredChanged: showStored()
        onModelChanged: showStored()
        Component.onCompleted: showStored()
        onActivated: box.chosen(box.currentValue)
    }

    title: qsTr("Settings")
    modal: true
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 40 : 460, 460 * Theme.zoom)
    standardButtons: Dialog.Close

    GridLayout {
        width: dialog.availableWidth
        columns: 2
        columnSpacing: 16
        rowSpacing: 10

        Label {
            id: languageLabel
            text: qsTr("Language")
        }
        ChoiceBox {
            objectName: "languageBox"
            label: languageLabel.text
            stored: Settings.language
            // Language names are written in their own language.
            model: [
                { key: "", title: qsTr("System language") },
                { key: "en", title: "English" },
                { key: "it", title: "Italiano" },
                { key: "hu", title: "Magyar" }
            ]
            onChosen: value => Settings.language = value
        }
        Label {
            id: speedLabel
            text: qsTr("Animation")
        }
        ChoiceBox {
            objectName: "speedBox"
            label: speedLabel.text
            stored: Settings.animationSpeed
            model: [
                { key: Settings.Instant, title: qsTr("Instant") },
                { key: Settings.Fast, title: qsTr("Fast") },
                { key: Settings.Normal, title: qsTr("Normal") },
                { key: Settings.Slow, title: qsTr("Slow") }
            ]
            onChosen: value => Settings.animationSpeed = value
        }
        Label {
            id: soundLabel
            text: qsTr("Sound")
        }
        Switch {
            objectName: "soundSwitch"
            Accessible.name: soundLabel.text
            checked: Settings.sound
            onToggled: Settings.sound = checked
        }
        Label {
            id: themeLabel
            text: qsTr("Theme")
        }
        ChoiceBox {
            objectName: "themeBox"
            label: themeLabel.text
            stored: Settings.theme
            model: [
                { key: "wood", title: qsTr("Daylight wood") },
                { key: "night", title: qsTr("Night") },
                //: Settings: the high-contrast theme (black on white)
                { key: "contrast", title: qsTr("High contrast") }
            ]
            onChosen: value => Settings.theme = value
        }
    }
}
