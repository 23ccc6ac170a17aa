import QtQuick
import QtQuick.Controls
import QtTest
import Semina

TestCase {
    id: testCase

    name: "Dialogs"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    GameListModel {
        id: games
    }
    Item {
        id: host
        width: 1280
        height: 800
        NewGameDialog {
            id: newGame
        }
        RulesDialog {
            id: rules
        }
        SettingsDialog {
            id: settings
        }
    }
    SignalSpy {
        id: startSpy
        target: newGame
        signalName: "start"
    }

    function cleanup() {
        rules.close();
        settings.close();
        Settings.language = "";
    }

    function test_new_game_offers_the_games_options_with_their_defaults() {
        newGame.gameKey = "kalah";
        newGame.optionList = games.options("kalah");
        newGame.open();
        tryVerify(() => newGame.opened);
        const seeds = findChild(newGame.contentItem, "option_seeds");
        verify(seeds, "a seeds option");
        compare(seeds.currentText, "4");
        const capture = findChild(newGame.contentItem, "option_capture");
        capture.currentIndex = 1; // standard
        startSpy.clear();
        mouseClick(findChild(newGame.contentItem, "startButton"));
        compare(startSpy.count, 1);
        compare(startSpy.signalArguments[0][0], "kalah");
        const options = startSpy.signalArguments[0][1];
        compare(options.seeds, "4");
        compare(options.holes, "6");
        compare(options.capture, "standard");
        compare(startSpy.signalArguments[0][2], 0);
    }

    function test_every_option_value_is_accepted_by_the_engine() {
        for (const key of ["kalah", "mankala", "aliguli", "omweso"]) {
            const session = Qt.createQmlObject("import Semina; GameSession {}", testCase);
            for (const option of games.options(key)) {
                for (const v of option.values) {
                    const o = {};
                    o[option.name] = v.value;
                    verify(session.history.newGame(key, o, 0), key + " " + option.name + "=" + v.value + ": " + session.history.lastError);
                }
            }
            session.destroy();
        }
    }

    // The rules page as the dialog shows it: every section's heading and text.
    function pageText() {
        let text = "";
        for (const item of findChildren(rules.contentItem, "rulesHeading").concat(findChildren(rules.contentItem, "rulesText")))
            text += item.text + "\n";
        return text;
    }
    function findChildren(item, name) {
        let found = [];
        for (let i = 0; i < item.children.length; ++i) {
            const child = item.children[i];
            if (child.objectName === name)
                found.push(child);
            found = found.concat(findChildren(child, name));
        }
        return found;
    }

    function test_rules_dialog_shows_each_games_rules_in_sections_with_diagrams() {
        for (const key of ["kalah", "mankala", "aliguli", "omweso"]) {
            rules.gameKey = key;
            rules.open();
            tryVerify(() => rules.opened);
            verify(pageText().length > 1500, key + " has rules text");
            const headings = findChildren(rules.contentItem, "rulesHeading");
            verify(headings.length >= 7, key + " has short sections: " + headings.length);
            // Every diagram the page lists is drawn, by the board of the game.
            const listed = rules.page.sections.filter(s => !!s.diagram).length;
            verify(listed >= 2, key + " lists diagrams");
            tryVerify(() => findChildren(rules.contentItem, "rulesDiagram").length === listed, 2000, key + " draws them");
            for (const d of findChildren(rules.contentItem, "rulesDiagram")) {
                compare(d.session.history.variantKey, key);
                verify(d.height > 100, key + " diagram has room: " + d.height);
                verify(!d.session.clickHole(0), "a diagram plays nothing");
            }
            rules.close();
        }
    }

    function test_a_diagram_draws_the_sowing_and_its_capture() {
        rules.gameKey = "kalah";
        rules.open();
        tryVerify(() => rules.opened);
        // The capture: hole 1's one seed into the empty hole 2, which takes
        // the 4 seeds of the facing hole (docs/rules.md §1.3).
        const capture = findChildren(rules.contentItem, "rulesDiagram").filter(d => d.picture.captures.length > 0)[0];
        verify(capture, "a diagram of a capture");
        compare(capture.session.board.count(0), 1);
        compare(capture.session.board.count(1), 0);
        compare(capture.picture.laps.length, 1);
        compare(capture.picture.laps[0][0], 0);
        compare(capture.picture.laps[0][1], 1);
        compare(findChildren(capture, "diagramCapture").length, 2);
        const ring = findChildren(capture, "diagramCapture")[0];
        const hole = capture.session.board.rectOf(capture.picture.captures[0]);
        verify(Math.abs(ring.x + ring.width / 2 - (hole.x + hole.width / 2)) < 1, "the ring is on its hole");
        verify(hole.width > 20, "the board is laid out: " + hole.width);
        verify(findChild(capture, "diagramCaption").text.length > 20);
    }

    function test_rules_open_at_a_section() {
        rules.gameKey = "omweso";
        rules.open();
        rules.showSection(5);
        tryVerify(() => rules.opened);
        const view = findChild(rules.contentItem, "rulesView");
        tryVerify(() => view.contentY > 200, 2000, "scrolled down to the section: " + view.contentY);
        rules.close();
        rules.open();
        tryVerify(() => rules.opened);
        compare(view.contentY, 0, "opened again: at the top");
    }

    function test_long_rules_scroll_inside_the_dialog() {
        rules.gameKey = "aliguli";
        rules.open();
        tryVerify(() => rules.opened);
        const view = findChild(rules.contentItem, "rulesView");
        verify(view, "a scrolling view");
        verify(view.height > 100, "the view has room: " + view.height);
        verify(view.height <= rules.availableHeight, "the view fits the dialog");
        verify(view.contentHeight > view.height, "Ali Guli Mane's rules are longer than the view");
        verify(view.interactive);
        const close = rules.standardButton(Dialog.Close);
        verify(close && close.visible, "the Close button is shown");
        const bottom = close.mapToItem(host, 0, close.height).y;
        verify(bottom <= host.height, "the Close button is inside the window: " + bottom);
        view.contentY = view.contentHeight - view.height;
        compare(view.atYEnd, true);
    }

    function test_rules_fit_a_small_window() {
        host.width = 800;
        host.height = 600;
        rules.gameKey = "omweso";
        rules.open();
        tryVerify(() => rules.opened);
        verify(rules.y >= 0 && rules.y + rules.height <= 600, "the dialog fits 800x600");
        const view = findChild(rules.contentItem, "rulesView");
        verify(view.contentHeight > view.height, "scrolls at 800x600");
        verify(view.height >= 600 * 0.65, "the page takes most of the window: " + view.height);
        // Every section with a diagram fits the view whole: its text, the
        // diagram and its caption can be read together.
        const sections = findChild(rules.contentItem, "rulesSections");
        let diagrams = 0;
        for (let i = 0; i < sections.children.length; ++i) {
            const section = sections.children[i];
            if (section.objectName !== "rulesSection" || !findChild(section, "rulesDiagram"))
                continue;
            ++diagrams;
            verify(section.height <= view.height, "section " + i + " (" + section.height + ") fits the view (" + view.height + ")");
        }
        verify(diagrams >= 3, "Omweso's page has diagrams: " + diagrams);
        host.width = 1280;
        host.height = 800;
    }

    function test_rules_text_follows_a_language_switch() {
        Settings.language = "en";
        rules.gameKey = "kalah";
        rules.open();
        tryVerify(() => rules.opened);
        verify(pageText().indexOf("Another move") >= 0, "English heading");
        Settings.language = "it";
        tryVerify(() => pageText().indexOf("Another move") < 0 && pageText().length > 1500, 2000, "no longer English after the switch");
        // Qt's own word, translated by qt6-translations-l10n.
        compare(rules.standardButton(Dialog.Close).text, "Chiudi");
        Settings.language = "en";
        tryVerify(() => pageText().indexOf("Another move") >= 0, 2000, "English again");
        compare(rules.standardButton(Dialog.Close).text, "Close");
    }

    function test_settings_show_the_stored_values_after_a_language_switch() {
        Settings.language = "en";
        Settings.animationSpeed = Settings.Slow;
        Settings.theme = "night";
        settings.open();
        tryVerify(() => settings.opened);
        const language = findChild(settings.contentItem, "languageBox");
        const speed = findChild(settings.contentItem, "speedBox");
        const theme = findChild(settings.contentItem, "themeBox");
        compare(language.currentValue, "en");
        compare(speed.currentValue, Settings.Slow);
        compare(theme.currentValue, "night");
        for (const code of ["hu", "it"]) {
            Settings.language = code;
            compare(language.currentValue, code, "language after switching to " + code);
            compare(language.currentIndex, code === "hu" ? 3 : 2);
            compare(speed.currentValue, Settings.Slow, "speed after switching to " + code);
            compare(speed.currentIndex, 3);
            compare(theme.currentValue, "night", "theme after switching to " + code);
        }
        // The titles are those of the new language (Italian: "Lenta").
        compare(speed.currentText, "Lenta");
        Settings.animationSpeed = Settings.Normal;
        Settings.theme = "wood";
    }

    function test_settings_offer_three_themes() {
        settings.open();
        tryVerify(() => settings.opened);
        const theme = findChild(settings.contentItem, "themeBox");
        compare(theme.count, 3);
        theme.currentIndex = 2;
        theme.activated(2);
        compare(Settings.theme, "contrast");
        compare(Theme.contrast, true);
        verify(Qt.colorEqual(Theme.background, "#ffffff"));
        theme.currentIndex = 0;
        theme.activated(0);
        compare(Settings.theme, "wood");
        compare(Theme.contrast, false);
    }
}
