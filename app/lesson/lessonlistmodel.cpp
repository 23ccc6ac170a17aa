#include "app/lesson/lessonlistmodel.h"

#include "app/lesson/lessonsession.h"
#include "app/shell/language.h"

#include <QTimer>

LessonListModel::LessonListModel(const LessonSession* lessons, QObject* parent)
    : QAbstractListModel(parent), m_lessons(lessons)
{
    // The titles are the book's qsTr texts: told again once the engine has re-read them.
    Language::onChange(this, [this] {
        QTimer::singleShot(0, this, [this] {
            if (m_rows > 0)
                emit dataChanged(index(0), index(m_rows - 1), {TitleRole});
        });
    });
}

int LessonListModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : m_rows; }

QVariant LessonListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows)
        return {};
    switch (role) {
    case TitleRole: return m_lessons->lessonTitleAt(index.row());
    case StarsRole: return m_lessons->lessonStars(index.row());
    case MaxStarsRole: return m_lessons->lessonMaxStars(index.row());
    default: return {};
    }
}

QHash<int, QByteArray> LessonListModel::roleNames() const
{
    return {{TitleRole, "title"}, {StarsRole, "stars"}, {MaxStarsRole, "maxStars"}};
}

void LessonListModel::reload()
{
    beginResetModel();
    m_rows = m_lessons->lessonCount();
    endResetModel();
}

void LessonListModel::starsChanged()
{
    if (m_rows > 0)
        emit dataChanged(index(0), index(m_rows - 1), {StarsRole});
}
