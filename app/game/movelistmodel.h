#pragma once
// The decisions of the game so far, one row each, in the notation of
// docs/notation.md with each hole named as the board labels it
// (semina::decisionName): "3. S 5cw", "2. N A7ccw" in Ali Guli Mane.
// Follows the GameHistory row by row: a decision played or redone inserts
// rows, an undo removes them; only a new game or a restart resets it. The
// side letters are translated: a language switch tells every row anew.

#include <QAbstractListModel>
#include <QMap>
#include <string>
#include <utility>
#include <vector>
#include <QtQml/qqmlregistration.h>

class GameHistory;

class MoveListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The move list belongs to a GameSession")
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role {
        TextRole = Qt::UserRole + 1, // "3. S 5cw"
        MoverRole,                   // 0 South, 1 North
        ViewedRole,                  // the entry whose position the board shows while reviewing
        LabelRole,                   // what the list shows: the text, a set-up shortened ("1. S set-up")
        GradeRole,                   // the review's grade (analysis::Grade: 0 best .. 4 blunder), -1 none
        CommentRole,                 // the player's comment on the decision ("" none)
    };
    Q_ENUM(Role)

    explicit MoveListModel(GameHistory* history, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    int count() const { return static_cast<int>(m_rows.size()); }

    Q_INVOKABLE QString text(int row) const;
    // The review's grades, row by row (-1: none); rows beyond have none.
    void setGrades(const QList<int>& grades);
    // A comment on the decision of `row` (-1: on the start position); an
    // empty text removes it. Comments go with their rows: an undo drops them.
    Q_INVOKABLE void setComment(int row, const QString& text);
    Q_INVOKABLE QString comment(int row) const { return m_comments.value(row); }
    // As a game file keeps them: by decision number, 1-based (0: the start).
    std::vector<std::pair<int, std::string>> comments() const;
    void setComments(const std::vector<std::pair<int, std::string>>& comments);
    // Shows the position after `row` (the last row: the live game).
    Q_INVOKABLE void select(int row);

signals:
    void countChanged();
    void commentsChanged();

private:
    struct Row {
        QString notation; // semina::decisionName: the notation, holes as the board labels them
        bool setup;       // a set-up: listed short
        int mover;
        int turn;
    };
    static QString moverLetter(const Row& row);
    static QString textOf(const Row& row);
    static QString labelOf(const Row& row);
    void append(int first, int last);
    void remove(int first, int last);
    void reset();
    void viewChanged();

    GameHistory* m_history;
    std::vector<Row> m_rows;
    QList<int> m_grades;
    QMap<int, QString> m_comments; // by row; -1 the start
    int m_viewed = -1;
};
