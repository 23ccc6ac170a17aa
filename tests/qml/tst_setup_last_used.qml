import QtQuick
import QtTest
import Semina

// The omweso set-up panel's "Last used" quick fill (SetupPanel.qml).
TestCase {
    id: testCase

    name: "SetupLastUsed"
    when: windowShown
    visible: true
    width: 1280
    height: 400

    Component {
        id: sessionComponent
        GameSession {}
    }
    Component {
        id: panelComponent
        SetupPanel {
            width: 1200
        }
    }

    function cleanup() {
        Settings.lastSetup = [];
    }

    // An even omweso set-up for South, as the engine makes it.
    function storedSetup() {
        const s = createTemporaryObject(sessionComponent, testCase);
        verify(s.history.newGame("omweso", {}, 0));
        return s.board.evenSetup(s.history.toMove);
    }

    function test_last_used_is_offered_when_an_omweso_game_starts_later() {
        // As after a restart: the set-up is stored, the app opens on another game.
        Settings.lastSetup = storedSetup();
        const session = createTemporaryObject(sessionComponent, testCase);
        verify(session.history.newGame("kalah", {}, 0));
        const panel = createTemporaryObject(panelComponent, testCase, { session: session });
        const lastUsed = findChild(panel, "setupLastUsed");
        verify(lastUsed);
        verify(!lastUsed.enabled, "no set-up in kalah");
        verify(session.history.newGame("omweso", {}, 0));
        verify(session.history.setupPhase);
        verify(lastUsed.enabled, "the stored set-up fits the new omweso game");
        waitForRendering(panel);
        mouseClick(lastUsed);
        compare(panel.placed, panel.seeds, "every seed placed");
        verify(findChild(panel, "setupDone").enabled, "the filled set-up can be played");
        panel.destroy();
    }

    function test_a_stored_set_up_counts_as_numbers() {
        Settings.lastSetup = storedSetup().map(n => String(n));
        const stored = Settings.lastSetup;
        compare(stored.length, 16);
        compare(stored.reduce((a, b) => a + b, 0), 32, "a sum, not a concatenation");
    }
}
