import QtQuick
import QtQuick.Templates as T

// A field with its value and a chevron; the choices in a card below it.
T.ComboBox {
    id: control

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding,
                             implicitIndicatorHeight + topPadding + bottomPadding)

    padding: 8
    leftPadding: 14
    rightPadding: 14 + indicator.width + spacing
    spacing: 8
    font.pixelSize: Style.bodySize

    delegate: ItemDelegate {
        required property var model
        required property int index
        readonly property ComboList list: ListView.view as ComboList
        width: list ? list.width : 0
        text: list ? list.textOf(model) : ""
        font.weight: list && list.chosen === index ? Font.Bold : Font.Normal
        highlighted: ListView.isCurrentItem
    }

    indicator: Chevron {
        x: control.width - width - 14
        y: (control.height - height) / 2
        color: control.enabled ? Style.inkSoft : Style.inkFaint
        rotation: control.popup.visible ? 180 : 0
    }

    contentItem: Text {
        objectName: "seminaComboText"
        text: control.displayText
        font: control.font
        elide: Text.ElideRight
        verticalAlignment: Text.AlignVCenter
        color: control.enabled ? Style.ink : Style.inkFaint
    }

    background: Rectangle {
        objectName: "seminaComboBackground"
        implicitWidth: 160
        implicitHeight: Style.controlHeight
        radius: 10
        color: Style.state(Style.field, control.pressed, control.hovered)
        border.width: control.popup.visible ? Style.borderWidth + 1 : Style.borderWidth
        border.color: control.popup.visible ? Style.accent : Style.cardBorder
        opacity: control.enabled ? 1 : 0.7
        FocusRing {
            visible: control.visualFocus
            innerRadius: parent.radius
        }
    }

    popup: T.Popup {
        y: control.height + 4
        width: control.width
        height: Math.min(contentItem.implicitHeight + topPadding + bottomPadding,
                         control.Window.height - topMargin - bottomMargin)
        topMargin: 8
        bottomMargin: 8
        padding: 4

        contentItem: ComboList {
            textRole: control.textRole
            arrayModel: Array.isArray(control.model)
            chosen: control.currentIndex
            clip: true
            implicitHeight: contentHeight
            model: control.delegateModel
            currentIndex: control.highlightedIndex
            highlightMoveDuration: 0
            T.ScrollIndicator.vertical: ScrollIndicator {}
        }

        background: Card {
            radius: 10
        }

        enter: Transition {
            NumberAnimation { property: "opacity"; from: 0; to: 1; duration: 90 }
        }
    }
}
