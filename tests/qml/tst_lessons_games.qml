import QtQuick
import QtTest
import Semina

// One lesson task of every game played through the lesson screen: a wrong
// action (a hole from which no decision meets the task) is played out and
// explained, then both hint grades lead to the answer, which earns one star.
TestCase {
    id: testCase

    name: "LessonsOfEveryGame"
    when: windowShown
    visible: true
    width: 1000
    height: 700

    Component {
        id: screenComponent
        LessonScreen {
            width: 1000
            height: 700
            gameTitle: gameKey
            session: GameSession {}
        }
    }

    function makeScreen(key) {
        const screen = createTemporaryObject(screenComponent, testCase, { "gameKey": key });
        screen.lessons.resetProgress();
        screen.boardView.animator.stepMs = 0;
        waitForRendering(screen);
        return screen;
    }

    function settled(screen) {
        tryVerify(() => !screen.session.player.running, 5000, "the animation ends");
        wait(20); // the lesson judges just after the animation
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

    // Plays a hole (and a direction, when the arrows ask for one).
    function play(screen, row, direction) {
        const session = screen.session;
        const before = session.moves.count;
        if (session.choiceRow < 0)
            clickRow(screen, row);
        if (session.moves.count === before) {
            const arrow = findChild(screen, direction === 2 ? "arrowCw" : "arrowCcw");
            verify(arrow && arrow.visible, "arrows offered");
            mouseClick(arrow);
        }
        compare(session.moves.count, before + 1, "one decision played");
        settled(screen);
    }

    // The first task whose mover has a playable hole that meets nothing:
    // the second hint grade lights every hole some meeting decision starts from.
    function openTaskWithAWrongHole(screen) {
        const lessons = screen.lessons;
        for (let l = 0; l < lessons.lessonCount; ++l) {
            for (let s = 0; lessons.open(l, s); ++s) {
                if (!lessons.asks || screen.session.choiceRow >= 0)
                    continue;
                lessons.hint(); // the idea
                lessons.hint(); // the holes
                const lit = lessons.hintRows;
                const wrong = playableRows(screen).filter(row => lit.indexOf(row) < 0);
                lessons.open(l, s); // again: no hint asked, no retry
                if (wrong.length > 0)
                    return wrong[0];
            }
        }
        return -1;
    }

    function test_a_task_of_each_game_data() {
        return [
            { tag: "kalah", key: "kalah" },
            { tag: "mankala", key: "mankala" },
            { tag: "aliguli", key: "aliguli" },
            { tag: "omweso", key: "omweso" }
        ];
    }

    function test_a_task_of_each_game(data) {
        const screen = makeScreen(data.key);
        const lessons = screen.lessons;
        const wrong = openTaskWithAWrongHole(screen);
        verify(wrong >= 0, "a task with a hole that cannot meet it");
        compare(lessons.phase, LessonSession.Waiting);
        const start = screen.session.history.position;

        // The wrong hole: played out, then explained.
        play(screen, wrong, 1);
        for (let i = 0; i < 20 && lessons.phase === LessonSession.Trying; ++i)
            play(screen, playableRows(screen)[0], 1); // the rest of the turn, any way
        compare(lessons.phase, LessonSession.Missed);
        verify(findChild(screen, "lessonFeedback").text.length > 0, "the miss says why");
        mouseClick(findChild(screen, "lessonTryAgain"));
        compare(screen.session.history.position, start, "the board returned");

        // Every hint grade, then their answer, to the end of the turn.
        for (let i = 0; i < 20 && (lessons.phase === LessonSession.Waiting || lessons.phase === LessonSession.Trying); ++i) {
            lessons.hint();
            verify(lessons.hintText.length > 0, "the first grade says the idea");
            while (lessons.hintLevel < 3)
                lessons.hint();
            verify(lessons.hintRows.length === 1, "the last grade shows one decision");
            play(screen, lessons.hintRows[0], lessons.hintDirection);
        }
        compare(lessons.phase, LessonSession.Met);
        compare(lessons.stars, 1, "a retry and every hint: one star");
    }
}
