import QtQuick
import Semina

// A small drawing of a board: rows of holes in wood, stores at the ends.
Canvas {
    id: board

    property int rows: 2
    property int holesPerRow: 6
    property bool hasStores: false

    readonly property int columns: holesPerRow + (hasStores ? 2 : 0)
    readonly property real cell: Math.min(width / (columns + 0.6), height / (rows + 0.6))

    onRowsChanged: requestPaint()
    onHolesPerRowChanged: requestPaint()
    onHasStoresChanged: requestPaint()
    onWidthChanged: requestPaint()
    onHeightChanged: requestPaint()

    function hole(ctx, x, y, w, h) {
        ctx.beginPath();
        ctx.ellipse(x, y, w, h);
        ctx.fillStyle = Theme.hole;
        ctx.fill();
        ctx.strokeStyle = Theme.holeRim;
        ctx.lineWidth = 1.5;
        ctx.stroke();
    }

    onPaint: {
        const ctx = getContext("2d");
        ctx.reset();
        const w = columns * cell + cell * 0.6;
        const h = rows * cell + cell * 0.6;
        const x0 = (width - w) / 2;
        const y0 = (height - h) / 2;
        const wood = ctx.createLinearGradient(0, y0, 0, y0 + h);
        wood.addColorStop(0, Theme.woodLight);
        wood.addColorStop(1, Theme.woodDark);
        ctx.fillStyle = wood;
        ctx.beginPath();
        ctx.roundedRect(x0, y0, w, h, cell * 0.45, cell * 0.45);
        ctx.fill();

        const inner = x0 + cell * 0.3 + (hasStores ? cell : 0);
        const hs = cell * 0.74;
        for (let r = 0; r < rows; ++r)
            for (let c = 0; c < holesPerRow; ++c)
                hole(ctx, inner + c * cell + (cell - hs) / 2, y0 + cell * 0.3 + r * cell + (cell - hs) / 2, hs, hs);
        if (hasStores) {
            const sh = cell * (rows - 0.2);
            hole(ctx, x0 + cell * 0.4, y0 + (h - sh) / 2, cell * 0.8, sh);
            hole(ctx, x0 + w - cell * 1.2, y0 + (h - sh) / 2, cell * 0.8, sh);
        }
    }
}
