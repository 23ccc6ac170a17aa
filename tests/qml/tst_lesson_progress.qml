import QtQuick
import QtTest
import Semina

// Progress a learner can see, from the real window (Main) with the mouse
// and keys: a game's box on the home screen counts the lesson steps done
// and the stars, Learn resumes where the learner left off, stars cannot be
// farmed by leaving a step after Show the move, and Reset progress asks
// first and can be undone. Kalah's lessons (resources/games/kalah/KalahLessons.qml):
// the first step tells, the second shows a sowing, the third asks for the
// last seed in hole 6 (hole 2, board row 1); the steps of all are counted
// from the book.
TestCase {
    id: testCase

    name: "LessonProgress"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    // Tall enough for roomy game boxes, with a line for the lessons under the text.
    Component {
        id: mainComponent
        Main {
            width: 1600
            height: 1100
        }
    }
    // "3 of N": three steps done of all the book's.
    function threeOfAll(lessons) {
        let all = 0;
        for (let l = 0; l < lessons.lessonCount; ++l)
            all += lessons.stepTexts(l).length;
        return "3 of " + all;
    }

    // Forgets what a test learnt, so that every test (and file) starts clean.
    Component {
        id: forgetComponent
        LessonSession {}
    }

    function init() {
        Settings.animationSpeed = Settings.Fast;
        forget();
    }
    function cleanup() {
        forget();
    }
    function forget() {
        for (const key of ["kalah", "mankala", "aliguli", "omweso"]) {
            const lessons = createTemporaryObject(forgetComponent, testCase, { "game": key });
            lessons.resetProgress();
        }
    }

    function openWindow() {
        const window = createTemporaryObject(mainComponent, testCase);
        window.animateScreens = false;
        tryVerify(() => window.visible);
        waitForRendering(window.contentItem);
        return window;
    }
    function lessonScreen(window) {
        let screen = null;
        tryVerify(() => (screen = findChild(window.contentItem, "lessonScreen")) !== null, 3000, "the lessons open");
        screen.boardView.animator.stepMs = 1;
        tryVerify(() => screen.lessons.stepCount > 0);
        return screen;
    }
    function learn(window, key) {
        const button = findChild(window.contentItem, "learn_" + key);
        tryVerify(() => button.visible && button.width > 0);
        mouseClick(button);
        return lessonScreen(window);
    }
    function goHome(window, screen) {
        mouseClick(findChild(screen, "lessonsHome"));
        tryVerify(() => findChild(window.contentItem, "lessonScreen") === null, 3000, "back home");
        waitForRendering(window.contentItem);
    }
    function settled(screen) {
        tryVerify(() => !screen.session.player.running, 5000, "the animation ends");
        wait(20); // the lesson judges just after the animation
    }
    function clickRow(screen, row) {
        const r = screen.session.board.rectOf(row);
        mouseClick(screen.boardView, r.x + r.width / 2, r.y + r.height / 2);
    }
    function button(screen, name) {
        const b = findChild(screen, name);
        verify(b, name);
        tryVerify(() => b.visible && b.enabled, 3000, name + " can be pressed");
        return b;
    }
    // Reads the first step, watches the second, and meets the third with hole 2.
    function doFirstSteps(screen) {
        const lessons = screen.lessons;
        compare(lessons.lesson, 0);
        compare(lessons.step, 0);
        mouseClick(button(screen, "lessonNext"));
        compare(lessons.step, 1);
        settled(screen);
        mouseClick(button(screen, "lessonNext"));
        compare(lessons.step, 2);
        tryVerify(() => lessons.acceptsMoves);
        clickRow(screen, 1);
        settled(screen);
        compare(lessons.phase, LessonSession.Met);
        compare(lessons.stars, 3);
    }

    function test_the_home_card_counts_the_lessons_and_learn_resumes() {
        const window = openWindow();
        const card = findChild(window.contentItem, "card_kalah");
        verify(!card.compact);
        const progress = findChild(card, "lessonSummary");
        verify(progress, "the card has a line for the lessons");
        verify(!progress.visible, "nothing to show before a lesson");

        const screen = learn(window, "kalah");
        doFirstSteps(screen);
        const threeDone = threeOfAll(screen.lessons);
        goHome(window, screen);

        tryVerify(() => progress.visible, 2000, "the card shows the progress at once");
        verify(progress.text.indexOf(threeDone) >= 0, progress.text);
        verify(progress.text.indexOf("3 ★") >= 0, progress.text);
        verify(!progress.truncated, progress.text);
        verify(!findChild(findChild(window.contentItem, "card_mankala"), "lessonSummary").visible,
               "another game's box shows nothing");

        const again = learn(window, "kalah");
        compare(again.lessons.lesson, 0);
        compare(again.lessons.step, 3, "Learn resumes at the first step not done");
    }

    function test_a_short_card_shows_the_stars_and_steps_beside_its_buttons() {
        const window = openWindow();
        const screen = learn(window, "kalah");
        doFirstSteps(screen);
        const threeDone = threeOfAll(screen.lessons);
        goHome(window, screen);
        window.width = 800;
        window.height = 600;
        const card = findChild(window.contentItem, "card_kalah");
        tryVerify(() => card.compact);
        const badge = findChild(card, "lessonBadge");
        tryVerify(() => badge.visible, 2000, "the badge shows on a short card");
        verify(badge.Accessible.name.indexOf(threeDone) >= 0, badge.Accessible.name);
        const play = findChild(card, "play_kalah");
        const b = badge.mapToItem(card, 0, 0);
        verify(b.x >= 0 && b.y >= 0 && b.y + badge.height <= card.height, "inside the box");
        verify(b.x + badge.width <= play.mapToItem(card, 0, 0).x, "before the buttons");
    }

    function test_show_the_move_then_previous_and_next_still_earns_one_star() {
        const window = openWindow();
        const screen = learn(window, "kalah");
        const lessons = screen.lessons;
        keyClick(Qt.Key_PageDown);
        compare(lessons.step, 1);
        settled(screen);
        keyClick(Qt.Key_PageDown);
        compare(lessons.step, 2);
        tryVerify(() => lessons.acceptsMoves);
        keyClick(Qt.Key_H);
        mouseClick(button(screen, "lessonHint")); // Show the holes
        mouseClick(button(screen, "lessonHint")); // Show the move
        compare(lessons.hintLevel, 3);
        mouseClick(button(screen, "lessonPrevious"));
        compare(lessons.step, 1);
        settled(screen);
        mouseClick(button(screen, "lessonNext"));
        compare(lessons.step, 2);
        tryVerify(() => lessons.acceptsMoves);
        compare(lessons.hintLevel, 0, "the board starts clean");
        clickRow(screen, 1); // the move that was shown
        settled(screen);
        compare(lessons.phase, LessonSession.Met);
        compare(lessons.stars, 1, "the step's own attempts: Show the move was used");
        compare(lessons.lessonStars(0), 1);
        verify(findChild(screen, "lessonStars").text.indexOf("★☆") === 0, "the lesson list counts one star");
    }

    function test_reset_progress_asks_first_and_can_be_undone() {
        const window = openWindow();
        const screen = learn(window, "kalah");
        const lessons = screen.lessons;
        doFirstSteps(screen);
        const stars = findChild(screen, "lessonStars");
        verify(stars.text.indexOf("★★★☆") === 0, stars.text);

        // Asked, and kept.
        mouseClick(button(screen, "resetProgress"));
        const dialog = findChild(screen, "resetConfirmation");
        tryVerify(() => dialog.opened, 2000, "Reset progress asks first");
        verify(dialog.detail.indexOf("3 star") >= 0, "the question says what is lost: " + dialog.detail);
        mouseClick(findChild(dialog.footer, "confirmKeep"));
        tryVerify(() => !dialog.visible);
        compare(lessons.lessonStars(0), 3, "kept");
        verify(stars.text.indexOf("★★★☆") === 0, stars.text);

        // Asked, and reset.
        mouseClick(button(screen, "resetProgress"));
        tryVerify(() => dialog.opened);
        mouseClick(findChild(dialog.footer, "confirmAction"));
        tryVerify(() => !dialog.visible);
        compare(lessons.lessonStars(0), 0);
        verify(stars.text.indexOf("★") < 0, stars.text);
        verify(!findChild(screen, "resetProgress").enabled, "nothing left to reset");

        // Undone.
        mouseClick(button(screen, "undoReset"));
        compare(lessons.lessonStars(0), 3);
        verify(stars.text.indexOf("★★★☆") === 0, stars.text);
        verify(!findChild(screen, "resetUndoBar").visible, "undone once");
        const threeDone = threeOfAll(lessons);
        goHome(window, screen);
        const progress = findChild(findChild(window.contentItem, "card_kalah"), "lessonSummary");
        tryVerify(() => progress.visible);
        verify(progress.text.indexOf(threeDone) >= 0, progress.text);
    }

    function test_reset_progress_reads_whole_in_a_small_window_in_every_language_data() {
        return [{ tag: "en", lang: "en" }, { tag: "it", lang: "it" }, { tag: "hu", lang: "hu" }];
    }
    function test_reset_progress_reads_whole_in_a_small_window_in_every_language(data) {
        Settings.language = data.lang;
        const window = openWindow();
        window.width = 800;
        window.height = 600;
        const screen = learn(window, "kalah");
        doFirstSteps(screen);
        const reset = button(screen, "resetProgress");
        const label = findChild(reset, "seminaButtonText");
        waitForRendering(screen);
        verify(!label.truncated, data.lang + ": " + label.text + " is cut in a " + reset.width + " px column");
        Settings.language = "";
    }

    function test_ctrl_z_undoes_a_reset_until_the_screen_is_left() {
        const window = openWindow();
        let screen = learn(window, "kalah");
        doFirstSteps(screen);
        mouseClick(button(screen, "resetProgress"));
        const dialog = findChild(screen, "resetConfirmation");
        tryVerify(() => dialog.opened);
        mouseClick(findChild(dialog.footer, "confirmAction"));
        tryVerify(() => !dialog.visible);
        verify(findChild(screen, "resetUndoBar").visible, "Undo is offered");
        screen.forceActiveFocus();
        keyClick(Qt.Key_Z, Qt.ControlModifier);
        compare(screen.lessons.lessonStars(0), 3, "Ctrl+Z brings the stars back");

        mouseClick(button(screen, "resetProgress"));
        tryVerify(() => dialog.opened);
        mouseClick(findChild(dialog.footer, "confirmAction"));
        tryVerify(() => !dialog.visible);
        goHome(window, screen);
        screen = learn(window, "kalah");
        verify(!findChild(screen, "resetUndoBar").visible, "the copy went with the screen");
        compare(screen.lessons.lessonStars(0), 0);
        compare(screen.lessons.step, 0, "a reset learner starts at the beginning");
    }
}
