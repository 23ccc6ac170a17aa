#include "app/board/boardmodel.h"

#include "app/shell/language.h"
#include "engine/setup.h"

#include <algorithm>

using semina::GameId;
using semina::Side;

BoardModel::BoardModel(QObject* parent) : QAbstractListModel(parent)
{
    setVariant(semina::defaultVariant(semina::kAllGames.front()));
    Language::onChange(this, [this] { retell(); });
}

void BoardModel::retell()
{
    if (!m_counts.isEmpty())
        emit dataChanged(index(0), index(rowCount() - 1), {AccessibleNameRole, AccessibleDescriptionRole});
}

void BoardModel::setOwnSide(int side)
{
    side = side == 0 || side == 1 ? side : -1;
    if (m_ownSide == side)
        return;
    m_ownSide = side;
    emit ownSideChanged();
    retell();
}

QString BoardModel::labelOf(int row) const
{
    if (row < 0 || row >= 2 * pits())
        return {};
    const semina::HoleLabel& l = m_holes[row].label;
    return l.row ? QStringLiteral("%1%2").arg(QLatin1Char(l.row)).arg(l.number) : QString::number(l.number);
}

BoardSpeech::Cell BoardModel::speechOf(int row) const
{
    BoardSpeech::Cell c;
    c.game = m_variant.game;
    c.side = side(row);
    c.store = isStore(row);
    c.stock = c.store && m_caps.containers == semina::Containers::Stocks;
    c.label = labelOf(row);
    c.count = m_counts[row];
    c.own = c.side == m_ownSide;
    c.playable = !c.store && m_playable[row];
    c.isProtected = !c.store && m_protected[row];
    c.aloka = !c.store && m_holes[row].aloka;
    return c;
}

int BoardModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_counts.size());
}

BoardModel::ScoreMeaning BoardModel::scoreMeaning() const
{
    switch (m_caps.score) {
    case semina::ScoreMeaning::OnOwnSide: return OnOwnSide;
    case semina::ScoreMeaning::InStore: return InStore;
    case semina::ScoreMeaning::Captured: break;
    }
    return Captured;
}

void BoardModel::setFlipped(bool flipped)
{
    if (m_flipped == flipped)
        return;
    m_flipped = flipped;
    emit flippedChanged();
    if (!m_counts.isEmpty())
        emit dataChanged(index(0), index(rowCount() - 1), {ScreenRowRole, ScreenColumnRole, RectRole});
}

// Screen cell of a hole: the engine's row and column (engine/board.h, South
// at the bottom); flipping turns the board round.
QPoint BoardModel::screenCell(int row) const
{
    const semina::HoleInfo& h = m_holes[row];
    if (m_flipped)
        return {m_caps.holesPerRow - 1 - h.column, m_caps.boardRows - 1 - h.row};
    return {h.column, h.row};
}

int BoardModel::rowOfPlace(const semina::Place& place) const
{
    switch (place.kind) {
    case semina::Place::Kind::Hole: return rowOf(place.side, place.hole);
    case semina::Place::Kind::Store: return hasStores() ? storeRow(place.side) : -1;
    default: return -1;
    }
}

void BoardModel::updateHoles(const semina::Position& p)
{
    m_holes.resize(2 * pits());
    for (int row = 0; row < 2 * pits(); ++row)
        m_holes[row] = semina::holeInfo(m_variant, p, static_cast<Side>(side(row)), hole(row));
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
    case AlokaRole: return !store && m_holes[row].aloka;
    case NextCcwRole: return store ? -1 : rowOfPlace(m_holes[row].next[0]);
    case NextCwRole: return store ? -1 : rowOfPlace(m_holes[row].next[1]);
    case ScreenRowRole: return store ? -1 : screenCell(row).y();
    case ScreenColumnRole: return store ? -1 : screenCell(row).x();
    case RectRole: return rectOf(row);
    case HoveredRole: return row == m_hoverRow;
    case FocusedRole: return row == m_focusRow;
    case LastMoveRole: return row == m_lastMoveRow;
    case LastCaptureRole: return m_lastCaptureRows.contains(row);
    case HintedRole: return row == m_hintRow;
    case LabelRole: return labelOf(row);
    case AccessibleNameRole: return BoardSpeech::name(speechOf(row));
    case AccessibleDescriptionRole: return BoardSpeech::description(speechOf(row));
    default: return {};
    }
}

QHash<int, QByteArray> BoardModel::roleNames() const
{
    return {{SideRole, "side"},           {HoleRole, "hole"},           {IsStoreRole, "isStore"},
            {CountRole, "count"},         {ProtectedRole, "isProtected"}, {PlayableRole, "playable"},
            {AlokaRole, "aloka"},         {ScreenRowRole, "screenRow"}, {ScreenColumnRole, "screenColumn"},
            {LabelRole, "label"},         {RectRole, "rect"},           {HoveredRole, "hovered"},
            {FocusedRole, "focused"},     {NextCcwRole, "nextCcw"},     {NextCwRole, "nextCw"},
            {LastMoveRole, "lastMove"},   {LastCaptureRole, "lastCapture"},
            {HintedRole, "hinted"},       {AccessibleNameRole, "accessibleName"},
            {AccessibleDescriptionRole, "accessibleDescription"}};
}

