pragma Singleton
import QtQuick
import Semina
import SeminaStyle

// Colours, sizes and durations shared by every screen. Three themes: "wood"
// (light, the default), "night" (dark) and "contrast" (black on white, strong
// accent, clear borders). Main.qml makes the window's palette from the colours
// below, so that every control and dialog follows the theme.
QtObject {
    id: theme

    readonly property string name: Settings.theme
    readonly property bool night: name === "night"
    readonly property bool contrast: name === "contrast"

    // The colour of the current theme among wood's, night's and contrast's.
    function pick(wood: color, dark: color, high: color): color {
        return theme.night ? dark : theme.contrast ? high : wood;
    }

    // Screens and panels.
    readonly property color background: pick("#f4ead8", "#1f1a16", "#ffffff")
    readonly property color backgroundDeep: pick("#e6d5b8", "#14100d", "#ffffff")
    readonly property color ink: pick("#3b2a1a", "#f1e6d2", "#000000")
    readonly property color inkSoft: pick("#6e5a45", "#bfae95", "#1a1a1a")
    // Text of a disabled control: readable, but plainly not active.
    readonly property color inkFaint: pick("#a8957c", "#7d6f5e", "#6b6b6b")
    readonly property color card: pick("#fffaf1", "#2b241e", "#ffffff")
    readonly property color cardBorder: pick("#d9c4a3", "#4a3d31", "#000000")
    readonly property color accent: pick("#ad4f2a", "#e08a5a", "#0033cc")
    // Text on the accent colour (a highlighted button, a selected item).
    readonly property color inkOnAccent: pick("#ffffff", "#1f1a16", "#ffffff")
    readonly property color good: pick("#3f7a2d", "#8fc27a", "#006600")
    // Text that says something went wrong (a missed lesson task, an error).
    readonly property color bad: pick("#c0392b", "#ff7b6b", "#a00000")

    // Controls: fields (combo boxes, text), buttons and their outlines.
    readonly property color field: pick("#fffdf8", "#2b241e", "#ffffff")
    readonly property color fieldAlt: pick("#f7eedf", "#342c25", "#f0f0f0")
    readonly property color button: pick("#f1e3cb", "#3a3029", "#ffffff")
    readonly property color light: pick("#ffffff", "#4e4238", "#ffffff")
    readonly property color mid: pick("#c9b393", "#5a4b3e", "#000000")
    readonly property color dark: pick("#8f7a60", "#0e0b09", "#000000")
    readonly property color shadow: pick("#5c4a36", "#000000", "#000000")
    readonly property color tipBase: pick("#3b2a1a", "#f1e6d2", "#000000")
    readonly property color tipText: pick("#fffaf1", "#1f1a16", "#ffffff")

    // The board.
    readonly property color woodLight: pick("#c8904f", "#8f6233", "#5a3a1a")
    readonly property color woodDark: pick("#8a5a2b", "#5e3d1d", "#24160a")
    readonly property color hole: pick("#5a3716", "#3a230e", "#000000")
    readonly property color holeDeep: pick("#3e240d", "#22140a", "#000000")
    readonly property color holeRim: pick("#a8733d", "#7a542d", "#ffffff")
    readonly property color highlight: pick("#ffd27a", "#ffd27a", "#ffdd00")
    readonly property color aloka: pick("#e9c46a", "#e9c46a", "#ffdd00")
    // The board's highlight language: playable holes (highlight, above), the
    // hint, the last move, a capture and the keyboard focus, each distinct,
    // and each at least 3:1 against the hole it marks (tests/qml/tst_theme.qml).
    readonly property color hint: pick("#1e8f55", "#6fe0a0", "#007a33") // green: never the cursor's blue
    readonly property color lastMove: pick("#f2f2f2", "#f1e6d2", "#ffffff")
    readonly property color capture: pick("#ff5a45", "#ff7b6b", "#ff3b30")
    readonly property color focusRing: pick("#1f5fbf", "#9fd0ff", "#0033cc")
    // A lesson's marks on the holes its text talks about: drawn on the wood
    // round the hole with a thin focusRingInner edge, told apart from a capture.
    readonly property color mark: pick("#6a1b9a", "#d7a6ff", "#8000ff")
    // A protected hole's lid, light on the dark hole, its cross in woodDark.
    readonly property color lid: pick("#dcc096", "#b8956a", "#d8c09a")
    readonly property var seedColors: contrast ? ["#ffffff", "#f2f2f2", "#e6e6e6", "#ffffff", "#f2f2f2", "#e6e6e6", "#ffffff"]
                                               : ["#efe3c8", "#d9c7a1", "#b98d5f", "#e8d9b5", "#c9a27a", "#f3ead7", "#a97d55"]

    // Outlines of cards and panels: thicker in high contrast.
    readonly property int borderWidth: contrast ? 2 : 1
    // How much larger than at 1600×1000 text and controls are drawn in a
    // large window (Main.qml sets it; never below 1), so that a 4K window
    // is not a small form in a corner.
    property real zoom: 1
    readonly property int radius: Math.round(14 * zoom)
    readonly property int spacing: Math.round(16 * zoom)
    readonly property int titleSize: Math.round(40 * zoom)
    readonly property int headingSize: Math.round(22 * zoom)
    readonly property int bodySize: Math.round(15 * zoom)
    readonly property int smallSize: Math.round(12 * zoom)

    // The game screen: counts and labels on the board (drawn with an outline
    // in countOutline: on light wood and seeds the outline reads, on the dark
    // holes the ink), the cursor's inner ring and the status line.
    readonly property color countInk: "#fff6e0"
    readonly property color countOutline: "#2e1a08"
    readonly property color labelInk: pick("#f4e2c0", "#fbf1de", "#ffffff")
    readonly property color focusRingInner: pick("#ffffff", "#14100d", "#ffffff")
    readonly property int statusSize: Math.round(24 * zoom)

    // The look of the controls and cards. Every control is drawn by the
    // style SeminaStyle (qml/style), in the colours above: its Style takes
    // them, and the sizes below, from here. Cards and panels drawn in
    // Semina's own files use the same: Theme.card, Theme.cardBorder,
    // borderWidth, radius, and a drop shadow of dropShadow falling
    // shadowOffset below.
    readonly property color dropShadow: night ? Qt.rgba(0, 0, 0, 0.35) : Qt.rgba(0, 0, 0, 0.12)
    readonly property int shadowOffset: Math.round(3 * zoom)
    // The veil over the window behind a modal dialog.
    readonly property color dim: pick(Qt.rgba(0.23, 0.16, 0.1, 0.45), Qt.rgba(0, 0, 0, 0.55), Qt.rgba(0, 0, 0, 0.5))
    // Buttons, fields and list rows: at least this tall; buttons are pills.
    readonly property int controlHeight: Math.round(40 * zoom)
    // The labels' column of a form (the new-game dialog).
    readonly property int formLabelWidth: Math.round(190 * zoom)
    Component.onCompleted: Style.follow(theme)
}
