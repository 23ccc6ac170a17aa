// BoardModel: where each hole and store is drawn, hover and keyboard cursor.
#include "app/board/boardmodel.h"

namespace {
constexpr qreal kPad = 0.35;       // wood around the holes, in cells
constexpr qreal kStoreW = 1.15;    // a store's width, in cells
constexpr qreal kStockW = 1.4;     // a stock tray's width, in cells
constexpr qreal kStockGap = 0.35;  // between the board and a stock tray
constexpr qreal kCentreGap = 0.3;  // between two players' territories of two rows each
} // namespace

qreal BoardModel::unitsWide() const
{
    const qreal ends = hasStores() ? 2 * kStoreW : hasStocks() ? 2 * (kStockW + kStockGap) : 0;
    return holesPerRow() + ends + 2 * kPad;
}

qreal BoardModel::unitsHigh() const
{
    return screenRows() + (rowsPerSide() > 1 ? kCentreGap : 0) + 2 * kPad;
}

qreal BoardModel::cellFor(qreal width, qreal height) const
{
    return std::max<qreal>(1, std::min(width / unitsWide(), height / unitsHigh()));
}

bool BoardModel::panelBeside(qreal width, qreal height, qreal panelWidth, qreal stripHeight) const
{
    return cellFor(width - panelWidth, height) >= cellFor(width, height - stripHeight);
}

qreal BoardModel::heightFor(qreal width) const
{
    return unitsHigh() * width / unitsWide();
}

void BoardModel::setViewSize(qreal width, qreal height)
{
    if (width == m_width && height == m_height)
        return;
    m_width = width;
    m_height = height;
    m_cell = cellFor(width, height);
    const qreal w = unitsWide() * m_cell;
    const qreal h = unitsHigh() * m_cell;
    const qreal x0 = (width - w) / 2;
    const qreal y0 = (height - h) / 2;
    const qreal trays = hasStocks() ? (kStockW + kStockGap) * m_cell : 0;
    m_boardRect = QRectF(x0 + trays, y0, w - 2 * trays, h);
    emit geometryChanged();
    if (!m_counts.isEmpty())
        emit dataChanged(index(0), index(rowCount() - 1), {RectRole});
}

QRectF BoardModel::rectOf(int row) const
{
    if (row < 0 || row >= rowCount())
        return {};
    const qreal c = m_cell;
    const QRectF& b = m_boardRect;
    if (isStore(row)) {
        // South's store on the right of the screen unless flipped.
        const bool right = (side(row) == 0) != m_flipped;
        if (hasStocks()) {
            const qreal w = kStockW * c;
            const qreal x = right ? b.right() + kStockGap * c : b.left() - kStockGap * c - w;
            return {x, b.top() + kPad * c, w, b.height() - 2 * kPad * c};
        }
        const qreal w = (kStoreW - 0.15) * c;
        const qreal x = right ? b.right() - kPad * c - w : b.left() + kPad * c;
        return {x, b.top() + kPad * c, w, b.height() - 2 * kPad * c};
    }
    const QPoint cell = screenCell(row);
    const qreal left = b.left() + kPad * c + (hasStores() ? kStoreW * c : 0);
    // Below the centre line: the lower territory's rows (several rows a side).
    const qreal gap = (rowsPerSide() > 1 && cell.y() >= rowsPerSide()) ? kCentreGap * c : 0;
    return {left + cell.x() * c, b.top() + kPad * c + cell.y() * c + gap, c, c};
}

QPointF BoardModel::outerEdge(int row) const
{
    const QRectF r = rectOf(row);
    if (r.isEmpty() || isStore(row))
        return r.center();
    // Screen rows alternate: the top row of each territory faces the wood
    // above it, the bottom row the wood (or centre line) below it.
    const bool above = screenCell(row).y() % 2 == 0;
    return {r.center().x(), above ? r.top() : r.bottom()};
}

int BoardModel::rowAtPoint(qreal x, qreal y) const
{
    for (int row = 0; row < rowCount(); ++row)
        if (rectOf(row).contains(x, y))
            return row;
    return -1;
}

void BoardModel::markRow(int& field, int row, int role)
{
    const int old = field;
    field = row;
    for (int r : {old, row})
        if (r >= 0 && r < rowCount())
            emit dataChanged(index(r), index(r), {role});
}

void BoardModel::setHoverRow(int row)
{
    if (row == m_hoverRow)
        return;
    markRow(m_hoverRow, row, HoveredRole);
    emit hoverRowChanged();
}

void BoardModel::setFocusRow(int row)
{
    if (row == m_focusRow)
        return;
    markRow(m_focusRow, row, FocusedRole);
    emit focusRowChanged();
}

void BoardModel::moveFocus(int dColumn, int dRow)
{
    if (m_focusRow < 0 || isStore(m_focusRow)) {
        const int first = firstPlayableRow();
        setFocusRow(first >= 0 ? first : rowOf(m_position.toMove, 0));
        return;
    }
    const QPoint at = screenCell(m_focusRow);
    const int c = std::clamp(at.x() + dColumn, 0, holesPerRow() - 1);
    const int r = std::clamp(at.y() + dRow, 0, screenRows() - 1);
    setFocusRow(rowAt(r, c));
}

int BoardModel::nextRow(int row, bool clockwise) const
{
    if (row < 0 || row >= rowCount() || isStore(row))
        return -1;
    return rowOfPlace(m_holes[row].next[clockwise ? 1 : 0]);
}
