import QtQuick
import QtQuick.Templates as T

// A dialog's buttons, on the right. The one that accepts is the primary one.
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

    delegate: Button {
        highlighted: T.DialogButtonBox.buttonRole === T.DialogButtonBox.AcceptRole
                     || T.DialogButtonBox.buttonRole === T.DialogButtonBox.YesRole
    }

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
