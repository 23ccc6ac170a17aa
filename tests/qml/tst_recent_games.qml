import QtQuick
import QtTest
import Semina

// The kept games on disk after each action that creates, continues,
// branches, ends or replaces a game, from the real window (Main, games
// kept): a finished or kept game is never overwritten by what is done after
// it, a branch is a new entry that names where it came from, a match is one
// entry, an unfinished game is in one place (Continue, or Recent games once
// replaced), and the questions say what really happens.
TestCase {
    id: testCase

    // Reaches a match between rounds as the screenshot sweep does.
    Component {
        id: sweepActions
        SweepActions {}
    }

    name: "RecentGames"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    Component {
        id: mainComponent
        Main {
            width: 1280
            height: 800
            keepGames: true
        }
    }

    // Kalah near its end (48 seeds): a few decisions to play out.
    readonly property string nearEnd: "0,0,0,1,1,1/0,0,0,1,0,2/20,22/S"

    function init() {
        testFiles.clear();
    }

    function openWindow() {
        const window = createTemporaryObject(mainComponent, testCase);
        tryVerify(() => window.visible);
        return window;
    }
    function settle(window) {
        tryVerify(() => !window.session.player.running, 10000, "the animation ends");
    }
    function saved() {
        wait(50);
    }
    function playOne(window) {
        verify(window.session.playScripted(0), "a decision is played");
        window.session.player.finish();
        settle(window);
        saved();
    }
    function playToEnd(window) {
        for (let i = 0; i < 200 && !window.session.history.over; ++i)
            playOne(window);
        verify(window.session.history.over, "the game is over");
        saved();
    }
    // A new game, begun in a second of its own (a game's begin time names its file).
    function newGame(window, key, position) {
        wait(1100);
        verify(window.session.history.newGame(key, {}, 0, position || ""));
        window.showGame(true);
        saved();
    }
    function recent() {
        return testFiles.list("recent");
    }
    function hasCurrent() {
        return testFiles.list("").indexOf("current.semina") >= 0;
    }
    function confirmIn(item, name) {
        const dialog = findChild(item, name);
        tryVerify(() => dialog.opened, 2000, name + " asks");
        return dialog;
    }

    function test_play_from_here_on_a_finished_game_keeps_it_and_names_it() {
        const window = openWindow();
        const session = window.session;
        newGame(window, "kalah", testCase.nearEnd);
        playToEnd(window);
        const decisions = session.moves.count;
        verify(decisions >= 3, "a game of several decisions: " + decisions);
        compare(recent().length, 1, "the finished game is a recent game");
        verify(!hasCurrent());
        const file = "recent/" + recent()[0];
        const kept = testFiles.read(file);
        const created = testFiles.json(file).created;

        session.showStep(1);
        settle(window);
        mouseClick(findChild(window, "playFromHereButton"));
        const dialog = confirmIn(window, "branchConfirmation");
        verify(dialog.detail.indexOf("stays in Recent games") >= 0, "the question says what happens: " + dialog.detail);
        mouseClick(findChild(dialog.footer, "confirmAction"));
        saved();
        compare(session.moves.count, 1);
        compare(testFiles.read(file), kept, "the finished game is left as it was");
        verify(hasCurrent(), "the branch is a game in play");
        const branch = testFiles.json("current.semina");
        verify(branch.created !== created, "a new game");
        compare(branch.branch_of.created, created, "it names the game it came from");
        compare(branch.branch_of.decisions, 1);
        compare(window.store.continueTitle, "Kalah, a branch");
        verify(window.store.continueText.indexOf("after 1 decision") >= 0, window.store.continueText);

        playToEnd(window);
        compare(recent().length, 2, "both games are kept");
        compare(testFiles.read(file), kept, "and the first is still as it was");
    }

    function test_undo_after_the_end_moves_the_game_back_to_continue() {
        const window = openWindow();
        newGame(window, "kalah", testCase.nearEnd);
        playToEnd(window);
        compare(recent().length, 1);
        window.session.undo();
        settle(window);
        saved();
        verify(!window.session.history.over);
        compare(recent().length, 0, "the game left the recent games");
        verify(hasCurrent() && window.store.canContinue, "it is the game in play again");
    }

    function test_undo_on_a_kept_game_opened_from_recent_games_branches() {
        const window = openWindow();
        newGame(window, "kalah", testCase.nearEnd);
        playToEnd(window);
        const file = "recent/" + recent()[0];
        const kept = testFiles.read(file);
        newGame(window, "mankala");
        compare(window.store.recent.length, 1);
        verify(window.store.openRecent(window.store.recent[0].file), window.store.lastError);
        verify(window.session.history.over);
        window.session.undo();
        settle(window);
        saved();
        compare(testFiles.read(file), kept, "the kept game is left as it was");
        verify(hasCurrent());
        compare(testFiles.json("current.semina").branch_of.created, testFiles.json(file).created);
    }

    function test_a_rematch_is_one_entry() {
        const window = openWindow();
        newGame(window, "kalah", testCase.nearEnd);
        playToEnd(window);
        compare(recent().length, 1);
        const single = testFiles.json("recent/" + recent()[0]);
        const over = findChild(window, "gameOverPanel");
        tryVerify(() => over.visible, 2000);
        mouseClick(findChild(over, "rematchButton"));
        saved();
        compare(recent().length, 0, "the game is round 1 of the match, not a second entry");
        const match = testFiles.json("current.semina");
        compare(match.match, true);
        compare(JSON.stringify(match.rounds[0].decisions), JSON.stringify(single.rounds[0].decisions));
        // Ended, the match is one recent game.
        window.session.match.end();
        saved();
        compare(recent().length, 1);
        verify(!hasCurrent());
        compare(testFiles.json("recent/" + recent()[0]).match, true);
    }

    function test_a_new_game_keeps_the_game_continue_offered() {
        const window = openWindow();
        newGame(window, "kalah", testCase.nearEnd);
        playToEnd(window);
        const finishedFile = window.store.recent[0].file;
        newGame(window, "kalah");
        playOne(window);
        verify(hasCurrent());
        const unfinished = testFiles.json("current.semina").created;
        // A kept game on the screen; Continue still offers the unfinished one.
        verify(window.store.openRecent(finishedFile), window.store.lastError);
        verify(window.store.canContinue);
        compare(testFiles.json("current.semina").created, unfinished);
        newGame(window, "mankala");
        playOne(window);
        compare(recent().length, 2, "the game Continue offered went to the recent games");
        const names = recent().map(n => testFiles.json("recent/" + n).created);
        verify(names.indexOf(unfinished) >= 0, "not lost: " + JSON.stringify(names));
        compare(testFiles.json("current.semina").game, "mankala");
    }

    function test_an_unfinished_recent_game_goes_back_to_continue() {
        const window = openWindow();
        newGame(window, "kalah");
        playOne(window);
        const first = testFiles.json("current.semina").created;
        newGame(window, "mankala");
        playOne(window);
        compare(recent().length, 1, "the replaced game is a recent game");
        verify(window.store.openRecent(window.store.recent[0].file), window.store.lastError);
        saved();
        compare(testFiles.json("current.semina").created, first, "it is the game in play again");
        const left = recent().map(n => testFiles.json("recent/" + n));
        compare(left.length, 1, "one place each");
        compare(left[0].game, "mankala", "the game it replaced went to the recent games");
    }

    function test_the_questions_say_what_happens_to_a_kept_game() {
        const window = openWindow();
        newGame(window, "kalah");
        playOne(window);
        // New game: the game in play goes to the recent games.
        mouseClick(findChild(window, "newGameButton"));
        const dialog = confirmIn(window, "toolbarConfirmation");
        compare(dialog.title, "Start a new game?");
        verify(dialog.detail.indexOf("goes to Recent games") >= 0, dialog.detail);
        mouseClick(findChild(dialog.footer, "confirmKeep"));
        tryVerify(() => !dialog.visible);
        // Leaving loses nothing (the game stays on Continue): no question.
        mouseClick(findChild(window, "homeButton"));
        verify(!dialog.opened, "no question");
        saved();
        verify(window.store.canContinue);
    }

    function test_continue_and_the_next_round_keep_one_entry() {
        const window = openWindow();
        const session = window.session;
        // A match: round 1 ends (Kalah, South 30 - North 18), round 2 starts.
        createTemporaryObject(sweepActions, testCase, {"window": window}).showMatch("kalah|0,0,0,0,0,0/0,0,0,0,0,0/30,18/S|over");
        saved();
        verify(hasCurrent());
        const created = testFiles.json("current.semina").created;
        mouseClick(findChild(window, "nextRoundButton"));
        tryCompare(session.match, "phase", MatchSession.Refill);
        mouseClick(findChild(window, "startRoundButton"));
        session.player.finish();
        settle(window);
        saved();
        compare(recent().length, 0, "the match's next round is no new entry");
        compare(testFiles.json("current.semina").created, created, "the same match, going on");
        compare(testFiles.json("current.semina").rounds.length, 2);
        // Home, then Continue: the same game, nothing written twice.
        findChild(window, "homeButton").clicked();
        verify(window.store.canContinue);
        verify(window.store.resume(), window.store.lastError);
        saved();
        compare(recent().length, 0);
        compare(testFiles.json("current.semina").created, created);
        compare(session.match.round, 2);
    }

    function test_opening_a_file_keeps_the_game_continue_offered() {
        const window = openWindow();
        // A game of Mankala to save to a file, then a Kalah game in play.
        newGame(window, "mankala");
        playOne(window);
        const file = testFiles.folderUrl("saved-mankala.semina");
        verify(window.store.saveFile(file), window.store.lastError);
        newGame(window, "kalah");
        playOne(window);
        playOne(window);
        const kalah = testFiles.json("current.semina").created;
        compare(recent().length, 1, "the Mankala game, replaced, is a recent game");
        // Open the saved file (an unfinished game): the Kalah game goes to the recent games.
        verify(window.store.openFile(file), window.store.lastError);
        saved();
        compare(testFiles.json("current.semina").game, "mankala", "the opened game is the one in play");
        const kept = recent().map(n => testFiles.json("recent/" + n));
        verify(kept.some(r => r.created === kalah && r.game === "kalah"), "the Kalah game is kept: " + JSON.stringify(kept.map(r => r.game)));
        verify(!kept.some(r => r.game === "mankala"), "the Mankala game is in one place: Continue");
    }

    // An earlier save of the game in play (Save as…, then more moves): opened,
    // it does not overwrite the later state; that goes to the recent games and
    // the opened save is a new game that names where it came from.
    function test_opening_an_earlier_save_of_the_game_in_play_keeps_its_later_state() {
        const window = openWindow();
        newGame(window, "kalah");
        playOne(window);
        const file = testFiles.folderUrl("early.semina");
        verify(window.store.saveFile(file), window.store.lastError);
        playOne(window);
        playOne(window);
        const later = testFiles.json("current.semina");
        const laterMoves = later.rounds[0].decisions.length;
        verify(laterMoves >= 3, "three decisions at least: " + laterMoves);
        verify(window.store.openFile(file), window.store.lastError);
        saved();
        const now = testFiles.json("current.semina");
        compare(now.rounds[0].decisions.length, 1, "the opened save is the game in play");
        verify(now.created !== later.created, "it is a game of its own");
        compare(now.branch_of.created, later.created, "naming the game it came from");
        compare(now.branch_of.decisions, 1);
        const kept = recent().map(n => testFiles.json("recent/" + n));
        verify(kept.some(r => r.created === later.created && r.rounds[0].decisions.length === laterMoves),
               "the later state is kept among the recent games: " + JSON.stringify(kept.map(r => r.rounds[0].decisions.length)));
        // The same save opened again (its later state now among the recent
        // games): again a game of its own, the later state still kept.
        verify(window.store.openFile(file), window.store.lastError);
        saved();
        const again = testFiles.json("current.semina");
        compare(again.rounds[0].decisions.length, 1);
        compare(again.branch_of.created, later.created);
        const keptAgain = recent().map(n => testFiles.json("recent/" + n));
        verify(keptAgain.some(r => r.created === later.created && r.rounds[0].decisions.length === laterMoves),
               "the later state is still kept: " + JSON.stringify(keptAgain.map(r => r.rounds[0].decisions.length)));
    }
}
