import QtQuick
import QtMultimedia
import Semina

// The board's sounds: a seed dropping, a capture, the end of a game.
// Silent when the sound setting is off.
Item {
    id: sounds

    property bool enabled: Settings.sound

    function play(kind) {
        if (!sounds.enabled)
            return;
        if (kind === "drop")
            drop.play();
        else if (kind === "capture")
            capture.play();
        else if (kind === "end")
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
