import QtQuick
import QtQuick.Controls
import QtTest
import Semina

// The About dialog: the app's version, the licence, the four games with
// their sources and the credits; it fits 800×600 (the text scrolls, Close
// stays in view), works with the keyboard (Tab reaches Close, Esc closes),
// and opens from the home screen and from the game's ☰ menu.
TestCase {
    id: testCase

    name: "About"
    when: windowShown
    visible: true
    width: 800
    height: 600

    Item {
        id: host
        width: 800
        height: 600
        AboutDialog {
            id: about
        }
    }
    Component {
        id: mainComponent
        Main {
            width: 800
            height: 600
        }
    }

    function cleanup() {
        about.close();
        tryVerify(() => !about.visible);
    }

    function openAbout() {
        about.open();
        tryVerify(() => about.opened);
    }
    function findChildren(item, name) {
        let found = [];
        for (let i = 0; i < item.children.length; ++i) {
            const child = item.children[i];
            if (child.objectName === name)
                found.push(child);
            found = found.concat(findChildren(child, name));
        }
        return found;
    }
    // Every heading and paragraph of the dialog, in order.
    function aboutText() {
        let text = "";
        for (const item of findChildren(about.contentItem, "rulesSection"))
            text += findChild(item, "rulesHeading").text + "\n" + findChild(item, "rulesText").text + "\n";
        return text;
    }

    function test_the_version_is_the_apps() {
        // tests/qml/main.cpp gives the app CMake's project VERSION, as app/main.cpp does.
        verify(/^\d+\.\d+\.\d+$/.test(Qt.application.version), "a version to show: " + Qt.application.version);
        openAbout();
        compare(findChild(about.contentItem, "aboutVersion").text, "Version " + Qt.application.version);
    }

    function test_the_four_games_the_licence_and_the_sources_are_named() {
        openAbout();
        const text = aboutText();
        for (const name of ["Omweso", "Mankala", "Kalah", "Ali Guli Mane"])
            verify(findChildren(about.contentItem, "rulesHeading").some(h => h.text === name), "a section on " + name);
        for (const words of ["GNU General Public License", "GPL-3.0-or-later", "LICENSE",
                             "Italian Wikipedia", "https://it.wikipedia.org/wiki/Ali_Guli_Mane", "CC BY-SA 4.0",
                             "Hungarian", "aloka", "Solving Kalah", "Irving", "docs/rules.md", "Qt 6", "LGPL"])
            verify(text.indexOf(words) >= 0, "the dialog says \"" + words + "\"");
    }

    function test_it_fits_800x600_and_scrolls() {
        openAbout();
        verify(about.x >= 0 && about.y >= 0 && about.x + about.width <= 800 && about.y + about.height <= 600,
               "the dialog fits 800x600: " + about.x + "," + about.y + " " + about.width + "x" + about.height);
        const page = findChild(about.contentItem, "aboutPage");
        verify(page.contentHeight > page.height, "the text is longer than the view at 800x600");
        const close = about.standardButton(Dialog.Close);
        verify(close && close.visible, "the Close button is shown");
        verify(close.mapToItem(host, 0, close.height).y <= host.height, "Close is inside the window");
        keyClick(Qt.Key_End);
        verify(page.atYEnd, "End scrolls to the credits");
        keyClick(Qt.Key_Home);
        compare(page.contentY, 0);
    }

    function test_tab_reaches_close_and_escape_closes() {
        openAbout();
        const page = findChild(about.contentItem, "aboutPage");
        verify(page.activeFocus, "the text has the focus, for the arrow keys");
        const close = about.standardButton(Dialog.Close);
        keyClick(Qt.Key_Tab);
        verify(close.activeFocus, "Tab goes to Close");
        keyClick(Qt.Key_Space);
        tryVerify(() => !about.visible, 1000, "Space on Close closes");
        openAbout();
        keyClick(Qt.Key_Escape);
        tryVerify(() => !about.visible, 1000, "Esc closes");
    }

    function test_opened_from_the_home_screen_and_the_games_menu() {
        const window = createTemporaryObject(mainComponent, testCase);
        tryVerify(() => window.visible);
        const dialog = findChild(window, "aboutDialog");
        verify(dialog, "Main has the About dialog");
        mouseClick(findChild(window.contentItem, "aboutButton"));
        tryVerify(() => dialog.opened, 1000, "opened from the home screen");
        keyClick(Qt.Key_Escape);
        tryVerify(() => !dialog.visible, 1000);

        verify(window.session.history.newGame("kalah", {}, 0));
        window.showGame(true);
        const more = findChild(window.contentItem, "moreButton");
        tryVerify(() => more && more.visible, 1000, "the game's menu button");
        mouseClick(more);
        const item = findChild(window.contentItem, "aboutItem") ?? findChild(more, "aboutItem");
        verify(item, "About in the menu");
        tryVerify(() => item.visible && item.width > 0, 1000);
        mouseClick(item);
        tryVerify(() => dialog.opened, 1000, "opened from the game's menu");
        compare(findChild(dialog.contentItem, "aboutVersion").text, "Version " + Qt.application.version);
    }
}
