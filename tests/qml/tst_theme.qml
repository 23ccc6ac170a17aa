import QtQuick
import QtTest
import Semina
import "contrast.js" as Contrast

// Every theme's text is readable on the surfaces it is drawn on (Theme.qml):
// WCAG contrast ratios, 4.5 for text (7 in high contrast), 3 for large or
// disabled text; and on the board, the counts and labels stay readable on
// the holes, the wood and the seeds, and every mark (a playable hole, the
// last move, a capture, the hint, the cursor, a protected hole's lid, an
// aloka hole) stands out 3:1 from what it is drawn on (WCAG's 1.4.11).
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
            ["tipText", "tipBase"], ["bad", "card"], ["good", "card"]
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

    function test_board_counts_and_labels_are_readable_in_every_theme_data() {
        return [{ tag: "wood" }, { tag: "night" }, { tag: "contrast" }];
    }
    function test_board_counts_and_labels_are_readable_in_every_theme(data) {
        Settings.theme = data.tag;
        // On the holes (and a store's or stock's inside) the ink reads.
        for (const ink of ["countInk", "labelInk"]) {
            for (const bg of ["hole", "holeDeep"]) {
                const r = ratio(Theme[ink], Theme[bg]);
                verify(r >= 7, data.tag + ": " + ink + " on " + bg + " " + r.toFixed(2));
            }
        }
        // A count or a hole's number lies partly on the wood round the hole:
        // there its ink or its outline reads.
        for (const ink of ["countInk", "labelInk"]) {
            for (const bg of ["woodLight", "woodDark"]) {
                const r = Math.max(ratio(Theme[ink], Theme[bg]), ratio(Theme.countOutline, Theme[bg]));
                verify(r >= 4.5, data.tag + ": " + ink + " (or its outline) on " + bg + " " + r.toFixed(2));
            }
        }
        // Where a count crosses a seed, its outline reads on every seed colour
        // (the seed pictures run from white highlights to Theme.seedColors' browns).
        for (const seed of Theme.seedColors.concat(["#ffffff"])) {
            const r = ratio(Theme.countOutline, Qt.lighter(seed, 1));
            verify(r >= 4.5, data.tag + ": a count's outline on the seed " + seed + " " + r.toFixed(2));
        }
        verify(ratio(Theme.countInk, Theme.countOutline) >= 7, data.tag + ": a count's ink and its outline differ");
        // The count on a flying handful of seeds.
        verify(ratio(Theme.woodDark, Qt.lighter(Theme.seedColors[0], 1)) >= 4.5, data.tag + ": a flying handful's count");
    }

    function test_board_marks_stand_out_in_every_theme_data() {
        return [{ tag: "wood" }, { tag: "night" }, { tag: "contrast" }];
    }
    function test_board_marks_stand_out_in_every_theme(data) {
        Settings.theme = data.tag;
        const check = (what, r) => verify(r >= 3, data.tag + ": " + what + " " + r.toFixed(2));
        // Rings drawn on the hole's dark edge (both ends of its gradient).
        for (const mark of ["highlight", "lastMove", "capture"]) {
            for (const bg of ["hole", "holeDeep"])
                check(mark + " on " + bg, ratio(Theme[mark], Theme[bg]));
        }
        // The hint's and the cursor's rings have a thin edge in
        // focusRingInner: the ring or its edge stands out from the hole, and
        // the two from each other.
        for (const ring of ["hint", "focusRing"]) {
            check(ring + " against its edge", ratio(Theme[ring], Theme.focusRingInner));
            check(ring + " (or its edge) on the hole",
                  Math.max(ratio(Theme[ring], Theme.hole), ratio(Theme.focusRingInner, Theme.hole)));
        }
        // A lesson's mark, on the wood round the hole, with its light edge.
        check("mark against its edge", ratio(Theme.mark, Theme.focusRingInner));
        for (const wood of ["woodLight", "woodDark"])
            check("mark (or its edge) on " + wood,
                  Math.max(ratio(Theme.mark, Theme[wood]), ratio(Theme.focusRingInner, Theme[wood])));
        // A protected hole's lid on the hole, and its cross (woodDark) on the lid.
        check("lid on hole", ratio(Theme.lid, Theme.hole));
        check("lid's cross", ratio(Theme.woodDark, Theme.lid));
        // The aloka dot, outlined in woodDark.
        check("aloka dot against its outline", ratio(Theme.aloka, Theme.woodDark));
        // The marks are told apart by colour, not only by shape.
        const marks = ["highlight", "lastMove", "capture", "hint", "mark", "focusRing"];
        for (let i = 0; i < marks.length; ++i) {
            for (let j = i + 1; j < marks.length; ++j)
                verify(!Qt.colorEqual(Theme[marks[i]], Theme[marks[j]]), data.tag + ": " + marks[i] + " and " + marks[j] + " differ");
        }
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
