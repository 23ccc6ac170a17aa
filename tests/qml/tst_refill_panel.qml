import QtQuick
import QtTest
import Semina

// The rematch set-up (the refill between rounds), from the real window:
// the panel is made afresh from the engine for the round it sets up (its
// instruction at once, the loser's own holes named as the board names
// them), stays in step with the board both ways, and says why a choice is
// refused. Walked with North and then South losing in one session, with
// the mouse on the buttons and on the board, in all three languages.
TestCase {
    id: testCase

    // Reaches a match between rounds as the screenshot sweep does.
    Component {
        id: sweepActions
        SweepActions {}
    }

    name: "RefillPanel"
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

    function cleanup() {
        Settings.language = "";
    }

    function openWindow() {
        const window = createTemporaryObject(mainComponent, testCase);
        tryVerify(() => window.visible);
        return window;
    }
    function labelOf(window, row) {
        const b = window.session.board;
        return b.data(b.index(row, 0), BoardModel.LabelRole);
    }
    function textOf(window) {
        return findChild(window, "refillText").text;
    }
    function button(window, i) {
        return findChild(window.contentItem, "fillHole" + i);
    }
    // The buttons show the match's choice, hole by hole.
    function verifyInStep(window) {
        const match = window.session.match;
        for (let i = 0; i < match.fillOrder.length; ++i)
            compare(button(window, i).checked, match.fill.indexOf(match.fillOrder[i]) >= 0, "button " + i);
    }
    function clickRow(window, row) {
        const view = findChild(window, "boardView");
        const r = window.session.board.rectOf(row);
        mouseClick(view, r.x + r.width / 2, r.y + r.height / 2);
    }
    // Ali Guli Mane, both rows empty, stocks `south` and `north` (70 seeds):
    // the round is over and the next one is being set up.
    function refillAfter(window, south, north) {
        createTemporaryObject(sweepActions, testCase, {"window": window}).showMatch("aliguli|0,0,0,0,0,0,0/0,0,0,0,0,0,0/" + south + "," + north + "/S|over");
        mouseClick(findChild(window, "nextRoundButton"));
        tryCompare(window.session.match, "phase", MatchSession.Refill);
        tryVerify(() => findChild(window, "refillPanel").visible);
        tryVerify(() => button(window, 6) && button(window, 6).width > 0, 2000, "the buttons are laid out");
        waitForRendering(window.contentItem);
    }

    function test_each_side_losing_in_one_session_data() {
        return [{ tag: "English", lang: "en" }, { tag: "Italian", lang: "it" }, { tag: "Hungarian", lang: "hu" }];
    }
    function test_each_side_losing_in_one_session(data) {
        Settings.language = data.lang;
        const window = openWindow();
        const match = window.session.match;
        for (const round of [{ south: 44, north: 26, loser: 1 }, { south: 26, north: 44, loser: 0 }]) {
            refillAfter(window, round.south, round.north);
            // 26 seeds fill 5 holes of 5 and leave 1 in stock (docs/rules.md §3.8).
            compare(match.fillSide, round.loser);
            compare(match.fillHoles, 5);
            compare(match.remainder, 1);
            const text = textOf(window);
            verify(match.refillText.length > 0, "the instruction is there at once");
            verify(text.indexOf(match.refillText) >= 0, text);
            if (data.lang === "en")
                compare(match.refillText.indexOf((round.loser ? "North" : "South") + " fills 5 holes"), 0, match.refillText);
            else
                compare(match.refillText.indexOf("fills"), -1, "in " + data.tag + ": " + match.refillText);
            // The loser's own holes, named as the board names them, left to right.
            for (let i = 0; i < 7; ++i) {
                const row = round.loser * 7 + match.fillOrder[i];
                compare(button(window, i).text, labelOf(window, row), "button " + i + " names the loser's hole");
            }
            verifyInStep(window);
        }
    }

    function test_refusals_are_said_and_the_buttons_stay_in_step() {
        const window = openWindow();
        const match = window.session.match;
        refillAfter(window, 26, 44); // South lost: South fills 5 of its 7 holes
        compare(match.refillText.indexOf("South fills 5 holes"), 0, match.refillText);
        verify(match.refillText.indexOf("5 chosen") >= 0, match.refillText);
        const fill = JSON.stringify(match.fill);
        // A sixth hole, at the limit: refused, said, and its button stays off.
        const free = match.fillOrder.findIndex(h => match.fill.indexOf(h) < 0);
        verify(free >= 0);
        mouseClick(button(window, free));
        compare(JSON.stringify(match.fill), fill, "nothing changed: " + match.refillText);
        verify(!button(window, free).checked, "the button does not light up");
        verify(match.refillText.indexOf("South can fill only 5 holes: take one out first.") >= 0, match.refillText);
        verifyInStep(window);
        // The same on the board.
        clickRow(window, match.fillOrder[free]);
        compare(JSON.stringify(match.fill), fill);
        verify(match.refillText.indexOf("take one out first") >= 0);
        // The winner's hole on the board: not South's to choose.
        clickRow(window, 7 + 3);
        verify(match.refillText.indexOf("Only South's holes can be chosen") >= 0, match.refillText);
        compare(JSON.stringify(match.fill), fill);
        // A hole taken out on the board: its button follows, the refusal goes.
        const chosen = match.fill[0];
        clickRow(window, chosen);
        compare(match.fill.length, 4);
        verifyInStep(window);
        verify(match.refillText.indexOf("take one out") < 0 && match.refillText.indexOf("Only South") < 0, match.refillText);
        verify(match.refillText.indexOf("4 chosen") >= 0, match.refillText);
        verify(!findChild(window, "startRoundButton").enabled, "a wrong count cannot start");
        // And back with its button.
        const i = match.fillOrder.indexOf(chosen);
        mouseClick(button(window, i));
        compare(match.fill.length, 5);
        verifyInStep(window);
        verify(findChild(window, "startRoundButton").enabled);
    }

    function test_omweso_sets_the_seeds_not_the_holes() {
        const window = openWindow();
        const match = window.session.match;
        // Omweso: South has only single seeds left and cannot move, so North
        // won round 1; South places 4 more in round 2 (36 to 28), within 20-44.
        createTemporaryObject(sweepActions, testCase, {"window": window}).showMatch("omweso|1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0/4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,0/0,0/S|over");
        mouseClick(findChild(window, "nextRoundButton"));
        tryCompare(match, "phase", MatchSession.Refill);
        verify(match.setsSeeds);
        compare(match.southSeeds, 36);
        compare(match.totalSeeds - match.southSeeds, 28);
        compare(match.minSeeds, 20);
        compare(match.maxSeeds, 44);
        verify(match.refillText.indexOf("South 36, North 28") >= 0, match.refillText);
        // A click on a hole: the seeds are set below, not on the board.
        clickRow(window, 3);
        verify(match.refillText.indexOf("set them below") >= 0, match.refillText);
        // The players' own split, kept within the limits.
        match.southSeeds = 50;
        compare(match.southSeeds, 44);
        mouseClick(findChild(window, "startRoundButton"));
        tryVerify(() => !window.session.player.running, 5000);
        compare(match.phase, MatchSession.Playing);
        compare(window.session.board.setupSeeds[0], 44, "South places 44");
        compare(window.session.board.setupSeeds[1], 20, "North places 20");
    }
}
