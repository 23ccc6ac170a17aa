#include "app/lesson/lessoncheck.h"

#include <algorithm>

#include "app/lesson/lessonbook.h"
#include "engine/ai/level.h"
#include "engine/notation.h"

#include <QCoreApplication>

#include <algorithm>
#include <utility>

using semina::Decision;
using semina::DecisionList;
using semina::Game;
using semina::Place;
using semina::Side;
using semina::Variant;
using namespace semina::lesson;

namespace LessonCheck {

namespace {


const std::pair<const char*, GoalKind> kGoals[] = {
    {"capture", GoalKind::Capture},
    {"captures", GoalKind::Captures},
    {"extra-move", GoalKind::ExtraMove},
    {"saada", GoalKind::SaadaCapture},
    {"relay", GoalKind::Relay},
    {"clockwise-capture", GoalKind::ClockwiseCapture},
    {"last-in", GoalKind::LastIn},
    {"choice", GoalKind::ChoiceDue},
    {"end-game", GoalKind::EndGame},
    {"opponent-stuck", GoalKind::OpponentStuck},
    {"win", GoalKind::WinGame},
    {"win-within", GoalKind::WinWithin},
    {"near-best", GoalKind::NearBest},
    {"defend", GoalKind::Defend},
};

bool readLine(const Variant& v, const QStringList& texts, Line& out, const char* field, QString* error)
{
    for (const QString& text : texts) {
        const semina::DecisionParse d = semina::parseDecision(v, text.toStdString());
        if (!d.ok()) {
            *error = QCoreApplication::translate("LessonCheck", "%1: \"%2\" is not a decision").arg(QLatin1String(field), text);
            return false;
        }
        out.push_back(d.decision);
    }
    return true;
}

QString print(const Variant& v, const Decision& d) { return QString::fromStdString(semina::printDecision(v, d)); }

// Plays `line` from `game`; the index of the first decision that is not legal, or -1.
int firstIllegal(Game game, const Line& line)
{
    for (std::size_t i = 0; i < line.size(); ++i)
        if (!game.play(line[i]))
            return static_cast<int>(i);
    return -1;
}

QString taskProblem(const Task& t)
{
    const Variant& v = t.start.variant();
    if (t.start.over())
        return QCoreApplication::translate("LessonCheck", "the task starts in a finished game");
    // The learner sits at the bottom of the board, as in a game of their own:
    // every text says "your holes" of the bottom row.
    if (t.start.position().toMove != Side::South)
        return QCoreApplication::translate("LessonCheck", "a task is the learner's, who plays South: North is to move");
    const DecisionList yes = meeting(t.start, t.goal, {}, t.replies);
    const DecisionList no = missing(t.start, t.goal, {}, t.replies);
    if (yes.empty())
        return QCoreApplication::translate("LessonCheck", "no decision meets the goal");
    if (no.empty())
        return QCoreApplication::translate("LessonCheck", "every decision meets the goal: it is no task");
    if (t.hint.empty())
        return QCoreApplication::translate("LessonCheck", "a task needs a hint");
    if (!yes.contains(t.hint.front()))
        return QCoreApplication::translate("LessonCheck", "the hint %1 does not meet the goal").arg(print(v, t.hint.front()));
    if (t.goal.kind == GoalKind::WinWithin) {
        const LineResult r = playLine(t.start, t.hint, t.replies, t.goal.atLeast);
        return r.miss == Miss::None ? QString() : QCoreApplication::translate("LessonCheck", "the hint's line does not win within the turns");
    }
    // One decision, with the direction choices its sowing stops at (Omweso).
    const bool oneDecision = !t.hint.empty() && std::all_of(t.hint.begin() + 1, t.hint.end(), [](const Decision& d) {
        return d.kind == Decision::Kind::Choice;
    });
    if (t.goal.scope == Scope::Decision && !oneDecision)
        return QCoreApplication::translate("LessonCheck", "a task on one decision has a hint of one decision (and its choices)");
    bool legal = false;
    const Attempt tried = judgeLine(t.start, t.hint, t.goal, &legal);
    if (!legal)
        return QCoreApplication::translate("LessonCheck", "the hint's line is not legal");
    return tried.miss == Miss::None ? QString() : QCoreApplication::translate("LessonCheck", "the hint's line does not meet the goal");
}

} // namespace

std::optional<GoalKind> goalFromKey(const QString& key)
{
    for (const auto& [name, kind] : kGoals)
        if (key == QLatin1String(name))
            return kind;
    return std::nullopt;
}

std::optional<Place> placeFromText(const Variant& v, const QString& text)
{
    if (text.size() < 2 || (text[0] != QLatin1Char('S') && text[0] != QLatin1Char('N')))
        return std::nullopt;
    const Side side = text[0] == QLatin1Char('S') ? Side::South : Side::North;
    const QString rest = text.mid(1);
    if (rest == QLatin1String("store"))
        return v.hasStores() ? std::optional<Place>(Place::storeOf(side)) : std::nullopt;
    bool ok = false;
    const int hole = rest.toInt(&ok);
    if (!ok || hole < 1 || hole > v.pitsPerSide())
        return std::nullopt;
    return Place::holeOf(side, hole - 1);
}

bool read(const QString& gameKey, const LessonStep& step, Task& out, QString* error)
{
    const auto game = semina::gameFromKey(gameKey.toStdString());
    if (!game) {
        *error = QCoreApplication::translate("LessonCheck", "unknown game \"%1\"").arg(gameKey);
        return false;
    }
    Variant v = semina::defaultVariant(*game);
    for (const QString& option : step.m_options) {
        const qsizetype eq = option.indexOf(QLatin1Char('='));
        if (eq < 0 || semina::setOption(v, option.left(eq).toStdString(), option.mid(eq + 1).toStdString())
                          != semina::OptionError::None) {
            *error = QCoreApplication::translate("LessonCheck", "options: \"%1\" is not an option of %2").arg(option, gameKey);
            return false;
        }
    }
    if (!semina::checkVariant(v)) {
        *error = QCoreApplication::translate("LessonCheck", "options: not a valid set");
        return false;
    }
    if (step.m_position.isEmpty()) {
        out.start = Game(v);
    } else {
        const semina::PositionParse p = semina::parsePosition(v, step.m_position.toStdString());
        if (!p.ok()) {
            *error = QCoreApplication::translate("LessonCheck", "position: \"%1\" is not a position of %2").arg(step.m_position, gameKey);
            return false;
        }
        out.start = Game(v, p.position);
    }
    out.show.clear();
    out.hint.clear();
    out.marks.clear();
    out.replies = {};
    if (!readLine(v, step.m_show, out.show, "show", error) || !readLine(v, step.m_hint, out.hint, "hint", error)
        || !readLine(v, step.m_replies, out.replies.script, "replies", error))
        return false;
    const auto level = semina::ai::levelFromKey(step.m_level.toStdString());
    if (!level) {
        *error = QCoreApplication::translate("LessonCheck", "level: \"%1\" is not a level").arg(step.m_level);
        return false;
    }
    out.replies.level = *level;
    for (const QString& mark : step.m_marks) {
        const auto place = placeFromText(v, mark);
        if (!place) {
            *error = QCoreApplication::translate("LessonCheck", "marks: \"%1\" is not a hole or store of %2").arg(mark, gameKey);
            return false;
        }
        out.marks.push_back(*place);
    }
    out.asks = !step.m_goal.isEmpty();
    if (!out.asks)
        return true;
    const auto kind = goalFromKey(step.m_goal);
    if (!kind) {
        *error = QCoreApplication::translate("LessonCheck", "goal: \"%1\" is not a goal").arg(step.m_goal);
        return false;
    }
    const bool turn = step.m_wholeTurn || *kind == GoalKind::Defend;
    out.goal = {*kind, step.m_atLeast, {}, turn ? Scope::Turn : Scope::Decision, step.m_within};
    if (*kind == GoalKind::NearBest && (turn || out.start.position().setupPhase)) {
        *error = QCoreApplication::translate("LessonCheck", "near-best judges one decision of play, not a whole turn or a set-up");
        return false;
    }
    if (step.m_within < 0) {
        *error = QCoreApplication::translate("LessonCheck", "within: must be 0 or more");
        return false;
    }
    if (*kind == GoalKind::LastIn) {
        const auto place = placeFromText(v, step.m_place);
        if (!place) {
            *error = QCoreApplication::translate("LessonCheck", "place: \"%1\" is not a hole or store of %2").arg(step.m_place, gameKey);
            return false;
        }
        out.goal.place = *place;
    }
    if (step.m_atLeast < 1) {
        *error = QCoreApplication::translate("LessonCheck", "atLeast: must be 1 or more");
        return false;
    }
    return true;
}

QString problem(const QString& gameKey, const LessonStep& step)
{
    Task t;
    QString error;
    if (!read(gameKey, step, t, &error))
        return error;
    if (step.m_text.trimmed().isEmpty())
        return QCoreApplication::translate("LessonCheck", "a step says something: its text is empty");
    if (t.asks && !t.show.empty())
        return QCoreApplication::translate("LessonCheck", "a step shows or asks, not both");
    const int illegal = firstIllegal(t.start, t.show);
    if (illegal >= 0)
        return QCoreApplication::translate("LessonCheck", "show: %1 is not legal there").arg(step.m_show[illegal]);
    return t.asks ? taskProblem(t) : QString();
}

} // namespace LessonCheck
