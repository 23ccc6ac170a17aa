import QtQuick
import QtQuick.Controls
import Semina

// One section of a rules page (RulesPage.sections) or of About: its
// heading, its text (links open in the browser) and, when it has one, its
// board diagram.
Column {
    id: section

    // {heading, html, diagram}
    required property var modelData
    // The widest its diagram may be (a diagram is about 0.6 as high as wide).
    property real maxDiagramWidth: 520 * Theme.zoom

    objectName: "rulesSection"
    width: parent ? parent.width : 0
    spacing: Theme.spacing / 3

    Label {
        objectName: "rulesHeading"
        width: section.width
        text: section.modelData.heading
        wrapMode: Text.WordWrap
        font.pixelSize: Math.round(Theme.headingSize * 0.82)
        font.bold: true
        color: Theme.ink
        Accessible.role: Accessible.Heading
    }
    Label {
        objectName: "rulesText"
        width: section.width
        text: section.modelData.html
        textFormat: Text.RichText
        wrapMode: Text.WordWrap
        font.pixelSize: Theme.bodySize
        color: Theme.ink
        onLinkActivated: link => Qt.openUrlExternally(link)
    }
    Repeater {
        model: section.modelData.diagram ? [section.modelData.diagram] : []
        delegate: RulesDiagram {}
        onItemAdded: (index, item) => item.maxWidth = Qt.binding(() => section.maxDiagramWidth)
    }
}
