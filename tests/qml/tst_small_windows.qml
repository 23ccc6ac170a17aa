import QtQuick
import QtTest
import Semina

// The smallest window (800x600) in the longest language (Hungarian), from
// the real window: nothing is cut off, nothing ends in "…", and what
// scrolls shows that it does.
TestCase {
    id: testCase

    name: "SmallWindows"
    when: windowShown
    visible: true
    width: 800
    height: 600

    Component {
        id: mainComponent
        Main {
            width: 800
            height: 600
        }
    }

    function init() {
        Settings.language = "hu";
    }
    function cleanup() {
        Settings.language = "";
    }
    function openWindow() {
        const window = createTemporaryObject(mainComponent, testCase);
        tryVerify(() => window.visible);
        waitForRendering(window.contentItem);
        return window;
    }
    // `item` lies wholly inside `box` (window coordinates).
    function verifyInside(window, item, box, what) {
        const a = item.mapToItem(window.contentItem, 0, 0);
        const b = box.mapToItem(window.contentItem, 0, 0);
        verify(a.x >= b.x - 0.5 && a.y >= b.y - 0.5 && a.x + item.width <= b.x + box.width + 0.5
               && a.y + item.height <= b.y + box.height + 0.5,
               what + " inside: " + JSON.stringify([a.x, a.y, item.width, item.height]) + " in "
               + JSON.stringify([b.x, b.y, box.width, box.height]));
    }

    function test_home_cards_say_their_whole_description() {
        const window = openWindow();
        for (const key of ["omweso", "mankala", "kalah", "aliguli"]) {
            const card = findChild(window.contentItem, "card_" + key);
            const tagline = findChild(card, "tagline");
            tryVerify(() => tagline.width > 0);
            verify(!tagline.truncated, key + ": the description is whole: " + tagline.text);
            verifyInside(window, tagline, card, key + "'s description");
        }
    }

    function test_omweso_set_up_buttons_fit() {
        const window = openWindow();
        verify(window.session.history.newGame("omweso", {}, 0));
        window.showGame(true);
        const panel = findChild(window.contentItem, "setupPanel");
        tryVerify(() => panel.visible && panel.width > 0);
        waitForRendering(window.contentItem);
        for (const name of ["setupEven", "setupLastUsed", "setupDone"])
            verifyInside(window, findChild(panel, name), panel, name);
        verifyInside(window, panel, window.contentItem, "the set-up panel");
        // South's card counts the seeds set out so far, as the board shows them.
        const card = findChild(window.contentItem, "bottomCard");
        compare(card.score, 0);
        mouseClick(findChild(panel, "setupEven"));
        compare(card.score, 32, "the even set-up: 32 seeds placed");
        compare(findChild(window.contentItem, "topCard").score, 0, "North has placed none");
    }

    function test_the_new_game_dialog_shows_that_it_scrolls() {
        const window = openWindow();
        window.openNewGame("aliguli");
        const dialog = findChild(window, "newGameDialog");
        tryVerify(() => dialog.opened);
        const bar = findChild(dialog.contentItem, "newGameScrollBar");
        verify(bar, "a scroll bar");
        tryCompare(bar, "policy", 2 /* ScrollBar.AlwaysOn */, 2000, "the bar stays: the form is taller than the dialog");
        const more = findChild(dialog.contentItem, "moreBelow");
        verify(more.visible, "the bottom edge fades: more is below");
        dialog.close();
    }
}
