import QtQuick
import QtTest
import Semina

// A lesson played through the lesson screen with the mouse: a step that
// shows, a task missed and explained, both hint grades, the stars.
TestCase {
    id: testCase

    name: "Lessons"
    when: windowShown
    visible: true
    width: 1000
    height: 700

    Component {
        id: screenComponent
        LessonScreen {
            width: 1000
            height: 700
            gameKey: "kalah"
            gameTitle: "Kalah"
            session: GameSession {}
        }
    }

    function init() {
        Settings.animationSpeed = Settings.Fast;
    }

    function makeScreen() {
        const screen = createTemporaryObject(screenComponent, testCase);
        screen.lessons.resetProgress();
        screen.lessons.open(0, 0); // it opened where an earlier test left off
        screen.boardView.animator.stepMs = 1;
        waitForRendering(screen);
        return screen;
    }

    function clickRow(screen, row) {
        const r = screen.session.board.rectOf(row);
        mouseClick(screen.boardView, r.x + r.width / 2, r.y + r.height / 2);
    }

    function settled(screen) {
        tryVerify(() => !screen.session.player.running, 5000, "the animation ends");
        wait(20); // the lesson judges just after the animation
    }

    function visibleChildren(item, name) {
        const out = [];
        for (let i = 0; i < item.children.length; ++i) {
            const c = item.children[i];
            if (c.objectName === name && c.visible)
                out.push(c);
            out.push(...visibleChildren(c, name));
        }
        return out;
    }

    function test_a_lesson_through_the_screen() {
        const screen = makeScreen();
        const lessons = screen.lessons;
        compare(lessons.lesson, 0);
        compare(lessons.step, 0);
        verify(findChild(screen, "lessonText").text.length > 0);
        settled(screen);
        compare(lessons.phase, LessonSession.Shown, "the board and who begins: nothing to play");
        lessons.open(0, 1);
        compare(lessons.step, 1);
        settled(screen);
        compare(lessons.phase, LessonSession.Shown, "the demonstration played");
        const shown = screen.session.history.position;
        clickRow(screen, 7); // North's hole 2: North is to move after the demonstration
        compare(screen.session.history.position, shown, "a step that shows takes no move");
        verify(findChild(screen, "lessonReplay").visible);
        keyClick(Qt.Key_Return); // Enter, once a step is done: Next
        compare(lessons.step, 2);
        compare(lessons.phase, LessonSession.Waiting);

        // A wrong try: hole 1's last seed stops in hole 5, not hole 6.
        clickRow(screen, 0);
        settled(screen);
        compare(lessons.phase, LessonSession.Missed);
        const feedback = findChild(screen, "lessonFeedback");
        verify(feedback.visible);
        compare(feedback.text, "Your last seed fell into your hole 5. The task asks for your hole 6.");
        mouseClick(findChild(screen, "lessonTryAgain"));
        compare(lessons.phase, LessonSession.Waiting);
        waitForRendering(screen);
        compare(screen.session.history.position, "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S", "the board returned");

        // Hints: first the idea in a sentence, then the holes; only hole 2
        // ends in hole 6, so both later grades point at it.
        mouseClick(findChild(screen, "lessonHint"));
        compare(lessons.hintLevel, 1);
        compare(lessons.hintRows, []);
        const said = findChild(screen, "lessonFeedback");
        verify(said.visible && said.text === lessons.hintText && said.text.indexOf("hole 6") >= 0, "the idea: " + said.text);
        mouseClick(findChild(screen, "lessonHint"));
        compare(lessons.hintLevel, 2);
        compare(lessons.hintRows, [1]);
        waitForRendering(screen);
        compare(visibleChildren(screen, "lessonHintRing").length, 1);
        mouseClick(findChild(screen, "lessonHint"));
        compare(lessons.hintLevel, 3);
        verify(!findChild(screen, "lessonHint").enabled, "no fourth grade");
        compare(screen.session.players.hintRow, 1, "the exact move is the board's own hint");
        compare(visibleChildren(screen, "lessonHintRing").length, 0, "not drawn twice");

        clickRow(screen, 1);
        settled(screen);
        compare(lessons.phase, LessonSession.Met);
        compare(lessons.stars, 1, "a retry and both hints: one star");
        compare(screen.session.players.hintRow, -1, "the board's hint went with the move");
        verify(feedback.text.indexOf("★☆☆") === 0, feedback.text);
        compare(findChild(screen, "lessonStars").text, "★☆☆☆☆☆☆☆☆", "the lesson list counts it (three tasks)");
        verify(findChild(screen, "lessonNext").highlighted);
    }

    function test_the_hint_glows_on_every_hole_worth_a_look() {
        const screen = makeScreen();
        screen.lessons.open(1, 1); // another move from 2,5,1,3,2,4
        mouseClick(findChild(screen, "lessonHint")); // the idea
        mouseClick(findChild(screen, "lessonHint")); // the holes
        waitForRendering(screen);
        // Holes 2, 4 and 5 hold just enough to reach the store (docs/rules.md §1.2).
        compare(screen.lessons.hintRows, [1, 3, 4]);
        compare(visibleChildren(screen, "lessonHintRing").length, 3);
        compare(visibleChildren(screen, "lessonMark").length, 0, "this step marks no hole");
        clickRow(screen, 3);
        settled(screen);
        compare(screen.lessons.phase, LessonSession.Met);
        compare(screen.lessons.stars, 2);
        compare(visibleChildren(screen, "lessonHintRing").length, 0, "the hint goes with the try");
    }

    function test_the_lesson_list_opens_a_lesson() {
        const screen = makeScreen();
        const list = findChild(screen, "lessonList");
        compare(list.count, screen.lessons.lessonCount);
        verify(list.count >= 6, "Kalah has six lessons or more: " + list.count);
        list.currentIndex = 2;
        compare(screen.lessons.lesson, 2);
        compare(screen.lessons.step, 0);
        compare(visibleChildren(screen, "lessonMark").length, 2, "the capture's two holes are marked");
    }

    function test_a_task_by_keyboard() {
        const screen = makeScreen();
        screen.lessons.open(0, 2); // the last seed into hole 6: hole 2
        screen.forceActiveFocus();
        InputMode.keyboard = true; // a learner using the keys: the cursor is on South's first playable hole, hole 1
        tryCompare(screen.session.board, "focusRow", 0);
        keyClick(Qt.Key_Right);
        compare(screen.session.board.focusRow, 1);
        keyClick(Qt.Key_H);
        compare(screen.lessons.hintLevel, 1, "H asks for a hint");
        keyClick(Qt.Key_Return);
        settled(screen);
        compare(screen.lessons.phase, LessonSession.Met);
        keyClick(Qt.Key_PageDown);
        compare(screen.lessons.step, 3, "Page Down: the next step");
    }
}
