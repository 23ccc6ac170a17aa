#pragma once
// Checking a lesson task against the rules (docs/architecture.md
// "engine/lesson"): which of the learner's possible decisions meet its goal
// and which miss it. A step is a real task only when both lists are
// non-empty, and a hint is right only when it names a decision of `meeting`.
//
// `game` is where the task starts; `prefix` holds the decisions the learner
// has made since (of the same turn; for WinWithin, the learner's decisions of
// the line, the replies being made again by playLine). The lists are about
// the learner's next decision:
// - Scope::Decision: the decision meets the goal, or not; a decision whose
//   sowing stops at a mid-turn direction choice (Omweso §4.6) is taken on
//   through the choices the learner makes there (but for GoalKind::ChoiceDue,
//   whose goal is that stop): it meets when some choices make it meet.
// - Scope::Turn: meeting holds the decisions after which some completion of
//   the turn meets the goal; missing those after which none does.
// - WinWithin: meeting holds the decisions after which some line of the
//   learner wins within the turns against the replies; missing those after
//   which none does. Searching gives up after kCheckBudget decisions; a
//   decision it could not settle is in neither list.

#include "engine/decision.h"
#include "engine/game.h"
#include "engine/lesson/facts.h"
#include "engine/lesson/goal.h"
#include "engine/lesson/line.h"

#include <vector>

namespace semina::lesson {

using Line = std::vector<Decision>;

constexpr int kCheckBudget = 200'000;

// One way to try a task: the decisions, what they did and the verdict.
struct Attempt {
    Line line;      // after the prefix: one decision (with its choices), or (Scope::Turn) the rest of the turn
    TurnFacts facts; // of the prefix and the line together, from the task's start
    Miss miss = Miss::None;
};

// Plays `line` from `game` and returns the facts of all its decisions
// together; `ok` is false when a decision is not legal (the facts are then of
// the decisions before it).
TurnFacts factsOfLine(const Game& game, const Line& line, bool* ok = nullptr);

// A try judged: `line` played from `game` (the learner's decisions from the
// task's start, or the decision with its choices), its facts, those that look
// ahead included (NearBest: the first decision's value against the best,
// ai/values.h; Defend: what the opponent's next turn can capture), and the
// verdict. `ok` as for factsOfLine.
Attempt judgeLine(const Game& game, const Line& line, const Goal& goal, bool* ok = nullptr);

// A direction choice in the middle of `learner`'s turn is due (Omweso §4.6):
// the decision the learner made is not over yet.
bool choicePending(const Game& game, Side learner);

// Every attempt (Scope::Decision, Scope::Turn; not WinWithin), in the order of
// the legal decisions, at most kCheckBudget decisions played in all.
std::vector<Attempt> attempts(const Game& game, const Goal& goal, const Line& prefix = {});

DecisionList meeting(const Game& game, const Goal& goal, const Line& prefix = {}, const Replies& replies = {});
DecisionList missing(const Game& game, const Goal& goal, const Line& prefix = {}, const Replies& replies = {});

} // namespace semina::lesson
