import QtQuick
import QtQuick.Controls
import QtTest
import Semina

// The Perfect player's endgame table built in the background (EndgameDbCache)
// as the game screen shows it: a bar with its progress and Cancel while it is
// built, then a note. The runner's cache folder is empty at its start
// (tests/qml/main.cpp), so the first Kalah game with Perfect builds its table;
// each test uses a board of its own (holes), as a cancelled table is not built
// again in the same run.
TestCase {
    id: testCase

    name: "EndgameTableProgress"
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

    SignalSpy {
        id: shownSpy
        signalName: "showingProgressChanged"
    }

    function makeScreen(holes, capture) {
        const screen = createTemporaryObject(screenComponent, testCase);
        const bar = findChild(screen, "endgameTableBar");
        verify(bar, "the game screen has the endgame table's bar");
        bar.showAfterMs = 0;
        verify(!bar.visible, "no bar before a Perfect player asks for the table");
        verify(screen.session.history.newGame("kalah", { holes: holes, capture: capture || "empty" }, 0, ""), screen.session.history.lastError);
        verify(screen.session.players.set(Players.Human, Players.Perfect));
        return screen;
    }

    function test_cancel_hides_the_bar_and_leaves_a_note() {
        const screen = makeScreen(6);
        const bar = findChild(screen, "endgameTableBar");
        const text = findChild(bar, "endgameTableText");
        const progress = findChild(bar, "endgameTableProgress");
        const button = findChild(bar, "endgameTableButton");
        // Against Perfect the bar's room is kept: the board does not move when it comes.
        waitForRendering(screen);
        const boardY = screen.boardView.mapToItem(screen, 0, 0).y;
        tryVerify(() => EndgameDbCache.building, 5000, "the table is being built");
        tryVerify(() => bar.visible && progress.visible && button.visible, 5000, "the bar shows");
        compare(screen.boardView.mapToItem(screen, 0, 0).y, boardY, "the board stays where it was");
        tryVerify(() => EndgameDbCache.progress > 0, 60000, "the build reports progress");
        // The percentage shown is the cache's, a whole number.
        tryVerify(() => text.text.indexOf(Math.floor(progress.value * 100) + "%") >= 0, 2000, text.text);
        verify(!/\d[.,]\d/.test(text.text), "a whole percentage: " + text.text);
        verify(progress.value > 0 && progress.value < 1, "progress " + progress.value);
        const cancelText = button.text;
        const cancelName = button.Accessible.name;
        verify(cancelName.length > 0 && button.Accessible.description.length > 0, "Cancel is named and described");
        // The board stays in view and playable: the bar is above it.
        const board = screen.boardView.mapToItem(screen, 0, 0);
        const under = bar.mapToItem(screen, 0, bar.height);
        verify(board.y >= under.y, "the board starts below the bar");
        verify(screen.session.players.humanToMove, "the person plays while the table is built");

        const before = text.text;
        mouseClick(button);
        verify(!progress.visible, "the progress goes at once");
        verify(button.text !== cancelText && button.Accessible.name !== cancelName, "Cancel is now Dismiss: " + button.text);
        tryVerify(() => !EndgameDbCache.building, 20000, "the build stops");
        verify(EndgameDbCache.progress < 1, "not finished");
        verify(bar.visible, "a note stays");
        verify(text.text !== before && text.text.length > 0, "the note: " + text.text);
        verify(button.visible);
        // Play goes on: the person's hole is sown (Perfect answers without its table).
        let row = 0;
        while (screen.session.directionsAt(row) === 0)
            ++row;
        verify(screen.session.clickHole(row), "a hole is played while the table is cancelled");
        mouseClick(button);
        verify(!bar.visible, "dismissed, the note goes");
        // Not built again in this run: a new game on this board shows nothing.
        verify(screen.session.history.newGame("kalah", { holes: 6 }, 0, ""));
        verify(screen.session.players.set(Players.Human, Players.Perfect));
        wait(200);
        verify(!EndgameDbCache.building && !bar.visible);
    }

    function test_a_finished_build_hides_the_bar() {
        const screen = createTemporaryObject(screenComponent, testCase);
        const bar = findChild(screen, "endgameTableBar");
        bar.showAfterMs = 0;
        shownSpy.target = bar;
        verify(screen.session.history.newGame("kalah", { holes: 5 }, 0, ""), screen.session.history.lastError);
        verify(screen.session.players.set(Players.Human, Players.Perfect));
        const text = findChild(bar, "endgameTableText");
        // The bar shows while the table is built, then its progress goes.
        tryVerify(() => shownSpy.count >= 1, 5000, "the bar shows the build");
        tryVerify(() => !EndgameDbCache.building, 120000, "the build ends");
        compare(shownSpy.count, 2, "shown, then gone");
        compare(EndgameDbCache.progress, 1, "built to the end");
        // A brief note, then nothing.
        verify(bar.visible && text.text.length > 0, "ready: " + text.text);
        verify(!findChild(bar, "endgameTableProgress").visible, "no progress once ready");
        verify(findChild(bar, "endgameTableButton").visible, "the note can be dismissed");
        bar.readyMs = 10;
        tryVerify(() => !bar.visible, 2000, "the note goes");
    }

    // With the keys: Tab reaches Cancel, Space cancels and the keys stay on
    // the note's button, Space again closes the note and the board has them.
    function test_cancel_and_dismiss_with_the_keys() {
        const screen = makeScreen(6, "standard");
        const bar = findChild(screen, "endgameTableBar");
        const button = findChild(bar, "endgameTableButton");
        screen.forceActiveFocus();
        tryVerify(() => bar.visible && EndgameDbCache.progress > 0, 60000, "the bar shows the build");
        let i = 0;
        for (; i < 60 && !button.activeFocus; ++i)
            keyClick(Qt.Key_Tab);
        verify(button.activeFocus, "Tab reaches Cancel");
        const cancelText = button.text;
        keyClick(Qt.Key_Space);
        verify(button.text !== cancelText, "the note's button: " + button.text);
        tryVerify(() => !EndgameDbCache.building, 20000, "the build stops");
        verify(bar.visible && button.activeFocus, "the keys stay on the note's button");
        keyClick(Qt.Key_Space);
        verify(!bar.visible, "the note goes");
        verify(screen.boardView.activeFocus, "the board has the keys back");
    }
}
