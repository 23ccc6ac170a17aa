import QtQuick
import QtTest
import Semina

// The position editor from the real window (Main) at 800x600: opened from
// the new-game dialog, counts changed by mouse and keys, an invalid total
// shows the engine's reason with Play disabled, fixed, and Play starts the
// game at that position; Copy gives the notation; Escape leaves the game in
// progress as it was; a language switch retells the reason; Analyse opens
// the analysis board; Save as… writes a game file that starts there.
TestCase {
    id: testCase

    name: "Editor"
    when: windowShown
    visible: true
    width: 800
    height: 600

    Component {
        id: mainComponent
        Main {
            width: 800
            height: 600
            animateScreens: false
        }
    }

    function init() {
        testFiles.clear();
        Settings.language = "en";
    }
    function cleanup() {
        Settings.language = "";
    }

    function makeWindow() {
        const window = createTemporaryObject(mainComponent, testCase);
        tryVerify(() => window.visible);
        return window;
    }
    // The new-game dialog of `key`, then its "Set up a position…".
    function openEditor(window, key) {
        window.openNewGame(key);
        const dialog = window.newGameDialog;
        tryVerify(() => dialog.opened, 3000, "the new-game dialog opens");
        const button = findChild(dialog.contentItem, "setUpButton");
        verify(button !== null && button.visible, "the dialog offers Set up a position…");
        mouseClick(button);
        tryVerify(() => !dialog.visible, 3000, "the dialog closes");
        let screen = null;
        tryVerify(() => {
            screen = window.currentScreen;
            return screen !== null && screen.objectName === "editorScreen";
        }, 3000, "the editor is shown");
        waitForRendering(screen);
        return screen;
    }
    function child(screen, name) {
        const item = findChild(screen, name);
        verify(item !== null, name + " is there");
        return item;
    }
    // A click on board row `row` (left: a seed more, right: a seed less).
    function clickRow(screen, row, button) {
        const view = screen.boardView;
        const r = view.board.rectOf(row);
        mouseClick(view, r.x + r.width / 2, r.y + r.height / 2, button);
    }
    function within(window, item) {
        const p = item.mapToItem(window.contentItem, 0, 0);
        return p.x >= 0 && p.y >= 0 && p.x + item.width <= window.width + 0.5 && p.y + item.height <= window.height + 0.5;
    }

    function test_mouse_and_keys_an_invalid_total_then_play() {
        const window = makeWindow();
        const screen = openEditor(window, "kalah");
        const editor = window.editor;
        const play = child(screen, "playEditedButton");
        const status = child(screen, "editorStatus");
        compare(editor.position, "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S");
        verify(play.enabled);
        // The mouse: a click adds a seed to South's hole 1: 49 seeds.
        clickRow(screen, 0, Qt.LeftButton);
        compare(editor.count(0), 5);
        verify(!editor.valid);
        verify(!play.enabled, "Play is disabled while the position cannot be played");
        verify(status.text.indexOf("49") >= 0 && status.text.indexOf("48") >= 0, status.text);
        compare(editor.session.board.count(0), 5, "the board shows the count as it is");
        // A right click takes one from North's hole 1: 48 again.
        clickRow(screen, 6, Qt.RightButton);
        compare(editor.count(6), 3);
        verify(editor.valid);
        verify(play.enabled);
        // The keys: from South's hole 1 the cursor goes right to hole 2; a
        // typed 7 there makes 51 seeds, two minus 49, one more 48.
        editor.session.board.focusRow = 0;
        screen.forceActiveFocus();
        keyClick(Qt.Key_Right);
        compare(editor.session.board.focusRow, 1, "the cursor moved to South's hole 2");
        keyClick(Qt.Key_7);
        compare(editor.count(1), 7);
        verify(!editor.valid);
        keyClick(Qt.Key_Minus);
        keyClick(Qt.Key_Minus);
        compare(editor.count(1), 5);
        verify(!editor.valid, "49 seeds");
        keyClick(Qt.Key_Minus);
        verify(editor.valid);
        keyClick(Qt.Key_Plus);
        verify(!editor.valid);
        keyClick(Qt.Key_Z, Qt.ControlModifier);
        verify(editor.valid, "Ctrl+Z took back the seed");
        // North to move, then Play: the game starts at that position.
        editor.toMove = 1;
        const position = editor.position;
        compare(position, "5,4,4,4,4,4/3,4,4,4,4,4/0,0/N", "the position made");
        mouseClick(play);
        tryVerify(() => window.currentScreen && window.currentScreen.objectName !== "editorScreen", 3000, "the game screen");
        compare(window.session.history.position, position);
        compare(window.session.history.toMove, 1);
    }

    function test_copy_gives_the_notation_and_a_lesson_step() {
        const window = makeWindow();
        const screen = openEditor(window, "mankala");
        const panel = child(screen, "editorPanel");
        panel.contentY = Math.max(0, panel.contentHeight - panel.height); // the panel scrolls at 800x600
        waitForRendering(screen);
        mouseClick(child(screen, "copyPositionButton"));
        compare(testClipboard.text(), "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S");
        compare(child(screen, "notationField").text, "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S");
        mouseClick(child(screen, "copyStepButton"));
        compare(testClipboard.text(), "{\"position\": \"4,4,4,4,4,4/4,4,4,4,4,4/0,0/S\", \"options\": [], \"text\": \"\"}");
        window.editor.add(0, 1);
        verify(!child(screen, "copyPositionButton").enabled, "nothing to copy while it cannot be played");
        compare(child(screen, "notationField").text, "");
    }

    function test_escape_leaves_the_game_in_progress_as_it_was() {
        const window = makeWindow();
        verify(window.session.history.newGame("kalah", {}, 0, ""));
        window.showGame(true);
        verify(window.session.playScripted(0));
        window.session.player.finish();
        tryVerify(() => !window.session.player.running, 5000);
        const before = window.session.history.position;
        const steps = window.session.history.stepCount;
        const gameScreen = window.currentScreen;
        window.openEditor("", {}, "", "", true);
        const screen = window.currentScreen;
        compare(screen.objectName, "editorScreen");
        compare(window.editor.position, before, "the editor starts from the game's position");
        window.editor.add(3, 2);
        window.editor.setCount(12, 0);
        window.requestActivate();
        tryVerify(() => window.active, 3000, "the window takes the keys");
        screen.forceActiveFocus();
        tryVerify(() => screen.activeFocus, 3000, "the editor has the keys");
        keyClick(Qt.Key_Escape);
        tryVerify(() => window.currentScreen === gameScreen, 3000, "back on the game screen");
        compare(window.session.history.position, before);
        compare(window.session.history.stepCount, steps);
    }

    function test_a_language_switch_retells_the_reason() {
        const window = makeWindow();
        const screen = openEditor(window, "aliguli");
        window.editor.setCount(0, 1); // 66: not whole holes of 5 fewer
        const status = child(screen, "editorStatus");
        const english = status.text;
        verify(english.indexOf("66") >= 0, english);
        Settings.language = "hu";
        tryVerify(() => status.text !== english, 3000, "the reason in Hungarian");
        verify(status.text.indexOf("66") >= 0, status.text);
        verify(child(screen, "playEditedButton").text !== "Play it");
        Settings.language = "en";
        tryCompare(status, "text", english);
    }

    function test_omweso_at_800x600_and_analyse() {
        const window = makeWindow();
        const screen = openEditor(window, "omweso");
        const editor = window.editor;
        verify(child(screen, "phaseBox").visible, "Omweso's set-up is offered");
        verify(!child(screen, "protectedBox").visible, "Omweso has no protected holes");
        verify(!child(screen, "southStore").visible, "nor stores");
        for (const name of ["playEditedButton", "analyseEditedButton", "saveEditedButton", "editorStatus", "editorPanel"])
            verify(within(window, child(screen, name)), name + " is inside the 800x600 window");
        verify(editor.session.board.cell > 30, "holes big enough to click: " + editor.session.board.cell);
        // A playing position: 2 in every hole.
        editor.phase = 0;
        verify(!editor.valid);
        for (let row = 0; row < 32; ++row)
            editor.setCount(row, 2);
        verify(editor.valid, editor.problem);
        const position = editor.position;
        mouseClick(child(screen, "analyseEditedButton"));
        tryVerify(() => window.currentScreen && window.currentScreen.objectName !== "editorScreen", 3000, "the game screen");
        compare(window.session.history.position, position);
        verify(window.session.analysis.active, "the analysis board is on");
    }

    // Save as… from the editor: the game's details, then the file: a game
    // file whose one round starts at the position, with nothing played.
    function test_save_as_writes_a_game_file_that_starts_there() {
        const window = makeWindow();
        const screen = openEditor(window, "kalah");
        const editor = window.editor;
        editor.setCount(0, 0);
        editor.setCount(12, 4);
        const position = editor.position;
        compare(position, "0,4,4,4,4,4/4,4,4,4,4,4/4,0/S");
        window.editorFiles.folder = testFiles.folderUrl("");
        mouseClick(child(screen, "saveEditedButton"));
        let details = null;
        tryVerify(() => {
            details = findChild(window.editorFiles, "detailsDialog");
            return details !== null && details.opened;
        }, 3000, "the details come first");
        details.accept();
        let field = null;
        tryVerify(() => {
            field = findChild(window.contentItem.parent, "fileNameTextField");
            return field !== null && field.visible;
        }, 3000, "the save dialog shows its file name field");
        tryVerify(() => field.activeFocus, 2000, "the file name field has the keys");
        field.selectAll();
        keyClick(Qt.Key_Delete);
        for (const c of "setup")
            keyClick(c);
        keyClick(Qt.Key_Return);
        tryVerify(() => testFiles.list("").indexOf("setup.semina") >= 0, 3000, "the game file is written");
        const saved = testFiles.json("setup.semina");
        compare(saved.game, "kalah");
        compare(saved.rounds[0].start, position);
        compare(saved.rounds[0].decisions.length, 0);
        compare(window.currentScreen.objectName, "editorScreen", "the editor stays");
    }
}
