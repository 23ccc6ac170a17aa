import QtQuick
import Semina

// The analysis board's values on the holes: one badge per hole of the
// player to move, at the hole's outer edge (where it covers no other hole:
// Analysis.holeValues gives the place),
// the best ones marked. Exact values plain, estimates with "≈".
Item {
    id: badges

    required property GameSession session
    readonly property Analysis analysis: session.analysis

    // The screen follows the seeds: the next position's values show once the sowing has got there.
    visible: analysis.active && analysis.lineStep === 0 && !session.player.running
    Repeater {
        model: badges.analysis.holeValues
        delegate: Rectangle {
            id: badge
            required property var modelData
            objectName: "valueBadge"
            x: badge.modelData.x - width / 2
            y: badge.modelData.y - height / 2
            width: label.implicitWidth + 12
            height: label.implicitHeight + 4
            radius: height / 2
            color: badge.modelData.best ? Theme.accent : Theme.card
            border.color: Theme.cardBorder
            border.width: 1
            Text {
                id: label
                anchors.centerIn: parent
                text: badge.modelData.text
                font.pixelSize: Theme.bodySize
                font.bold: badge.modelData.best
                font.italic: !badge.modelData.exact
                color: badge.modelData.best ? Theme.inkOnAccent : Theme.ink
            }
        }
    }
}
