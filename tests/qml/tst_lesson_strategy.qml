import QtQuick
import QtTest
import Semina

// A strategy task from the real window (Main) at 800×600, as a learner
// meets it: Kalah's last lesson, opened from the lesson list; a move that
// leaves the opponent a capture is played out on the board, and only then
// does the card say how many seeds are in danger and from which of the
// opponent's holes; Enter tries again; the hints end in the move, which
// meets the task. The same for a move the computer values far below the best.
TestCase {
    id: testCase

    name: "LessonStrategy"
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
    Component {
        id: forgetComponent
        LessonSession {}
    }

    function init() {
        Settings.animationSpeed = Settings.Fast;
        Settings.language = "en"; // the English plural forms (1 seed, 2 seeds)
        createTemporaryObject(forgetComponent, testCase, { "game": "kalah" }).resetProgress();
    }
    function cleanup() {
        Settings.language = "";
    }

    function openStrategy() {
        const window = createTemporaryObject(mainComponent, testCase);
        window.animateScreens = false;
        tryVerify(() => window.visible);
        waitForRendering(window.contentItem);
        const learn = findChild(window.contentItem, "learn_kalah");
        tryVerify(() => learn.visible && learn.width > 0);
        mouseClick(learn);
        let screen = null;
        tryVerify(() => (screen = findChild(window.contentItem, "lessonScreen")) !== null, 3000, "the lessons open");
        screen.boardView.animator.stepMs = 30;
        const list = findChild(screen, "lessonList");
        const last = screen.lessons.lessonCount - 1;
        list.positionViewAtIndex(last, ListView.End);
        waitForRendering(list);
        const entry = list.itemAtIndex(last);
        verify(entry, "the strategy lesson is listed");
        mouseClick(entry);
        compare(screen.lessons.lesson, last, "a click on the entry opens it");
        return screen;
    }

    // Opens the first step of the open lesson whose task is `goal` (the
    // engine's GoalKind, read through the step's hint sentence).
    function stepWithHint(screen, start) {
        const lessons = screen.lessons;
        for (let s = 0; s < lessons.stepCount; ++s) {
            lessons.open(lessons.lesson, s);
            lessons.hint();
            const found = lessons.hintText.indexOf(start) === 0;
            lessons.open(lessons.lesson, s); // again: no hint asked
            if (found)
                return s;
        }
        return -1;
    }

    function playableRows(screen) {
        const b = screen.session.board;
        const rows = [];
        for (let row = 0; row < b.rowCount(); ++row)
            if (b.data(b.index(row, 0), BoardModel.PlayableRole))
                rows.push(row);
        return rows;
    }
    function clickRow(screen, row) {
        const r = screen.session.board.rectOf(row);
        mouseClick(screen.boardView, r.x + r.width / 2, r.y + r.height / 2);
    }
    function settled(screen) {
        tryVerify(() => !screen.session.player.running, 8000, "the animation ends");
        wait(30);
    }
    // A playable hole the second hint grade does not light: it meets nothing.
    function wrongRow(screen) {
        const lessons = screen.lessons;
        const step = lessons.step;
        lessons.hint();
        lessons.hint();
        const lit = lessons.hintRows;
        lessons.open(lessons.lesson, step);
        return playableRows(screen).filter(row => lit.indexOf(row) < 0)[0];
    }
    // Plays the rest of the turn (extra moves) with the first playable hole.
    function finishTurn(screen) {
        for (let i = 0; i < 20 && screen.lessons.phase === LessonSession.Trying; ++i) {
            clickRow(screen, playableRows(screen)[0]);
            settled(screen);
        }
    }

    function test_a_defend_task_says_what_is_in_danger_after_the_sowing() {
        const screen = openStrategy();
        const lessons = screen.lessons;
        const feedback = findChild(screen, "lessonFeedback");
        verify(stepWithHint(screen, "Find which of your holes") >= 0, "the lesson has a defend task");
        compare(lessons.phase, LessonSession.Waiting);
        const start = screen.session.history.position;

        clickRow(screen, wrongRow(screen));
        verify(screen.session.player.running, "the sowing is animated");
        verify(feedback.text.indexOf("Now your opponent") < 0, "nothing said before the seeds are down");
        settled(screen);
        finishTurn(screen);
        compare(lessons.phase, LessonSession.Missed);
        verify(/^Now your opponent can capture \d+ of your seeds by sowing their hole \d\.$/.test(feedback.text), feedback.text);
        verify(feedback.visible && feedback.height > 0 && !feedback.truncated, "readable at 800×600");

        keyClick(Qt.Key_Return); // Try again
        compare(screen.session.history.position, start, "the board returned");
        compare(lessons.phase, LessonSession.Waiting);
        lessons.hint();
        lessons.hint();
        lessons.hint();
        verify(lessons.hintRows.length > 0, "the move is shown");
        clickRow(screen, lessons.hintRows[0]);
        settled(screen);
        finishTurn(screen);
        compare(lessons.phase, LessonSession.Met);
        compare(lessons.stars, 1, "a retry and the move shown");
    }

    function test_a_near_best_task_says_how_much_the_move_gave_away() {
        const screen = openStrategy();
        const lessons = screen.lessons;
        const feedback = findChild(screen, "lessonFeedback");
        verify(stepWithHint(screen, "Weigh each move") >= 0, "the lesson has a near-best task");
        clickRow(screen, wrongRow(screen));
        settled(screen);
        finishTurn(screen);
        compare(lessons.phase, LessonSession.Missed);
        verify(/^That move is worth \d+ seeds less than the best one here\. Look for the better move\.$/.test(feedback.text),
               feedback.text);
    }
}
