import QtQuick
import QtQuick.Controls
import Semina

// The rules of a game in short sections, some with a board diagram
// (RulesDiagram), from the app's rules texts. The page scrolls inside the
// dialog, which fits the window, so that the Close button is always in view.
Dialog {
    id: dialog

    property string gameKey
    property string gameTitle
    readonly property alias page: page

    title: qsTr("Rules of %1").arg(gameTitle)
    modal: true
    anchors.centerIn: parent
    // In a small window (800×600) the page takes the whole window but a thin
    // border, so that a section and its diagram fit together.
    readonly property bool compact: parent ? parent.height < 700 || parent.width < 900 : false
    readonly property int margin: compact ? 8 : 40
    width: Math.min(parent ? parent.width - 2 * margin : 760, 760 * Theme.zoom)
    height: Math.min(parent ? parent.height - 1.5 * margin : 640, 760 * Theme.zoom)
    topPadding: compact ? Theme.spacing / 2 : padding
    bottomPadding: compact ? Theme.spacing / 2 : padding
    standardButtons: Dialog.Close

    // The section to show at the top once open (0: the page's start).
    property int firstSection: 0
    function showSection(index) {
        dialog.firstSection = index;
        if (dialog.opened)
            dialog.scrollToFirst();
    }
    function scrollToFirst() {
        const section = sectionRepeater.itemAt(dialog.firstSection);
        rulesView.contentY = 0;
        if (section)
            rulesView.scrollBy(section.y);
    }

    onAboutToShow: dialog.firstSection = 0
    onOpened: {
        dialog.scrollToFirst();
        rulesView.forceActiveFocus();
    }

    RulesPage {
        id: page
        gameKey: dialog.gameKey
    }

    ScrollPage {
        id: rulesView
        objectName: "rulesView"
        anchors.fill: parent
        contentHeight: sections.height
        Accessible.name: dialog.title

        Column {
            id: sections
            objectName: "rulesSections"
            // Room on the right for the scroll bar.
            width: rulesView.width - 16
            spacing: Theme.spacing

            Repeater {
                id: sectionRepeater
                model: page.sections
                delegate: RulesSection {}
                // A section's diagram no taller than about half the view,
                // so that the section's text stays in view with it.
                onItemAdded: (index, item) => item.maxDiagramWidth = Qt.binding(() => rulesView.height * 1.1)
            }
        }
    }
}
