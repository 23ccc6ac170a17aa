import QtQuick
import QtTest
import Semina

// Whole games driven through the game screen with the mouse, on every board:
// after each animation the board must equal the engine's position.
TestCase {
    id: testCase

    name: "GamePlay"
    when: windowShown
    visible: true
    width: 800
    height: 600

    Component {
        id: screenComponent
        GameScreen {
            width: 800
            height: 600
            session: GameSession {}
        }
    }

    function makeScreen(key, position) {
        const screen = createTemporaryObject(screenComponent, testCase);
        verify(screen.session.history.newGame(key, {}, 0, position || ""), screen.session.history.lastError);
        screen.boardView.animator.stepMs = 1;
        waitForRendering(screen);
        return screen;
    }

    function centre(screen, row) {
        const r = screen.session.board.rectOf(row);
        return Qt.point(r.x + r.width / 2, r.y + r.height / 2);
    }

    function clickRow(screen, row, button) {
        const p = centre(screen, row);
        mouseClick(screen.boardView, p.x, p.y, button || Qt.LeftButton);
    }

    function settle(screen) {
        tryVerify(() => !screen.session.player.running, 5000, "the animation ends");
        if (!screen.session.boardMatchesEngine()) {
            const counts = [];
            for (let row = 0; row < screen.session.board.rowCount(); ++row)
                counts.push(screen.session.board.count(row));
            console.log("board", counts.join(","), "hand", screen.session.board.handCount, "view", screen.session.history.viewIndex);
        }
        verify(screen.session.boardMatchesEngine(), "board equals the engine: " + screen.session.history.position);
    }

    function playableRows(session) {
        const rows = [];
        for (let row = 0; row < session.board.rowCount(); ++row)
            if (session.directionsAt(row) > 0)
                rows.push(row);
        return rows;
    }

    // Plays up to `limit` decisions by clicking, choosing a hole and, when
    // arrows appear, an arrow; returns the number of decisions played.
    function playGame(screen, limit, pick) {
        const session = screen.session;
        let played = 0;
        for (; played < limit && !session.history.over; ++played) {
            // Every third decision animates seed by seed; the rest at "instant" speed.
            screen.boardView.animator.stepMs = played % 3 === 0 ? 1 : 0;
            if (session.history.setupPhase) {
                mouseClick(findChild(screen, "setupEven"));
                mouseClick(findChild(screen, "setupDone"));
            } else if (session.choiceRow >= 0) {
                mouseClick(findChild(screen, (played + pick) % 2 ? "arrowCw" : "arrowCcw"));
            } else {
                const rows = playableRows(session);
                verify(rows.length > 0, "a game not over has a playable hole");
                const row = rows[(played * 7 + pick) % rows.length];
                const before = session.moves.count;
                clickRow(screen, row);
                if (session.moves.count === before) {
                    // Two directions: the arrows are shown on the hole.
                    const arrow = findChild(screen, (played + pick) % 2 ? "arrowCw" : "arrowCcw");
                    verify(arrow.visible, "arrows offered");
                    mouseClick(arrow);
                }
                compare(session.moves.count, before + 1, "one click, one decision");
            }
            settle(screen);
        }
        return played;
    }

    function test_whole_games_data() {
        return [
            { tag: "kalah", key: "kalah", limit: 300 },
            { tag: "mankala", key: "mankala", limit: 300 },
            { tag: "aliguli", key: "aliguli", limit: 150 },
            { tag: "omweso", key: "omweso", limit: 80 }
        ];
    }

    function test_whole_games(data) {
        for (let pick = 0; pick < 2; ++pick) {
            const screen = makeScreen(data.key);
            const played = playGame(screen, data.limit, pick);
            verify(played > 2);
            verify(screen.session.history.over || played === data.limit);
            screen.destroy();
        }
    }

    function test_illegal_click_explains_and_changes_nothing() {
        const screen = makeScreen("kalah", "0,4,4,4,4,4/4,4,4,4,4,4/2,2/S");
        const before = screen.session.history.position;
        clickRow(screen, 0);                 // South's empty hole 1
        compare(screen.session.history.position, before);
        verify(findChild(screen, "toast").text.length > 0, "a reason is shown");
        clickRow(screen, 7);                 // North's hole: the opponent's
        compare(screen.session.history.position, before);
        compare(screen.session.moves.count, 0);
    }

    function test_click_during_animation_starts_no_second_move() {
        const screen = makeScreen("kalah");
        screen.boardView.animator.stepMs = 200;
        clickRow(screen, 0);
        verify(screen.session.player.running);
        clickRow(screen, 1);                 // skips the animation only
        compare(screen.session.moves.count, 1);
        settle(screen);
    }

    function test_undo_redo_buttons() {
        const screen = makeScreen("kalah");
        clickRow(screen, 2);                 // into the store: South moves again
        settle(screen);
        clickRow(screen, 5);
        settle(screen);
        compare(screen.session.history.toMove, 1);
        mouseClick(findChild(screen, "undoButton"));
        settle(screen);
        compare(screen.session.history.position, "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S");
        mouseClick(findChild(screen, "redoButton"));
        settle(screen);
        compare(screen.session.moves.count, 2);
        compare(screen.session.history.toMove, 1);
    }

    function test_move_list_click_shows_an_earlier_position() {
        const screen = makeScreen("kalah");
        clickRow(screen, 0);
        settle(screen);
        clickRow(screen, 7);
        settle(screen);
        const live = screen.session.history.position;
        screen.session.history.view(0);
        compare(screen.session.history.viewIndex, 0);
        compare(screen.session.board.count(0), 0, "after South's first move hole 1 is empty");
        compare(screen.session.board.count(7), 4, "North had not moved yet");
        clickRow(screen, 1);
        compare(screen.session.moves.count, 2, "no play while viewing history");
        screen.session.history.view(-1);
        compare(screen.session.history.position, live);
        verify(screen.session.boardMatchesEngine());
    }

    function test_a_click_on_the_move_list_reviews_and_the_last_entry_returns() {
        const screen = makeScreen("kalah");
        clickRow(screen, 0);
        settle(screen);
        clickRow(screen, 7);
        settle(screen);
        const list = findChild(screen, "moveList");
        tryVerify(() => list.itemAtIndex(1) !== null, 1000, "two entries shown");
        mouseClick(list.itemAtIndex(0));
        compare(screen.session.history.viewIndex, 0);
        verify(list.itemAtIndex(0).highlighted, "the viewed entry is highlighted");
        compare(findChild(screen, "statusText").text, "Viewing an earlier position");
        mouseClick(list.itemAtIndex(1));
        compare(screen.session.history.viewIndex, -1);
        verify(!list.itemAtIndex(0).highlighted);
        verify(screen.session.boardMatchesEngine());
    }

    function test_players_are_set_by_their_enum() {
        const screen = makeScreen("mankala");
        const players = screen.session.players;
        verify(players.set(Players.Human, Players.Casual));
        compare(players.north, Players.Casual);
        compare(players.south, Players.Human);
        verify(screen.session.texts.northTitle.indexOf("Casual") >= 0, screen.session.texts.northTitle);
        verify(!players.set(Players.Perfect, Players.Human), "Perfect plays Kalah only");
        compare(players.north, Players.Casual, "a refused set changes nothing");
    }

    function test_omweso_setup_by_clicks() {
        const screen = makeScreen("omweso");
        const session = screen.session;
        const done = findChild(screen, "setupDone");
        verify(!done.enabled);
        // 2 left clicks on each of South's 16 holes, plus one too many and one right click back.
        for (let h = 0; h < 16; ++h) {
            clickRow(screen, h);
            clickRow(screen, h);
        }
        verify(done.enabled);
        clickRow(screen, 0, Qt.RightButton);
        verify(!done.enabled, "31 seeds: not a legal set-up");
        clickRow(screen, 0);
        verify(done.enabled);
        mouseClick(done);
        settle(screen);
        compare(session.history.toMove, 1, "North places next");
        verify(session.history.setupPhase);
    }

    function playableNow(session) {
        const rows = [];
        const b = session.board;
        for (let row = 0; row < b.rowCount(); ++row)
            if (b.data(b.index(row, 0), BoardModel.PlayableRole))
                rows.push(row);
        return rows;
    }

    function test_status_and_rings_follow_the_animation() {
        const screen = makeScreen("kalah");
        const session = screen.session;
        screen.boardView.animator.stepMs = 300;
        clickRow(screen, 0);                 // South's hole 1: 4 seeds, then North to move
        verify(session.player.running);
        compare(session.history.toMove, 1, "the engine has played");
        compare(findChild(screen, "statusText").text, "South to move.", "the screen not yet");
        compare(playableNow(session), [], "no rings while the seeds move");
        settle(screen);
        compare(findChild(screen, "statusText").text, "North to move.");
        compare(playableNow(session), [6, 7, 8, 9, 10, 11], "North's rings");
    }

    function test_choice_arrows_wait_for_the_seeds() {
        const screen = makeScreen("omweso");
        const session = screen.session;
        screen.boardView.animator.stepMs = 1000;
        const arrow = findChild(screen, "arrowCw");
        let offered = false;
        for (let k = 0; k < 400 && !offered && !session.history.over; ++k) {
            verify(session.playScripted(k * 7 + 3));
            if (session.player.running) {
                compare(session.choiceRow, -1, "no choice before the seeds get there");
                verify(!arrow.visible, "no arrows while the seeds move");
            }
            session.player.finish();
            offered = session.choiceRow >= 0;
        }
        verify(offered, "a direction choice came up");
        verify(arrow.visible, "the arrows once the seeds are there");
        compare(playableNow(session), []);
    }

    function test_the_end_waits_for_the_seeds_and_says_why() {
        const screen = makeScreen("kalah");
        const session = screen.session;
        verify(session.history.newGame("kalah", { holes: 4, seeds: 2 }, 0, ""));
        const panel = findChild(screen, "gameOverPanel");
        const toast = findChild(screen, "toast");
        const holes = [3, 4, 3, 2, 1, 1, 3, 4];
        for (let i = 0; i < holes.length; ++i) {
            screen.boardView.animator.stepMs = i === holes.length - 1 ? 60 : 0;
            toast.text = "";
            clickRow(screen, session.history.toMove * session.board.pitsPerSide + holes[i] - 1);
            if (i === holes.length - 1) {
                verify(session.history.over, "the last decision ends the game");
                verify(session.player.running);
                verify(!panel.visible, "no game-over panel before the seeds get there");
                verify(findChild(screen, "statusText").text.indexOf("wins") < 0, "no result yet");
            }
            settle(screen);
        }
        verify(panel.visible);
        const status = findChild(screen, "statusText").text;
        compare(status, session.texts.result);
        verify(status.indexOf("to move") < 0, status);
        verify(toast.text.indexOf("to move") < 0 && toast.text.indexOf("again") < 0, "no turn announced at the end: " + toast.text);
        verify(findChild(screen, "endReasonText").text.length > 0, "the reason is given");
    }

    function test_messages_leave_the_bottom_row_uncovered() {
        const screen = makeScreen("kalah", "0,4,4,4,4,4/4,4,4,4,4,4/2,2/S");
        clickRow(screen, 0);                 // an empty hole: explained in a message
        const toast = findChild(screen, "toast");
        verify(toast.text.length > 0);
        const b = screen.session.board;
        const top = toast.mapToItem(screen.boardView, 0, 0).y;
        const r = b.rectOf(0);                // South's hole 1, bottom row
        verify(top >= r.y + r.height || top + toast.height <= b.boardRect.y,
               "the message lies outside the board: " + top + " vs " + JSON.stringify(b.boardRect));
    }
}
