pragma Singleton
import QtQuick

// Colours, sizes and durations shared by every screen.
QtObject {
    readonly property color background: "#f4ead8"
    readonly property color backgroundDeep: "#e6d5b8"
    readonly property color ink: "#3b2a1a"
    readonly property color inkSoft: "#6e5a45"
    readonly property color card: "#fffaf1"
    readonly property color cardBorder: "#d9c4a3"
    readonly property color accent: "#b5542f"
    readonly property color woodLight: "#c8904f"
    readonly property color woodDark: "#8a5a2b"
    readonly property color hole: "#5a3716"
    readonly property color holeRim: "#a8733d"
    readonly property color seed: "#efe3c8"

    readonly property int radius: 14
    readonly property int spacing: 16
    readonly property int titleSize: 40
    readonly property int headingSize: 22
    readonly property int bodySize: 15
}
