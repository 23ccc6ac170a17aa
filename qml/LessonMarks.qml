import QtQuick
import Semina

// Marks a lesson draws over the board (in the board view's coordinates):
// the holes the step talks about, and the hint (its first grade a soft glow
// on the holes worth a look, its second a strong ring on the exact hole,
// with the direction to choose).
Item {
    id: marks

    required property BoardModel board
    required property LessonSession lessons

    // One ring per row: where it is and how it looks, for the delegates.
    function rings(rows, kind) {
        const cell = marks.board.cell; // read again when the board is laid out anew
        const exact = kind === "hint" && marks.lessons.hintLevel === 2;
        const direction = exact && marks.board.directionChoices ? marks.lessons.hintDirection : 0;
        return rows.map(row => ({ "at": marks.board.rectOf(row), "kind": kind, "exact": exact,
                                  "line": Math.max(exact ? 4 : 3, cell * (exact ? 0.07 : 0.05)),
                                  "direction": direction }));
    }

    anchors.fill: parent

    Repeater {
        model: marks.rings(marks.lessons.markedRows, "mark").concat(marks.rings(marks.lessons.hintRows, "hint"))
        delegate: Rectangle {
            id: ring
            required property var modelData
            readonly property bool hint: modelData.kind === "hint"
            readonly property real grow: hint ? 6 : 3
            objectName: hint ? "lessonHintRing" : "lessonMark"
            x: modelData.at.x - grow
            y: modelData.at.y - grow
            width: modelData.at.width + 2 * grow
            height: modelData.at.height + 2 * grow
            radius: Math.min(width, height) / 2
            color: hint && !modelData.exact ? Qt.rgba(Theme.hint.r, Theme.hint.g, Theme.hint.b, 0.25) : "transparent"
            border.color: hint ? Theme.hint : Theme.accent
            border.width: modelData.line
            SequentialAnimation on opacity {
                running: ring.hint
                loops: Animation.Infinite
                NumberAnimation { from: 1; to: 0.55; duration: 700 }
                NumberAnimation { from: 0.55; to: 1; duration: 700 }
            }
            Rectangle {
                visible: ring.modelData.direction > 0
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.top: parent.bottom
                anchors.topMargin: 2
                width: directionText.implicitWidth + 16
                height: directionText.implicitHeight + 6
                radius: height / 2
                color: Theme.hint
                Text {
                    id: directionText
                    anchors.centerIn: parent
                    //: Hint in a lesson: the sowing direction to choose
                    text: ring.modelData.direction === 2 ? qsTr("clockwise") : qsTr("counter-clockwise")
                    color: Theme.inkOnAccent
                    font.pixelSize: Theme.smallSize
                    font.bold: true
                }
            }
        }
    }
}
