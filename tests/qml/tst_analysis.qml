import QtQuick
import QtTest
import Semina

// The analysis board and the game review from Main, as a player uses them:
// the values appear on the holes and in the panel, estimates first, then
// exact; the review grades the decisions, its graph's points open their
// positions, and "try again" at a mistake refuses a decision no better and
// accepts a good one. Off the main path: a game the computer plays offers
// no analysis until it is over; another game drops the review.
TestCase {
    id: testCase

    name: "Analysis"
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
    SignalSpy {
        id: valuesSpy
        signalName: "valuesChanged"
    }

    function openGame(players) {
        const window = createTemporaryObject(mainComponent, testCase);
        tryVerify(() => window.visible);
        verify(window.session.history.newGame("kalah", {"holes": 4, "seeds": 2}, 0));
        if (players)
            verify(window.session.players.setKeys(players[0], players[1]));
        window.showGame(true);
        return window;
    }
    // Plays hole `hole` (1-based, the mover's own numbers) of side `side`
    // (0 South, 1 North) on a 4-hole board, to the end of its animation.
    function play(window, side, hole) {
        verify(window.session.clickHole(side * 4 + hole - 1), "hole " + hole + " plays");
        window.session.player.finish();
        tryVerify(() => !window.session.player.running);
    }
    // The game of the review: South 1 (a blunder: 4 wins by 6, 1 loses by 12),
    // North 3, North 2 (a mistake: 1 wins by 12, 2 by 6), South 4, North 1,
    // South 2 — worked out by `semina-cli analyse` on the same decisions.
    function playReviewedGame(window) {
        play(window, 0, 1);
        play(window, 1, 3);
        play(window, 1, 2);
        play(window, 0, 4);
        play(window, 1, 1);
        play(window, 0, 2);
    }
    function children(item, name, out) {
        for (let i = 0; i < item.children.length; ++i) {
            const c = item.children[i];
            if (c.objectName === name && c.visible)
                out.push(c);
            children(c, name, out);
        }
        return out;
    }
    function openAnalysis(window) {
        // At 1280x800 Kalah's panel is a strip under the board: Analyse is in the toolbar's menu.
        verify(!findChild(window.contentItem, "analyseButton").visible);
        const more = findChild(window.contentItem, "moreButton");
        tryVerify(() => more && more.visible, 1000, "the game's menu button");
        mouseClick(more);
        const item = findChild(window.contentItem, "analyseItem") ?? findChild(more, "analyseItem");
        verify(item, "Analyse in the menu");
        tryVerify(() => item.visible && item.width > 0, 1000, "Analyse offered");
        tryVerify(() => item.menu && item.menu.opened, 1000, "the menu is open");
        mouseClick(item);
        tryVerify(() => window.session.analysis.active, 1000, "the analysis board is on");
        const panel = findChild(window.contentItem, "analysisPanel");
        tryVerify(() => panel.visible);
        return panel;
    }

    function test_values_appear_then_turn_exact() {
        const window = openGame();
        const analysis = window.session.analysis;
        valuesSpy.target = analysis;
        valuesSpy.clear();
        openAnalysis(window);
        tryVerify(() => analysis.decisionValues.length === 4, 5000, "every decision of the start has a value");
        tryVerify(() => analysis.state === "Exact values", 20000, "the solver settles a 16-seed board");
        verify(valuesSpy.count >= 2, "the values came in more than once (estimates, then exact)");
        // The exact values of the start (rules worked by the solver's oracle
        // test: holes 3 and 4 win, 1 and 2 lose): the best is hole 4, +6.
        const best = analysis.decisionValues[0];
        compare(best.label, "4");
        verify(best.best && best.exact);
        tryCompare(children(window.contentItem, "valueBadge", []), "length", 4);
        // Another language on this screen: the values' words follow at once.
        verify(best.text.indexOf("wins by 6") === 0, best.text);
        Settings.language = "hu";
        tryVerify(() => analysis.decisionValues[0].text.indexOf("6 maggal nyer") === 0, 2000,
                  analysis.decisionValues[0].text);
        // What the screen shows, not only what the engine says now.
        const stateLabel = findChild(window.contentItem, "analysisState");
        tryCompare(stateLabel, "text", "Pontos értékek");
        Settings.language = "en";
        tryVerify(() => analysis.decisionValues[0].text.indexOf("wins by 6") === 0, 2000);
        // The best line steps on the board and back.
        tryVerify(() => analysis.line.length > 0, 20000);
        const before = window.session.board.count(3);
        analysis.showLine(1);
        verify(window.session.board.count(3) !== before, "the first decision of the line is shown");
        verify(window.session.boardMatchesEngine() === false);
        analysis.showLine(0);
        verify(window.session.boardMatchesEngine(), "back to the game");
        compare(window.session.history.stepCount, 0, "the preview played nothing");
        // A decision played: while its seeds move, no value of the next position shows.
        findChild(window.contentItem, "boardView").animator.stepMs = 3000; // a slow sowing
        verify(window.session.clickHole(3));
        verify(window.session.player.running);
        // The engine has valued the next position long before the seeds get there.
        tryVerify(() => analysis.decisionValues.length > 0, 2000);
        verify(window.session.player.running);
        compare(children(window.contentItem, "valueBadge", []).length, 0, "no badge before the seeds get there");
        compare(children(window.contentItem, "decisionValue", []).length, 0, "nor a value in the panel");
        window.session.player.finish();
        tryVerify(() => children(window.contentItem, "valueBadge", []).length > 0, 20000, "then the new position's");
    }

    function test_no_analysis_while_the_computer_plays() {
        const window = openGame(["", "expert"]); // "": a person
        const more = findChild(window.contentItem, "moreButton");
        tryVerify(() => more && more.visible, 1000);
        mouseClick(more);
        const item = findChild(window.contentItem, "analyseItem") ?? findChild(more, "analyseItem");
        verify(item, "the menu's item is there");
        wait(200);
        verify(!item.visible, "no Analyse against the computer in play");
        keyClick(Qt.Key_Escape);
        window.session.analysis.active = true;
        verify(!window.session.analysis.active, "nor by the property");
        // Once that game is over, it may be analysed: South's hole 4 sows
        // its last seed into the store and leaves South's side empty.
        verify(window.session.history.newGame("kalah", {"holes": 4, "seeds": 2}, 0, "0,0,0,1/1,0,0,0/7,7/S"));
        verify(window.session.players.setKeys("", "expert"));
        verify(!window.session.analysis.available);
        play(window, 0, 4);
        verify(window.session.history.over);
        verify(window.session.analysis.available, "the game over, the analysis is offered");
        window.session.analysis.active = true;
        verify(window.session.analysis.active);
    }

    function test_review_grades_graph_and_try_again() {
        const window = openGame();
        playReviewedGame(window);
        const analysis = window.session.analysis;
        const panel = openAnalysis(window);
        mouseClick(findChild(panel, "reviewButton"));
        tryVerify(() => analysis.reviewState >= 2, 20000, "every decision graded");
        tryVerify(() => analysis.reviewState === 3, 30000, "and the review finished");
        compare(analysis.gradeOf(0), 4, "South's 1 was a blunder");
        compare(analysis.gradeOf(1), 0);
        compare(analysis.gradeOf(2), 3, "North's 2 a mistake");
        compare(analysis.gradeOf(3), 0);
        compare(window.session.moves.data(window.session.moves.index(0, 0), MoveListModel.GradeRole), 4);
        compare(analysis.graph.length, 7, "a point before each decision and after the last");

        // A point of the graph opens its position.
        const points = children(panel, "graphPoint", []);
        compare(points.length, 7);
        mouseClick(points[3]);
        tryCompare(window.session.history, "step", 3);
        verify(window.session.history.viewing);

        // Next mistake: the first after the position shown is none after 3,
        // so it wraps to the blunder at the start.
        compare(analysis.nextMistakeStep(), 0);
        window.session.showStep(0);
        tryCompare(window.session.history, "step", 0);
        verify(analysis.tryAgain());
        verify(analysis.trying);
        // The decision played, and one still 16 seeds short: refused.
        verify(!window.session.clickHole(0));
        verify(analysis.tryText.indexOf("decision played") >= 0, analysis.tryText);
        verify(!window.session.clickHole(1));
        verify(analysis.tryText.indexOf("16") >= 0, analysis.tryText);
        verify(analysis.trying, "still asked");
        compare(window.session.history.stepCount, 6, "nothing was played");
        // Hole 4, the best: accepted, and the best line follows.
        verify(window.session.clickHole(3));
        verify(!analysis.trying);
        verify(analysis.tryText.indexOf("best decision") >= 0, analysis.tryText);
        tryVerify(() => analysis.line.length > 0, 20000);
        compare(window.session.history.stepCount, 6, "the game is as it was");

        // Another game: the review is gone with it.
        verify(window.session.history.newGame("kalah", {"holes": 4, "seeds": 2}, 0));
        compare(analysis.reviewState, 0);
        compare(analysis.graph.length, 0);
    }
}
