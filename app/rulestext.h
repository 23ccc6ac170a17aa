#pragma once
// The rules of each game as player-facing text for the Rules dialog. The texts
// follow docs/rules.md, the rules contract, including its defaults; option names
// are those of OptionCatalog, as the new-game dialog shows them.

#include <QString>

namespace RulesText {

// The rules of a game as simple rich text (Qt's HTML subset: <h3>, <p>, <ul><li>, <b>, <i>), for the Rules dialog;
// key: "omweso", "mankala", "kalah", "aliguli". Empty for an unknown key.
QString forGame(const QString& key);

} // namespace RulesText
