import QtQuick
import QtQuick.Templates as T

// A rounded field; its outline turns to the accent while typing in it.
T.TextField {
    id: control

    implicitWidth: implicitBackgroundWidth + leftInset + rightInset
                   || Math.max(contentWidth, placeholder.implicitWidth) + leftPadding + rightPadding
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             contentHeight + topPadding + bottomPadding,
                             placeholder.implicitHeight + topPadding + bottomPadding)

    padding: 8
    leftPadding: 14
    rightPadding: 14
    font.pixelSize: Style.bodySize

    color: control.enabled ? Style.ink : Style.inkFaint
    selectionColor: Style.accent
    selectedTextColor: Style.inkOnAccent
    placeholderTextColor: Style.inkFaint
    verticalAlignment: TextInput.AlignVCenter

    Text {
        id: placeholder
        x: control.leftPadding
        y: control.topPadding
        width: control.width - (control.leftPadding + control.rightPadding)
        height: control.height - (control.topPadding + control.bottomPadding)
        text: control.placeholderText
        font: control.font
        color: control.placeholderTextColor
        verticalAlignment: control.verticalAlignment
        elide: Text.ElideRight
        visible: !control.length && !control.preeditText && (!control.activeFocus || control.horizontalAlignment !== Qt.AlignHCenter)
    }

    background: Rectangle {
        implicitWidth: 200
        implicitHeight: Style.controlHeight
        radius: 10
        color: control.enabled ? Style.field : Style.button
        border.width: control.activeFocus ? Style.borderWidth + 1 : Style.borderWidth
        border.color: control.activeFocus ? Style.accent : Style.cardBorder
    }
}
