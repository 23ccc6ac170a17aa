pragma Singleton
import QtQuick
import Semina

// Colours, sizes and durations shared by every screen; two themes.
QtObject {
    readonly property bool night: Settings.theme === "night"

    readonly property color background: night ? "#1f1a16" : "#f4ead8"
    readonly property color backgroundDeep: night ? "#14100d" : "#e6d5b8"
    readonly property color ink: night ? "#f1e6d2" : "#3b2a1a"
    readonly property color inkSoft: night ? "#bfae95" : "#6e5a45"
    readonly property color card: night ? "#2b241e" : "#fffaf1"
    readonly property color cardBorder: night ? "#4a3d31" : "#d9c4a3"
    readonly property color accent: night ? "#e08a5a" : "#b5542f"
    readonly property color good: night ? "#8fc27a" : "#3f7a2d"
    readonly property color woodLight: night ? "#9a6b3a" : "#c8904f"
    readonly property color woodDark: night ? "#5e3d1d" : "#8a5a2b"
    readonly property color hole: night ? "#3a230e" : "#5a3716"
    readonly property color holeDeep: night ? "#22140a" : "#3e240d"
    readonly property color holeRim: night ? "#7a542d" : "#a8733d"
    readonly property color highlight: "#ffd27a"
    readonly property color aloka: "#e9c46a"
    readonly property color lid: night ? "#7b5a3a" : "#b48a5a"
    readonly property var seedColors: ["#efe3c8", "#d9c7a1", "#b98d5f", "#e8d9b5", "#c9a27a", "#f3ead7", "#a97d55"]

    readonly property int radius: 14
    readonly property int spacing: 16
    readonly property int titleSize: 40
    readonly property int headingSize: 22
    readonly property int bodySize: 15
    readonly property int smallSize: 12
}
