import QtQuick
import QtQuick.Templates as T

// A thin rounded mark of where a list is scrolled to, shown while it moves.
T.ScrollIndicator {
    id: control

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)

    padding: 3

    contentItem: Rectangle {
        implicitWidth: 4
        implicitHeight: 4
        radius: 2
        color: Style.inkSoft
        visible: control.size < 1.0
        opacity: control.active ? 0.7 : 0
        Behavior on opacity {
            NumberAnimation { duration: 200 }
        }
    }
}
