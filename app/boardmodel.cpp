#include "app/boardmodel.h"

using semina::GameId;
using semina::Side;

BoardModel::BoardModel(QObject* parent) : QAbstractListModel(parent)
{
    setVariant(semina::defaultVariant(GameId::Kalah));
}

int BoardModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_counts.size());
}

int BoardModel::screenRows() const { return m_variant.game == GameId::Omweso ? 4 : 2; }

void BoardModel::setFlipped(bool flipped)
{
    if (m_flipped == flipped)
        return;
    m_flipped = flipped;
    emit flippedChanged();
    if (!m_counts.isEmpty())
        emit dataChanged(index(0), index(rowCount() - 1), {ScreenRowRole, ScreenColumnRole, RectRole});
}

// Screen cell of a hole with South at the bottom (see engine/position.h):
// two rows: South's hole i at (1, i), North's hole i at (0, m-1-i);
// omweso: South's outer i at (3, i), inner j at (2, 15-j); North's outer i
// at (0, 7-i), inner j at (1, j-8). Flipping turns the board round.
QPoint BoardModel::screenCell(int row) const
{
    const int m = m_variant.holes;
    const bool south = side(row) == 0;
    const int h = hole(row);
    int r = 0;
    int c = 0;
    if (m_variant.game == GameId::Omweso) {
        const bool outer = h < m;
        if (south) {
            r = outer ? 3 : 2;
            c = outer ? h : 2 * m - 1 - h;
        } else {
            r = outer ? 0 : 1;
            c = outer ? m - 1 - h : h - m;
        }
    } else {
        r = south ? 1 : 0;
        c = south ? h : m - 1 - h;
    }
    if (m_flipped) {
        r = screenRows() - 1 - r;
        c = m - 1 - c;
    }
    return {c, r};
}

int BoardModel::rowAt(int screenRow, int screenColumn) const
{
    for (int row = 0; row < 2 * pits(); ++row) {
        const QPoint cell = screenCell(row);
        if (cell.y() == screenRow && cell.x() == screenColumn)
            return row;
    }
    return -1;
}

QVariant BoardModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const bool store = isStore(row);
    switch (role) {
    case SideRole: return side(row);
    case HoleRole: return hole(row);
    case IsStoreRole: return store;
    case CountRole: return m_counts[row];
    case ProtectedRole: return !store && m_protected[row];
    case PlayableRole: return !store && m_playable[row];
    case AlokaRole: {
        const int h = hole(row);
        return m_variant.game == GameId::Omweso && (h == 0 || h == 1 || h == 14 || h == 15);
    }
    case ScreenRowRole: return store ? -1 : screenCell(row).y();
    case ScreenColumnRole: return store ? -1 : screenCell(row).x();
    case RectRole: return rectOf(row);
    case HoveredRole: return row == m_hoverRow;
    case FocusedRole: return row == m_focusRow;
    case LabelRole: {
        if (store)
            return QString();
        if (m_variant.game == GameId::AliGuli) {
            // The source's labels: North's row A1..A7, South's row B1..B7, from South's left.
            const int fromSouthLeft = side(row) == 0 ? hole(row) : m_variant.holes - 1 - hole(row);
            return QStringLiteral("%1%2").arg(side(row) == 0 ? QLatin1Char('B') : QLatin1Char('A')).arg(fromSouthLeft + 1);
        }
        return QString::number(hole(row) + 1);
    }
    default: return {};
    }
}

QHash<int, QByteArray> BoardModel::roleNames() const
{
    return {{SideRole, "side"},           {HoleRole, "hole"},           {IsStoreRole, "isStore"},
            {CountRole, "count"},         {ProtectedRole, "isProtected"}, {PlayableRole, "playable"},
            {AlokaRole, "aloka"},         {ScreenRowRole, "screenRow"}, {ScreenColumnRole, "screenColumn"},
            {LabelRole, "label"},         {RectRole, "rect"},           {HoveredRole, "hovered"},
            {FocusedRole, "focused"}};
}

void BoardModel::setVariant(const semina::Variant& v)
{
    const bool shape = !(v.game == m_variant.game && v.holes == m_variant.holes) || m_counts.isEmpty();
    m_variant = v;
    if (!shape)
        return;
    beginResetModel();
    const int rows = 2 * v.pitsPerSide() + (v.hasStores() ? 2 : 0); // omweso has no stores
    m_counts = QList<int>(rows, 0);
    m_protected = QList<bool>(rows, false);
    m_playable = QList<bool>(rows, false);
    m_hoverRow = -1;
    m_focusRow = -1;
    endResetModel();
    emit shapeChanged();
    const qreal w = m_width;
    m_width = -1; // force a new layout for the new shape
    setViewSize(w, m_height);
}

void BoardModel::setCount(int row, int value)
{
    if (m_counts[row] == value)
        return;
    m_counts[row] = value;
    emit dataChanged(index(row), index(row), {CountRole});
}

void BoardModel::sync(const semina::Position& p, unsigned playable)
{
    for (int s = 0; s < 2; ++s) {
        const Side side = static_cast<Side>(s);
        for (int h = 0; h < pits(); ++h) {
            const int row = rowOf(side, h);
            setCount(row, p.pit(side, h));
            const bool prot = p.isProtected(side, h);
            const bool play = side == p.toMove && ((playable >> h) & 1u);
            if (m_protected[row] != prot || m_playable[row] != play) {
                m_protected[row] = prot;
                m_playable[row] = play;
                emit dataChanged(index(row), index(row), {ProtectedRole, PlayableRole});
            }
        }
        if (m_variant.hasStores())
            setCount(storeRow(side), p.stores[s]);
    }
    setHand(p.choicePending() ? p.pendingHand : 0, p.choicePending() ? rowOf(p.toMove, p.pendingFrom) : -1);
}

void BoardModel::setHand(int n, int row)
{
    if (m_hand == n && m_handRow == row)
        return;
    m_hand = n;
    m_handRow = row;
    emit handChanged();
}

void BoardModel::addSeeds(int row, int n)
{
    if (row < 0)
        setHand(m_hand + n, m_handRow);
    else
        setCount(row, m_counts[row] + n);
}

void BoardModel::moveSeeds(int fromRow, int toRow, int n, int handAt)
{
    if (fromRow >= 0)
        setCount(fromRow, m_counts[fromRow] - n);
    else
        setHand(m_hand - n, handAt);
    if (toRow >= 0)
        setCount(toRow, m_counts[toRow] + n);
    else
        setHand(m_hand + n, handAt);
}

bool BoardModel::matches(const semina::Position& p) const
{
    for (int s = 0; s < 2; ++s) {
        const Side side = static_cast<Side>(s);
        for (int h = 0; h < pits(); ++h)
            if (m_counts[rowOf(side, h)] != p.pit(side, h))
                return false;
        if (m_variant.hasStores() && m_counts[storeRow(side)] != p.stores[s])
            return false;
    }
    return m_hand == (p.choicePending() ? p.pendingHand : 0);
}

void BoardModel::showDraft(int side, const QVariantList& counts)
{
    const Side s = side == 0 ? Side::South : Side::North;
    for (int h = 0; h < pits() && h < counts.size(); ++h)
        setCount(rowOf(s, h), counts[h].toInt());
}
