import QtQuick
import QtTest
import Semina

// The omweso set-up on the game screen: edited from the keyboard on the
// board's cursor, and the panel following the placing animation.
TestCase {
    id: testCase

    name: "SetupKeys"
    when: windowShown
    visible: true
    width: 800
    height: 600

    Component {
        id: screenComponent
        GameScreen {
            width: 800
            height: 600
            session: GameSession {}
        }
    }

    function makeScreen() {
        const screen = createTemporaryObject(screenComponent, testCase);
        verify(screen.session.history.newGame("omweso", {}, 0), screen.session.history.lastError);
        screen.boardView.animator.stepMs = 1;
        waitForRendering(screen);
        screen.forceActiveFocus();
        return screen;
    }

    function settle(screen) {
        tryVerify(() => !screen.session.player.running, 5000, "the animation ends");
        verify(screen.session.boardMatchesEngine(), "board equals the engine");
    }

    // Two seeds in each of South's 16 holes, typed: the cursor starts at
    // the bottom left, walks the bottom row to the right, goes up and walks
    // back; Space adds a seed. Returns how many holes it visited.
    function typeEvenSetup(screen) {
        const b = screen.session.board;
        keyClick(Qt.Key_Space); // the first key shows the cursor
        verify(b.focusRow >= 0, "a cursor on the board");
        const seen = {};
        for (let r = 0; r < 2; ++r) {
            for (let c = 0; c < 8; ++c) {
                compare(b.side(b.focusRow), 0, "on South's side");
                keyClick(Qt.Key_Space);
                keyClick(Qt.Key_Space);
                seen[b.focusRow] = true;
                if (c < 7)
                    keyClick(r === 0 ? Qt.Key_Right : Qt.Key_Left);
            }
            keyClick(Qt.Key_Up);
        }
        return Object.keys(seen).length;
    }

    function test_keys_add_and_take_back_seeds_on_the_cursor() {
        const screen = makeScreen();
        const b = screen.session.board;
        const panel = findChild(screen, "setupPanel");
        const done = findChild(screen, "setupDone");
        keyClick(Qt.Key_Down); // shows the cursor on South's side
        const row = b.focusRow;
        verify(row >= 0);
        compare(b.side(row), 0, "the cursor starts on the side that places");
        compare(b.count(row), 0);
        keyClick(Qt.Key_Space);
        keyClick(Qt.Key_Return);
        keyClick(Qt.Key_Plus);
        compare(b.count(row), 3, "three keys, three seeds");
        compare(panel.placed, 3);
        keyClick(Qt.Key_Backspace);
        compare(b.count(row), 2, "Backspace takes one back");
        keyClick(Qt.Key_Delete);
        keyClick(Qt.Key_Minus);
        keyClick(Qt.Key_Minus);
        compare(b.count(row), 0, "never below zero");
        verify(!done.enabled);
    }

    function test_a_typed_setup_is_accepted() {
        const screen = makeScreen();
        const panel = findChild(screen, "setupPanel");
        const holes = typeEvenSetup(screen);
        compare(holes, 16, "the walk covered South's 16 holes");
        compare(panel.placed, 32);
        verify(findChild(screen, "setupDone").enabled, "2 seeds a hole is a legal set-up");
        keyClick(Qt.Key_Plus);
        compare(panel.placed, 32, "no seed beyond the 32 a player has");
    }

    function test_the_panel_stays_until_the_seeds_are_placed() {
        const screen = makeScreen();
        const session = screen.session;
        const panel = findChild(screen, "setupPanel");
        mouseClick(findChild(screen, "setupEven"));
        mouseClick(findChild(screen, "setupDone"));
        settle(screen);
        compare(session.history.toMove, 1, "North places next");
        verify(panel.visible);
        screen.boardView.animator.stepMs = 200;
        mouseClick(findChild(screen, "setupEven"));
        mouseClick(findChild(screen, "setupDone"));
        verify(!session.history.setupPhase, "the engine has started the game");
        verify(session.player.running, "North's seeds are being placed");
        verify(panel.visible, "the panel stays while the seeds move");
        verify(!panel.editable, "but takes no change");
        compare(findChild(screen, "statusText").text.indexOf("to move"), -1, "the status is still the set-up's");
        settle(screen);
        verify(!panel.visible, "gone once the seeds are placed");
    }
}
