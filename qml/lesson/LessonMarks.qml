import QtQuick
import Semina

// Marks a lesson draws on the board (in the board view's coordinates):
// the holes the step talks about, and the second grade of the hint, a soft
// glow on the holes worth a look. (The first is a sentence on the step card;
// the third, the exact decision, the board's own hint ring and arrow.) Drawn on the wood under the
// holes, so that the holes' names and counts stay on top.
Item {
    id: marks

    required property BoardModel board
    required property LessonSession lessons

    // One ring per row: where it is and which kind, for the delegates.
    function rings(rows, kind) {
        const line = Math.max(3, marks.board.cell * 0.05); // read again when the board is laid out anew
        return rows.map(row => ({ "at": marks.board.rectOf(row), "kind": kind, "line": line }));
    }

    anchors.fill: parent
    z: -0.5 // above the wood (z -1), under the holes

    Repeater {
        model: marks.rings(marks.lessons.markedRows, "mark")
               .concat(marks.lessons.hintLevel === 2 ? marks.rings(marks.lessons.hintRows, "hint") : [])
        delegate: Ring {
            id: ring
            required property var modelData
            readonly property bool hint: modelData.kind === "hint"
            readonly property real grow: hint ? 6 : modelData.line + 3
            objectName: hint ? "lessonHintRing" : "lessonMark"
            x: modelData.at.x - grow
            y: modelData.at.y - grow
            width: modelData.at.width + 2 * grow
            height: modelData.at.height + 2 * grow
            color: hint ? Qt.rgba(Theme.hint.r, Theme.hint.g, Theme.hint.b, 0.25) : "transparent"
            border.color: hint ? Theme.hint : Theme.mark
            border.width: modelData.line
            // The mark's thin light edge: seen on light and dark wood alike.
            Ring {
                visible: !ring.hint
                anchors.fill: parent
                anchors.margins: ring.modelData.line
                border.color: Theme.focusRingInner
                border.width: 1.5
            }
            SequentialAnimation on opacity {
                running: ring.hint
                loops: Animation.Infinite
                NumberAnimation { from: 1; to: 0.55; duration: 700 }
                NumberAnimation { from: 0.55; to: 1; duration: 700 }
            }
        }
    }
}
