import QtQuick
import QtTest
import Semina

// A teacher's lesson file from the real window (Main), as Open… › A lesson file… and
// `semina --lesson` open it (LessonFiles.openUrl): a sound file opens its
// lessons, titled with the file's title, and its task plays on the board;
// a file with a fault says which lesson and step and why, and the home
// screen stays; off the main path, the game's own lessons opened after it
// are the game's again, a language switch keeps the file's lessons, and the
// file's stars stay off the game's card.
TestCase {
    id: testCase

    name: "LessonFile"
    when: windowShown
    visible: true
    width: 800
    height: 600

    Component {
        id: mainComponent
        Main {
            width: 800
            height: 600
        }
    }

    Component {
        id: keepingComponent
        Main {
            width: 800
            height: 600
            keepGames: true
        }
    }

    // The example of docs/lessons.md, with `hint` as given.
    function lessonText(hint) {
        return JSON.stringify({
            "format": "semina-lesson", "version": 1, "game": "kalah", "key": "quick-drill", "title": "Quick drill",
            "lessons": [{
                "key": "past", "title": "Past your store",
                "steps": [{
                    "position": "1,1,1,1,1,9/4,4,4,4,4,4/5,5/S", "text": "Watch hole 6.", "show": ["6"]
                }, {
                    "position": "2,3,5,1,6,2/4,4,4,4,4,4/3,2/S",
                    "text": "Make your last seed fall into your opponent's hole 4.",
                    "goal": "last-in", "place": "N4", "hint": hint
                }]
            }]
        });
    }
    function openWindow() {
        testFiles.clear();
        const window = createTemporaryObject(mainComponent, testCase);
        tryVerify(() => window.visible);
        window.animateScreens = false;
        return window;
    }
    function lessonScreen(window) {
        let screen = null;
        tryVerify(() => (screen = findChild(window.contentItem, "lessonScreen")) !== null, 5000, "the lessons open");
        return screen;
    }
    function clickRow(screen, row) {
        const r = screen.session.board.rectOf(row);
        mouseClick(screen.boardView, r.x + r.width / 2, r.y + r.height / 2);
    }
    function settled(screen) {
        tryVerify(() => !screen.session.player.running, 10000, "the animation ends");
        wait(30);
    }
    function titleShown(screen, text) {
        const labels = [];
        collectLabels(screen, labels);
        return labels.some(l => l.visible && l.text === text);
    }
    function collectLabels(item, out) {
        if (item.text !== undefined)
            out.push(item);
        for (let i = 0; i < item.children.length; ++i)
            collectLabels(item.children[i], out);
    }

    function test_a_sound_file_opens_and_its_task_plays() {
        const window = openWindow();
        window.lessonFiles.openUrl(String(testFiles.write("drill.semina-lesson", lessonText(["5"]))));
        const screen = lessonScreen(window);
        const lessons = screen.lessons;
        compare(lessons.error, "");
        compare(lessons.game, "kalah");
        compare(lessons.lessonCount, 1);
        verify(titleShown(screen, "Quick drill (Kalah)"), "the screen is titled with the file's title");
        verify(lessons.open(0, 1));
        verify(lessons.asks);
        // A miss (hole 3 ends in North's hole 1), then hole 5.
        clickRow(screen, 2);
        settled(screen);
        tryCompare(lessons, "phase", LessonSession.Missed);
        lessons.restartStep();
        clickRow(screen, 4);
        settled(screen);
        tryCompare(lessons, "phase", LessonSession.Met);
        compare(lessons.stars, 2);
        // Back home: the file's stars are not Kalah's.
        findChild(screen, "lessonsHome").clicked();
        tryVerify(() => findChild(window.contentItem, "lessonScreen") === null);
        window.showLessons("kalah");
        const own = lessonScreen(window);
        compare(own.lessons.fileTitle, "");
        verify(own.lessons.lessonCount > 1, "the game's own book");
        compare(own.lessons.starsEarned, 0);
    }

    function test_a_file_with_a_fault_says_where_and_why_and_stays_home() {
        const window = openWindow();
        window.lessonFiles.openUrl(String(testFiles.write("bad.semina-lesson", lessonText(["3"]))));
        let problem = null;
        tryVerify(() => (problem = findChild(window.contentItem.parent, "lessonFileProblem")
                         ?? findChild(window, "lessonFileProblem")) !== null && problem.opened, 3000, "the problem is told");
        compare(problem.message, "Lesson 1, step 2: the hint 3 does not meet the goal");
        compare(findChild(window.contentItem, "lessonScreen"), null);
        problem.close();
        // Not JSON at all, and no file at all.
        window.lessonFiles.openUrl(String(testFiles.write("broken.semina-lesson", "{ \"format\": ")));
        tryVerify(() => problem.opened && problem.message.startsWith("The file is not JSON"));
        problem.close();
        window.lessonFiles.openUrl(String(testFiles.folderUrl("missing.semina-lesson")));
        tryVerify(() => problem.opened && problem.message.indexOf("cannot be read") >= 0);
        problem.close();
        compare(findChild(window.contentItem, "lessonScreen"), null);
    }

    // The home screen's Open… offers a saved game and a lesson file, in one
    // button: in a small window in Hungarian the row still leaves the title room.
    function test_open_offers_a_game_and_a_lesson() {
        testFiles.clear();
        // A recent game: its button shows in the row too.
        testFiles.write("recent/kalah.semina", JSON.stringify({
            "format": "semina-game", "version": 1, "app_version": "0.1.0", "game": "kalah",
            "players": {"south": "human", "north": "expert"}, "match": false, "match_over": false,
            "created": "2026-12-02T03:25:00Z", "saved": "2026-12-02T03:30:00Z",
            "rounds": [{"options": {"seeds": 4, "holes": 6, "capture": "empty", "next-starter": "alternate"},
                        "start": "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S", "decisions": ["3", "1"]}]
        }));
        const window = createTemporaryObject(keepingComponent, testCase);
        tryVerify(() => window.visible);
        tryVerify(() => findChild(window.contentItem, "recentButton").visible, 3000, "the recent game's button shows");
        Settings.language = "hu";
        wait(50);
        const button = findChild(window.contentItem, "openButton");
        const title = findChild(window.contentItem, "appTitle");
        verify(title.width >= title.implicitWidth, "the title is whole beside the buttons");
        mouseClick(button);
        const menu = findChild(button, "openMenu") ?? findChild(window.contentItem.parent, "openMenu");
        tryVerify(() => menu.opened, 3000, "the menu opens");
        verify(findChild(menu.contentItem, "openGameItem").enabled);
        verify(findChild(menu.contentItem, "openLessonItem").visible);
        keyClick(Qt.Key_Escape);
        tryVerify(() => !menu.visible);
        Settings.language = "en";
        wait(50);
    }

    function test_a_language_switch_keeps_the_files_lessons() {
        const window = openWindow();
        window.lessonFiles.openUrl(String(testFiles.write("drill.semina-lesson", lessonText(["5"]))));
        const screen = lessonScreen(window);
        verify(screen.lessons.open(0, 1));
        Settings.language = "hu";
        wait(50);
        compare(screen.lessons.lessonCount, 1);
        compare(screen.lessons.fileTitle, "Quick drill");
        compare(screen.lessons.text, "Make your last seed fall into your opponent's hole 4.");
        const labels = [];
        collectLabels(screen, labels);
        verify(labels.some(l => l.visible && String(l.text).startsWith("Quick drill (")), "the title keeps the file's words");
        Settings.language = "en";
        wait(50);
    }
}
