import QtQuick
import QtTest
import Semina

TestCase {
    id: testCase

    name: "Dialogs"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    GameListModel {
        id: games
    }
    Item {
        id: host
        width: 1280
        height: 800
        NewGameDialog {
            id: newGame
        }
        RulesDialog {
            id: rules
        }
    }
    SignalSpy {
        id: startSpy
        target: newGame
        signalName: "start"
    }

    function test_new_game_offers_the_games_options_with_their_defaults() {
        newGame.gameKey = "kalah";
        newGame.optionList = games.options("kalah");
        newGame.open();
        tryVerify(() => newGame.opened);
        const seeds = findChild(newGame.contentItem, "option_seeds");
        verify(seeds, "a seeds option");
        compare(seeds.currentText, "4");
        const capture = findChild(newGame.contentItem, "option_capture");
        capture.currentIndex = 1; // standard
        startSpy.clear();
        mouseClick(findChild(newGame.contentItem, "startButton"));
        compare(startSpy.count, 1);
        compare(startSpy.signalArguments[0][0], "kalah");
        const options = startSpy.signalArguments[0][1];
        compare(options.seeds, "4");
        compare(options.holes, "6");
        compare(options.capture, "standard");
        compare(startSpy.signalArguments[0][2], 0);
    }

    function test_every_option_value_is_accepted_by_the_engine() {
        for (const key of ["kalah", "mankala", "aliguli", "omweso"]) {
            const session = Qt.createQmlObject("import Semina; GameSession {}", testCase);
            for (const option of games.options(key)) {
                for (const v of option.values) {
                    const o = {};
                    o[option.name] = v.value;
                    verify(session.history.newGame(key, o, 0), key + " " + option.name + "=" + v.value + ": " + session.history.lastError);
                }
            }
            session.destroy();
        }
    }

    function test_rules_dialog_shows_each_games_rules() {
        for (const key of ["kalah", "mankala", "aliguli", "omweso"]) {
            rules.gameKey = key;
            const text = findChild(rules.contentItem, "rulesText").text;
            verify(text.length > 500, key + " has rules text");
        }
    }
}
