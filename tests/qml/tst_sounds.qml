import QtQuick
import QtTest
import Semina

// The sounds follow the setting and never hold up the animation: with the
// sound off no sound starts (nor does any of QtMultimedia's SoundEffects
// play); with it on each landing seed or handful and the end start theirs;
// and the steps the animator times (each flight's and pause's length, in
// order) are the same with the sound on and off, each timed as the one
// before ends, never waiting for a sound. No audio device is needed: a
// SoundEffect reports that it plays also without one (as under the tests).
TestCase {
    id: testCase

    name: "Sounds"
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
        id: soundsComponent
        Sounds {}
    }
    SignalSpy {
        id: startedSpy
        signalName: "started"
    }

    function cleanup() {
        Settings.sound = true;
    }

    // The animator's timer (the pauses) and its flight (a seed flying), by what they are.
    function partOf(animator, test) {
        for (let i = 0; i < animator.data.length; ++i) {
            if (test(animator.data[i]))
                return animator.data[i];
        }
        return null;
    }

    // Kalah, South to move, sows hole 1's one seed into the empty hole 2 and
    // captures it with the three facing it (docs/rules.md §1.3); South's row is
    // then empty and the game ends, North's 18 seeds swept to its store (§1.4).
    // Returns the steps the animator timed, the kinds of the sounds started
    // and how often a SoundEffect began to play.
    function playTheCapture(soundOn) {
        Settings.sound = soundOn;
        const screen = createTemporaryObject(screenComponent, testCase);
        verify(screen.session.history.newGame("kalah", {}, 0, "1,0,0,0,0,0/3,3,3,3,3,3/10,10/S"));
        const animator = screen.boardView.animator;
        animator.stepMs = 30;
        const sounds = findChild(animator, "sounds");
        verify(sounds, "the animator has its sounds");
        compare(sounds.audible, soundOn);
        const pause = partOf(animator, o => o.hasOwnProperty("triggeredOnStart"));
        const flight = partOf(animator, o => o.hasOwnProperty("animations"));
        verify(pause && flight, "the animator's timer and flight");
        startedSpy.clear();
        startedSpy.target = sounds;
        // Each time one of QtMultimedia's SoundEffects begins to play.
        let playing = 0;
        const effects = ["dropSound", "captureSound", "endSound"].map(name => findChild(sounds, name));
        const onPlaying = () => {
            playing += effects.filter(e => e.playing).length > 0 ? 1 : 0;
        };
        for (const effect of effects)
            effect.playingChanged.connect(onPlaying);
        waitForRendering(screen);

        // What the animator times for each step of the trace (keyed by the
        // events left), recorded as it starts the step's pause or flight.
        const player = screen.session.player;
        const steps = [];
        const timed = {};
        const record = (what, ms) => {
            if (!player.running || timed[player.remaining] !== undefined)
                return; // the timer's second notice of the same start
            timed[player.remaining] = true;
            steps.push(what + " " + player.type + " " + ms);
        };
        const onPause = () => {
            if (pause.running)
                record("pause", pause.interval);
        };
        const onFlight = () => record("fly", flight.animations[0].duration);
        // Whenever a pause or flight starts or ends, and after each step, the
        // animator is already timing the next step by the next turn of the
        // event loop: while the trace runs, it waits for nothing else (such as
        // a sound to end).
        let idle = 0;
        const checkBusy = () => Qt.callLater(() => {
            if (player.running && !pause.running && !flight.running)
                ++idle;
        });
        pause.runningChanged.connect(onPause);
        flight.started.connect(onFlight);
        for (const changed of [pause.runningChanged, flight.runningChanged, player.progressed])
            changed.connect(checkBusy);

        verify(screen.session.clickHole(0), "South sows hole 1");
        tryVerify(() => !player.running, 10000, "the animation ends");
        wait(50);
        pause.runningChanged.disconnect(onPause);
        flight.started.disconnect(onFlight);
        for (const changed of [pause.runningChanged, flight.runningChanged, player.progressed])
            changed.disconnect(checkBusy);
        for (const effect of effects)
            effect.playingChanged.disconnect(onPlaying);
        verify(screen.session.history.over, "the game is over");
        compare(idle, 0, "the next step was always timed at once");
        return { steps: steps, started: startedSpy.signalArguments.map(a => a[0]), playing: playing };
    }

    function test_off_starts_no_sound() {
        Settings.sound = false;
        const sounds = createTemporaryObject(soundsComponent, testCase);
        verify(!sounds.audible);
        startedSpy.clear();
        startedSpy.target = sounds;
        for (const kind of [TracePlayer.Drop, TracePlayer.Capture, TracePlayer.Sweep, TracePlayer.GameEnds])
            sounds.play(kind);
        compare(startedSpy.count, 0, "no sound started with the setting off");
        for (const name of ["dropSound", "captureSound", "endSound"])
            verify(!findChild(sounds, name).playing, name + " is not playing");
        Settings.sound = true;
        verify(sounds.audible, "follows the setting when it changes");
        sounds.play(TracePlayer.Drop);
        compare(startedSpy.count, 1);
        compare(startedSpy.signalArguments[0][0], TracePlayer.Drop);
        // QtMultimedia's own state.
        verify(findChild(sounds, "dropSound").playing, "the drop's SoundEffect plays");
        Settings.sound = false;
        verify(!findChild(sounds, "dropSound").playing, "switched off, it stops");
        Settings.sound = true;
        // A kind without a sound starts none.
        sounds.play(TracePlayer.PickUp);
        compare(startedSpy.count, 1);
    }

    function test_the_animation_is_the_same_with_sound_on_and_off() {
        const on = playTheCapture(true);
        const off = playTheCapture(false);
        verify(on.steps.length >= 4, "the move was animated: " + on.steps.join(", "));
        compare(off.steps, on.steps, "the same steps, of the same lengths");
        compare(off.started.length, 0, "no sound with the setting off");
        compare(off.playing, 0, "no SoundEffect played with the setting off");
        verify(on.playing > 0, "the SoundEffects played with the setting on");
        // With the sound on: one as each seed or handful lands (a seed's drop,
        // a handful's capture sound: the capture, the sweep), and the end's once.
        const flights = on.steps.filter(step => step.startsWith("fly")).length;
        compare(on.started.length, flights + 1, "a sound a flight and the end's: " + on.started);
        compare(on.started[0], TracePlayer.Drop);
        verify(on.started.indexOf(TracePlayer.Capture) > 0, "a capture's sound");
        compare(on.started.indexOf(TracePlayer.GameEnds), on.started.length - 1, "the end's sound last, once");
    }
}
