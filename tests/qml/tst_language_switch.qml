import QtQuick
import QtTest
import Semina

// A language switch at run time (Settings.language, as the settings dialog
// sets it) reaches every text on the screen at once: the home screen with a
// kept game (Continue, its summary and date, the recent games) and the game
// screen (the status, the players, the move list's side letters, the live
// status), the lesson screen (step, lesson list, a miss's explanation), the
// rules dialog and the new-game dialog. The games are kept in the run's own
// data folder (tests/qml/main.cpp).
TestCase {
    id: testCase

    // Reaches a match between rounds as the screenshot sweep does.
    Component {
        id: sweepActions
        SweepActions {}
    }

    name: "LanguageSwitch"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    Component {
        id: mainComponent
        Main {
            width: 1280
            height: 800
        }
    }

    // The date a summary ends with, as each language writes it (QLocale's short format).
    readonly property var dates: ({
            "en": /\d{1,2}\/\d{1,2}\/\d\d \d{1,2}:\d\d\s?[AP]M$/,
            "it": /\d\d\/\d\d\/\d\d \d\d:\d\d$/,
            "hu": /\d{4}\. \d\d\. \d\d\. \d{1,2}:\d\d$/
        })

    function init() {
        Settings.language = "en";
        testFiles.clear();
    }
    function cleanup() {
        Settings.language = "";
    }

    // The texts of the items shown, the popups' too (the overlay is beside
    // the window's content item).
    function shownTexts(item, out) {
        if (!item || !item.visible)
            return out;
        if (typeof item.text === "string" && item.text.length > 0)
            out.push(item.text);
        const children = item.children || [];
        for (let i = 0; i < children.length; ++i)
            shownTexts(children[i], out);
        return out;
    }
    function textsOf(window) {
        return shownTexts(window.contentItem.parent, []);
    }
    function verifyNone(texts, words, language) {
        for (const text of texts)
            for (const word of words)
                verify(text.indexOf(word) < 0, "\"" + word + "\" left in " + language + ": \"" + text + "\"");
    }
    function settle(session) {
        session.player.finish();
        tryVerify(() => !session.player.running);
    }

    function test_game_screen_status_players_and_move_list() {
        const window = createTemporaryObject(mainComponent, testCase);
        const session = window.session;
        // South's hole 3 ends in the store (South again), hole 6 passes the turn.
        verify(session.history.newGame("kalah", {}, 0));
        verify(session.playHole(2, false));
        settle(session);
        verify(session.playHole(5, false));
        settle(session);
        window.showGame(true);
        const status = findChild(window.contentItem, "statusText");
        const live = findChild(window.contentItem, "liveStatus");
        tryCompare(status, "text", "North to move.");
        verify(live.told.indexOf("South") >= 0, live.told);
        let texts = textsOf(window);
        verify(texts.indexOf("1. S 3") >= 0 && texts.indexOf("1. S 6") >= 0, texts.join(" | "));
        verify(texts.indexOf("Human") >= 0, texts.join(" | "));

        Settings.language = "hu";
        compare(status.text, "Észak lép.");
        compare(live.Accessible.name, "Észak lép.", "the live status tells no English sentence");
        texts = textsOf(window);
        verify(texts.indexOf("1. D 3") >= 0 && texts.indexOf("1. D 6") >= 0, "Dél's letter: " + texts.join(" | "));
        verify(texts.indexOf("Ember") >= 0, texts.join(" | "));
        verifyNone(texts, ["South", "North", "Human", "to move", "1. S ", "Undo"], "Hungarian");

        Settings.language = "it";
        compare(status.text, "Tocca a Nord.");
        texts = textsOf(window);
        verify(texts.indexOf("1. S 3") >= 0, texts.join(" | "));
        verifyNone(texts, ["South", "North", "Human", "to move", "1. D ", "Észak", "Ember"], "Italian");

        Settings.language = "en";
        compare(status.text, "North to move.");
        texts = textsOf(window);
        verify(texts.indexOf("1. S 3") >= 0 && texts.indexOf("1. S 6") >= 0, texts.join(" | "));
        verifyNone(texts, ["1. D ", "Nord", "Umano"], "English");
    }

    function test_home_screen_with_a_kept_game() {
        const window = createTemporaryObject(mainComponent, testCase, {
                "keepGames": true
            });
        const session = window.session;
        const store = window.store;
        // A Mankala game with one decision goes to the recent games when a
        // Kalah game replaces it; the Kalah game is the one to continue.
        verify(session.history.newGame("mankala", {}, 0));
        verify(session.playScripted(0));
        settle(session);
        tryCompare(store, "continueTitle", "Mankala", 2000, "kept");
        verify(session.history.newGame("kalah", {}, 0));
        verify(session.playHole(0, false));
        settle(session);
        tryVerify(() => store.continueTitle === "Kalah" && store.recent.length > 0, 2000, "a game to continue and a recent one");
        const card = findChild(window.contentItem, "continueCard");
        tryVerify(() => card.visible);
        const recentButton = findChild(window.contentItem, "recentButton");
        const summaryOf = texts => texts.find(t => t.startsWith("Human") || t.startsWith("Umano") || t.startsWith("Ember")) || "";
        // The recent games' menu: its entries are "title\nsummary".
        const menuTexts = () => {
            const isEntry = t => t.indexOf("\n") > 0 && t.indexOf(" · ") > 0;
            mouseClick(recentButton);
            let shown = [];
            tryVerify(() => (shown = textsOf(window).filter(isEntry)).length > 0, 2000, "the menu is open");
            keyClick(Qt.Key_Escape);
            tryVerify(() => !textsOf(window).some(isEntry), 2000, "the menu is closed");
            return shown;
        };
        const mankala = (texts, summary) => texts.some(t => t.startsWith("Mankala\n" + summary));

        let texts = textsOf(window);
        verify(texts.indexOf("Continue") >= 0, texts.join(" | "));
        let summary = summaryOf(texts);
        verify(summary.startsWith("Human against Human · 1 decision · "), summary);
        verify(dates.en.test(summary), "an English date: " + summary);
        let recent = menuTexts();
        verify(mankala(recent, "Human against Human · 1 decision · "), recent.join(" | "));
        verify(recent.every(t => dates.en.test(t)), recent.join(" | "));

        Settings.language = "hu";
        texts = textsOf(window);
        verify(texts.indexOf("Folytatás") >= 0, texts.join(" | "));
        summary = summaryOf(texts);
        verify(summary.startsWith("Ember – Ember · 1 lépés · "), summary);
        verify(dates.hu.test(summary), "a Hungarian date: " + summary);
        verifyNone(texts, ["Continue", "Recent games", "Human", "against", "decision", "AM", "PM"], "Hungarian");
        recent = menuTexts();
        verify(mankala(recent, "Ember – Ember · 1 lépés · "), recent.join(" | "));
        verify(recent.every(t => dates.hu.test(t)), recent.join(" | "));
        verifyNone(recent, ["Human", "against", "decision", "AM", "PM"], "Hungarian");

        Settings.language = "it";
        texts = textsOf(window);
        verify(texts.indexOf("Continua") >= 0, texts.join(" | "));
        summary = summaryOf(texts);
        verify(summary.startsWith("Umano contro Umano · 1 mossa · "), summary);
        verify(dates.it.test(summary), "an Italian date: " + summary);
        verifyNone(texts, ["Continue", "Recent games", "Human", "against", "decision", "Ember", "AM", "PM"], "Italian");
        recent = menuTexts();
        verify(mankala(recent, "Umano contro Umano · 1 mossa · "), recent.join(" | "));
        verify(recent.every(t => dates.it.test(t)), recent.join(" | "));
        verifyNone(recent, ["Human", "against", "decision", "Ember", "AM", "PM"], "Italian");

        Settings.language = "en";
        texts = textsOf(window);
        verify(texts.indexOf("Continue") >= 0, texts.join(" | "));
        summary = summaryOf(texts);
        verify(summary.startsWith("Human against Human · 1 decision · "), summary);
        verify(dates.en.test(summary), "an English date again: " + summary);
        recent = menuTexts();
        verify(mankala(recent, "Human against Human · 1 decision · "), recent.join(" | "));
        verify(recent.every(t => dates.en.test(t)), recent.join(" | "));
        verifyNone(recent, ["Umano", "Ember", "lépés", "mossa"], "English");
    }

    // The texts of `before` (one language) still shown in `after` (another):
    // words, not names or figures (a game's title, "1/7", "Kalah").
    function leftBehind(before, after) {
        const names = ["Kalah", "Mankala", "Omweso", "Ali Guli Mane", "Semina", "Saada"];
        const wordy = t => /[A-Za-z]{3,}.*\s.*[A-Za-z]{3,}/.test(t) && names.indexOf(t) < 0;
        return after.filter(t => wordy(t) && before.indexOf(t) >= 0);
    }
    function switchAndCompare(window, language) {
        const before = textsOf(window);
        Settings.language = language;
        wait(50); // the lessons' texts are told again once the engine re-read them
        const left = leftBehind(before, textsOf(window));
        compare(left.join(" | "), "", "texts left in the previous language");
    }

    function test_lesson_screen_step_list_and_miss() {
        const window = createTemporaryObject(mainComponent, testCase);
        window.animateScreens = false;
        window.showLessons("kalah");
        let screen = null;
        tryVerify(() => (screen = findChild(window.contentItem, "lessonScreen")) !== null);
        const lessons = screen.lessons;
        tryVerify(() => lessons.stepCount > 0);
        lessons.open(0, 2); // the last seed into hole 6
        const r = screen.session.board.rectOf(0);
        mouseClick(screen.boardView, r.x + r.width / 2, r.y + r.height / 2); // hole 1: its last seed stops in hole 5
        tryVerify(() => lessons.phase === LessonSession.Missed, 5000, "a miss");
        const feedback = findChild(screen, "lessonFeedback");
        const english = feedback.text;
        verify(english.indexOf("hole 5") >= 0, english);
        switchAndCompare(window, "it");
        verify(feedback.text !== english && feedback.text.indexOf("5") >= 0, "the miss told in Italian: " + feedback.text);
        switchAndCompare(window, "hu");
        switchAndCompare(window, "en");
        compare(feedback.text, english);
    }

    function test_rules_dialog() {
        const window = createTemporaryObject(mainComponent, testCase);
        window.openRules("aliguli");
        const rules = findChild(window.contentItem.parent, "rulesDialog") || findChild(window, "rulesDialog");
        verify(rules !== null, "the rules dialog");
        tryVerify(() => rules.opened);
        switchAndCompare(window, "hu");
        switchAndCompare(window, "it");
        switchAndCompare(window, "en");
    }

    function test_new_game_dialog() {
        const window = createTemporaryObject(mainComponent, testCase);
        window.openNewGame("omweso");
        const dialog = findChild(window.contentItem.parent, "newGameDialog") || findChild(window, "newGameDialog");
        tryVerify(() => dialog.opened);
        // Choices made before the switch stay.
        const north = findChild(dialog.contentItem, "northPlayer");
        north.currentIndex = north.indexOfValue("expert");
        verify(north.currentIndex > 0, "Expert plays Omweso");
        const capture = findChild(dialog.contentItem, "option_outer-empty");
        verify(capture !== null, "Omweso's capture condition");
        const last = capture.count - 1;
        verify(last > 0);
        capture.currentIndex = last;
        switchAndCompare(window, "hu");
        compare(north.currentValue, "expert", "North's player stays");
        const humans = [];
        for (let i = 0; i < north.count; ++i)
            humans.push(north.textAt(i));
        verify(humans.indexOf("Human") < 0, "the players' names in Hungarian: " + humans.join(", "));
        compare(findChild(dialog.contentItem, "option_outer-empty").currentIndex, last, "the option stays");
        switchAndCompare(window, "it");
        switchAndCompare(window, "en");
    }

    // A match: at a round's end (the game-over panel, the scoreboard) and
    // during the refill (its panel and buttons).
    function test_match_round_end_and_refill() {
        const window = createTemporaryObject(mainComponent, testCase);
        createTemporaryObject(sweepActions, testCase, {"window": window}).showMatch("aliguli|0,0,0,0,0,0,0/0,0,0,0,0,0,0/44,26/S|over");
        tryVerify(() => findChild(window, "nextRoundButton") !== null && findChild(window, "nextRoundButton").visible);
        switchAndCompare(window, "hu");
        switchAndCompare(window, "en");
        mouseClick(findChild(window, "nextRoundButton"));
        tryCompare(window.session.match, "phase", MatchSession.Refill);
        tryVerify(() => findChild(window, "refillPanel").visible);
        switchAndCompare(window, "it");
        switchAndCompare(window, "hu");
        switchAndCompare(window, "en");
    }
}
