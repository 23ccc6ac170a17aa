import QtQuick
import QtQuick.Templates as T

// A dialog's buttons, on the right.
T.DialogButtonBox {
    id: control

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)
    contentWidth: (contentItem as ListView).contentWidth

    spacing: 10
    padding: Style.spacing + 6
    topPadding: Style.spacing / 2
    alignment: Qt.AlignRight

    delegate: Button {}

    contentItem: ListView {
        implicitWidth: contentWidth
        implicitHeight: Style.controlHeight
        model: control.contentModel
        spacing: control.spacing
        orientation: ListView.Horizontal
        boundsBehavior: Flickable.StopAtBounds
        snapMode: ListView.SnapToItem
        // Room for the buttons' focus rings and shadows.
        clip: false
    }

    background: Item {
        implicitHeight: Style.controlHeight
    }
}
