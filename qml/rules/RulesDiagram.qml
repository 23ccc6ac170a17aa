import QtQuick
import QtQuick.Controls
import Semina

// A board diagram of the Rules dialog: the app's own board, still, at a
// position, with the sowing of the diagram's line drawn on it as arrows from
// hole to hole (the laps of the engine's trace, RulesPage), the holes it
// captures from ringed red, the holes the text talks about (where the
// sowing starts) ringed light as the last move is on the game screen, and
// the last seed's hole dotted. Nothing here knows a rule: rows come from the page.
Column {
    id: diagram

    // RulesDiagram::toMap: {game, options, position, laps, captures, marks, caption}
    required property var modelData
    readonly property var picture: modelData
    readonly property alias session: session

    // One ring per row: where it is and which kind, for the delegates; read
    // again when the board is laid out anew (cell).
    function rings(rows, capture) {
        const line = Math.max(2, session.board.cell * 0.05);
        return rows.map(row => ({ "at": session.board.rectOf(row), "capture": capture, "line": line }));
    }

    objectName: "rulesDiagram"
    anchors.horizontalCenter: parent ? parent.horizontalCenter : undefined
    // The widest it may be (RulesSection.maxDiagramWidth).
    property real maxWidth: 520 * Theme.zoom
    width: parent ? Math.min(parent.width, diagram.maxWidth) : 0
    spacing: Theme.spacing / 3

    GameSession {
        id: session
        still: true
    }
    Component.onCompleted: session.history.newGame(diagram.picture.game, diagram.picture.options, 0, diagram.picture.position)

    Item {
        width: diagram.width
        // Read again when the game's board shape arrives (screenRows).
        height: session.board.screenRows > 0 ? Math.min(session.board.heightFor(width), width * 0.6) : 0

        BoardView {
            id: boardView
            anchors.fill: parent
            session: session
            enabled: false
        }

        // Rings on the holes the text talks about (light) and captured from (red).
        Repeater {
            model: session.board.cell > 0 ? diagram.rings(diagram.picture.marks, false).concat(diagram.rings(diagram.picture.captures, true)) : []
            delegate: Ring {
                required property var modelData
                readonly property real grow: modelData.capture ? 2 : 5
                objectName: modelData.capture ? "diagramCapture" : "diagramMark"
                x: modelData.at.x - grow
                y: modelData.at.y - grow
                width: modelData.at.width + 2 * grow
                height: modelData.at.height + 2 * grow
                border.color: modelData.capture ? Theme.capture : Theme.lastMove
                border.width: modelData.line
            }
        }

        Canvas {
            id: arrows
            objectName: "diagramArrows"
            anchors.fill: parent
            readonly property var laps: diagram.picture.laps
            readonly property real cell: session.board.cell
            onLapsChanged: requestPaint()
            onCellChanged: requestPaint()
            onWidthChanged: requestPaint()
            onHeightChanged: requestPaint()

            function centre(row) {
                const r = session.board.rectOf(row);
                return { "x": r.x + r.width / 2, "y": r.y + r.height / 2, "radius": Math.min(r.width, r.height) / 2 };
            }
            // An arrow from rim to rim, bowed a little to its left so that
            // a lap and the lap back do not cover each other.
            function arrow(ctx, from, to) {
                const dx = to.x - from.x, dy = to.y - from.y;
                const length = Math.hypot(dx, dy);
                if (length < 1)
                    return;
                const ux = dx / length, uy = dy / length;
                const a = { "x": from.x + ux * from.radius * 0.55, "y": from.y + uy * from.radius * 0.55 };
                const b = { "x": to.x - ux * to.radius * 0.55, "y": to.y - uy * to.radius * 0.55 };
                const bow = Math.min(length * 0.18, arrows.cell * 0.2);
                const c = { "x": (a.x + b.x) / 2 + uy * bow, "y": (a.y + b.y) / 2 - ux * bow };
                ctx.beginPath();
                ctx.moveTo(a.x, a.y);
                ctx.quadraticCurveTo(c.x, c.y, b.x, b.y);
                ctx.stroke();
                // The head, along the curve's last direction.
                const hx = b.x - c.x, hy = b.y - c.y;
                const hl = Math.hypot(hx, hy) || 1;
                const size = Math.max(6, arrows.cell * 0.13);
                const px = hx / hl, py = hy / hl;
                ctx.beginPath();
                ctx.moveTo(b.x, b.y);
                ctx.lineTo(b.x - px * size - py * size * 0.55, b.y - py * size + px * size * 0.55);
                ctx.lineTo(b.x - px * size + py * size * 0.55, b.y - py * size - px * size * 0.55);
                ctx.closePath();
                ctx.fill();
            }

            onPaint: {
                const ctx = getContext("2d");
                ctx.reset();
                if (session.board.cell <= 0)
                    return;
                ctx.strokeStyle = Theme.highlight;
                ctx.fillStyle = Theme.highlight;
                ctx.lineWidth = Math.max(2, arrows.cell * 0.045);
                ctx.lineCap = "round";
                let last = null;
                for (const lap of arrows.laps) {
                    for (let i = 1; i < lap.length; ++i)
                        arrow(ctx, centre(lap[i - 1]), centre(lap[i]));
                    if (lap.length > 0)
                        last = centre(lap[lap.length - 1]);
                }
                // The hole of the last seed: a dot on its rim, clear of its count.
                if (last) {
                    ctx.beginPath();
                    ctx.arc(last.x, last.y - last.radius * 0.72, Math.max(3, arrows.cell * 0.07), 0, 2 * Math.PI);
                    ctx.fill();
                }
            }
        }
    }

    Label {
        objectName: "diagramCaption"
        width: diagram.width
        text: diagram.picture.caption
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
        font.pixelSize: Theme.smallSize + 1
        font.italic: true
        color: Theme.inkSoft
    }
}
