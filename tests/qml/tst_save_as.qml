import QtQuick
import QtTest
import Semina

// Save as… from the real window (Main): Enter in the file dialog's name field
// saves, as the Save button does, the file is on disk and the game screen
// says so; an empty name saves nothing, and Escape closes the dialog with
// nothing written.
TestCase {
    id: testCase

    name: "SaveAs"
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

    function init() {
        testFiles.clear();
    }

    function openGame() {
        const window = createTemporaryObject(mainComponent, testCase);
        tryVerify(() => window.visible);
        verify(window.session.history.newGame("kalah", {}, 0, ""));
        window.showGame(true);
        verify(window.session.playScripted(0), "a decision is played");
        window.session.player.finish();
        tryVerify(() => !window.session.player.running, 10000);
        window.files.folder = testFiles.folderUrl("");
        return window;
    }
    // Save as… asks for the game's details first: OK goes on to the file.
    function details(window) {
        let dialog = null;
        tryVerify(() => {
            dialog = findChild(window.contentItem.parent, "detailsDialog") ?? findChild(window, "detailsDialog");
            return dialog !== null && dialog.opened;
        }, 3000, "the details come first");
        return dialog;
    }
    function acceptDetails(window) {
        details(window).accept();
    }
    // The dialog's file name field, once the dialog shows it.
    function nameField(window) {
        let field = null;
        tryVerify(() => {
            field = findChild(window.contentItem.parent, "fileNameTextField");
            return field !== null && field.visible;
        }, 3000, "the save dialog shows its file name field");
        return field;
    }
    function typeName(field, name) {
        tryVerify(() => field.activeFocus, 2000, "the file name field has the keys");
        field.selectAll();
        keyClick(Qt.Key_Delete);
        for (const c of name)
            keyClick(c);
        compare(field.text, name);
    }

    function test_enter_saves_and_the_screen_says_so() {
        const window = openGame();
        window.files.save();
        acceptDetails(window);
        const field = nameField(window);
        typeName(field, "mine");
        keyClick(Qt.Key_Return);
        tryVerify(() => testFiles.list("").indexOf("mine.semina") >= 0, 3000, "Enter saved the game");
        const saved = testFiles.json("mine.semina");
        verify(saved !== null, "the file is a game file");
        compare(saved.game, "kalah");
        compare(saved.rounds[0].decisions.length, 1);
        const toast = findChild(window.contentItem, "toast");
        tryVerify(() => toast.visible && toast.text.indexOf("mine.semina") >= 0, 3000, "the screen says where it was saved");
        tryVerify(() => !field.visible, 3000, "the dialog closed");
    }

    function test_enter_on_an_empty_name_saves_nothing_and_escape_cancels() {
        const window = openGame();
        window.files.save();
        acceptDetails(window);
        const field = nameField(window);
        typeName(field, "");
        keyClick(Qt.Key_Return);
        wait(200);
        compare(testFiles.list("").filter(n => n !== "current.semina"), [], "nothing saved without a name");
        typeName(field, "kept");
        keyClick(Qt.Key_Escape);
        tryVerify(() => !field.visible, 3000, "Escape closes the dialog");
        wait(200);
        compare(testFiles.list("").indexOf("kept.semina"), -1, "nothing saved on Escape");
        // Opened again, Enter still saves (the field is hooked once, not lost).
        window.files.save();
        acceptDetails(window);
        const again = nameField(window);
        typeName(again, "later");
        keyClick(Qt.Key_Enter);
        tryVerify(() => testFiles.list("").indexOf("later.semina") >= 0, 3000, "Enter saved the game the second time");
    }

    // The players' names, event, date and round go into the file; a
    // computer takes no name; a date the file cannot hold is refused with
    // the reason, and nothing is saved.
    function test_the_details_go_into_the_file() {
        const window = openGame();
        verify(window.session.players.setKeys("", "expert"));
        window.files.save();
        const dialog = details(window);
        const south = findChild(dialog, "southNameField") ?? findChild(dialog.contentItem, "southNameField");
        const north = findChild(dialog, "northNameField") ?? findChild(dialog.contentItem, "northNameField");
        verify(south.enabled);
        verify(!north.enabled, "the computer takes no name");
        south.text = "Anna";
        (findChild(dialog, "eventField") ?? findChild(dialog.contentItem, "eventField")).text = "Club evening";
        const date = findChild(dialog, "dateField") ?? findChild(dialog.contentItem, "dateField");
        date.text = "2026-02-30";
        dialog.accept();
        const problem = findChild(window.contentItem.parent, "fileProblem") ?? findChild(window, "fileProblem");
        tryVerify(() => problem.opened, 2000, "a date that does not exist is refused");
        verify(problem.message.indexOf("date") >= 0, problem.message);
        problem.close();
        compare(testFiles.list("").filter(n => n !== "current.semina"), [], "nothing saved");

        window.files.save();
        const again = details(window);
        compare((findChild(again, "southNameField") ?? findChild(again.contentItem, "southNameField")).text, "",
                "a refused set of details was not kept");
        (findChild(again, "southNameField") ?? findChild(again.contentItem, "southNameField")).text = "Anna";
        (findChild(again, "dateField") ?? findChild(again.contentItem, "dateField")).text = "2026-12-06";
        (findChild(again, "roundField") ?? findChild(again.contentItem, "roundField")).text = "3";
        again.accept();
        const field = nameField(window);
        typeName(field, "named");
        keyClick(Qt.Key_Return);
        tryVerify(() => testFiles.list("").indexOf("named.semina") >= 0, 3000);
        const saved = testFiles.json("named.semina");
        compare(saved.names.south, "Anna");
        verify(saved.names.north === undefined, "no name for the computer");
        compare(saved.date, "2026-12-06");
        compare(saved.round, "3");
        verify(saved.event === undefined, "the event of the refused details is not kept");
    }
}
