#include "app/rules/rulesdiagram.h"

#include "app/lesson/lessonbook.h"
#include "app/lesson/lessoncheck.h"
#include "engine/lesson/check.h"
#include "engine/notation.h"

namespace RulesDiagram {

namespace {

using semina::EventType;
using semina::Place;

int rowOf(const semina::Variant& v, const Place& place)
{
    const int pits = v.pitsPerSide();
    switch (place.kind) {
    case Place::Kind::Hole: return static_cast<int>(place.side) * pits + place.hole;
    case Place::Kind::Store: return 2 * pits + static_cast<int>(place.side);
    default: return -1;
    }
}

// The laps and captures of `trace`: a lap starts at a pick-up (from the hole
// emptied) or at a drop after anything else (Omweso's captured seeds, a
// direction chosen), and runs over the drops that follow.
void readTrace(const semina::Variant& v, const semina::Trace& trace, Picture& out)
{
    EventType previous = EventType::TurnPasses;
    for (const semina::Event& e : trace) {
        switch (e.type) {
        case EventType::PickUp:
        case EventType::RelayPickUp: out.laps.append(QList<int>{rowOf(v, e.from)}); break;
        case EventType::Drop:
            if (previous != EventType::Drop && previous != EventType::PickUp && previous != EventType::RelayPickUp)
                out.laps.append(QList<int>{});
            out.laps.last().append(rowOf(v, e.to));
            break;
        case EventType::Capture:
            if (e.from.kind == Place::Kind::Hole)
                out.captures.append(rowOf(v, e.from));
            break;
        default: break;
        }
        previous = e.type;
    }
}

} // namespace

Picture draw(const QString& gameKey, const RulesText::Diagram& d)
{
    Picture out;
    LessonStep step;
    step.m_position = d.position;
    step.m_options = d.options;
    step.m_marks = d.marks;
    step.m_show = d.line;
    step.m_goal = d.shows;
    step.m_atLeast = d.atLeast;
    LessonCheck::Task task;
    if (!LessonCheck::read(gameKey, step, task, &out.problem))
        return out;
    const semina::Variant& v = task.start.variant();
    for (const QString& option : d.options)
        out.options.insert(option.section(QLatin1Char('='), 0, 0), option.section(QLatin1Char('='), 1));
    out.position = QString::fromStdString(semina::printPosition(v, task.start.position()));
    for (const Place& mark : task.marks)
        out.marks.append(rowOf(v, mark));
    semina::Game game = task.start;
    for (const semina::Decision& decision : task.show) {
        semina::Trace trace;
        if (!game.play(decision, &trace)) {
            out.problem = QStringLiteral("the line is not legal");
            return out;
        }
        readTrace(v, trace, out);
    }
    if (task.asks) {
        bool legal = false;
        const semina::lesson::TurnFacts facts = semina::lesson::factsOfLine(task.start, task.show, &legal);
        if (!legal || !semina::lesson::met(task.goal, facts))
            out.problem = QStringLiteral("the line does not show \"%1\"").arg(d.shows);
    }
    return out;
}

QVariantMap toMap(const QString& gameKey, const Picture& p, const RulesText::Diagram& d)
{
    QVariantList laps;
    for (const QList<int>& lap : p.laps)
        laps.append(QVariant::fromValue(lap));
    return {{QStringLiteral("game"), gameKey},            {QStringLiteral("options"), p.options},       {QStringLiteral("position"), p.position},
            {QStringLiteral("laps"), laps},               {QStringLiteral("captures"), QVariant::fromValue(p.captures)},
            {QStringLiteral("marks"), QVariant::fromValue(p.marks)}, {QStringLiteral("caption"), d.caption}};
}

} // namespace RulesDiagram
