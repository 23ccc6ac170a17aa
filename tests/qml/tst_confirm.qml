import QtQuick
import QtTest
import Semina

// No action silently throws a game away: leaving, a new game and closing the
// window ask while a game is in progress; Restart is undone by Undo; a new
// game from the dialog starts unflipped.
TestCase {
    id: testCase

    name: "Confirm"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    Component {
        id: screenComponent
        GameScreen {
            width: 1280
            height: 800
            session: GameSession {}
        }
    }
    Component {
        id: mainComponent
        Main {}
    }
    SignalSpy {
        id: spy
    }

    function settle(session) {
        tryVerify(() => !session.player.running, 5000, "the animation ends");
    }
    // Kalah: South sows hole 1 (row 0); North is to move.
    function playOne(session) {
        verify(session.clickHole(0));
        session.player.finish();
        settle(session);
        compare(session.moves.count, 1);
    }
    function makeScreen() {
        const screen = createTemporaryObject(screenComponent, testCase);
        verify(screen.session.history.newGame("kalah", {}, 0));
        screen.boardView.animator.stepMs = 0;
        waitForRendering(screen);
        return screen;
    }
    function dialogOf(item) {
        const d = findChild(item, "confirmDialog") || findChild(item, "toolbarConfirmation");
        verify(d, "a confirmation dialog");
        return d;
    }

    function test_restart_is_undone_by_undo() {
        const screen = makeScreen();
        playOne(screen.session);
        const before = screen.session.history.position;
        mouseClick(findChild(screen, "restartButton"));
        settle(screen.session);
        compare(screen.session.moves.count, 0, "restarted at once");
        compare(screen.session.history.position, "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S");
        const undo = findChild(screen, "undoButton");
        verify(undo.enabled, "the restart can be undone");
        mouseClick(undo);
        settle(screen.session);
        compare(screen.session.history.position, before);
        compare(screen.session.moves.count, 1);
        verify(screen.session.boardMatchesEngine());
    }

    function test_new_game_and_leaving_ask_while_a_game_is_in_progress_data() {
        return [
            { tag: "new game", button: "newGameButton", signal: "newGame" },
            { tag: "home", button: "homeButton", signal: "home" }
        ];
    }
    function test_new_game_and_leaving_ask_while_a_game_is_in_progress(data) {
        const screen = makeScreen();
        spy.target = screen;
        spy.signalName = data.signal;
        spy.clear();
        // Nothing played yet: nothing to lose, no question.
        mouseClick(findChild(screen, data.button));
        compare(spy.count, 1);
        const confirm = dialogOf(screen);
        verify(!confirm.visible);

        playOne(screen.session);
        mouseClick(findChild(screen, data.button));
        tryVerify(() => confirm.opened, 1000, "asked");
        compare(spy.count, 1, "not yet");
        mouseClick(findChild(confirm.footer, "confirmKeep"));
        tryVerify(() => !confirm.visible, 1000);
        compare(spy.count, 1, "kept playing");
        compare(screen.session.moves.count, 1);

        mouseClick(findChild(screen, data.button));
        tryVerify(() => confirm.opened, 1000, "asked again");
        mouseClick(findChild(confirm.footer, "confirmAction"));
        compare(spy.count, 2, "done once confirmed");
    }

    function test_closing_the_window_asks_while_a_game_is_in_progress() {
        const window = createTemporaryObject(mainComponent, testCase, { startVariant: "kalah" });
        tryVerify(() => window.visible);
        const confirm = dialogOf(window);
        playOne(window.session);
        window.close();
        verify(window.visible, "not closed at once");
        tryVerify(() => confirm.opened, 1000, "asked");
        mouseClick(findChild(confirm.footer, "confirmKeep"));
        tryVerify(() => !confirm.visible, 1000);
        verify(window.visible, "kept playing");
        window.close();
        tryVerify(() => confirm.opened, 1000, "asked again");
        mouseClick(findChild(confirm.footer, "confirmAction"));
        tryVerify(() => !window.visible, 1000, "closed once confirmed");
    }

    function test_a_new_game_starts_unflipped() {
        const window = createTemporaryObject(mainComponent, testCase);
        tryVerify(() => window.visible);
        window.session.board.flipped = true;
        window.openNewGame("kalah");
        const dialog = findChild(window, "newGameDialog");
        verify(dialog, "the new-game dialog");
        tryVerify(() => dialog.opened);
        mouseClick(findChild(dialog.contentItem, "startButton"));
        compare(window.session.history.variantKey, "kalah");
        verify(!window.session.board.flipped, "South at the bottom, as the dialog says");
    }
}
