import QtQuick
import QtQuick.Templates as T

// Body text in the theme's ink.
T.Label {
    color: enabled ? Style.ink : Style.inkFaint
    linkColor: Style.accent
    font.pixelSize: Style.bodySize
}
