import QtQuick
import QtTest
import Semina

// A game's puzzles from the real window (Main), by the Puzzles button of
// its card: the answer clicked on the board solves the puzzle and the
// rating and streak move; a click off the answer is missed and told what it
// gives away; Try again and Show the answer; off the main path, a click on
// the board while it takes no move only says what to do, a language switch
// keeps the puzzle, and the rating is there again after going home and
// back (kept on disk). At 800x600.
TestCase {
    id: testCase

    name: "Puzzles"
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

    function openPuzzles(key) {
        testFiles.clear();
        Settings.language = "hu";
        Settings.language = "en";
        const window = createTemporaryObject(mainComponent, testCase);
        tryVerify(() => window.visible);
        window.animateScreens = false;
        mouseClick(findChild(window.contentItem, "puzzles_" + key));
        let screen = null;
        tryVerify(() => (screen = findChild(window.contentItem, "puzzleScreen")) !== null, 5000, "the puzzles open");
        return [window, screen];
    }
    function clickRow(screen, row) {
        const r = screen.session.board.rectOf(row);
        mouseClick(screen.boardView, r.x + r.width / 2, r.y + r.height / 2);
    }
    function settled(screen) {
        tryVerify(() => !screen.session.player.running, 10000, "the animation ends");
        wait(30);
    }
    // Opens a puzzle not tried yet whose answer is one decision of a hole (a click).
    function openOneClickPuzzle(screen) {
        const puzzles = screen.puzzles;
        for (let i = 0; i < puzzles.count; ++i) {
            verify(puzzles.open(i));
            if (!puzzles.triedBefore && puzzles.answerRow(0) >= 0 && puzzles.answerRow(1) < 0)
                return;
        }
        fail("no puzzle of one click");
    }
    // A hole of the mover's with seeds that is not the answer's (in Kalah, a legal move).
    function wrongRow(screen) {
        const answer = screen.puzzles.answerRow(0);
        const board = screen.session.board;
        const mover = screen.session.history.toMove;
        for (let row = 0; row < 64 && !board.isStore(row); ++row) {
            if (row !== answer && board.side(row) === mover && board.count(row) > 0)
                return row;
        }
        return -1;
    }

    function test_solve_then_miss_then_show() {
        const [window, screen] = openPuzzles("kalah");
        const puzzles = screen.puzzles;
        compare(puzzles.rating, 1200);
        openOneClickPuzzle(screen);
        const puzzleRating = puzzles.puzzleRating;
        clickRow(screen, puzzles.answerRow(0));
        settled(screen);
        tryCompare(puzzles, "phase", PuzzleSession.Solved);
        verify(puzzles.rating > 1200, "solving raises the rating");
        compare(puzzles.streak, 1);
        const feedback = findChild(screen, "puzzleFeedback");
        verify(feedback.visible && feedback.text.startsWith("Solved! Your rating is now " + puzzles.rating), feedback.text);
        // The board takes no move now: a click says what to do.
        clickRow(screen, puzzles.answerRow(0));
        compare(screen.session.history.stepCount, 1, "nothing more is played");

        // The next puzzle: off the answer.
        mouseClick(findChild(screen, "puzzleNext"));
        tryCompare(puzzles, "phase", PuzzleSession.Waiting);
        openOneClickPuzzle(screen);
        const wrong = wrongRow(screen);
        verify(wrong >= 0, "another hole to play");
        const before = puzzles.rating;
        clickRow(screen, wrong);
        settled(screen);
        tryCompare(puzzles, "phase", PuzzleSession.Missed);
        compare(puzzles.streak, 0);
        verify(puzzles.rating < before, "missing lowers the rating");
        tryVerify(() => feedback.text.indexOf("gives away") >= 0, 30000, "what the move gives away is told");
        // Show the answer, then Try again.
        mouseClick(findChild(screen, "puzzleShowAnswer"));
        tryCompare(puzzles, "phase", PuzzleSession.Shown, 20000);
        mouseClick(findChild(screen, "puzzleRetry"));
        tryCompare(puzzles, "phase", PuzzleSession.Waiting);
        compare(screen.session.history.stepCount, 0);

        // A language switch keeps the puzzle.
        const id = puzzles.puzzleId;
        Settings.language = "hu";
        tryVerify(() => findChild(screen, "puzzlePrompt").text.startsWith("Te jössz"));
        compare(puzzles.puzzleId, id);
        Settings.language = "en";

        // Home and back: the rating is kept.
        const rating = puzzles.rating;
        mouseClick(findChild(screen, "puzzlesHome"));
        tryVerify(() => findChild(window.contentItem, "puzzleScreen") === null);
        mouseClick(findChild(window.contentItem, "puzzles_kalah"));
        let again = null;
        tryVerify(() => (again = findChild(window.contentItem, "puzzleScreen")) !== null);
        compare(again.puzzles.rating, rating);
        compare(again.puzzles.tried, 2);
    }

    function test_every_game_opens_a_puzzle_with_the_mover_at_the_bottom() {
        for (const key of ["kalah", "mankala", "aliguli", "omweso"]) {
            const [window, screen] = openPuzzles(key);
            compare(screen.puzzles.error, "", key);
            compare(screen.puzzles.phase, PuzzleSession.Waiting, key);
            compare(screen.session.board.flipped, screen.session.history.toMove === 1, key);
            window.destroy();
            wait(20);
        }
    }
}
