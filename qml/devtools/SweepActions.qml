import QtQuick
import Semina

// What the screenshot sweep (app/devtools/screensweep.h), the soak
// (app/devtools/soak.h) and the Quick Tests do to the main window to reach a screen that play would take long to
// reach: dialogs preset, a match between rounds, a rules page at a section,
// the home screen with example kept games. The product's screens never use
// it; it only calls what Main.qml offers.
QtObject {
    required property var window

    // A setting by its key (Settings.qml's property): the soak's switches of
    // language and theme, its instant animation.
    function setSetting(key, value) {
        Settings[key] = value;
    }
    function showHome() {
        window.showHome();
    }
    function showGame(immediate) {
        window.showGame(immediate);
    }
    function openNewGame(key) {
        window.openNewGame(key);
    }
    // The new-game dialog with a person against the Expert (the handicap suggestion shows).
    function openNewGameAgainstExpert(key) {
        window.newGameDialog.presetPlayers("", "expert");
        window.openNewGame(key);
    }
    // ... and against the Perfect level (its note shows).
    function openNewGameAgainstPerfect(key) {
        window.newGameDialog.presetPlayers("", "perfect");
        window.openNewGame(key);
    }
    // "kalah/3": the rules of Kalah at their section 3.
    function openRulesAt(spec) {
        const parts = spec.split("/");
        window.openRules(parts[0]);
        window.rulesDialog.showSection(Number(parts[1]));
    }
    function openSettings() {
        window.openSettings();
    }
    function openAbout() {
        window.openAbout();
    }
    // A game's lessons at their first step, wherever the lessons shown
    // before (the steps they marked done) would have them resume.
    function showLessons(key) {
        window.showLessons(key);
        window.currentScreen.lessons.open(0, 0);
    }
    // The position editor on a game's start.
    function showEditor(key) {
        window.openEditor(key, {}, "", "", false);
    }
    // A game's puzzles at the one nearest a new player's rating.
    function showPuzzles(key) {
        window.showPuzzles(key);
    }
    // The teacher's view of a learner's progress (this app's own, as exported).
    function showProgressReport() {
        window.progressReport.showOwn("Anna Kovács");
    }
    // A game's lessons with Export progress… asking the learner's name.
    function showProgressExport(key) {
        showLessons(key);
        window.currentScreen.progressExport.start();
    }
    // The home screen with kept games to continue and open.
    function showKeptExamples() {
        window.store.showExamples(true);
    }
    // A match between rounds. `spec` is "GAME|POSITION|STAGE": a match from
    // that finished position, then at STAGE "over" (the round just ended),
    // "refill" (the next round set up, with a changed choice of holes where
    // the loser chooses), "round" (the next round begun), "ask" (in that
    // round, End match asks) or "ended" (that round stopped by End match).
    function showMatch(spec) {
        const [key, position, stage] = spec.split("|");
        const session = window.session;
        session.match.leave();
        session.players.setKeys("", "");
        session.match.start(key, {}, 0, position);
        if (stage !== "over") {
            session.match.prepareNext();
            session.match.toggleHole(1);
            session.match.toggleHole(6);
        }
        if (["round", "ask", "ended"].indexOf(stage) >= 0) {
            session.match.startNext();
            session.player.finish();
        }
        if (stage === "ended")
            session.match.end();
        window.showGame(true);
        if (stage === "ask")
            window.currentScreen.endMatch();
    }
    // A game reviewed on the analysis board. `spec` is "GAME|POSITION|K,K,...":
    // a game of two people from that position (an endgame, so that the
    // review's exact values come at once), each K playing the K-th legal
    // decision there (GameSession.playScripted), then the analysis panel
    // with the review.
    function showReview(spec) {
        const [key, position, picks] = spec.split("|");
        const session = window.session;
        session.match.leave();
        session.history.newGame(key, {}, 0, position);
        session.players.setKeys("", "");
        for (const k of picks.split(",")) {
            session.playScripted(Number(k));
            session.player.finish(); // each decision played out before the next
        }
        window.showGame(true);
        session.analysis.active = true;
        session.analysis.startReview();
    }
}
