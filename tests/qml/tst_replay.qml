import QtQuick
import QtTest
import Semina

// The replay: a whole game stepped through with the keys and the buttons
// ends on the game's final position, the board equal to each position on the
// way; autoplay reaches the end; "Play from here" drops the later decisions
// only once confirmed, and the computer plays on when it is its turn.
TestCase {
    id: testCase

    name: "Replay"
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
        verify(screen.session.history.newGame("kalah", {}, 0));
        screen.boardView.animator.stepMs = 1;
        findChild(screen, "replayBar").pauseMs = 5;
        waitForRendering(screen);
        screen.forceActiveFocus();
        return screen;
    }
    function settle(screen) {
        tryVerify(() => !screen.session.player.running, 5000, "the animation ends");
        verify(screen.session.boardMatchesShown(), "the board shows " + screen.session.history.shownPosition);
    }
    // Plays scripted decisions (a fixed walk through the legal ones) until
    // the game is over or `count` are played.
    function play(screen, count) {
        for (let k = 0; k < count && !screen.session.history.over; ++k) {
            verify(screen.session.playScripted(k * 7 + 3));
            settle(screen);
        }
    }
    function button(screen, name) {
        const b = findChild(screen, name);
        verify(b, name);
        return b;
    }

    function test_keys_and_buttons_step_through_a_whole_game() {
        const screen = makeScreen();
        const history = screen.session.history;
        const start = history.position;
        play(screen, 1000);
        verify(history.over, "the game ends");
        const last = history.position;
        const count = history.stepCount;
        verify(count > 10, "a whole game: " + count);
        const overPanel = findChild(screen, "gameOverPanel");
        tryVerify(() => overPanel.visible, 2000, "the game-over panel");

        keyClick(Qt.Key_PageDown); // past the end: nothing
        compare(history.step, count);
        keyClick(Qt.Key_Home);
        settle(screen);
        compare(history.step, 0);
        compare(history.shownPosition, start);
        verify(!overPanel.visible, "the panel makes way");
        keyClick(Qt.Key_PageUp); // before the start: nothing
        compare(history.step, 0);
        for (let i = 1; i <= count; ++i) {
            keyClick(Qt.Key_PageDown);
            settle(screen);
            compare(history.step, i);
        }
        verify(!history.viewing, "the last step is the game itself");
        compare(history.shownPosition, last);
        verify(screen.session.boardMatchesEngine());
        keyClick(Qt.Key_PageUp);
        settle(screen);
        compare(history.step, count - 1);
        keyClick(Qt.Key_End);
        settle(screen);
        compare(history.step, count);

        // The same with the buttons, which leave the keys with the screen.
        mouseClick(button(screen, "replayFirst"));
        settle(screen);
        compare(history.shownPosition, start);
        verify(!button(screen, "replayBack").enabled);
        for (let i = 1; i <= count; ++i) {
            mouseClick(button(screen, "replayForward"));
            settle(screen);
        }
        compare(history.shownPosition, last);
        verify(!button(screen, "replayForward").enabled);
        verify(!button(screen, "replayLast").enabled);
        mouseClick(button(screen, "replayBack"));
        settle(screen);
        compare(history.step, count - 1);
        verify(history.viewing);
        keyClick(Qt.Key_Home);
        settle(screen);
        compare(history.step, 0, "the keys still reach the screen");
        mouseClick(button(screen, "replayLast"));
        settle(screen);
        compare(history.position, last);
        verify(screen.session.boardMatchesEngine());
    }

    function test_autoplay_reaches_the_end() {
        const screen = makeScreen();
        const history = screen.session.history;
        play(screen, 1000);
        const last = history.position;
        const bar = findChild(screen, "replayBar");
        mouseClick(button(screen, "replayPlay")); // at the end: from the start
        verify(bar.autoplaying);
        verify(history.step < history.stepCount);
        tryVerify(() => !bar.autoplaying, 20000, "the autoplay stops at the end");
        settle(screen);
        compare(history.step, history.stepCount);
        compare(history.shownPosition, last);
        verify(screen.session.boardMatchesEngine());
    }

    function test_autoplay_pauses_and_a_key_stops_it() {
        const screen = makeScreen();
        const history = screen.session.history;
        play(screen, 12);
        const bar = findChild(screen, "replayBar");
        bar.pauseMs = 200;
        keyClick(Qt.Key_Home);
        mouseClick(button(screen, "replayPlay"));
        tryVerify(() => history.step >= 1, 3000);
        mouseClick(button(screen, "replayPlay"));
        verify(!bar.autoplaying);
        settle(screen);
        const paused = history.step;
        wait(400);
        compare(history.step, paused, "paused");
        mouseClick(button(screen, "replayPlay"));
        verify(bar.autoplaying);
        keyClick(Qt.Key_Home);
        verify(!bar.autoplaying, "a step by hand stops it");
        settle(screen);
        compare(history.step, 0);
    }

    function test_play_from_here_drops_the_rest_only_once_confirmed() {
        const screen = makeScreen();
        const history = screen.session.history;
        play(screen, 10);
        const count = history.stepCount;
        keyClick(Qt.Key_Home);
        keyClick(Qt.Key_PageDown);
        keyClick(Qt.Key_PageDown);
        settle(screen);
        compare(history.step, 2);
        const here = history.shownPosition;
        verify(!button(screen, "hintButton").visible, "no hint while reviewing");
        const dialog = findChild(screen, "branchConfirmation");
        mouseClick(button(screen, "playFromHereButton"));
        tryVerify(() => dialog.opened);
        compare(history.stepCount, count, "nothing dropped while asking");
        mouseClick(findChild(dialog, "confirmKeep"));
        tryVerify(() => !dialog.visible);
        compare(history.stepCount, count, "kept");
        verify(history.viewing);

        // The computer plays the side to move here: it plays on once the rest is gone.
        const mover = history.shownPosition.endsWith("/N") ? 1 : 0;
        verify(screen.session.players.setKeys(mover === 0 ? "beginner" : "", mover === 1 ? "beginner" : ""));
        compare(history.stepCount, count, "no computer move while reviewing");
        mouseClick(button(screen, "playFromHereButton"));
        tryVerify(() => dialog.opened);
        mouseClick(findChild(dialog, "confirmAction"));
        tryVerify(() => !dialog.visible);
        verify(!history.viewing);
        tryVerify(() => history.stepCount >= 3, 10000, "the computer's move after the branch");
        settle(screen);
        verify(history.position !== here);
    }

    function test_keys_on_a_new_game_do_nothing() {
        const screen = makeScreen();
        const history = screen.session.history;
        for (const key of [Qt.Key_Home, Qt.Key_PageUp, Qt.Key_PageDown, Qt.Key_End]) {
            keyClick(key);
            compare(history.step, 0);
            verify(!history.viewing);
        }
        mouseClick(button(screen, "replayPlay"));
        verify(!findChild(screen, "replayBar").autoplaying, "nothing to play");
        verify(screen.session.boardMatchesEngine());
    }
}
