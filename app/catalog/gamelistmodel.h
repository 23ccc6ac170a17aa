#pragma once
// The four games for the home screen: one row per game, with its stable key,
// translated title and tagline, the board shape to draw a thumbnail, and
// the learner's progress in its lessons (LessonProgress::summary, counted
// again whenever it changes).

#include "engine/variant.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>
#include <map>
#include <memory>
#include <vector>

class LessonBook;

class GameListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT

public:
    enum Role {
        KeyRole = Qt::UserRole + 1,
        TitleRole,
        TaglineRole,
        RowsRole,
        HolesPerRowRole,
        HasStoresRole,
        // The game's lessons: their steps, the steps done, the stars earned
        // (0 each without a QML engine to read the books).
        LessonStepsRole,
        LessonStepsDoneRole,
        LessonStarsRole,
    };
    Q_ENUM(Role)

    explicit GameListModel(QObject* parent = nullptr);
    ~GameListModel() override;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The rule options of a game for the new-game dialog (see OptionCatalog).
    Q_INVOKABLE QVariantList options(const QString& key) const;
    // Who may play a side of this game: [{key, title}], "" a person, then the
    // computer levels (perfect only in kalah).
    Q_INVOKABLE QVariantList playerChoices(const QString& key) const;
    // The translated title of a game key.
    Q_INVOKABLE QString titleOf(const QString& key) const;
    // For the About dialog, in the cards' order: [{title, origin, links, results}]
    // (app/catalog/gameinfo.h).
    Q_INVOKABLE QVariantList sources() const;
    // Handicaps (engine/handicap.h): the largest a game takes; the one that
    // evens a computer level (its key) for a learner, from the measured
    // table (0 for a person); and the start of a game with `options` in
    // which `side` (0 South, 1 North) plays with handicap k, `starter` to
    // move: {options, position} for GameHistory::newGame, empty if invalid.
    Q_INVOKABLE int maxHandicap(const QString& key) const;
    Q_INVOKABLE int suggestedHandicap(const QString& key, const QString& level) const;
    // The learner's measured share (percent) of the pairs at that suggestion.
    Q_INVOKABLE int suggestedHandicapShare(const QString& key, const QString& level) const;
    Q_INVOKABLE QVariantMap handicapStart(const QString& key, const QVariantMap& options, int side, int k,
                                          int starter) const;
    // Where the perfect level is exact, in one line for the new-game dialog
    // (engine/solver/book.h: perfectIsExact with the app's opening book);
    // empty for a game without a perfect level.
    Q_INVOKABLE QString perfectNote(const QString& key, const QVariantMap& options) const;
    // Where perfectNote reads the books (tests; default the app's :/book).
    void setBookFolder(const QString& folder) { m_bookFolder = folder; }
    // What that handicap means, in one line ("North plays with 2 protected holes.").
    Q_INVOKABLE QString handicapText(const QString& key, int side, int k) const;

private:
    const LessonBook* lessonBook(const QString& key) const;

    QString m_bookFolder;
    std::vector<semina::GameId> m_games; // the cards, in order
    mutable std::map<QString, std::unique_ptr<LessonBook>> m_lessonBooks; // read when first counted
};
