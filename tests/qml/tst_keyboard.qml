import QtQuick
import QtTest
import Semina

// The whole app with the keyboard alone: from the home screen, Tab reaches
// Kalah's Play, the new-game dialog is filled in and started with keys, the
// game is played to its end with the arrows and Enter, and the game-over
// panel's Rematch is pressed with Enter. A lesson's task, and a match
// round's refill, are done with the keyboard too. No mouse event is sent.
TestCase {
    id: testCase

    // Reaches a match between rounds as the screenshot sweep does.
    Component {
        id: sweepActions
        SweepActions {}
    }

    name: "Keyboard"
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

    // The dialog remembers its choices: none are left for the other tests.
    function cleanup() {
        for (const key of ["omweso", "mankala", "kalah", "aliguli"])
            Settings.setLastChoices(key, {});
    }

    function focused(window) {
        return window.activeFocusItem;
    }
    // Tab until the item named `name` has the focus (at most 60 presses).
    function tabTo(window, name) {
        for (let i = 0; i < 60; ++i) {
            const f = focused(window);
            if (f && f.objectName === name)
                return;
            keyClick(Qt.Key_Tab);
        }
        fail("Tab never reached " + name + " (the focus is on " + (focused(window) ? focused(window).objectName : "nothing") + ")");
    }
    function openWindow() {
        const window = createTemporaryObject(mainComponent, testCase);
        tryVerify(() => window.visible);
        window.requestActivate();
        tryVerify(() => window.active, 5000, "the window takes the keyboard");
        return window;
    }
    function animatorOf(window) {
        const animator = findChild(window.contentItem, "sowingAnimator");
        verify(animator, "the game screen's animator");
        return animator;
    }
    // Plays the side to move with keys: the cursor onto a playable hole
    // (the arrows), then Enter; waits for the seeds to land.
    function playTurnByKeys(window) {
        const b = window.session.board;
        if (b.focusRow < 0)
            keyClick(Qt.Key_Right); // the first arrow shows the cursor
        const playable = row => b.data(b.index(row, 0), BoardModel.PlayableRole);
        for (let i = 0; i < 2 * b.holesPerRow && !playable(b.focusRow); ++i)
            keyClick(i < b.holesPerRow ? Qt.Key_Right : Qt.Key_Left);
        verify(playable(b.focusRow), "the cursor reaches a playable hole");
        const before = window.session.moves.count;
        keyClick(Qt.Key_Return);
        tryVerify(() => !window.session.player.running, 5000, "the seeds land");
        verify(window.session.moves.count > before || window.session.texts.over, "Enter played the hole");
        verify(window.session.boardMatchesEngine(), "the board equals the engine");
    }

    function test_a_whole_game_from_the_home_screen_by_keys() {
        const window = openWindow();
        // Home: Tab to Kalah's Play, Space opens the new-game dialog.
        tabTo(window, "play_kalah");
        keyClick(Qt.Key_Space);
        const dialog = findChild(window, "newGameDialog");
        tryVerify(() => dialog.opened, 3000, "the new-game dialog opens");
        // Three seeds a hole (a shorter game): the arrows change a box.
        tabTo(window, "option_seeds");
        const seeds = focused(window);
        while (seeds.currentText !== "3") {
            const was = seeds.currentIndex;
            keyClick(Number(seeds.currentText) > 3 ? Qt.Key_Up : Qt.Key_Down);
            verify(seeds.currentIndex !== was, "the arrows choose another number of seeds");
        }
        tabTo(window, "startButton");
        keyClick(Qt.Key_Return);
        tryVerify(() => !dialog.visible, 3000, "Enter on Start starts the game");
        compare(window.session.history.variantKey, "kalah");
        compare(window.session.history.position, "3,3,3,3,3,3/3,3,3,3,3,3/0,0/S", "the dialog's three seeds");
        animatorOf(window).stepMs = 1;

        // Tab leaves the board for the controls and comes back to it.
        tabTo(window, "newGameButton");
        for (let i = 0; i < 40 && !findChild(window.contentItem, "boardView").activeFocus; ++i)
            keyClick(Qt.Key_Tab);
        verify(findChild(window.contentItem, "boardView").activeFocus, "Tab comes back to the board");
        // Two people at one keyboard play the game to its end.
        for (let turn = 0; turn < 200 && !window.session.texts.over; ++turn)
            playTurnByKeys(window);
        verify(window.session.texts.over, "the game ended");
        const panel = findChild(window, "gameOverPanel");
        tryVerify(() => panel.visible, 3000, "the game-over panel");
        tryCompare(focused(window), "objectName", "rematchButton", 3000, "Rematch has the focus");
        keyClick(Qt.Key_Return);
        tryVerify(() => !panel.visible, 3000, "Enter pressed Rematch");
        verify(window.session.match.active, "a match began");
    }

    // Moves the board's cursor to `row` with the arrow keys.
    function cursorTo(board, row) {
        if (board.focusRow < 0)
            keyClick(Qt.Key_Down);
        const at = r => [board.data(board.index(r, 0), BoardModel.ScreenRowRole),
                         board.data(board.index(r, 0), BoardModel.ScreenColumnRole)];
        for (let i = 0; i < 20 && board.focusRow !== row; ++i) {
            const [r0, c0] = at(board.focusRow);
            const [r1, c1] = at(row);
            keyClick(r1 < r0 ? Qt.Key_Up : r1 > r0 ? Qt.Key_Down : c1 < c0 ? Qt.Key_Left : Qt.Key_Right);
        }
        compare(board.focusRow, row, "the arrows bring the cursor to the hole");
    }

    // A lesson by keys: Learn from the home screen, Page Down to the first
    // step that asks for a move, H for the hint, the cursor to the hinted
    // hole and Enter: the step is met.
    function test_a_lesson_by_keys() {
        const window = openWindow();
        tabTo(window, "learn_kalah");
        keyClick(Qt.Key_Space);
        tryVerify(() => findChild(window.contentItem, "lessonScreen"), 3000, "the lessons open");
        const screen = findChild(window.contentItem, "lessonScreen");
        const lessons = screen.lessons;
        tryVerify(() => screen.activeFocus, 3000, "the lesson screen has the keys");
        for (let i = 0; i < 10 && !lessons.asks; ++i)
            keyClick(Qt.Key_PageDown);
        verify(lessons.asks, "a step that asks for a move");
        tryVerify(() => lessons.acceptsMoves, 5000, "the step takes a move");
        for (let i = 0; i < 3 && lessons.hintRows.length === 0; ++i)
            keyClick(Qt.Key_H);
        verify(lessons.hintRows.length > 0, "H shows the hole to play");
        findChild(screen, "sowingAnimator").stepMs = 1;
        cursorTo(screen.session.board, lessons.hintRows[0]);
        keyClick(Qt.Key_Return);
        tryCompare(lessons, "phase", LessonSession.Met, 5000, "the move met the step");
        lessons.resetProgress(); // no stars left for the other tests
    }

    // A match between rounds: the loser chooses holes with the keyboard
    // (the board's cursor and Enter, or the panel's buttons and Space) and
    // starts the round with Enter.
    function test_the_rematch_set_up_by_keys() {
        const window = openWindow();
        // Kalah at its end: South took 30 seeds, North 18 (4 seeds a hole,
        // 4-seed holes: South fills all 6 and keeps 6, North fills 4 and keeps 2).
        createTemporaryObject(sweepActions, testCase, {"window": window}).showMatch("kalah|0,0,0,0,0,0/0,0,0,0,0,0/30,18/S|over");
        const panel = findChild(window, "gameOverPanel");
        tryVerify(() => panel.visible, 3000);
        tryCompare(focused(window), "objectName", "nextRoundButton", 3000, "Next round has the focus");
        keyClick(Qt.Key_Return);
        const refill = findChild(window, "refillPanel");
        tryVerify(() => refill.visible, 3000, "the refill panel");
        const match = window.session.match;
        tryVerify(() => !window.session.player.running, 5000);
        compare(match.fill.length, 4, "North fills four holes");
        tryCompare(focused(window), "objectName", "fillHole0", 3000, "the first hole's button has the focus");
        // The buttons go left to right on the screen: North's hole 6 first,
        // left protected (North fills from its own left, holes 1-4).
        compare(JSON.stringify(match.fill), "[0,1,2,3]");
        compare(match.fillOrder[0], 5);
        keyClick(Qt.Key_Space);
        compare(match.fill.length, 4, "as many as the stock fills: one must be taken out first");
        // Hole 4 (the third button) taken out: three filled, no start.
        tabTo(window, "fillHole2");
        keyClick(Qt.Key_Space);
        compare(JSON.stringify(match.fill), "[0,1,2]");
        verify(!match.canStart, "a wrong count cannot start");
        // Hole 6 filled instead.
        tabTo(window, "fillHole0");
        keyClick(Qt.Key_Space);
        compare(JSON.stringify(match.fill), "[0,1,2,5]");
        verify(match.canStart);
        tabTo(window, "startRoundButton");
        keyClick(Qt.Key_Return);
        tryVerify(() => !refill.visible, 3000, "Enter started the round");
        compare(match.round, 2);
        tryVerify(() => !window.session.player.running, 5000);
        verify(window.session.boardMatchesEngine());
    }
}
