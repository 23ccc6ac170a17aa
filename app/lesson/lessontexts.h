#pragma once
// What a lesson says about the learner's try (docs/lessons.md): why a task
// was missed, in words made from the engine's facts of what the learner
// did (engine/lesson/miss.h, facts.h), translated.

#include "engine/lesson/facts.h"
#include "engine/lesson/goal.h"

#include <QString>

class LessonWords;

namespace LessonTexts {

// Why `goal` was missed, given what the try did, in the game's `words` (its
// LessonBook's; null: the sentences that need them are left out);
// `lastLabel` names the hole the last seed fell into as the board labels it
// ("5", "B5"), `placeLabel` the hole a last-in task asks for (a defend task:
// the hole the opponent's capturing turn would sow).
QString miss(semina::lesson::Miss miss, const semina::lesson::TurnFacts& facts, const semina::lesson::Goal& goal,
             const LessonWords* words, const QString& lastLabel = {}, const QString& placeLabel = {});

// The first grade of a hint: the idea to look for, from the task's goal, in
// the game's `words` (`placeLabel`: the hole a last-in task asks for).
QString hint(const semina::lesson::Goal& goal, const LessonWords* words, const QString& placeLabel = {});

// Praise for a task met, by the stars it earned (1-3).
QString met(int stars);

} // namespace LessonTexts
