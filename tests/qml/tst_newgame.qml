import QtQuick
import QtTest
import Semina

// The new-game dialog starts each opening afresh, its lists in their order
// with the defaults chosen; the player cards and the move list show whole texts.
TestCase {
    id: testCase

    name: "NewGame"
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
        id: cardComponent
        PlayerCard {
            width: 190
            name: "South"
            kind: "Computer · Casual"
            active: true
        }
    }
    Component {
        id: screenComponent
        GameScreen {
            width: 800
            height: 600
            session: GameSession {}
        }
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

    function test_seeds_are_offered_in_order_with_the_default_chosen() {
        openFor("kalah");
        const seeds = findChild(newGame.contentItem, "option_seeds");
        const offered = [];
        for (let i = 0; i < seeds.count; ++i)
            offered.push(seeds.textAt(i));
        compare(offered.join(","), "1,2,3,4,5,6");
        compare(seeds.currentText, "4");
        compare(findChild(newGame.contentItem, "option_holes").currentText, "6");
        close();
    }

    function test_each_opening_starts_from_south_and_the_defaults() {
        openFor("kalah");
        const starter = findChild(newGame.contentItem, "starter");
        starter.currentIndex = 1;
        findChild(newGame.contentItem, "option_seeds").currentIndex = 0;
        close();
        openFor("kalah");
        compare(findChild(newGame.contentItem, "starter").currentIndex, 0, "South starts again");
        compare(findChild(newGame.contentItem, "option_seeds").currentText, "4", "the default again");
        close();
    }

    function test_the_players_stay_when_the_game_offers_them() {
        openFor("kalah");
        const north = findChild(newGame.contentItem, "northPlayer");
        north.currentIndex = north.indexOfValue("perfect");
        verify(north.currentIndex > 0, "Perfect plays Kalah");
        findChild(newGame.contentItem, "southPlayer").currentIndex = 2;
        mouseClick(findChild(newGame.contentItem, "startButton"));
        tryVerify(() => !newGame.visible);
        openFor("kalah");
        compare(findChild(newGame.contentItem, "northPlayer").currentValue, "perfect");
        compare(findChild(newGame.contentItem, "southPlayer").currentIndex, 2);
        close();
        openFor("omweso");
        compare(findChild(newGame.contentItem, "northPlayer").currentIndex, 0, "Perfect does not play Omweso: a person");
        compare(findChild(newGame.contentItem, "southPlayer").currentIndex, 2);
        close();
    }

    function test_player_card_shows_the_whole_kind_and_the_turn() {
        const card = createTemporaryObject(cardComponent, testCase);
        waitForRendering(card);
        const kind = findChild(card, "kindLabel");
        verify(!kind.truncated, "the kind is not cut: " + kind.text);
        const turn = findChild(card, "turnLabel");
        compare(turn.text, "to move");
        compare(turn.parent.opacity, 1);
        verify(!turn.truncated);
        card.thinking = true;
        compare(turn.text, "thinking…");
        verify(!turn.truncated, "the whole line: " + turn.text);
        card.thinking = false;
        card.active = false;
        compare(turn.parent.opacity, 0);
    }

    function test_a_setup_is_shown_short_with_its_notation_in_a_tooltip() {
        const screen = createTemporaryObject(screenComponent, testCase);
        verify(screen.session.history.newGame("omweso", {}, 0));
        waitForRendering(screen);
        mouseClick(findChild(screen, "setupEven"));
        mouseClick(findChild(screen, "setupDone"));
        tryVerify(() => !screen.session.player.running, 5000);
        const list = findChild(screen, "moveList");
        tryVerify(() => list.itemAtIndex(0) !== null, 1000, "the set-up is listed");
        const entry = list.itemAtIndex(0);
        compare(entry.text, "1. S set-up");
        verify(entry.shortened);
        verify(entry.notation.indexOf("1. S setup:2,2,2,2,") === 0, entry.notation);
    }
}
