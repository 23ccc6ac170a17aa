import QtQuick
import QtTest
import Semina

// The board's marks and layout: the last move shown once its seeds are
// there, the hint's arrow, arrows that cover no other hole, holes that grow
// with the window, a full store's seeds clear of its count and owner.
TestCase {
    id: testCase

    name: "BoardMarks"
    when: windowShown
    visible: true
    width: 800
    height: 600

    Component {
        id: screenComponent
        GameScreen {
            session: GameSession {}
        }
    }

    function makeScreen(key, position, w, h) {
        const screen = createTemporaryObject(screenComponent, testCase, {width: w || 800, height: h || 600});
        verify(screen.session.history.newGame(key, {}, 0, position || ""), screen.session.history.lastError);
        screen.boardView.animator.stepMs = 1;
        waitForRendering(screen);
        return screen;
    }

    function clickRow(screen, row) {
        const r = screen.session.board.rectOf(row);
        mouseClick(screen.boardView, r.x + r.width / 2, r.y + r.height / 2);
    }

    function markShown(screen, row) {
        return findChild(findChild(screen.boardView, "cell_" + row), "lastMoveMark").visible;
    }

    function rectIn(item, view) {
        const p = item.mapToItem(view, 0, 0);
        return Qt.rect(p.x, p.y, item.width, item.height);
    }

    function overlaps(a, b) {
        return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    }

    SignalSpy {
        id: flashSpy
        signalName: "visibleChanged"
    }

    // §1.3: South's single seed from hole 1 falls into the empty hole 2 and
    // captures it and the facing hole, North's hole 5 (rows: South's holes
    // 0-5, North's 6-11, so rows 0, 1 and 10).
    function test_the_last_move_is_marked_once_its_seeds_are_there() {
        const screen = makeScreen("kalah", "1,0,4,4,4,4/4,4,4,4,4,4/0,0/S");
        const b = screen.session.board;
        screen.boardView.animator.stepMs = 60;
        flashSpy.target = findChild(screen.boardView.animator, "captureFlash");
        flashSpy.clear();
        clickRow(screen, 0);
        verify(screen.session.player.running, "the sowing is animated");
        compare(b.lastMoveRow, -1, "no mark while the seeds move");
        verify(!markShown(screen, 0));
        tryVerify(() => !screen.session.player.running, 5000);
        verify(flashSpy.count > 0, "the captured hole flashed while the seeds flew");
        compare(b.lastMoveRow, 0);
        compare(b.lastCaptureRows.slice().sort((x, y) => x - y), [1, 10]);
        for (let row = 0; row < b.rowCount(); ++row)
            compare(markShown(screen, row), row === 0 || row === 1 || row === 10, "mark on row " + row);

        // North's move starts: South's mark goes at once, North's comes at the end.
        clickRow(screen, 6);
        verify(screen.session.player.running);
        compare(b.lastMoveRow, -1);
        verify(!markShown(screen, 0));
        tryVerify(() => !screen.session.player.running, 5000);
        compare(b.lastMoveRow, 6);
        // Viewing the position after South's move shows South's mark.
        screen.session.history.view(0);
        compare(b.lastMoveRow, 0);
        screen.session.history.view(-1);
        compare(b.lastMoveRow, 6);
    }

    function test_the_hint_marks_the_arrow_to_press() {
        const screen = makeScreen("aliguli");
        const players = screen.session.players;
        players.hint();
        tryVerify(() => players.hintRow >= 0, 20000, "a hint comes");
        const row = players.hintRow;
        const cw = players.hintDirection === 2;
        compare(screen.session.directionsAt(row), 3, "either way is legal from every hole");
        verify(findChild(findChild(screen.boardView, "cell_" + row), "hintRing").visible);
        const preview = findChild(screen.boardView, "hintArrow");
        compare(preview.row, row, "the arrow to press is shown before the hole is chosen");
        verify(findChild(preview, cw ? "arrowCw" : "arrowCcw").visible);
        verify(!findChild(preview, cw ? "arrowCcw" : "arrowCw").visible);

        clickRow(screen, row);
        const arrows = findChild(screen.boardView, "directionArrows");
        compare(arrows.row, row, "the two arrows are offered");
        compare(preview.row, -1);
        verify(findChild(arrows, cw ? "arrowCw" : "arrowCcw").hinted);
        verify(!findChild(arrows, cw ? "arrowCcw" : "arrowCw").hinted);
        mouseClick(findChild(arrows, cw ? "arrowCw" : "arrowCcw"));
        tryVerify(() => !screen.session.player.running, 5000);
        compare(screen.session.history.viewIndex, -1);
        verify(screen.session.moves.rowCount() === 1, "the hinted move was played");
    }

    function test_direction_arrows_cover_no_other_hole_data() {
        return [{tag: "800x600", w: 800, h: 600}, {tag: "1920x1080", w: 1920, h: 1080}];
    }

    function test_direction_arrows_cover_no_other_hole(data) {
        const screen = makeScreen("aliguli", "", data.w, data.h);
        const view = screen.boardView;
        const b = screen.session.board;
        const arrows = findChild(view, "directionArrows");
        for (let row = 0; row < 2 * b.pitsPerSide; ++row) {
            view.showStartArrows(row);
            waitForRendering(view);
            for (const name of ["arrowCcw", "arrowCw"]) {
                const arrow = rectIn(findChild(arrows, name), view);
                verify(arrow.width > 10, "an arrow one can press");
                for (let other = 0; other < b.rowCount(); ++other) {
                    if (other === row)
                        continue;
                    const cell = findChild(view, "cell_" + other);
                    for (const text of ["count_", "label_", "owner_"]) {
                        const item = findChild(cell, text + other);
                        if (item && item.visible)
                            verify(!overlaps(arrow, rectIn(item, view)),
                                   name + " of row " + row + " covers " + text + other);
                    }
                }
            }
        }
        view.hideArrows();
    }

    function test_holes_grow_with_the_window_data() {
        return [{tag: "kalah"}, {tag: "mankala"}, {tag: "aliguli"}, {tag: "omweso"}];
    }

    function test_holes_grow_with_the_window(data) {
        const small = makeScreen(data.tag, "", 800, 600);
        const smallCell = small.session.board.cell;
        const big = makeScreen(data.tag, "", 1920, 1080);
        const bigCell = big.session.board.cell;
        verify(smallCell >= 40, "holes one can read at 800x600: " + smallCell);
        verify(bigCell >= 1.5 * smallCell, data.tag + ": " + smallCell + " at 800x600, " + bigCell + " at 1920x1080");
    }

    // A store or stock holding many seeds: no seed lies under its count or
    // its owner's name, so both stay readable (Theme: light ink on the dark
    // store, not on light seeds). Kalah's stores and Ali Guli Mane's stocks,
    // in the smallest window and a large one.
    function test_store_seeds_keep_clear_of_the_count_and_owner_data() {
        return [
            {tag: "kalah 800x600", game: "kalah", position: "0,0,0,0,0,1/1,0,0,0,0,0/23,23/S", w: 800, h: 600},
            {tag: "kalah 1920x1080", game: "kalah", position: "0,0,0,0,0,1/1,0,0,0,0,0/23,23/S", w: 1920, h: 1080},
            {tag: "aliguli 800x600", game: "aliguli", position: "1,0,0,0,0,0,0/1,0,0,0,0,0,0/34,34/S", w: 800, h: 600},
            {tag: "aliguli 1920x1080", game: "aliguli", position: "1,0,0,0,0,0,0/1,0,0,0,0,0,0/34,34/S", w: 1920, h: 1080}
        ];
    }
    function test_store_seeds_keep_clear_of_the_count_and_owner(data) {
        const screen = makeScreen(data.game, data.position, data.w, data.h);
        const view = screen.boardView;
        let stores = 0;
        for (let row = 0; row < 64; ++row) {
            const cell = findChild(view, "cell_" + row);
            if (!cell || !cell.isStore)
                continue;
            ++stores;
            compare(cell.count, 34 - 11 * (data.game === "kalah"), "the store's seeds");
            const count = findChild(cell, "count_" + row);
            const owner = findChild(cell, "owner_" + row);
            const countRect = rectIn(count, view);
            const ownerRect = rectIn(owner, view);
            // The owner's name is centred in its line: only its letters count.
            ownerRect.x += (owner.width - owner.contentWidth) / 2;
            ownerRect.width = owner.contentWidth;
            const pile = findChild(cell, "seeds_" + row);
            const seeds = [];
            for (let i = 0; i < pile.children.length; ++i) {
                if (pile.children[i].source !== undefined)
                    seeds.push(pile.children[i]);
            }
            verify(seeds.length >= 20, "the store shows its seeds: " + seeds.length);
            for (const seed of seeds) {
                const r = rectIn(seed, view);
                verify(!overlaps(r, countRect), data.tag + ": a seed under row " + row + "'s count");
                verify(!overlaps(r, ownerRect), data.tag + ": a seed under row " + row + "'s owner");
            }
        }
        compare(stores, 2);
    }

    // The cards above and below the board: whole texts at the smallest
    // window, and what the score counts (Kalah's store holds sown seeds).
    function test_player_cards_keep_their_texts_and_say_what_the_score_counts() {
        const screen = makeScreen("kalah");
        verify(screen.session.players.set(Players.Casual, Players.Expert));
        waitForRendering(screen);
        for (const name of ["topCard", "bottomCard"]) {
            const card = findChild(screen, name);
            verify(findChild(card, "kindLabel").text.indexOf("Computer") >= 0, findChild(card, "kindLabel").text);
            verify(!findChild(card, "kindLabel").truncated, findChild(card, "kindLabel").text);
            verify(!findChild(card, "turnLabel").truncated);
            compare(findChild(card, "scoreMeaningText").text, "in store");
        }
        const mankala = makeScreen("mankala");
        compare(findChild(findChild(mankala, "bottomCard"), "scoreMeaningText").text, "captured");
        const board = screen.session.board;
        const top = findChild(screen, "topCard").mapToItem(screen, 0, 0);
        const boardTop = screen.boardView.mapToItem(screen, 0, board.boardRect.y).y;
        verify(top.y + findChild(screen, "topCard").height <= boardTop, "North's card above the board");
        screen.session.board.flipped = true;
        compare(findChild(screen, "topCard").name, "South", "flipped: South above");
    }
}
