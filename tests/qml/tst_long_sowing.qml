import QtQuick
import QtTest
import Semina

// A long sowing speeds up as it goes (SowingAnimator.pace): every seed is
// still flown to its hole, one event after another, but after the first
// dozen events each step is shorter, down to a fifth.
TestCase {
    id: testCase

    name: "LongSowing"
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

    function test_a_long_sowing_speeds_up_and_shows_every_seed() {
        const screen = createTemporaryObject(screenComponent, testCase);
        const session = screen.session;
        const animator = screen.boardView.animator;
        // Kalah: South's hole 1 holds 24 seeds, sown one by one round the board.
        verify(session.history.newGame("kalah", {}, 0, "24,0,0,0,0,0/4,4,4,4,4,4/0,0/S"));
        animator.stepMs = 20;
        waitForRendering(screen);
        compare(animator.pace, 1, "a short step at the start");
        let drops = 0;
        session.player.progressed.connect(() => {
            if (session.player.running && session.player.type === TracePlayer.Drop)
                ++drops;
        });
        verify(session.clickHole(0));
        tryVerify(() => animator.played > animator.steadyEvents, 10000, "past the first dozen events");
        verify(animator.pace < 1, "the steps shorten");
        verify(animator.ms(1) < animator.stepMs, "a drop now takes less than a step: " + animator.ms(1));
        tryVerify(() => !session.player.running, 20000, "the sowing ends");
        verify(session.boardMatchesEngine(), "every seed reached its hole");
        verify(drops >= 20, "each seed was flown on its own: " + drops);
        verify(animator.pace <= 0.6, "24 seeds: well past the steady start, pace " + animator.pace);
    }
}
