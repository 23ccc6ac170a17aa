pragma Singleton
import QtQuick

// What the Semina controls draw with: colours, sizes and type. Semina's
// Theme.qml hands its current theme's values over (follow()); the values
// here are the light "wood" theme's, used until it does.
QtObject {
    id: style

    // Surfaces.
    property color background: "#f4ead8"
    property color card: "#fffaf1"
    property color cardBorder: "#d9c4a3"
    property color field: "#fffdf8"
    property color button: "#f1e3cb"
    // Text: body, secondary, disabled (readable but plainly inactive).
    property color ink: "#3b2a1a"
    property color inkSoft: "#6e5a45"
    property color inkFaint: "#a8957c"
    // The primary action and a selection, and the text on it.
    property color accent: "#ad4f2a"
    property color inkOnAccent: "#ffffff"
    property color focusRing: "#1f5fbf"
    property color tipBase: "#3b2a1a"
    property color tipText: "#fffaf1"
    // A card's drop shadow and the veil behind a modal dialog.
    property color dropShadow: Qt.rgba(0, 0, 0, 0.12)
    property color dim: Qt.rgba(0.1, 0.06, 0.02, 0.45)

    property int borderWidth: 1
    property int radius: 14
    property int controlHeight: 40
    property int spacing: 16
    property int titleSize: 40
    property int headingSize: 22
    property int bodySize: 15
    property int smallSize: 12

    // Hover and press: the ink laid thinly over a surface.
    function hovered(base: color): color {
        return Qt.tint(base, Qt.rgba(style.ink.r, style.ink.g, style.ink.b, 0.07));
    }
    function pressed(base: color): color {
        return Qt.tint(base, Qt.rgba(style.ink.r, style.ink.g, style.ink.b, 0.16));
    }
    // A surface in one of its states.
    function state(base: color, down: bool, hover: bool): color {
        return down ? style.pressed(base) : hover ? style.hovered(base) : base;
    }
    // The accent faintly over a surface: a selected row, a checked track.
    function wash(base: color): color {
        return Qt.tint(base, Qt.rgba(style.accent.r, style.accent.g, style.accent.b, 0.18));
    }

    // Binds every property above of the same name to `theme`'s.
    function follow(theme) {
        const names = ["background", "card", "cardBorder", "field", "button", "ink", "inkSoft", "inkFaint",
                       "accent", "inkOnAccent", "focusRing", "tipBase", "tipText", "dropShadow", "dim",
                       "borderWidth", "radius", "controlHeight", "spacing", "titleSize", "headingSize",
                       "bodySize", "smallSize"];
        for (const name of names)
            style[name] = Qt.binding(() => theme[name]);
    }
}
