#pragma once
// A lesson step (app/lesson/lessonbook.h) in the engine's terms, and its check
// against the rules (docs/lessons.md): the position is valid, each shown
// decision is legal, a task can be met by at least one legal decision and
// missed by at least one, and its hint meets it (engine/lesson/check.h).
// The messages are for whoever writes lessons: the tests print them, and a
// teacher's lesson file that is refused shows them (so they are translated).

#include "engine/game.h"
#include "engine/lesson/check.h"
#include "engine/lesson/goal.h"
#include "engine/lesson/line.h"
#include "engine/trace.h"

#include <QString>
#include <optional>
#include <vector>

class LessonStep;

namespace LessonCheck {

struct Task {
    semina::Game start{semina::defaultVariant(semina::kAllGames.front())}; // where the step begins
    std::vector<semina::Decision> show;
    bool asks = false; // a goal is set
    semina::lesson::Goal goal;
    semina::lesson::Line hint;
    semina::lesson::Replies replies;
    std::vector<semina::Place> marks;
};

// The goal keys of a step's `goal`: capture, captures, extra-move, saada,
// relay, clockwise-capture, last-in, choice, end-game, opponent-stuck, win,
// win-within, near-best, defend.
std::optional<semina::lesson::GoalKind> goalFromKey(const QString& key);
// "S3" (South's hole 3), "N12", "Sstore", "Nstore".
std::optional<semina::Place> placeFromText(const semina::Variant& v, const QString& text);

// Reads `step` of the game `gameKey`; false, with what is wrong in `error`,
// when a field does not parse.
bool read(const QString& gameKey, const LessonStep& step, Task& out, QString* error);

// Empty when the step is sound, else its first problem.
QString problem(const QString& gameKey, const LessonStep& step);

} // namespace LessonCheck
