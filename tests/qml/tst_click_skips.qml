import QtQuick
import QtTest
import Semina

// A click during the computer's animation, from the real window: on one of
// your holes that you may sow once the seeds have landed, it skips the
// animation and plays that hole; anywhere else it only skips. Two people at
// one board: it only skips (nobody plays the other's turn by skipping).
TestCase {
    id: testCase

    name: "ClickSkips"
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

    // Kalah, North to move with one legal move: hole 1's 2 seeds go to its
    // holes 2 and 3, the last one into an empty hole (a capture of that seed,
    // §2: capture=empty); South's hole 6 keeps its 4 seeds and can be sown.
    readonly property string position: "0,0,0,0,0,4/2,0,0,0,0,0/20,22/N"

    function startGame(south, north) {
        const window = createTemporaryObject(mainComponent, testCase);
        tryVerify(() => window.visible);
        verify(window.session.history.newGame("kalah", {}, 0, testCase.position));
        window.showGame(true);
        findChild(window.contentItem, "sowingAnimator").stepMs = 2000; // slow: the click lands mid-animation
        verify(window.session.players.setKeys(south, north));
        return window;
    }
    function clickRow(window, row) {
        const view = findChild(window.contentItem, "boardView");
        const r = window.session.board.rectOf(row);
        mouseClick(view, r.x + r.width / 2, r.y + r.height / 2);
    }

    function test_against_the_computer_a_click_on_your_hole_plays_it() {
        const window = startGame("", "beginner");
        const session = window.session;
        tryVerify(() => session.player.running, 10000, "the computer sows");
        compare(session.moves.count, 1);
        clickRow(window, 5); // South's hole 6
        verify(!session.player.running || session.moves.count === 2, "skipped");
        compare(session.moves.count, 2, "and South's hole 6 was sown");
        session.player.finish();
        tryVerify(() => !session.player.running);
        verify(session.boardMatchesEngine());
    }

    function test_against_the_computer_a_click_elsewhere_only_skips() {
        const window = startGame("", "beginner");
        const session = window.session;
        tryVerify(() => session.player.running, 10000, "the computer sows");
        clickRow(window, 6 + 4); // one of North's holes
        tryVerify(() => !session.player.running);
        compare(session.moves.count, 1, "nothing more was played");
        compare(session.history.toMove, 0, "South's turn");
    }

    function test_two_people_a_click_only_skips() {
        const window = startGame("", "");
        const session = window.session;
        verify(session.clickHole(6)); // North's hole 1
        verify(session.player.running);
        clickRow(window, 5); // South's hole 6: South moves next, but the click was to skip
        tryVerify(() => !session.player.running);
        compare(session.moves.count, 1, "only skipped");
    }
}
