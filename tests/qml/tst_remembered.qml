import QtQuick
import QtTest
import Semina

// What the app remembers between runs (Settings): the new-game dialog opens
// with the players and options this game was last started with, a stored
// value the game no longer offers giving way to its default; the Flip button
// leaves the board's orientation in the settings.
TestCase {
    id: testCase

    name: "Remembered"
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
    }
    Component {
        id: screenComponent
        GameScreen {
            width: 1280
            height: 800
            session: GameSession {}
        }
    }

    function cleanup() {
        for (const key of ["kalah", "aliguli"])
            Settings.setLastChoices(key, {});
        Settings.boardFlipped = false;
    }
    function openFor(key) {
        newGame.gameKey = key;
        newGame.optionList = games.options(key);
        newGame.playerList = games.playerChoices(key);
        newGame.open();
        tryVerify(() => newGame.opened);
    }
    function close() {
        newGame.close();
        tryVerify(() => !newGame.visible);
    }
    function choice(name) {
        const box = findChild(newGame.contentItem, name);
        verify(box, name);
        return box;
    }
    function start() {
        mouseClick(choice("startButton"));
        tryVerify(() => !newGame.visible);
    }

    function test_a_game_opens_with_its_last_players_and_options() {
        openFor("kalah");
        const seeds = choice("option_seeds");
        seeds.currentIndex = seeds.indexOfValue("6");
        choice("northPlayer").currentIndex = choice("northPlayer").indexOfValue("expert");
        start();
        compare(Settings.lastChoices("kalah").options.seeds, "6");

        openFor("aliguli"); // nothing stored for it: its defaults
        choice("northPlayer").currentIndex = 0;
        start();
        openFor("kalah");
        compare(choice("option_seeds").currentText, "6", "the seeds Kalah was started with");
        compare(choice("northPlayer").currentValue, "expert", "Kalah's players, not Ali Guli Mane's");
        close();
    }

    function test_a_value_the_game_no_longer_offers_is_its_default() {
        Settings.setLastChoices("kalah", {
            "south": "grandmaster",
            "north": "expert",
            "options": {
                "seeds": "99",
                "holes": "5",
                "no-such-option": "1"
            }
        });
        openFor("kalah");
        compare(choice("option_seeds").currentText, "4", "99 seeds are not offered: the default");
        compare(choice("option_holes").currentText, "5", "an offered value is kept");
        compare(choice("southPlayer").currentIndex, 0, "no such level: a person");
        compare(choice("northPlayer").currentValue, "expert");
        close();
    }

    function test_players_preset_for_one_opening_win_over_the_remembered() {
        Settings.setLastChoices("kalah", {
            "south": "",
            "north": "expert"
        });
        newGame.presetPlayers("", "beginner");
        openFor("kalah");
        compare(choice("northPlayer").currentValue, "beginner");
        close();
        openFor("kalah");
        compare(choice("northPlayer").currentValue, "expert", "the preset was for one opening");
        close();
    }

    function test_flip_is_remembered() {
        const screen = createTemporaryObject(screenComponent, testCase);
        verify(screen.session.history.newGame("kalah"));
        waitForRendering(screen);
        verify(!Settings.boardFlipped);
        const flip = findChild(screen, "flipButton");
        verify(flip, "the Flip button");
        mouseClick(flip);
        verify(screen.session.board.flipped);
        verify(Settings.boardFlipped, "stored");
        mouseClick(flip);
        verify(!Settings.boardFlipped);
    }
}
