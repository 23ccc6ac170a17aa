#include "engine/lesson/check.h"

#include "engine/ai/values.h"

#include <functional>

namespace semina::lesson {

namespace {

enum class Reach : std::uint8_t { Yes, No, Unknown };

// Plays `d` on a copy of `g`, appending its events to `trace`.
Game after(const Game& g, const Decision& d, Trace* trace)
{
    Game next = g;
    next.play(d, trace);
    return next;
}

using Visit = std::function<void(const Line&, const Trace&, const Game&)>;

bool choiceDue(const Game& g, Side me)
{
    if (g.over() || g.position().toMove != me)
        return false;
    DecisionList list;
    g.legalDecisions(list);
    return !list.empty() && list[0].kind == Decision::Kind::Choice;
}

// Every way on from `g`, calling visit at each end: the rest of the turn of
// `me` (to the other player's move, or the game's end), or with
// `choicesOnly` the mid-turn direction choices a decision's sowing stops at
// (Omweso §4.6), to the end of that sowing.
void completions(const Game& g, Side me, bool choicesOnly, const Trace& soFar, Line& line, int& budget,
                 const Visit& visit)
{
    const bool goesOn = choicesOnly ? choiceDue(g, me) : !g.over() && g.position().toMove == me;
    if (!goesOn) {
        visit(line, soFar, g);
        return;
    }
    DecisionList list;
    g.legalDecisions(list);
    for (const Decision& d : list) {
        if (--budget < 0)
            return;
        Trace t = soFar;
        const Game next = after(g, d, &t);
        line.push_back(d);
        completions(next, me, choicesOnly, t, line, budget, visit);
        line.pop_back();
    }
}

// The seeds of `victim` that the captures of `trace` took.
int seedsTakenFrom(const Trace& trace, Side victim)
{
    int n = 0;
    for (const Event& e : trace)
        if (e.type == EventType::Capture && e.from.kind == Place::Kind::Hole && e.from.side == victim)
            n += e.count;
    return n;
}

// What NearBest and Defend need beyond a try's trace: the value of every
// decision where the learner decides (once), and the opponent's next turn.
class Ahead {
public:
    Ahead(const Goal& goal, const Game& from) : m_goal(goal)
    {
        if (goal.kind == GoalKind::NearBest)
            m_values = ai::decisionValues(from.variant(), from.position(), from.lapsLeft());
    }

