import QtQuick
import QtTest
import Semina

// The board's keyboard cursor follows the way the player plays (InputMode):
// a player who reached the game by keys finds it on a playable hole at once,
// with no arrow key pressed first; a player who uses the mouse never sees it;
// the first arrow of a mouse player shows it on the first playable hole.
TestCase {
    id: testCase

    name: "KeysCursor"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    Component {
        id: mainComponent
        Main {
            width: 1280
            height: 800
        }
    }

    function openWindow() {
        const window = createTemporaryObject(mainComponent, testCase);
        tryVerify(() => window.visible);
        window.requestActivate();
        tryVerify(() => window.active, 5000, "the window takes the keyboard");
        return window;
    }
    function playable(board, row) {
        return board.data(board.index(row, 0), BoardModel.PlayableRole);
    }
    function cursorShown(window) {
        const row = window.session.board.focusRow;
        if (row < 0)
            return false;
        const ring = findChild(findChild(window.contentItem, "count_" + row).parent, "focusRing");
        return ring !== null && ring.visible;
    }

    function test_a_keyboard_player_finds_the_cursor_at_once() {
        const window = openWindow();
        keyClick(Qt.Key_Tab); // on the home screen: the player uses the keys
        verify(InputMode.keyboard);
        verify(window.session.history.newGame("kalah", {}, 0));
        window.showGame(true);
        tryVerify(() => cursorShown(window), 2000, "the cursor shows with no arrow pressed");
        verify(playable(window.session.board, window.session.board.focusRow), "on a playable hole");
        // Kalah's South holes run left to right: Right moves the cursor one hole on.
        const first = window.session.board.focusRow;
        keyClick(Qt.Key_Right);
        compare(window.session.board.focusRow, first + 1);
    }

    function test_a_mouse_player_never_sees_it_until_a_key() {
        const window = openWindow();
        mouseClick(window.contentItem, 5, 5); // the player uses the mouse
        verify(!InputMode.keyboard);
        verify(window.session.history.newGame("mankala", {}, 0));
        window.showGame(true);
        wait(100);
        compare(window.session.board.focusRow, -1, "no cursor for the mouse");
        verify(!cursorShown(window));
        keyClick(Qt.Key_Right); // the first arrow shows it on the first playable hole
        tryVerify(() => cursorShown(window), 2000);
        verify(playable(window.session.board, window.session.board.focusRow));
        compare(window.session.board.focusRow, 0, "South's first hole, not one further");
    }

    // The keyboard player's way in: Enter in the new-game dialog starts the
    // game (Tab to Start is not needed), and the cursor is on the board.
    function test_enter_starts_the_game_and_the_cursor_is_there() {
        const window = openWindow();
        window.openNewGame("kalah");
        const dialog = findChild(window.contentItem.parent, "newGameDialog") || findChild(window, "newGameDialog");
        verify(dialog !== null, "the new-game dialog");
        tryVerify(() => dialog.opened, 2000);
        keyClick(Qt.Key_Return);
        tryVerify(() => !dialog.visible, 2000, "Enter started the game");
        tryVerify(() => window.session.history.variantKey === "kalah" && cursorShown(window), 2000,
                  "the game is on with the cursor on the board");
        // Tab onto a choice, then Enter: still the game starts (the list was not open).
        window.openNewGame("mankala");
        tryVerify(() => dialog.opened, 2000);
        keyClick(Qt.Key_Tab);
        const south = findChild(dialog.contentItem, "southPlayer");
        verify(south.activeFocus, "Tab reaches South's player");
        // With the list open, Enter picks the entry and the dialog stays.
        const before = south.currentIndex;
        keyClick(Qt.Key_Space);
        tryVerify(() => south.popup.opened, 2000, "Space opens the list");
        keyClick(Qt.Key_Down);
        keyClick(Qt.Key_Return);
        tryVerify(() => !south.popup.visible, 2000, "Enter closes the list");
        verify(south.currentIndex !== before, "Enter picked the entry");
        verify(dialog.opened, "the dialog is still open");
        south.currentIndex = before;
        keyClick(Qt.Key_Return);
        tryVerify(() => !dialog.visible, 2000, "Enter on a closed choice starts the game");
        compare(window.session.history.variantKey, "mankala");
    }
}
