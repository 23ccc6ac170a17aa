import QtQuick
import QtQuick.Templates as T

// A card of menu items.
T.Menu {
    id: control

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            contentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             contentHeight + topPadding + bottomPadding)

    margins: 8
    padding: 6
    overlap: 1
    font.pixelSize: Style.bodySize

    delegate: MenuItem {}

    contentItem: ListView {
        implicitHeight: contentHeight
        model: control.contentModel
        interactive: Window.window ? contentHeight + control.topPadding + control.bottomPadding > Window.window.height : false
        clip: true
        currentIndex: control.currentIndex
        ScrollIndicator.vertical: ScrollIndicator {}
    }

    background: Card {
        implicitWidth: 200
        implicitHeight: Style.controlHeight
        radius: 12
    }

    enter: Transition {
        NumberAnimation { property: "opacity"; from: 0; to: 1; duration: 90 }
    }

    T.Overlay.modal: Rectangle {
        color: Style.dim
    }
    T.Overlay.modeless: Rectangle {
        color: "transparent"
    }
}
