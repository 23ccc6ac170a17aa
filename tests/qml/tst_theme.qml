import QtQuick
import QtTest
import Semina
import "contrast.js" as Contrast

// Every theme's text is readable on the surfaces it is drawn on (Theme.qml):
// WCAG contrast ratios, 4.5 for text (7 in high contrast), 3 for large or
// disabled text.
TestCase {
    name: "Theme"

    function cleanup() {
        Settings.theme = "wood";
    }

    function luminance(c) {
        return Contrast.luminance(c);
    }
    function ratio(a, b) {
        return Contrast.ratio(a, b);
    }

    function test_text_is_readable_in_every_theme_data() {
        return [
            { tag: "wood", body: 4.5 },
            { tag: "night", body: 4.5 },
            { tag: "contrast", body: 7 }
        ];
    }
    function test_text_is_readable_in_every_theme(data) {
        Settings.theme = data.tag;
        compare(Settings.theme, data.tag);
        const body = [
            ["ink", "background"], ["ink", "backgroundDeep"], ["ink", "card"], ["ink", "field"],
            ["ink", "button"], ["inkSoft", "background"], ["inkSoft", "card"], ["inkOnAccent", "accent"],
            ["tipText", "tipBase"]
        ];
        for (const [fg, bg] of body) {
            const r = ratio(Theme[fg], Theme[bg]);
            verify(r >= data.body, data.tag + ": " + fg + " on " + bg + " " + r.toFixed(2));
        }
        // Disabled text stands apart from both the background and enabled text.
        verify(ratio(Theme.inkFaint, Theme.button) >= 2, data.tag + ": disabled text is visible");
        verify(ratio(Theme.inkFaint, Theme.ink) >= 1.8, data.tag + ": disabled text differs from enabled");
        // The accent (a highlighted control, the player to move) shows on the page.
        verify(ratio(Theme.accent, Theme.background) >= 3, data.tag + ": accent on background");
    }

    function test_the_themes_differ() {
        Settings.theme = "wood";
        const wood = String(Theme.background);
        Settings.theme = "night";
        verify(!Qt.colorEqual(Theme.background, wood));
        verify(luminance(Theme.background) < luminance(Theme.ink), "night is light on dark");
        Settings.theme = "contrast";
        verify(ratio(Theme.ink, Theme.background) >= 15, "contrast is near black on white");
    }
}
