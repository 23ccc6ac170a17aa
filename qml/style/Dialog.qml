import QtQuick
import QtQuick.Templates as T

// A card over the dimmed window: the title as a heading, the content, and
// the buttons at the bottom right. It grows in lightly when opened.
T.Dialog {
    id: control

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            contentWidth + leftPadding + rightPadding,
                            implicitHeaderWidth,
                            implicitFooterWidth)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             contentHeight + topPadding + bottomPadding
                             + (implicitHeaderHeight > 0 ? implicitHeaderHeight + spacing : 0)
                             + (implicitFooterHeight > 0 ? implicitFooterHeight + spacing : 0))

    padding: Style.spacing + 6
    topPadding: Style.spacing / 2
    font.pixelSize: Style.bodySize

    background: Card {
        objectName: "seminaDialogBackground"
        radius: Style.radius + 4
        // An accent band along the top edge, inside the rounded corners.
        Rectangle {
            x: parent.radius
            width: parent.width - 2 * parent.radius
            height: 4
            y: parent.border.width
            radius: 2
            color: Style.accent
            opacity: 0.85
        }
    }

    header: T.Label {
        objectName: "seminaDialogTitle"
        text: control.title
        visible: control.title.length > 0
        elide: Text.ElideRight
        padding: Style.spacing + 6
        bottomPadding: 4
        topPadding: Style.spacing + 6
        font.pixelSize: Style.headingSize
        font.bold: true
        color: Style.ink
    }

    footer: DialogButtonBox {
        visible: count > 0
    }

    enter: Transition {
        NumberAnimation { property: "opacity"; from: 0; to: 1; duration: 120; easing.type: Easing.OutCubic }
        NumberAnimation { property: "scale"; from: 0.96; to: 1; duration: 120; easing.type: Easing.OutCubic }
    }
    exit: Transition {
        NumberAnimation { property: "opacity"; from: 1; to: 0; duration: 90 }
    }

    T.Overlay.modal: Rectangle {
        color: Style.dim
        Behavior on opacity { NumberAnimation { duration: 120 } }
    }
    T.Overlay.modeless: Rectangle {
        color: "transparent"
    }
}
