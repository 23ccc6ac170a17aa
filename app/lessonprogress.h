#pragma once
// The stars a learner earned in the lessons (docs/lessons.md), kept between
// runs (QSettings, under lessons/<game>/<lesson>/<step>): the best of each task.

#include <QString>

namespace LessonProgress {

int stars(const QString& game, const QString& lesson, int step);
// Keeps `stars` when it beats what was stored.
void record(const QString& game, const QString& lesson, int step, int stars);
// Forgets every star of `game`.
void reset(const QString& game);

} // namespace LessonProgress
