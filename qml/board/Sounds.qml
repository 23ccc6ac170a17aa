import QtQuick
import QtMultimedia
import Semina

// The board's sounds: a seed dropping, a capture, the end of a game.
// Silent when the sound setting is off (and a sound still playing stops).
// play() only starts a sound and returns: nobody waits for one to end, so
// sound never holds up the animation (tests/qml/tst_sounds.qml).
Item {
    id: sounds

    property bool audible: Settings.sound

    // A sound has been started (kind: the TracePlayer event kind).
    signal started(int kind)

    objectName: "sounds"

    // kind: the TracePlayer event kind the sound goes with.
    function play(kind: int) {
        if (!sounds.audible)
            return;
        const effect = kind === TracePlayer.Drop ? drop
                     : kind === TracePlayer.Capture || kind === TracePlayer.Sweep ? capture
                     : kind === TracePlayer.RoundEnds || kind === TracePlayer.GameEnds ? end : null;
        if (!effect)
            return;
        effect.play();
        sounds.started(kind);
    }

    onAudibleChanged: {
        if (!sounds.audible) {
            drop.stop();
            capture.stop();
            end.stop();
        }
    }

    SoundEffect {
        id: drop
        objectName: "dropSound"
        source: "qrc:/sounds/drop.wav"
        volume: 0.5
    }
    SoundEffect {
        id: capture
        objectName: "captureSound"
        source: "qrc:/sounds/capture.wav"
        volume: 0.6
    }
    SoundEffect {
        id: end
        objectName: "endSound"
        source: "qrc:/sounds/end.wav"
        volume: 0.6
    }
}