void BoardModel::setVariant(const semina::Variant& v)
{
    const bool shape = !(v.game == m_variant.game && v.holes == m_variant.holes) || m_counts.isEmpty();
    m_variant = v;
    m_caps = semina::capabilities(v);
    emit capabilitiesChanged();
    if (!shape) {
        // Same shape; the options may still change where a sowing goes.
        updateHoles(m_position);
        emit dataChanged(index(0), index(rowCount() - 1), {NextCcwRole, NextCwRole});
        return;
    }
    beginResetModel();
    const int rows = 2 * m_caps.pitsPerSide + (m_caps.containers != semina::Containers::None ? 2 : 0);
    m_position = semina::Position();
    updateHoles(m_position);
    m_counts = QList<int>(rows, 0);
    m_protected = QList<bool>(rows, false);
    m_playable = QList<bool>(rows, false);
    m_hoverRow = -1;
    m_focusRow = -1;
    m_hintRow = -1;
    m_lastMoveRow = -1;
    m_lastCaptureRows.clear();
    endResetModel();
    emit lastMoveChanged();
    emit focusRowChanged();
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
    emit dataChanged(index(row), index(row), {CountRole, AccessibleNameRole});
}

void BoardModel::sync(const semina::Position& p, unsigned playable)
{
    if (p.protectedMask != m_position.protectedMask) {
        updateHoles(p);
        if (!m_holes.isEmpty())
            emit dataChanged(index(0), index(2 * pits() - 1), {NextCcwRole, NextCwRole});
    }
    m_position = p;
    for (int s = 0; s < 2; ++s) {
        const Side side = static_cast<Side>(s);
        for (int h = 0; h < pits(); ++h) {
            const int row = rowOf(side, h);
            setCount(row, p.pit(side, h));
            setPlayable(row, side == p.toMove && ((playable >> h) & 1u), p.isProtected(side, h));
        }
        if (m_caps.containers != semina::Containers::None)
            setCount(storeRow(side), p.stores[s]);
    }
    setHand(p.choicePending() ? p.pendingHand : 0, p.choicePending() ? rowOf(p.toMove, p.pendingFrom) : -1);
    // A shown cursor follows the mover: off a hole that cannot be played, onto
    // the mover's first playable one (none: it stays on the mover's side).
    if (m_focusRow >= 0 && !(m_focusRow < 2 * pits() && m_playable[m_focusRow])) {
        const int first = firstPlayableRow();
        if (first >= 0 || isStore(m_focusRow) || side(m_focusRow) != static_cast<int>(p.toMove))
            setFocusRow(first);
    }
}

void BoardModel::setPlayable(int row, bool playable, bool isProtected)
{
    if (m_protected[row] == isProtected && m_playable[row] == playable)
        return;
    m_protected[row] = isProtected;
    m_playable[row] = playable;
    emit dataChanged(index(row), index(row), {ProtectedRole, PlayableRole, AccessibleNameRole, AccessibleDescriptionRole});
}

void BoardModel::clearPlayable()
{
    for (int row = 0; row < 2 * pits(); ++row)
        setPlayable(row, false, m_protected[row]);
}

int BoardModel::firstPlayableRow() const
{
    const int first = rowOf(m_position.toMove, 0);
    for (int row = first; row < first + pits(); ++row)
        if (m_playable[row])
            return row;
    return -1;
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
        if (m_caps.containers != semina::Containers::None && m_counts[storeRow(side)] != p.stores[s])
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

QVariantList BoardModel::evenSetup(int side) const
{
    semina::Position p;
    p.toMove = side == 0 ? Side::South : Side::North;
    const semina::Decision d = semina::evenSetup(m_variant, p);
    QVariantList out;
    for (int h = 0; h < pits(); ++h)
        out << static_cast<int>(d.setup[h]);
    return out;
}

void BoardModel::setLastMove(int fromRow, const QList<int>& captureRows)
{
    // std::equal, not QList's ==: Qt 6.4's compares two empty lists by
    // memcmp from a null pointer when only one of them ever held data
    // (undefined behaviour, which UndefinedBehaviorSanitizer stops at).
    if (fromRow == m_lastMoveRow
        && std::equal(captureRows.begin(), captureRows.end(), m_lastCaptureRows.begin(), m_lastCaptureRows.end()))
        return;
    QList<int> touched = m_lastCaptureRows + captureRows;
    touched << m_lastMoveRow << fromRow;
    m_lastMoveRow = fromRow;
    m_lastCaptureRows = captureRows;
    for (int r : touched)
        if (r >= 0 && r < rowCount())
            emit dataChanged(index(r), index(r), {LastMoveRole, LastCaptureRole});
    emit lastMoveChanged();
}
