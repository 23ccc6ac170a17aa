#pragma once
// The rule options the new-game dialog offers per game (rules.md), with
// translated titles and one-line explanations. Names and values are the
// stable keys of rules.md; the default comes first in each list of values.

#include <QString>
#include <QVariantList>

namespace OptionCatalog {

// [{name, title, explanation, defaultValue, values: [{value, title}]}]
QVariantList forGame(const QString& key);

} // namespace OptionCatalog
