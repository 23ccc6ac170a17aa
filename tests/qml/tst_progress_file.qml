import QtQuick
import QtTest
import Semina

// A learner's progress for a teacher, from the real window (Main): the
// lesson screen's Export progress… asks the name first (an empty one is
// refused and nothing is written), then writes the file; Open… › A
// learner's progress… shows it, with the task's stars and tries; a file
// that is no progress file says why, and the report shown before stays.
TestCase {
    id: testCase

    name: "ProgressFile"
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

    function openLessons() {
        testFiles.clear();
        // English with its plural forms ("2 tries").
        Settings.language = "hu";
        Settings.language = "en";
        const window = createTemporaryObject(mainComponent, testCase);
        tryVerify(() => window.visible);
        window.animateScreens = false;
        window.showLessons("kalah");
        let screen = null;
        tryVerify(() => (screen = findChild(window.contentItem, "lessonScreen")) !== null);
        return [window, screen];
    }
    function clickRow(screen, row) {
        const r = screen.session.board.rectOf(row);
        mouseClick(screen.boardView, r.x + r.width / 2, r.y + r.height / 2);
    }
    function settled(screen) {
        tryVerify(() => !screen.session.player.running, 10000, "the animation ends");
        wait(30);
    }
    function overlayChild(window, name) {
        return findChild(window.contentItem.parent, name) ?? findChild(window, name);
    }
    function collect(item, name, out) {
        if (item.objectName === name)
            out.push(item);
        for (let i = 0; i < item.children.length; ++i)
            collect(item.children[i], name, out);
    }

    function test_export_then_the_teachers_view() {
        const [window, screen] = openLessons();
        // Sowing, step 3: a miss (hole 1), then the last seed in S6 (hole 2).
        verify(screen.lessons.open(0, 2));
        clickRow(screen, 0);
        settled(screen);
        tryCompare(screen.lessons, "phase", LessonSession.Missed);
        screen.lessons.restartStep();
        clickRow(screen, 1);
        settled(screen);
        tryCompare(screen.lessons, "phase", LessonSession.Met);

        // Export progress…: the name first.
        mouseClick(findChild(screen, "exportProgress"));
        let nameDialog = null;
        tryVerify(() => (nameDialog = overlayChild(window, "progressNameDialog")) !== null && nameDialog.opened);
        nameDialog.accept(); // no name
        tryVerify(() => !nameDialog.visible);
        compare(testFiles.read("anna.semina-progress"), "", "nothing is written without a name");
        screen.progressExport.learner = "Anna";
        screen.progressExport.write(String(testFiles.folderUrl("anna.semina-progress")));
        const written = testFiles.json("anna.semina-progress");
        verify(written !== null, "the file is written");
        compare(written.learner, "Anna");
        compare(written.format, "semina-progress");

        // The teacher's view.
        window.progressReport.openUrl(String(testFiles.folderUrl("anna.semina-progress")));
        let report = null;
        tryVerify(() => (report = overlayChild(window, "progressReport")) !== null && report.opened, 3000, "the report opens");
        compare(report.title, "Progress of Anna");
        const steps = [];
        tryVerify(() => {
            steps.length = 0;
            collect(report.contentItem, "progressStep", steps);
            return steps.length > 6;
        }, 3000, "the steps are listed");
        verify(steps.some(s => s.text === "3: ★★☆, 2 tries"), "the task met at the second try: " + steps.slice(0, 6).map(s => s.text));
        verify(steps.some(s => s.text === "4: not yet"));
        report.close();

        // A file that is no learner's progress: told, and the report stays Anna's.
        testFiles.write("lesson.semina-progress", "{\"format\": \"semina-lesson\", \"version\": 1}");
        window.progressReport.openUrl(String(testFiles.folderUrl("lesson.semina-progress")));
        let problem = null;
        tryVerify(() => (problem = overlayChild(window, "progressProblem")) !== null && problem.opened);
        compare(problem.message, "This is not a learner's progress: it has no \"format\": \"semina-progress\".");
        compare(window.progressReport.files.learner, "Anna");
        problem.close();
    }
}
