import QtQuick
import QtTest
import Semina

// A two-round match played through the game screen with the mouse: the
// round ends, Next round, the loser clicks the holes to fill (the round
// cannot start with a wrong count), the seeds fly from the stocks, the
// protected holes are out of play, the scoreboard follows, End match.
TestCase {
    id: testCase

    name: "Match"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    GameListModel {
        id: games
    }
    Component {
        id: dialogComponent
        NewGameDialog {}
    }
    SignalSpy {
        id: startSpy
        signalName: "start"
    }
    Component {
        id: screenComponent
        GameScreen {
            width: 1280
            height: 800
            session: GameSession {}
        }
    }

    function centre(screen, row) {
        const r = screen.session.board.rectOf(row);
        return Qt.point(r.x + r.width / 2, r.y + r.height / 2);
    }
    function clickRow(screen, row) {
        const p = centre(screen, row);
        mouseClick(screen.boardView, p.x, p.y);
    }
    function settle(screen) {
        tryVerify(() => !screen.session.player.running, 10000, "the animation ends");
        verify(screen.session.boardMatchesEngine(), "board equals the engine: " + screen.session.history.position);
    }

    function cleanup() {
        Settings.language = "";
    }

    function test_a_two_round_match_with_protected_holes() {
        const screen = createTemporaryObject(screenComponent, testCase);
        const session = screen.session;
        const match = session.match;
        // Ali Guli Mane, South to move: hole 6 counter-clockwise empties
        // North's row and ends the round (docs/rules.md §3.6).
        verify(match.start("aliguli", {}, 0, "4,0,3,0,0,1,0/0,5,0,0,0,0,0/30,27/S"));
        verify(!screen.computersOnly, "two people: the rounds wait for them");
        screen.boardView.animator.stepMs = 1;
        waitForRendering(screen);
        clickRow(screen, 5);
        const ccw = findChild(screen, "arrowCcw");
        tryVerify(() => ccw.visible, 2000, "the direction arrows");
        mouseClick(ccw);
        settle(screen);
        tryCompare(match, "phase", MatchSession.RoundOver);

        // The round's end: the game-over panel offers the next round.
        const over = findChild(screen, "gameOverPanel");
        tryVerify(() => over.visible);
        waitForRendering(screen); // the panel's buttons laid out before one is clicked
        verify(!findChild(over, "rematchButton").visible);
        const south = session.board.count(14), north = session.board.count(15); // the stocks
        verify(south !== north, "a decided round: " + south + " – " + north);
        mouseClick(findChild(over, "nextRoundButton"));
        tryCompare(match, "phase", MatchSession.Refill);
        verify(!over.visible, "the panel gives way to the refill");
        const refill = findChild(screen, "refillPanel");
        verify(refill.visible);

        // The loser fills floor(stock / 5) holes, the rest stays in stock (§3.8).
        const loser = south < north ? 0 : 1;
        const stock = Math.min(south, north);
        compare(match.fillSide, loser);
        compare(match.fillHoles, Math.floor(stock / 5));
        compare(match.remainder, stock % 5);
        verify(match.fillHoles > 0 && match.fillHoles < 7, "a real choice: " + match.fillHoles);
        const start = findChild(refill, "startRoundButton");
        verify(start.enabled, "the default fill (from the left) can start");
        // A click on a chosen hole takes it out: the round cannot start.
        const first = match.fill[0];
        clickRow(screen, loser * 7 + first);
        compare(match.fill.length, match.fillHoles - 1);
        verify(!start.enabled, "one hole too few");
        // The last hole (not chosen by default) goes in instead.
        const extra = 6;
        verify(match.fill.indexOf(extra) < 0);
        clickRow(screen, loser * 7 + extra);
        compare(match.fill.length, match.fillHoles);
        verify(start.enabled);
        compare(session.board.count(loser * 7 + extra), 5, "the board shows the hole filled");
        compare(session.board.count(loser * 7 + first), 0, "and the one taken out empty");
        mouseClick(start);

        // The seeds fly into the holes; then round 2 is on the board.
        verify(session.player.running, "the refill is animated");
        settle(screen);
        compare(match.phase, MatchSession.Playing);
        compare(match.round, 2);
        const rows = session.history.position.split("/");
        const loserRow = rows[loser].split(",");
        compare(loserRow[first], "x", "the hole taken out is protected");
        compare(loserRow[extra], "5", "the hole put in is filled");
        compare(loserRow.filter(c => c === "x").length, 7 - match.fillHoles);
        // A protected hole cannot be played: the loser's playable holes are the filled ones.
        if (session.history.toMove === loser)
            compare(session.directionsAt(loser * 7 + first), 0);

        // The scoreboard: round 1's result and round 2 being played.
        const scoreboard = findChild(screen, "matchBoard");
        verify(scoreboard.visible);
        compare(match.rounds.length, 2);
        verify(match.rounds[0].text.indexOf(loser === 0 ? "North won" : "South won") >= 0, match.rounds[0].text);
        // Beside the board the heading names the round; in the strip under it the rounds line does.
        const roundsLine = findChild(scoreboard, "matchRoundsLine");
        if (roundsLine.visible)
            verify(roundsLine.text.indexOf("2. being played") >= 0, roundsLine.text);
        else
            verify(findChild(scoreboard, "matchScore").text.indexOf("round 2") >= 0);

        // End match: the rounds won decide it.
        const endButton = [findChild(scoreboard, "matchEndButton"), findChild(scoreboard, "matchEndButtonWide")].filter(b => b.visible)[0];
        verify(endButton, "End match is offered");
        mouseClick(endButton);
        // It asks first: round 2 is being played and will not count.
        const question = findChild(screen, "endMatchConfirmation");
        tryVerify(() => question.opened, 2000, "End match asks first");
        verify(question.detail.indexOf("Round 2 is not finished") >= 0, question.detail);
        mouseClick(findChild(question.footer, "confirmAction"));
        compare(match.phase, MatchSession.Over);
        verify(match.roundStopped, "round 2 was stopped");
        verify(match.result.indexOf(loser === 0 ? "North wins the match" : "South wins the match") >= 0, match.result);
        if (roundsLine.visible)
            verify(roundsLine.text.indexOf("2. not finished: does not count") >= 0, roundsLine.text);
        else
            verify(findChild(scoreboard, "matchScore").text.indexOf("Match over") === 0, "the scoreboard says so");
    }

    // Two computers play a match on their own: the round's end, the refill
    // chosen by the loser's search and the next round follow without a click.
    function test_two_computers_go_on_to_the_next_round() {
        const screen = createTemporaryObject(screenComponent, testCase);
        const session = screen.session;
        const match = session.match;
        screen.matchPauseMs = 10;
        screen.boardView.animator.stepMs = 1;
        verify(session.players.setKeys("beginner", "beginner"));
        // Kalah, South to move: its last seed goes into its store, its row is
        // empty, the round ends 21 to 27 (North's seed swept to North).
        verify(match.start("kalah", {}, 0, "0,0,0,0,0,1/0,0,0,0,0,1/20,26/S"));
        verify(session.players.setKeys("beginner", "beginner"));
        verify(screen.computersOnly);
        tryCompare(match, "northWins", 1, 10000, "the computer ended the round, North won it");
        tryCompare(match, "round", 2, 20000, "the next round began without a click");
        tryCompare(match, "phase", MatchSession.Playing, 10000);
        // The round is played by the same computers: they go on moving.
        compare(session.players.south, Players.Beginner, "South is still the computer");
        compare(session.players.north, Players.Beginner);
        tryVerify(() => session.moves.count >= 2, 20000, "the computers play the new round");
        settle(screen);
    }

    function test_a_handicap_game_against_the_computer() {
        // English with its plural forms: the translator is installed when the language changes.
        Settings.language = "";
        Settings.language = "en";
        const dialog = createTemporaryObject(dialogComponent, testCase);
        dialog.gameKey = "kalah";
        dialog.optionList = games.options("kalah");
        dialog.playerList = games.playerChoices("kalah");
        dialog.open();
        tryVerify(() => dialog.opened);
        // A person (South) against the Expert (North): the dialog suggests a handicap for the computer.
        const north = findChild(dialog.contentItem, "northPlayer");
        north.currentIndex = north.indexOfValue("expert");
        const suggested = games.suggestedHandicap("kalah", "expert");
        verify(suggested >= 0 && suggested <= games.maxHandicap("kalah"));
        const suggestion = findChild(dialog.contentItem, "handicapSuggestion");
        compare(suggestion.visible, suggested > 0);
        // North plays with two protected holes.
        const side = findChild(dialog.contentItem, "handicapSide");
        side.currentIndex = 2;
        findChild(dialog.contentItem, "handicapAmount").value = 2;
        tryCompare(findChild(dialog.contentItem, "handicapText"), "text", "North plays with 2 protected holes.");
        startSpy.target = dialog;
        startSpy.clear();
        mouseClick(findChild(dialog.contentItem, "startButton"));
        compare(startSpy.count, 1);
        const args = startSpy.signalArguments[0];
        const position = args[6];
        const northRow = position.split("/")[1].split(",");
        compare(northRow.filter(c => c === "x").length, 2, position);

        // The game: the computer plays North with its two holes out of play.
        const screen = createTemporaryObject(screenComponent, testCase);
        const session = screen.session;
        verify(session.history.newGame(args[0], args[1], args[2], position), session.history.lastError);
        verify(session.players.setKeys(args[3], args[4]));
        screen.boardView.animator.stepMs = 0;
        waitForRendering(screen);
        verify(session.playHole(0, false), "South's hole 1: four seeds, the turn passes");
        tryVerify(() => session.history.toMove === 0 && !session.players.thinking && !session.player.running, 20000,
                  "the computer has replied");
        settle(screen);
        verify(session.moves.count >= 2, "both have played: " + session.moves.count + " " + session.history.position);
        const now = session.history.position.split("/")[1].split(",");
        compare(now.filter(c => c === "x").length, 2, "the protected holes stay out of play: " + session.history.position);
    }
}