    // `first`: the learner's decision (from where this was made); `end`:
    // the game after the try.
    void fill(TurnFacts& f, const Decision& first, const Game& end) const
    {
        if (m_goal.kind == GoalKind::NearBest && !m_values.empty())
            for (const ai::DecisionValue& dv : m_values)
                if (dv.decision == first)
                    f.shortOfBest = m_values.front().seeds - dv.seeds;
        if (m_goal.kind != GoalKind::Defend || end.over() || end.position().toMove == f.mover)
            return;
        Line line;
        int budget = kThreatBudget;
        completions(end, end.position().toMove, false, {}, line, budget,
                    [&](const Line&, const Trace& trace, const Game&) {
                        const int taken = seedsTakenFrom(trace, f.mover);
                        if (taken <= f.threat)
                            return;
                        f.threat = taken;
                        for (const Event& e : trace)
                            if (e.type == EventType::PickUp) {
                                f.threatFrom = e.from;
                                break;
                            }
                    });
    }

private:
    static constexpr int kThreatBudget = 50'000;
    const Goal& m_goal;
    std::vector<ai::DecisionValue> m_values;
};

// Can the learner (`me`) still win within `maxTurns` turns from `g`?
// `turns`: the learner's turns begun; `counted`: the current turn of the
// learner is among them; `replies`: the opponent's decisions so far.
Reach canWin(const Game& g, Side me, int turns, bool counted, int maxTurns, const Replies& rs, int replies,
             int& budget)
{
    if (g.over())
        return g.winner() == (me == Side::South ? Outcome::South : Outcome::North) ? Reach::Yes : Reach::No;
    if (--budget < 0)
        return Reach::Unknown;
    if (g.position().toMove != me) {
        const bool scripted = !rs.script.empty();
        if (scripted && replies >= static_cast<int>(rs.script.size()))
            return Reach::No;
        Game next = g;
        if (!next.play(reply(g, rs, replies)))
            return Reach::No;
        return canWin(next, me, turns, false, maxTurns, rs, replies + 1, budget);
    }
    if (!counted) {
        if (turns == maxTurns)
            return Reach::No;
        ++turns;
    }
    DecisionList list;
    g.legalDecisions(list);
    Reach result = Reach::No;
    for (const Decision& d : list) {
        const Reach r = canWin(after(g, d, nullptr), me, turns, true, maxTurns, rs, replies, budget);
        if (r == Reach::Yes)
            return r;
        if (r == Reach::Unknown)
            result = r;
    }
    return result;
}

std::vector<Attempt> collect(const Game& game, const Goal& goal, const Line& prefix, bool& complete)
{
    std::vector<Attempt> out;
    Game g = game;
    Trace soFar;
    for (const Decision& d : prefix)
        if (!g.play(d, &soFar))
            return out;
    const Variant& v = game.variant();
    const Side me = g.position().toMove;
    const bool turn = goal.scope == Scope::Turn;
    const Ahead ahead(goal, g);
    auto add = [&](const Line& line, const Trace& trace, const Game& end) {
        Attempt a;
        a.line = line;
        a.facts = turn ? factsOf(v, game.position(), trace, end.position())
                       : factsOf(v, g.position(), Trace(trace.begin() + static_cast<long>(soFar.size()), trace.end()),
                                 end.position());
        ahead.fill(a.facts, line.front(), end);
        a.miss = why(goal, a.facts);
        out.push_back(std::move(a));
    };
    DecisionList list;
    g.legalDecisions(list);
    int budget = kCheckBudget;
    for (const Decision& d : list) {
        Trace t = soFar;
        const Game next = after(g, d, &t);
        Line line{d};
        if (goal.kind == GoalKind::ChoiceDue && !turn)
            add(line, t, next); // the stop at the choice is the goal
        else
            completions(next, me, !turn, t, line, budget, add); // the turn, or the decision with its choices
    }
    complete = budget >= 0;
    return out;
}

// The learner's next decisions sorted into meeting (`want` Yes) or missing (No).
DecisionList sorted(const Game& game, const Goal& goal, const Line& prefix, const Replies& replies, Reach want)
{
    DecisionList out;
    if (goal.kind == GoalKind::WinWithin) {
        const LineResult start = playLine(game, prefix, replies, goal.atLeast);
        if (start.miss != Miss::GameNotOver)
            return out;
        const Side me = game.position().toMove;
        DecisionList list;
        start.game.legalDecisions(list);
        int budget = kCheckBudget;
        for (const Decision& d : list) {
            const Reach r = canWin(after(start.game, d, nullptr), me, start.turns, true, goal.atLeast, replies,
                                   start.replies, budget);
            if (r == want)
                out.push(d);
        }
        return out;
    }
    bool complete = true;
    DecisionList meets, misses;
    for (const Attempt& a : collect(game, goal, prefix, complete)) {
        DecisionList& into = a.miss == Miss::None ? meets : misses;
        if (!into.contains(a.line.front()))
            into.push(a.line.front());
    }
    if (want == Reach::No && !complete)
        return out; // a decision not searched through is not known to miss
    DecisionList list;
    Game g = game;
    for (const Decision& d : prefix)
        g.play(d);
    g.legalDecisions(list);
    for (const Decision& d : list) {
        const bool yes = meets.contains(d);
        if ((want == Reach::Yes && yes) || (want == Reach::No && !yes && misses.contains(d)))
            out.push(d);
    }
    return out;
}

} // namespace

bool choicePending(const Game& game, Side learner) { return choiceDue(game, learner); }

namespace {

// `line` played from `game` into `end`, its events into `trace`: false at a
// decision that is not legal (the rest is not played).
bool playOut(const Game& game, const Line& line, Game& end, Trace& trace)
{
    end = game;
    for (const Decision& d : line)
        if (!end.play(d, &trace))
            return false;
    return true;
}

} // namespace

TurnFacts factsOfLine(const Game& game, const Line& line, bool* ok)
{
    Game end = game;
    Trace trace;
    const bool legal = playOut(game, line, end, trace);
    if (ok)
        *ok = legal;
    return factsOf(game.variant(), game.position(), trace, end.position());
}

Attempt judgeLine(const Game& game, const Line& line, const Goal& goal, bool* ok)
{
    Attempt a;
    a.line = line;
    Game end = game;
    Trace trace;
    const bool legal = playOut(game, line, end, trace);
    if (ok)
        *ok = legal;
    a.facts = factsOf(game.variant(), game.position(), trace, end.position());
    if (legal && !line.empty())
        Ahead(goal, game).fill(a.facts, line.front(), end);
    a.miss = why(goal, a.facts);
    return a;
}

std::vector<Attempt> attempts(const Game& game, const Goal& goal, const Line& prefix)
{
    bool complete = true;
    return collect(game, goal, prefix, complete);
}

DecisionList meeting(const Game& game, const Goal& goal, const Line& prefix, const Replies& replies)
{
    return sorted(game, goal, prefix, replies, Reach::Yes);
}

DecisionList missing(const Game& game, const Goal& goal, const Line& prefix, const Replies& replies)
{
    return sorted(game, goal, prefix, replies, Reach::No);
}

} // namespace semina::lesson
