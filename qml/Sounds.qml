import QtQuick
import QtMultimedia
import Semina

// The board's sounds: a seed dropping, a capture, the end of a game.
// Silent when the sound setting is off.
Item {
    id: sounds

    property bool enabled: Settings.sound

    // kind: the TracePlayer event kind the sound goes with.
    function play(kind: int) {
        if (!sounds.enabled)
            return;
        if (kind === TracePlayer.Drop)
            drop.play();
        else if (kind === TracePlayer.Capture || kind === TracePlayer.Sweep)
            capture.play();
        else if (kind === TracePlayer.RoundEnds || kind === TracePlayer.GameEnds)
            end.play();
    }

    SoundEffect {
        id: drop
        source: "qrc:/sounds/drop.wav"
        volume: 0.5
    }
    SoundEffect {
        id: capture
        source: "qrc:/sounds/capture.wav"
        volume: 0.6
    }
    SoundEffect {
        id: end
        source: "qrc:/sounds/end.wav"
        volume: 0.6
    }
}
