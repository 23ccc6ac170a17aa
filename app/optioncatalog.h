#pragma once
// The rule options the new-game dialog offers per game, from the engine's
// option table (engine/variant.h optionTable, docs/rules.md) with translated
// titles and one-line explanations looked up by the options' names. Names and
// values are the engine's stable keys; values in the engine's order (numbers
// ascending), with the default's index.

#include <QString>
#include <QVariantList>

namespace OptionCatalog {

// [{name, title, explanation, defaultValue, defaultIndex, values: [{value, title}]}]
QVariantList forGame(const QString& key);

} // namespace OptionCatalog
