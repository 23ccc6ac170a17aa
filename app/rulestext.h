#pragma once
// The rules of each game as player-facing text for the Rules dialog. The texts
// follow docs/rules.md, the rules contract, including its defaults; option names
// are those of OptionCatalog, as the new-game dialog shows them.

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace RulesText {

// The rules of a game as simple rich text (Qt's HTML subset: <h3>, <p>, <ul><li>, <b>, <i>), for the Rules dialog;
// key: "omweso", "mankala", "kalah", "aliguli". Empty for an unknown key.
QString forGame(const QString& key);

} // namespace RulesText

// The rules of one game for QML (the Rules dialog), made again in the new
// language when the language changes at run time.
class RulesPage : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString gameKey READ gameKey WRITE setGameKey NOTIFY textChanged)
    Q_PROPERTY(QString text READ text NOTIFY textChanged)

public:
    explicit RulesPage(QObject* parent = nullptr);

    QString gameKey() const { return m_key; }
    void setGameKey(const QString& key);
    QString text() const { return m_text; }

signals:
    void textChanged();

private:
    void update();

    QString m_key;
    QString m_text;
};
