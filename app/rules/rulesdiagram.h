#pragma once
// A rules diagram (app/rules/rulestext.h) in the board's terms: the position to
// show and, from the engine's trace of its line, the rows each lap sowed
// into and the rows captured from, for the Rules dialog to draw. Rows are
// BoardModel's: side × holes-per-side + hole, then the stores.

#include "app/rules/rulestext.h"

#include <QList>
#include <QVariantMap>

namespace RulesDiagram {

struct Picture {
    QString problem; // empty when the diagram is sound (for whoever writes the rules)
    QVariantMap options;
    QString position;
    QList<QList<int>> laps; // per lap: the row it starts from (when a hole was emptied), then each drop
    QList<int> captures;
    QList<int> marks;
};

// Reads `d` of the game `gameKey` (as a lesson step, app/lesson/lessoncheck.h), plays
// its line and checks that the line is legal and meets `d.shows`.
Picture draw(const QString& gameKey, const RulesText::Diagram& d);

// The picture for QML: {game, options, position, laps, captures, marks, caption}.
QVariantMap toMap(const QString& gameKey, const Picture& p, const RulesText::Diagram& d);

} // namespace RulesDiagram
