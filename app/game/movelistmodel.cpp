#include "app/game/movelistmodel.h"

#include "app/game/gamehistory.h"
#include "app/shell/language.h"
#include "engine/board.h"

MoveListModel::MoveListModel(GameHistory* history, QObject* parent) : QAbstractListModel(parent), m_history(history)
{
    connect(history, &GameHistory::entriesAppended, this, &MoveListModel::append);
    connect(history, &GameHistory::entriesRemoved, this, &MoveListModel::remove);
    connect(history, &GameHistory::entriesCleared, this, &MoveListModel::reset);
    connect(history, &GameHistory::viewChanged, this, &MoveListModel::viewChanged);
    Language::onChange(this, [this] {
        if (count() > 0)
            emit dataChanged(index(0), index(count() - 1), {Qt::DisplayRole, TextRole, LabelRole});
    });
    reset();
}

int MoveListModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : count(); }

QVariant MoveListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= count())
        return {};
    const Row& r = m_rows[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case TextRole: return textOf(r);
    case LabelRole: return labelOf(r);
    case MoverRole: return r.mover;
    case ViewedRole: return index.row() == m_viewed;
    case GradeRole: return index.row() < m_grades.size() ? m_grades[index.row()] : -1;
    case CommentRole: return m_comments.value(index.row());
    default: return {};
    }
}

QHash<int, QByteArray> MoveListModel::roleNames() const
{
    return {{TextRole, "text"}, {MoverRole, "mover"}, {ViewedRole, "viewed"}, {LabelRole, "label"}, {GradeRole, "grade"}, {CommentRole, "comment"}};
}

void MoveListModel::setGrades(const QList<int>& grades)
{
    if (grades == m_grades)
        return;
    m_grades = grades;
    if (count() > 0)
        emit dataChanged(index(0), index(count() - 1), {GradeRole});
}

QString MoveListModel::text(int row) const
{
    return row >= 0 && row < count() ? textOf(m_rows[static_cast<std::size_t>(row)]) : QString();
}

QString MoveListModel::moverLetter(const Row& row)
{
    if (row.mover == static_cast<int>(semina::Side::South))
        //: The move list: the letter of South, the player at the bottom
        return tr("S");
    //: The move list: the letter of North, the player at the top
    return tr("N");
}

QString MoveListModel::textOf(const Row& row)
{
    return QStringLiteral("%1. %2 %3").arg(row.turn).arg(moverLetter(row), row.notation);
}

QString MoveListModel::labelOf(const Row& row)
{
    // A set-up's notation lists every hole's count: too long for the list.
    //: The move list: a player's set-up of their seeds (Omweso); %1 the turn, %2 S or N
    return row.setup ? tr("%1. %2 set-up").arg(row.turn).arg(moverLetter(row)) : textOf(row);
}

void MoveListModel::select(int row) { m_history->view(row >= count() - 1 ? -1 : row); }

void MoveListModel::append(int first, int last)
{
    const auto& entries = m_history->entries();
    beginInsertRows({}, first, last);
    for (int i = first; i <= last; ++i) {
        const GameHistory::Entry& e = entries[static_cast<std::size_t>(i)];
        // A turn is a run of decisions of one mover.
        const bool sameTurn = i > 0 && entries[static_cast<std::size_t>(i - 1)].mover == e.mover;
        const int turn = i == 0 ? 1 : m_rows.back().turn + (sameTurn ? 0 : 1);
        m_rows.push_back({QString::fromStdString(semina::decisionName(e.before.variant(), e.mover, e.decision)),
                          e.decision.kind == semina::Decision::Kind::Setup, static_cast<int>(e.mover), turn});
    }
    endInsertRows();
    emit countChanged();
}

void MoveListModel::remove(int first, int last)
{
    if (first > last)
        return;
    beginRemoveRows({}, first, last);
    m_rows.erase(m_rows.begin() + first, m_rows.begin() + last + 1);
    endRemoveRows();
    // Rows are taken from the end: their comments go with them.
    bool dropped = false;
    for (auto it = m_comments.begin(); it != m_comments.end();) {
        if (it.key() >= first) {
            it = m_comments.erase(it);
            dropped = true;
        } else {
            ++it;
        }
    }
    emit countChanged();
    if (dropped)
        emit commentsChanged();
}

void MoveListModel::reset()
{
    beginResetModel();
    m_rows.clear();
    m_viewed = -1;
    m_comments.clear();
    endResetModel();
    emit countChanged();
    emit commentsChanged();
}

void MoveListModel::setComment(int row, const QString& text)
{
    if (row < -1 || row >= count())
        return;
    const QString kept = text.trimmed();
    if (kept == m_comments.value(row))
        return;
    if (kept.isEmpty())
        m_comments.remove(row);
    else
        m_comments.insert(row, kept);
    if (row >= 0)
        emit dataChanged(index(row), index(row), {CommentRole});
    emit commentsChanged();
}

std::vector<std::pair<int, std::string>> MoveListModel::comments() const
{
    std::vector<std::pair<int, std::string>> out;
    for (auto it = m_comments.begin(); it != m_comments.end(); ++it)
        out.emplace_back(it.key() + 1, it.value().toStdString());
    return out;
}

void MoveListModel::setComments(const std::vector<std::pair<int, std::string>>& comments)
{
    m_comments.clear();
    for (const auto& [number, text] : comments)
        if (number - 1 < count())
            m_comments.insert(number - 1, QString::fromStdString(text));
    if (count() > 0)
        emit dataChanged(index(0), index(count() - 1), {CommentRole});
    emit commentsChanged();
}

void MoveListModel::viewChanged()
{
    const int before = m_viewed;
    m_viewed = m_history->viewIndex();
    for (int row : {before, m_viewed})
        if (row >= 0 && row < count())
            emit dataChanged(index(row), index(row), {ViewedRole});
}
