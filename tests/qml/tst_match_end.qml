import QtQuick
import QtTest
import Semina

// End match, walked from the real window (Main, games kept on disk) in every
// phase of a match: mid-round (the round does not count, docs/rules.md
// §3.12), at a round's end, during the refill, after the last round, with a
// direction choice on the board and between two computers. Each time: it
// asks first, then the board is still, nothing can be played, the status,
// scoreboard, game-over panel, kept files, Continue and Recent games say the
// same thing, and Undo takes the end back.
TestCase {
    id: testCase

    // Reaches a match between rounds as the screenshot sweep does.
    Component {
        id: sweepActions
        SweepActions {}
    }

    name: "MatchEnd"
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

    function init() {
        testFiles.clear();
    }
    function cleanup() {
        Settings.language = "";
    }

    function openWindow() {
        const window = createTemporaryObject(mainComponent, testCase);
        tryVerify(() => window.visible);
        return window;
    }
    function settle(window) {
        tryVerify(() => !window.session.player.running, 10000, "the animation ends");
    }
    // The saves are queued (GameStore writes once a change is whole).
    function saved() {
        wait(50);
    }
    function playable(window) {
        const b = window.session.board;
        let rows = [];
        for (let row = 0; row < b.rowCount(); ++row)
            if (b.data(b.index(row, 0), BoardModel.PlayableRole))
                rows.push(row);
        return rows;
    }
    // The End match button on the screen (beside the board, in the strip
    // under it, on the game-over panel or on the refill panel).
    function endButton(window) {
        for (const name of ["matchEndButton", "matchEndButtonWide", "overEndMatchButton", "endMatchButton"]) {
            const b = findChild(window, name);
            if (b && b.visible && b.enabled)
                return b;
        }
        fail("no End match button on the screen");
    }
    // End match, asked first: Keep once (nothing changes), then End match.
    function endMatch(window) {
        const match = window.session.match;
        const phase = match.phase;
        const dialog = findChild(window, "endMatchConfirmation");
        mouseClick(endButton(window));
        tryVerify(() => dialog.opened, 2000, "End match asks first");
        mouseClick(findChild(dialog.footer, "confirmKeep"));
        tryVerify(() => !dialog.visible, 2000);
        compare(match.phase, phase, "kept on: nothing changed");
        mouseClick(endButton(window));
        tryVerify(() => dialog.opened, 2000, "asked again");
        const detail = dialog.detail;
        mouseClick(findChild(dialog.footer, "confirmAction"));
        tryCompare(match, "phase", MatchSession.Over);
        tryVerify(() => !dialog.visible, 2000, "the question is gone");
        return detail;
    }
    function statusOf(window) {
        return findChild(window, "statusText").text;
    }
    function recentFiles() {
        return testFiles.list("recent");
    }
    // The match is over everywhere, the same way.
    function verifyEnded(window, rounds) {
        const session = window.session;
        const match = session.match;
        verify(session.still, "the board is still");
        compare(playable(window).length, 0, "no hole is playable");
        compare(session.choiceRow, -1, "no direction is asked for");
        compare(statusOf(window), match.result, "the status says the match's result");
        const over = findChild(window, "gameOverPanel");
        tryVerify(() => over.visible, 2000, "the game-over panel");
        compare(findChild(over, "matchResultText").text, match.result);
        verify(!findChild(over, "nextRoundButton").visible, "no next round");
        compare(findChild(window, "matchScore").text.indexOf(match.score) >= 0, true);
        compare(match.rounds.length, rounds);
        saved();
        compare(testFiles.list("").indexOf("current.semina"), -1, "nothing left to continue on disk");
        verify(!window.store.canContinue, "no Continue");
        compare(recentFiles().length, 1, "the match is one recent game");
        const kept = testFiles.json("recent/" + recentFiles()[0]);
        compare(kept.match, true);
        compare(kept.match_over, true, "the kept file says the match is over");
        compare(kept.rounds.length, rounds);
        const summary = window.store.recent[0].text;
        verify(summary.indexOf("rounds won: " + match.score) >= 0 && summary.indexOf("match over") >= 0,
               "Recent games says the same: " + summary);
    }

    function test_mid_round_the_round_does_not_count_and_undo_takes_it_back() {
        const window = openWindow();
        const session = window.session;
        const match = session.match;
        verify(match.start("kalah", {}, 0));
        window.showGame(true);
        // South sows hole 1: 4 seeds into holes 2-5; North to move.
        verify(session.clickHole(0));
        session.player.finish();
        settle(window);
        compare(session.history.toMove, 1);
        const position = session.history.position;

        const detail = endMatch(window);
        verify(detail.indexOf("Round 1") >= 0, "the question says round 1 will not count: " + detail);
        verify(match.roundStopped);
        verifyEnded(window, 1);
        // No round was finished: nobody won one, the match is drawn 0-0.
        compare(match.southWins, 0);
        compare(match.northWins, 0);
        verify(match.result.indexOf("drawn") >= 0, match.result);
        compare(match.rounds[0].text, "not finished: does not count");
        // A click plays nothing into the finished match.
        verify(!session.clickHole(7 + 2));
        compare(session.history.position, position);
        compare(session.moves.count, 1);

        // Undo takes the end back: the round goes on where it was.
        const undo = findChild(window, "undoButton");
        verify(undo.enabled, "Undo can take the end back");
        mouseClick(undo);
        compare(match.phase, MatchSession.Playing);
        verify(!session.still);
        compare(session.history.position, position, "only the end is taken back, not South's move");
        compare(statusOf(window), "North to move.");
        verify(playable(window).length > 0, "North's holes are playable again");
        verify(!findChild(window, "gameOverPanel").visible);
        saved();
        verify(window.store.canContinue, "Continue offers the match again");
        compare(testFiles.list("").indexOf("current.semina") >= 0, true);
        compare(recentFiles().length, 0, "and it left the recent games: one game, one place: " + JSON.stringify(recentFiles()));
        compare(testFiles.json("current.semina").match_over, false);
    }

    function test_at_the_round_end_the_round_counts() {
        const window = openWindow();
        const match = window.session.match;
        // Kalah at its end, South 30 - North 18: South won round 1.
        createTemporaryObject(sweepActions, testCase, {"window": window}).showMatch("kalah|0,0,0,0,0,0/0,0,0,0,0,0/30,18/S|over");
        tryCompare(match, "phase", MatchSession.RoundOver);
        // The rounds are on the screen: in the strip under the board, short.
        const line = findChild(window, "matchRoundsLine");
        compare(match.roundsLine, "1. South +12 (30 – 18)");
        if (line.visible)
            compare(line.text, match.roundsLine);
        const detail = endMatch(window);
        verify(detail.indexOf("Round 1") < 0, "no round is cut short: " + detail);
        verify(!match.roundStopped);
        compare(match.southWins, 1);
        verify(match.result.indexOf("South wins the match") >= 0, match.result);
        verifyEnded(window, 1);
        verify(match.rounds[0].text.indexOf("South won by 12 seed") >= 0, match.rounds[0].text);
        mouseClick(findChild(window, "undoButton"));
        compare(match.phase, MatchSession.RoundOver, "back to the round's end, Next round offered");
        tryVerify(() => findChild(window, "nextRoundButton").visible);
    }

    function test_during_the_refill_the_board_shows_the_round_end_again() {
        const window = openWindow();
        const session = window.session;
        const match = session.match;
        // North lost 18 - 30 and fills 4 holes; the draft fills holes 1, 2, 3, 7... on the board.
        createTemporaryObject(sweepActions, testCase, {"window": window}).showMatch("kalah|0,0,0,0,0,0/0,0,0,0,0,0/30,18/S|refill");
        tryCompare(match, "phase", MatchSession.Refill);
        verify(!session.boardMatchesEngine(), "the board shows the refill's draft");
        endMatch(window);
        verifyEnded(window, 1);
        verify(session.boardMatchesEngine(), "the draft gave way to the round's end");
        verify(!findChild(window, "refillPanel").visible);
    }

    function test_after_the_last_round_undo_takes_back_the_last_move() {
        const window = openWindow();
        const session = window.session;
        const match = session.match;
        // South's last seed goes into its store and South's row is empty: the
        // round ends, North's last seed goes to North's store, 45 - 3. North's
        // 3 seeds cannot fill a 4-seed hole: the match is over (§3.12).
        verify(match.start("kalah", {}, 0, "0,0,0,0,0,1/0,0,0,0,0,1/44,2/S"));
        window.showGame(true);
        verify(session.clickHole(5));
        settle(window);
        tryCompare(match, "phase", MatchSession.RoundOver);
        mouseClick(findChild(window, "nextRoundButton"));
        compare(match.phase, MatchSession.Over, "nobody can refill");
        verify(!match.canReopen, "the rules ended it, not the players");
        verify(match.result.indexOf("cannot fill") >= 0, match.result);
        verifyEnded(window, 1);
        mouseClick(findChild(window, "undoButton"));
        compare(match.phase, MatchSession.Playing, "the last move is taken back, and the match's end with it");
        compare(session.history.position, "0,0,0,0,0,1/0,0,0,0,0,1/44,2/S");
        compare(statusOf(window), "South to move.");
        saved();
        compare(recentFiles().length, 0);
        verify(window.store.canContinue);
    }

    function test_with_a_direction_offered_the_arrows_go() {
        const window = openWindow();
        const session = window.session;
        verify(session.match.start("aliguli", {}, 0));
        window.showGame(true);
        // Ali Guli Mane: a hole may be sown either way; the arrows show on it.
        const view = findChild(window, "boardView");
        const r = session.board.rectOf(2);
        mouseClick(view, r.x + r.width / 2, r.y + r.height / 2);
        tryVerify(() => view.arrowRow === 2, 2000, "the direction arrows");
        endMatch(window);
        compare(view.arrowRow, -1, "the arrows are gone");
        verifyEnded(window, 1);
    }

    function test_between_two_computers_nobody_plays_on() {
        const window = openWindow();
        const session = window.session;
        const match = session.match;
        verify(match.start("mankala", {}, 0));
        verify(session.players.setKeys("beginner", "beginner"));
        window.showGame(true);
        tryVerify(() => session.moves.count >= 2, 20000, "the computers play");
        endMatch(window);
        const moves = session.moves.count;
        verifyEnded(window, 1);
        wait(2500);
        compare(session.moves.count, moves, "nobody played after the end");
        verify(!session.players.thinking);
    }

    function test_omweso_during_the_set_up_the_set_up_panel_goes() {
        const window = openWindow();
        const session = window.session;
        verify(session.match.start("omweso", {}, 0));
        window.showGame(true);
        const setup = findChild(window, "setupPanel");
        tryVerify(() => setup.visible, 2000, "South places its seeds");
        endMatch(window);
        verify(!setup.visible, "nothing more to place");
        verifyEnded(window, 1);
        // An even set-up (2 seeds in each of South's 16 holes) is not played into the ended match.
        verify(!session.submitSetup(session.board.evenSetup(0)), "nothing is played");
        compare(session.moves.count, 0);
    }

    function test_at_a_round_start_the_cards_follow_the_seeds() {
        const window = openWindow();
        const session = window.session;
        // Ali Guli Mane, South 44 - North 26: South fills its 7 holes (35) and
        // keeps 9, North fills 5 (25) and keeps 1 (docs/rules.md §3.8).
        createTemporaryObject(sweepActions, testCase, {"window": window}).showMatch("aliguli|0,0,0,0,0,0,0/0,0,0,0,0,0,0/44,26/S|refill");
        findChild(window, "sowingAnimator").stepMs = 400;
        mouseClick(findChild(window, "startRoundButton"));
        verify(session.player.running, "the seeds fly from the stocks");
        const south = findChild(window, "bottomCard"), north = findChild(window, "topCard");
        compare(south.score, 44, "South's card: the stock before the seeds fly");
        compare(north.score, 26);
        session.player.finish();
        settle(window);
        compare(south.score, 9, "then what stays in stock");
        compare(north.score, 1);
    }
}
