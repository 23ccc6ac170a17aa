import QtQuick
import QtTest
import Semina

// A window grown to 4K zooms text and controls (Theme.zoom): every screen
// and dialog follows without a QML warning, and the sizes do grow. (The 4K
// screenshot sweep, which fails on any QML warning, checks the whole app.)
TestCase {
    id: testCase

    name: "Zoom"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    Component {
        id: confirmComponent
        ConfirmDialog {
            session: GameSession {}
        }
    }
    Component {
        id: settingsComponent
        SettingsDialog {}
    }
    Component {
        id: rulesComponent
        RulesDialog {}
    }
    Component {
        id: newGameComponent
        NewGameDialog {}
    }
    Component {
        id: screenComponent
        GameScreen {
            anchors.fill: parent
            session: GameSession {}
        }
    }

    function cleanup() {
        Theme.zoom = 1;
    }

    function test_zoom_data() {
        return [
            { tag: "confirm", component: confirmComponent, open: true },
            { tag: "settings", component: settingsComponent, open: true },
            { tag: "rules", component: rulesComponent, open: true },
            { tag: "new game", component: newGameComponent, open: true },
            { tag: "game screen", component: screenComponent, open: false }
        ];
    }

    function test_zoom(data) {
        failOnWarning(/Binding loop|\.qml:/);
        const item = createTemporaryObject(data.component, testCase);
        if (data.open)
            item.open();
        wait(50);
        const body = Theme.bodySize;
        const width = item.width;
        Theme.zoom = 2.16;
        wait(50);
        compare(Theme.bodySize, Math.round(body * 2.16), "text grows with the zoom");
        verify(item.width >= width, "and the item does not shrink");
        Theme.zoom = 1;
        wait(50);
        compare(Theme.bodySize, body);
    }
}
