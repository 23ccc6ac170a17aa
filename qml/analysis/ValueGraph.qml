import QtQuick
import Semina

// The value over the game (South's view, in seeds): a point after each
// decision, above the middle line South is ahead. A click on a point shows
// that position; the position shown is marked.
Item {
    id: graph

    required property var points      // numbers, or null where not known yet
    property int shownStep: -1
    signal pointClicked(int step)

    implicitHeight: 110
    readonly property real span: {
        let m = 4;
        for (const p of graph.points)
            if (p !== null && p !== undefined)
                m = Math.max(m, Math.abs(p));
        return m;
    }
    function xOf(i) {
        return graph.points.length < 2 ? width / 2 : 6 + i * (width - 12) / (graph.points.length - 1);
    }
    function yOf(v) {
        return height / 2 - v / graph.span * (height / 2 - 6);
    }

    Rectangle {
        anchors.fill: parent
        color: Theme.field
        border.color: Theme.cardBorder
        border.width: Theme.borderWidth
        radius: 4
    }
    Canvas {
        id: canvas
        anchors.fill: parent
        onPaint: {
            const ctx = getContext("2d");
            ctx.reset();
            ctx.strokeStyle = Theme.inkFaint;
            ctx.lineWidth = 1;
            ctx.beginPath();
            ctx.moveTo(0, height / 2);
            ctx.lineTo(width, height / 2);
            ctx.stroke();
            ctx.strokeStyle = Theme.accent;
            ctx.lineWidth = 2;
            ctx.beginPath();
            let drawing = false;
            for (let i = 0; i < graph.points.length; ++i) {
                const p = graph.points[i];
                if (p === null || p === undefined) {
                    drawing = false;
                    continue;
                }
                if (drawing)
                    ctx.lineTo(graph.xOf(i), graph.yOf(p));
                else
                    ctx.moveTo(graph.xOf(i), graph.yOf(p));
                drawing = true;
            }
            ctx.stroke();
        }
        Connections {
            target: graph
            function onPointsChanged() { canvas.requestPaint(); }
            function onWidthChanged() { canvas.requestPaint(); }
            function onHeightChanged() { canvas.requestPaint(); }
        }
        Connections {
            target: Theme
            function onNameChanged() { canvas.requestPaint(); }
        }
    }
    // A dot per known point, from the graph's sums: {x, y, known, shown}.
    readonly property var dots: {
        const out = [];
        for (let i = 0; i < graph.points.length; ++i) {
            const p = graph.points[i];
            const known = p !== null && p !== undefined;
            out.push({"x": graph.xOf(i), "y": known ? graph.yOf(p) : 0, "known": known, "shown": i === graph.shownStep});
        }
        return out;
    }
    Repeater {
        model: graph.dots
        delegate: Rectangle {
            id: dot
            required property var modelData
            signal clicked()
            objectName: "graphPoint"
            visible: dot.modelData.known
            x: dot.modelData.x - width / 2
            y: dot.modelData.y - height / 2
            width: dot.modelData.shown ? 10 : 6
            height: width
            radius: width / 2
            color: dot.modelData.shown ? Theme.focusRing : Theme.accent
            MouseArea {
                anchors.centerIn: parent
                width: 14
                height: 30
                onClicked: dot.clicked()
            }
        }
        onItemAdded: (index, item) => item.clicked.connect(() => graph.pointClicked(index))
    }
}
