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
}
