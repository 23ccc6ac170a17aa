import QtQuick
import QtQuick.Controls
import Semina

// The decisions so far in the rules' notation; a click shows the position
// after that decision (the last one: the live game). A long entry (a set-up)
// is shown short, its whole notation in a tooltip. After a game review each
// entry carries its grade's mark: ?! an inaccuracy, ? a mistake, ?? a blunder;
// a commented one a pen, its comment in the tooltip.
ListView {
    id: list

    required property MoveListModel moves
    // In a strip under the board: the entries side by side.
    property bool horizontal: false
    // The entry whose position the board shows, kept in sight (-1: the
    // start, before the first; the count or more: the live game, the last).
    property int viewed: -1

    clip: true
    spacing: horizontal ? 6 : 2
    orientation: horizontal ? ListView.Horizontal : ListView.Vertical
    currentIndex: -1
    ScrollBar.vertical: ScrollBar {
        visible: !list.horizontal
    }
    ScrollBar.horizontal: ScrollBar {
        visible: list.horizontal
    }
    model: list.moves
    function keepInSight() {
        if (list.viewed < list.count)
            list.positionViewAtIndex(Math.max(0, list.viewed), ListView.Contain);
        else
            list.positionViewAtEnd();
    }
    onCountChanged: keepInSight()
    onViewedChanged: keepInSight()
    onWidthChanged: keepInSight()
    onHeightChanged: keepInSight()
    Component.onCompleted: keepInSight()

    delegate: ItemDelegate {
        id: entry
        required property var model
        required property int index
        // The whole notation, in the tooltip when the label is shorter.
        readonly property string notation: entry.model.text
        readonly property bool shortened: entry.model.label !== entry.notation
        readonly property bool across: ListView.view ? (ListView.view as ListView).orientation === ListView.Horizontal : false
        width: across ? implicitWidth : ListView.view ? ListView.view.width : 0
        height: across ? (ListView.view ? ListView.view.height : 0) : Math.max(30, implicitContentHeight + 8)
        // The marks of annotated games (language-neutral): none for best and good.
        readonly property string mark: ["", "", "", " ?!", " ?", " ??"][entry.model.grade + 1] ?? ""
        readonly property bool commented: entry.model.comment.length > 0
        text: entry.model.label + mark + (commented ? " ✎" : "")
        Accessible.name: entry.model.label + (entry.model.grade >= 2
            //: Move list, after a review: the grade of a decision, for a screen reader
            ? ", " + [qsTr("inaccuracy"), qsTr("mistake"), qsTr("blunder")][entry.model.grade - 2] : "")
            + (entry.commented ? ", " + entry.model.comment : "")
        font.pixelSize: Theme.bodySize
        font.bold: entry.model.viewed
        highlighted: entry.model.viewed
        ToolTip.visible: (entry.shortened || entry.commented) && entry.hovered
        ToolTip.text: entry.commented ? (entry.shortened ? entry.notation + "\n" : "") + entry.model.comment : entry.notation
        ToolTip.delay: 400
        onClicked: ListView.view.model.select(index)
    }
}
