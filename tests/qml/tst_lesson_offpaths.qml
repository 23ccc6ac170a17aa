import QtQuick
import QtTest
import Semina

// The lesson screen off its main path, from the real window (Main): a task
// whose sowing stops at a direction choice is credited once the learner
// chooses (Omweso › The aloka holes), and the keys: Enter tries again after
// a miss and goes on once done, Tab reaches the lesson list and the step's
// buttons left to right, and after a button pressed by Tab and Space the
// arrows move the board's cursor again.
TestCase {
    id: testCase

    name: "LessonOffPaths"
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

    function openLessons(key) {
        const window = createTemporaryObject(mainComponent, testCase);
        tryVerify(() => window.visible);
        window.requestActivate();
        tryVerify(() => window.active, 5000, "the window takes the keyboard");
        window.animateScreens = false;
        window.showLessons(key);
        let screen = null;
        tryVerify(() => (screen = findChild(window.contentItem, "lessonScreen")) !== null);
        return screen;
    }
    function settled(screen) {
        tryVerify(() => !screen.session.player.running, 10000, "the animation ends");
        wait(30); // the lesson judges just after the animation
    }
    function clickRow(screen, row) {
        const r = screen.session.board.rectOf(row);
        mouseClick(screen.boardView, r.x + r.width / 2, r.y + r.height / 2);
    }
    function clickArrow(screen, name) {
        let arrow = null;
        tryVerify(() => {
            const all = [];
            collect(screen.boardView, name, all);
            arrow = all.find(a => a.visible && a.width > 0) || null;
            return arrow !== null;
        }, 5000, name + " shows");
        mouseClick(arrow);
    }
    function collect(item, name, out) {
        if (item.objectName === name)
            out.push(item);
        for (let i = 0; i < item.children.length; ++i)
            collect(item.children[i], name, out);
    }
    // Opens the step that starts from `position` (wherever the book puts it).
    function openStepAt(screen, position, words) {
        const lessons = screen.lessons;
        for (let l = 0; l < lessons.lessonCount; ++l) {
            lessons.open(l, 0);
            for (let s = 0; s < lessons.stepCount; ++s) {
                lessons.open(l, s);
                if (lessons.asks && screen.session.history.position === position && lessons.text.indexOf(words) >= 0)
                    return;
            }
        }
        fail("no task starts from " + position);
    }

    function test_a_sowing_that_stops_at_a_choice_is_credited_after_it() {
        const screen = openLessons("omweso");
        openStepAt(screen, "3,2,0,1,0,3,0,2,0,0,0,3,2,4,3,2/3,2,3,2,3,2,3,2,3,2,3,2,3,2,2,2/0,0/S", "clockwise capture");
        const lessons = screen.lessons;
        compare(lessons.phase, LessonSession.Waiting);
        clickRow(screen, 15); // South's hole 16, an aloka hole: the directions are offered
        clickArrow(screen, "arrowCcw");
        settled(screen);
        compare(lessons.phase, LessonSession.Trying, "the sowing stopped at a choice: no verdict yet");
        const feedback = findChild(screen, "lessonFeedback");
        compare(feedback.text, "", "no miss shown at the choice");
        clickArrow(screen, "arrowCw"); // clockwise from hole 2 captures (§4.6)
        settled(screen);
        compare(lessons.phase, LessonSession.Met, "credited: " + feedback.text);
        verify(!findChild(screen, "lessonTryAgain").visible, "no Try again once met");
    }

    function test_enter_tries_again_and_goes_on() {
        const screen = openLessons("kalah");
        const lessons = screen.lessons;
        lessons.open(0, 2); // the last seed into hole 6
        clickRow(screen, 0); // hole 1: its last seed stops in hole 5
        settled(screen);
        compare(lessons.phase, LessonSession.Missed);
        screen.forceActiveFocus();
        keyClick(Qt.Key_Return);
        compare(lessons.phase, LessonSession.Waiting, "Enter after a miss: Try again");
        clickRow(screen, 1); // hole 2: into hole 6
        settled(screen);
        compare(lessons.phase, LessonSession.Met);
        screen.forceActiveFocus();
        keyClick(Qt.Key_Return);
        compare(lessons.step, 3, "Enter once met: Next");
    }

    function test_tab_order_and_the_arrows_after_a_button() {
        const screen = openLessons("kalah");
        const lessons = screen.lessons;
        lessons.open(0, 2);
        clickRow(screen, 0);
        settled(screen);
        compare(lessons.phase, LessonSession.Missed);
        screen.forceActiveFocus();
        const window = screen.Window.window;
        const list = findChild(screen, "lessonList");
        // Tab through the screen: the order the keys reach things in.
        const order = [];
        for (let i = 0; i < 12; ++i) {
            keyClick(Qt.Key_Tab);
            const item = window.activeFocusItem;
            order.push(list.activeFocus ? "lessonList" : item ? item.objectName : "");
        }
        verify(order.indexOf("lessonList") >= 0, "the lesson list is in the Tab order: " + order.join(", "));
        const previous = order.indexOf("lessonPrevious");
        const tryAgain = order.indexOf("lessonTryAgain");
        const next = order.indexOf("lessonNext");
        verify(previous >= 0 && tryAgain >= 0 && next >= 0, order.join(", "));
        verify(previous < tryAgain && tryAgain < next, "the step's buttons left to right: " + order.join(", "));
        // Try again by Tab and Space: then the arrows move the cursor.
        while (window.activeFocusItem.objectName !== "lessonTryAgain")
            keyClick(Qt.Key_Tab);
        keyClick(Qt.Key_Space);
        compare(lessons.phase, LessonSession.Waiting);
        const b = screen.session.board;
        keyClick(Qt.Key_Right);
        verify(b.focusRow >= 0, "the cursor shows");
        const at = b.focusRow;
        keyClick(Qt.Key_Right);
        compare(b.focusRow, at + 1, "the arrows move the cursor after the button");
        // The lesson list by keys: Down opens the next lesson.
        while (!list.activeFocus)
            keyClick(Qt.Key_Tab);
        const frame = () => {
            const all = [];
            collect(list, "lessonListFocus", all);
            return all.filter(r => r.visible).length;
        };
        compare(frame(), 1, "the keyboard's place in the list shows");
        const before = lessons.lesson;
        keyClick(Qt.Key_Down);
        compare(lessons.lesson, before + 1, "Down in the list opens the next lesson");
    }

    // The board stays put from step to step of a lesson, and when a try's
    // verdict shows (the card keeps room for the longest step and two lines
    // of feedback), in the longest language at the smallest window.
    function test_the_board_stays_put_from_step_to_step() {
        Settings.language = "hu";
        const window = createTemporaryObject(mainComponent, testCase, { "width": 800, "height": 600 });
        tryVerify(() => window.visible);
        window.animateScreens = false;
        window.showLessons("kalah");
        let screen = null;
        tryVerify(() => (screen = findChild(window.contentItem, "lessonScreen")) !== null);
        const lessons = screen.lessons;
        const board = findChild(screen, "lessonBoard");
        const place = () => Math.round(board.y) + "," + Math.round(board.height);
        for (let l = 0; l < lessons.lessonCount; ++l) {
            lessons.open(l, 0);
            waitForRendering(screen);
            const first = place();
            for (let s = 1; s < lessons.stepCount; ++s) {
                lessons.open(l, s);
                waitForRendering(screen);
                compare(place(), first, "lesson " + (l + 1) + " step " + (s + 1) + ": the board stays");
            }
        }
        // A miss's verdict moves nothing either.
        lessons.open(0, 2); // the last seed into hole 6
        waitForRendering(screen);
        const before = place();
        clickRow(screen, 0);
        settled(screen);
        compare(lessons.phase, LessonSession.Missed);
        waitForRendering(screen);
        compare(place(), before, "the verdict moves nothing");
        Settings.language = "";
    }
}
