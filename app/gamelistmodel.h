#pragma once
// The four games for the home screen: one row per game, with its stable key,
// translated title and tagline, and the board shape to draw a thumbnail.

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

class GameListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT

public:
    enum Role { KeyRole = Qt::UserRole + 1, TitleRole, TaglineRole, RowsRole, HolesPerRowRole, HasStoresRole };
    Q_ENUM(Role)

    explicit GameListModel(QObject* parent = nullptr);

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
};
