#pragma once
// The rule options the new-game dialog offers per game, from the engine's
// option table (engine/variant.h optionTable, docs/rules.md) with translated
// titles and one-line explanations looked up by the options' names. Names and
// values are the engine's stable keys; values in the engine's order (numbers
// ascending), with the default's index.

#include "engine/variant.h"

#include <QString>
#include <QVariantList>
#include <QVariantMap>
#include <optional>

namespace OptionCatalog {

// [{name, title, explanation, defaultValue, defaultIndex, values: [{value, title}]}]
QVariantList forGame(const QString& key);

// Every rule option of `v` as {name: value} (GameHistory::newGame's options).
QVariantMap valuesOf(const semina::Variant& v);
// The variant of game `key` with `options`; nothing when either is unknown
// or the options do not fit together.
std::optional<semina::Variant> variantOf(const QString& key, const QVariantMap& options);

} // namespace OptionCatalog
