import QtQuick
import QtTest
import Semina

TestCase {
    id: testCase

    name: "HomeScreen"
    when: windowShown
    width: 1280
    height: 800

    Component {
        id: homeComponent
        HomeScreen {
            width: 1280
            height: 800
        }
    }

    function test_one_card_per_game() {
        const home = createTemporaryObject(homeComponent, testCase);
        verify(home);
        for (const key of ["omweso", "mankala", "kalah", "aliguli"]) {
            const card = findChild(home, "card_" + key);
            verify(card, "card for " + key);
            verify(card.title.length > 0);
            verify(card.width > 200 && card.height > 100, key + " card is laid out");
        }
    }

    function test_cards_stack_and_share_the_height() {
        const home = createTemporaryObject(homeComponent, testCase);
        const omweso = findChild(home, "card_omweso");
        const aliguli = findChild(home, "card_aliguli");
        verify(aliguli.y > omweso.y + omweso.height - 1, "cards do not overlap");
        compare(omweso.width, aliguli.width);
        home.height = 600;
        verify(aliguli.y + aliguli.height <= 600, "the last card still fits at 800x600");
    }
}
