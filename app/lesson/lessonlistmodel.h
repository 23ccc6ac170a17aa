#pragma once
// The lessons of the open game for the lesson list: title, stars earned and
// the most there are. Stars change in place (dataChanged), so the list keeps
// its current entry when a task is met.

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

class LessonSession;

class LessonListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The lesson list belongs to a LessonSession")

public:
    enum Role { TitleRole = Qt::UserRole + 1, StarsRole, MaxStarsRole };

    explicit LessonListModel(const LessonSession* lessons, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // A new book: every row anew.
    void reload();
    // Stars earned or forgotten.
    void starsChanged();

private:
    const LessonSession* m_lessons;
    int m_rows = 0;
};
