import QtQuick
import QtQuick.Controls
import QtTest
import Semina
import "contrast.js" as Contrast

// The controls are drawn by Semina's style (qml/style), not Fusion or Basic,
// in the current theme's colours: their text stands out from what it is
// drawn on in every theme, they are tall enough to hit, and the keyboard
// focus shows as a ring in the theme's focus colour.
TestCase {
    id: testCase

    name: "Style"
    when: windowShown
    visible: true
    width: 800
    height: 600

    Column {
        spacing: 12
        Button {
            id: plain
            text: "Plain"
        }
        Button {
            id: primary
            text: "Primary"
            highlighted: true
        }
        Button {
            id: disabled
            text: "Disabled"
            enabled: false
        }
        ComboBox {
            id: combo
            width: 200
            model: ["First", "Second", "Third"]
        }
        ComboBox {
            id: keyed
            width: 200
            model: [{ key: "a", title: "Alpha" }, { key: "b", title: "Beta" }]
            textRole: "title"
            valueRole: "key"
            currentIndex: 1
        }
    }
    Dialog {
        id: dialog
        title: "A dialog"
        anchors.centerIn: parent
        standardButtons: Dialog.Close
        Label {
            id: dialogText
            text: "Its text"
        }
    }

    function cleanup() {
        combo.popup.close();
        keyed.popup.close();
        dialog.close();
        Settings.theme = "wood";
    }

    // `text` (a colour) on `surface` contrasts at least `least` to 1.
    function readable(what, text, surface, least) {
        const r = Contrast.ratio(text, surface);
        verify(r >= least, Settings.theme + ": " + what + " " + r.toFixed(2) + " (at least " + least + ")");
    }

    function test_the_controls_are_semina_s() {
        compare(plain.background.objectName, "seminaButtonBackground");
        compare(plain.contentItem.objectName, "seminaButtonText");
        compare(combo.background.objectName, "seminaComboBackground");
        compare(dialog.background.objectName, "seminaDialogBackground");
        compare(dialog.header.objectName, "seminaDialogTitle");
        // Big enough to hit; buttons are pills.
        verify(plain.height >= 36, "button height " + plain.height);
        verify(combo.height >= 36, "combo box height " + combo.height);
        compare(plain.background.radius, plain.background.height / 2);
    }

    // Each control the style draws loads: a mistake in one shows only when
    // one is made, and the app does not make every kind on every screen.
    function test_every_control_of_the_style_loads() {
        const types = ["Label", "Button", "ToolButton", "RoundButton", "ItemDelegate", "ComboBox", "Popup",
                       "Dialog", "DialogButtonBox", "ToolTip", "Menu", "MenuItem", "MenuSeparator", "ScrollBar",
                       "ScrollIndicator", "Switch", "CheckBox", "RadioButton", "Slider", "BusyIndicator", "ProgressBar", "Frame",
                       "Pane", "TextField", "ToolBar", "ToolSeparator"];
        for (const type of types) {
            const control = createTemporaryQmlObject("import QtQuick.Controls; " + type + " {}", testCase);
            verify(control, type + " loads");
        }
    }

    function test_the_combo_box_lists_its_values() {
        for (const [box, texts] of [[combo, ["First", "Second", "Third"]], [keyed, ["Alpha", "Beta"]]]) {
            box.popup.open();
            tryVerify(() => box.popup.opened);
            const list = box.popup.contentItem as ListView;
            compare(list.count, texts.length);
            for (let i = 0; i < texts.length; ++i) {
                const entry = list.itemAtIndex(i) as ItemDelegate;
                compare(entry.text, texts[i]);
                // The value chosen now stands out.
                compare(entry.font.bold, i === box.currentIndex, texts[i] + " bold when chosen");
            }
            box.popup.close();
            tryVerify(() => !box.popup.visible);
        }
        compare(keyed.currentText, "Beta");
    }

    function test_text_stands_out_in_every_theme_data() {
        return [
            { tag: "wood", body: 4.5 },
            { tag: "night", body: 4.5 },
            { tag: "contrast", body: 7 }
        ];
    }
    function test_text_stands_out_in_every_theme(data) {
        Settings.theme = data.tag;
        compare(Theme.name, data.tag);
        // The controls follow the theme, not only the first one.
        verify(Qt.colorEqual(primary.background.color, Theme.accent), data.tag + ": the primary button is in the accent");
        verify(Qt.colorEqual(plain.contentItem.color, Theme.ink), data.tag + ": a button's text is the theme's ink");

        readable("button", plain.contentItem.color, plain.background.color, data.body);
        readable("primary button", primary.contentItem.color, primary.background.color, data.body);
        readable("combo box", combo.contentItem.color, combo.background.color, data.body);
        // Disabled: still readable, and plainly not the enabled colour.
        readable("disabled button", disabled.contentItem.color, disabled.background.color, 2);
        verify(Contrast.ratio(disabled.contentItem.color, plain.contentItem.color) >= 1.8,
               data.tag + ": disabled text differs from enabled text");

        combo.popup.open();
        tryVerify(() => combo.popup.opened);
        const list = combo.popup.contentItem as ListView;
        const entry = list.itemAtIndex(1) as ItemDelegate;
        verify(entry, "the combo box lists its values");
        readable("combo box entry", entry.contentItem.color, combo.popup.background.color, data.body);
        combo.popup.close();

        dialog.open();
        tryVerify(() => dialog.opened);
        readable("dialog title", dialog.header.color, dialog.background.color, data.body);
        readable("dialog text", dialogText.color, dialog.background.color, data.body);
        const close = dialog.standardButton(Dialog.Close);
        readable("dialog button", close.contentItem.color, close.background.color, data.body);
        dialog.close();
    }

    function test_keyboard_focus_shows_a_ring_data() {
        return [{ tag: "wood" }, { tag: "night" }, { tag: "contrast" }];
    }
    function test_keyboard_focus_shows_a_ring(data) {
        Settings.theme = data.tag;
        const ring = findChild(plain.background, "seminaFocusRing");
        verify(ring, "a focus ring");
        plain.forceActiveFocus(Qt.MouseFocusReason);
        verify(plain.activeFocus);
        verify(!ring.visible, "no ring after a click");
        primary.forceActiveFocus(Qt.MouseFocusReason);
        keyClick(Qt.Key_Backtab);
        verify(plain.activeFocus, "Shift+Tab goes back to the first button");
        verify(ring.visible, "a ring after Tab");
        verify(Qt.colorEqual(ring.border.color, Theme.focusRing));
        verify(ring.border.width >= 2);
        // The ring lies outside the button, on the page.
        verify(ring.width > plain.width);
        readable("focus ring", ring.border.color, Theme.background, 3);
        keyClick(Qt.Key_Tab);
        verify(primary.activeFocus);
        verify(!ring.visible, "the ring moves on");
        verify(findChild(primary.background, "seminaFocusRing").visible, "to the next button");
    }
}
