import QtQuick
import Semina

// Seeds drawn as seeds: up to `shown` in a sunflower pattern inside the
// item's ellipse; the exact count is written beside by the hole.
Item {
    id: pile

    property int count: 0
    property int shown: 18
    property real seedSize: Math.min(width, height) * 0.2

    function layout(n, w, h, d) {
        const out = [];
        const k = Math.min(n, pile.shown);
        const rx = Math.max(0, w / 2 - d * 0.6);
        const ry = Math.max(0, h / 2 - d * 0.6);
        for (let i = 0; i < k; ++i) {
            const r = Math.sqrt((i + 0.5) / Math.max(k, 6));
            const a = i * 2.39996;
            out.push({
                x: w / 2 + r * rx * Math.cos(a) - d / 2,
                y: h / 2 + r * ry * Math.sin(a) - d / 2,
                d: d,
                source: "qrc:/seeds/seed" + ((i * 3) % 4) + ".png"
            });
        }
        return out;
    }

    // Seeds are small pictures: one texture for all, drawn in a batch.
    Repeater {
        model: pile.layout(pile.count, pile.width, pile.height, pile.seedSize)
        delegate: Image {
            required property var modelData
            x: modelData.x
            y: modelData.y
            width: modelData.d
            height: modelData.d * 0.875
            source: modelData.source
            sourceSize.width: 48
            sourceSize.height: 42
            smooth: true
        }
    }
}
