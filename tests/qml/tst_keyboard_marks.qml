import QtQuick
import QtTest
import Semina

// The keyboard's way round the game screen, from the real window: the
// cursor's frame is never taken for the hint's ring, and Tab reaches the
// replay's buttons (a click on them leaves the keys with the board).
TestCase {
    id: testCase

    name: "KeyboardMarks"
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

    function openGame() {
        const window = createTemporaryObject(mainComponent, testCase);
        tryVerify(() => window.visible);
        window.requestActivate();
        tryVerify(() => window.active, 5000, "the window takes the keyboard");
        verify(window.session.history.newGame("kalah", {}, 0));
        window.showGame(true);
        return window;
    }
    function cellOf(window, row) {
        return findChild(window.contentItem, "count_" + row).parent;
    }

    function test_the_cursor_is_not_the_hint() {
        const window = openGame();
        const session = window.session;
        session.players.hint();
        tryVerify(() => session.players.hintRow >= 0, 10000, "a hint");
        const row = session.players.hintRow;
        keyClick(Qt.Key_Right); // the cursor shows, then goes onto the hinted hole
        for (let i = 0; i < 12 && session.board.focusRow !== row; ++i)
            keyClick(session.board.focusRow < row ? Qt.Key_Right : Qt.Key_Left);
        compare(session.board.focusRow, row);
        const cell = cellOf(window, row);
        const cursor = findChild(cell, "focusRing");
        const hint = findChild(cell, "hintRing");
        tryVerify(() => cursor.visible && hint.visible, 2000, "both marks on one hole");
        verify(hint.radius >= hint.width / 2 - 0.5, "the hint is a round ring");
        verify(cursor.radius < cursor.width / 4, "the cursor is a square-cornered frame: radius " + cursor.radius);
    }

    function test_tab_reaches_the_replay_buttons() {
        const window = openGame();
        const session = window.session;
        verify(session.clickHole(0));
        session.player.finish();
        let reached = false;
        for (let i = 0; i < 40 && !reached; ++i) {
            keyClick(Qt.Key_Tab);
            reached = window.activeFocusItem && window.activeFocusItem.objectName === "replayBack";
        }
        verify(reached, "Tab reaches the replay's Back button");
        keyClick(Qt.Key_Space);
        compare(session.history.step, 0, "Space on it steps back");
        verify(session.history.viewing);
    }
}
