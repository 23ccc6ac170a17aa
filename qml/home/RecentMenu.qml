import QtQuick
import QtQuick.Controls
import Semina

// The recent games (GameStore.recent), newest first: one opens on the board.
Menu {
    id: menu

    property GameStore store: null

    // Wide enough for a game's summary, and kept inside the window.
    width: Math.min(560 * Theme.zoom, (Overlay.overlay ? Overlay.overlay.width : 800) - 2 * Theme.spacing)
    margins: Theme.spacing

    function choose(index) {
        const game = menu.store.recent[index];
        if (game && !menu.store.openRecent(game.file))
            console.warn(menu.store.lastError);
    }

    Instantiator {
        model: menu.store ? menu.store.recent : []
        delegate: MenuItem {
            required property var modelData
            // Two lines: the game, then its players, result and date.
            text: modelData.title + "\n" + modelData.text
        }
        onObjectAdded: (index, object) => {
            const item = object as MenuItem;
            menu.insertItem(index, item);
            item.triggered.connect(() => menu.choose(index));
        }
        onObjectRemoved: (index, object) => menu.removeItem(object as MenuItem)
    }
}
