import QtQuick
import QtTest
import Semina

// The home screen's kept games (GameStore, app/store/gamestore.h): the unfinished
// game with Continue, the recent games, a notice with Dismiss. The store's
// examples are in memory (autosave off): nothing is read from or written to disk.
TestCase {
    id: testCase

    name: "KeptGames"
    when: windowShown
    width: 800
    height: 600
    visible: true

    GameSession {
        id: gameSession
    }
    SignalSpy {
        id: openedSpy
        signalName: "opened"
    }
    Component {
        id: storeComponent
        GameStore {
            session: gameSession
        }
    }
    Component {
        id: homeComponent
        HomeScreen {
            width: 800
            height: 600
        }
    }

    function test_continue_recent_and_notice() {
        const store = createTemporaryObject(storeComponent, testCase);
        const home = createTemporaryObject(homeComponent, testCase, {"store": store});
        const card = findChild(home, "continueCard");
        verify(!card.visible, "nothing to continue before the store has a game");
        verify(!findChild(home, "recentButton").visible);

        store.showExamples(true);
        verify(card.visible);
        compare(store.continueTitle, "Kalah");
        verify(store.continueText.indexOf("12") >= 0, store.continueText);
        verify(findChild(home, "recentButton").visible);
        compare(store.recent.length, 2);
        const notice = findChild(home, "storeNotice");
        verify(notice.visible);
        // The last card still fits below the strip at 800x600.
        const last = findChild(home, "card_aliguli");
        verify(last.mapToItem(home, 0, last.height).y <= 600 + 0.5, "the game cards fit under the strip");

        // Continue puts the kept game on the session, decision by decision.
        openedSpy.target = store;
        openedSpy.clear();
        const button = findChild(home, "continueButton");
        // Once the strip is laid out across the screen, under the title.
        tryVerify(() => card.width > 600 && button.mapToItem(home, 0, 0).x > 500, 2000, "the strip is laid out");
        mouseClick(button);
        compare(openedSpy.count, 1, store.lastError);
        compare(gameSession.history.variantKey, "kalah");
        compare(gameSession.history.stepCount, 12);
        verify(gameSession.boardMatchesEngine());

        store.dismissNotice();
        verify(!notice.visible);
        store.showExamples(false);
        verify(!card.visible);
    }
}
