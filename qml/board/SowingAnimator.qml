import QtQuick
import Semina

// Sequences a decision's trace: each event flies a seed (or a handful) on the
// board, then tells the trace player to apply it. It decides nothing: the
// engine's events say what moves where.
Item {
    id: animator

    objectName: "sowingAnimator"

    required property GameSession session
    readonly property BoardModel board: session.board
    readonly property TracePlayer player: session.player
    property int stepMs: Settings.stepMs
    // A long sowing (an Ali Guli Mane relay, an Omweso turn of many laps)
    // speeds up as it goes: after `steadyEvents` events each step shortens,
    // down to a fifth, so that every seed is still seen to fly but the turn
    // does not drag on. `played` counts the events of the trace running.
    property int steadyEvents: 12
    property int played: 0
    readonly property real pace: played <= steadyEvents ? 1 : Math.max(0.2, steadyEvents / played)
    function ms(steps) {
        return Math.max(1, Math.round(animator.stepMs * steps * animator.pace));
    }
    // The trace ends the game and its end sound has not played yet: it plays
    // when the seeds get there, also when the animation is skipped or instant.
    property bool endSoundDue: false

    signal announce(string text)

    Sounds {
        id: sounds
    }

    function centre(row) {
        const r = animator.board.rectOf(row >= 0 ? row : animator.board.handRow);
        return Qt.point(r.x + r.width / 2, r.y + r.height / 2);
    }

    function sideName(side) {
        return side === 0 ? qsTr("South") : qsTr("North");
    }

    function next() {
        if (!animator.player.running)
            return;
        if (animator.stepMs <= 0) {
            animator.player.finish();
            return;
        }
        const p = animator.player;
        animator.played += 1;
        switch (p.type) {
        case TracePlayer.Capture:
            flashCapture(p.fromRow, animator.ms(2.5));
            fly(p.fromRow, p.toRow, p.count, animator.ms(2.5));
            return;
        case TracePlayer.Drop:
        case TracePlayer.Sweep:
        case TracePlayer.Refill:
            fly(p.fromRow, p.toRow, p.type === TracePlayer.Drop ? 1 : p.count,
                p.type === TracePlayer.Drop ? animator.ms(1) : animator.ms(2.5));
            return;
        case TracePlayer.PickUp:
        case TracePlayer.RelayPickUp:
            pause.interval = animator.ms(1.5);
            break;
        case TracePlayer.ExtraMove:
            // At the end of the game nobody moves again: the panel says who won.
            if (!p.endsGame)
                animator.announce(qsTr("%1 moves again").arg(sideName(p.side)));
            pause.interval = animator.ms(4);
            break;
        case TracePlayer.SecondSowing:
            animator.announce(qsTr("Second sowing"));
            pause.interval = animator.ms(3);
            break;
        case TracePlayer.ChoicePending:
            animator.announce(qsTr("Choose a direction"));
            pause.interval = animator.ms(2);
            break;
        case TracePlayer.ChoiceMade:
            animator.announce(p.clockwise ? qsTr("Clockwise") : qsTr("Counter-clockwise"));
            pause.interval = animator.ms(2);
            break;
        case TracePlayer.TurnPasses:
            //: Announced when the turn passes
            if (!p.endsGame)
                animator.announce(qsTr("%1 to move").arg(sideName(p.side)));
            pause.interval = animator.ms(2);
            break;
        case TracePlayer.RoundEnds:
        case TracePlayer.GameEnds:
            if (animator.endSoundDue)
                sounds.play(p.type);
            animator.endSoundDue = false;
            pause.interval = animator.ms(2);
            break;
        default:
            pause.interval = 1;
        }
        pause.start();
    }

    // The hole captured from flashes in the capture colour while its seeds fly.
    function flashCapture(row, ms) {
        if (row < 0)
            return;
        const r = animator.board.rectOf(row);
        captureFlash.x = r.x;
        captureFlash.y = r.y;
        captureFlash.width = r.width;
        captureFlash.height = r.height;
        captureFade.duration = Math.max(ms, 250);
        captureFade.restart();
    }

    function fly(fromRow, toRow, n, ms) {
        flyer.sound = n > 1 ? TracePlayer.Capture : TracePlayer.Drop;
        const a = centre(fromRow);
        const b = centre(toRow);
        flyer.size = animator.board.cell * (n > 1 ? 0.34 : 0.2);
        flyer.count = n;
        flyer.x = a.x - flyer.size / 2;
        flyer.y = a.y - flyer.size / 2;
        flyX.from = flyer.x;
        flyX.to = b.x - flyer.size / 2;
        flyY.from = flyer.y;
        flyY.to = b.y - flyer.size / 2;
        flyX.duration = ms;
        flyY.duration = ms;
        flyer.visible = true;
        flight.restart();
    }

    Connections {
        target: animator.player
        function onRunningChanged() {
            if (animator.player.running) {
                animator.played = 0;
                animator.endSoundDue = animator.player.endsGame;
                animator.next();
            } else {
                if (animator.endSoundDue)
                    sounds.play(TracePlayer.GameEnds);
                animator.endSoundDue = false;
                flight.stop();
                pause.stop();
                captureFade.stop();
                captureFlash.opacity = 0;
                flyer.visible = false;
            }
        }
    }

    Timer {
        id: pause
        onTriggered: {
            animator.player.step();
            animator.next();
        }
    }

    Ring {
        id: captureFlash
        objectName: "captureFlash"
        visible: opacity > 0
        opacity: 0
        border.color: Theme.capture
        border.width: Math.max(4, width * 0.1)
        z: 9
        Rectangle {
            anchors.fill: parent
            anchors.margins: parent.border.width
            radius: width / 2
            color: Theme.capture
            opacity: 0.35
        }
        NumberAnimation {
            id: captureFade
            target: captureFlash
            property: "opacity"
            from: 1
            to: 0
            easing.type: Easing.InQuad
        }
    }

    Rectangle {
        id: flyer
        objectName: "flyingSeed"
        property real size: 10
        property int count: 1
        property int sound: TracePlayer.Drop // the event kind whose sound plays on landing
        visible: false
        width: size
        height: size * 0.86
        radius: width / 2
        color: Theme.seedColors[0]
        border.color: Theme.woodDark
        z: 10
        Text {
            anchors.centerIn: parent
            visible: flyer.count > 1
            text: flyer.count
            font.pixelSize: flyer.size * 0.5
            font.bold: true
            color: Theme.woodDark
        }
    }

    ParallelAnimation {
        id: flight
        NumberAnimation { id: flyX; target: flyer; property: "x"; easing.type: Easing.InOutQuad }
        NumberAnimation { id: flyY; target: flyer; property: "y"; easing.type: Easing.InOutQuad }
        onFinished: {
            flyer.visible = false;
            sounds.play(flyer.sound);
            animator.player.step();
            animator.next();
        }
    }
}
