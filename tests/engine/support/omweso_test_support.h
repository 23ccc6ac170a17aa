#pragma once
// Helpers for the omweso tests: positions from hole arrays, a seed-by-seed
// reference simulation of forced turns written straight from docs/rules.md (an
// independent check of the engine's arithmetic laps), an event applier
// that follows engine/trace.h, and finished rounds played by random players.

#include "engine/ai/random.h"
#include "engine/game.h"
#include "engine/rules.h"

#include <catch2/catch.hpp>

#include <array>
#include <map>
#include <tuple>

namespace omweso_test {

using namespace semina;
using Holes = std::array<int, 16>;

inline Variant variant(bool outerEmptyRequired = true)
{
    Variant v = defaultVariant(GameId::Omweso);
    v.omwesoOuterEmptyRequired = outerEmptyRequired;
    return v;
}

inline Position position(const Holes& south, const Holes& north, Side toMove = Side::South)
{
    Position p;
    for (int h = 0; h < 16; ++h) {
        p.pit(Side::South, h) = south[h];
        p.pit(Side::North, h) = north[h];
    }
    p.toMove = toMove;
    return p;
}

inline Holes holes(const Position& p, Side s)
{
    Holes out{};
    for (int h = 0; h < 16; ++h)
        out[h] = p.pit(s, h);
    return out;
}

inline std::vector<Decision> decisions(const Variant& v, const Position& p)
{
    DecisionList list;
    legalDecisions(v, p, list);
    return {list.begin(), list.end()};
}

// A round of `v` played by random players from its set-up (`starter` places
// first) to its end, won by `winner` on the board (a player without a move,
// not a third repetition, which an end position cannot show): the first such
// game from `seed` up.
inline Game finishedRound(const Variant& v, Side starter, Outcome winner, std::uint64_t seed = 1)
{
    for (std::uint64_t s = seed; s < seed + 200; ++s) {
        ai::Rng rng(s);
        Game g(v, starter);
        for (int n = 0; n < 5000 && !g.over(); ++n)
            REQUIRE(g.play(ai::randomDecision(v, g.position(), rng, g.lapsLeft())));
        if (g.over() && !g.endedByRepetition() && g.winner() == winner)
            return g;
    }
    FAIL("no random round ended with that winner");
    return Game(v, starter);
}

// ---- reference turn simulation (docs/rules.md §4 rules 3-6), seed by seed ----

struct RefState {
    Holes own{};
    Holes opp{};
    int hand = 0;
    int anchor = 0;
    auto key() const { return std::make_tuple(own, opp, hand, anchor); }
};

enum class RefEnd { Empty, Capture, Relay };

inline int refNext(int h, Dir d) { return d == Dir::Ccw ? (h + 1) % 16 : (h + 15) % 16; }

// One lap: drops seeds one at a time, then judges the last hole.
inline RefEnd refLap(RefState& s, Dir d, bool outerRequired)
{
    int h = s.anchor;
    for (int left = s.hand; left > 0; --left) {
        h = refNext(h, d);
        ++s.own[h];
    }
    s.hand = 0;
    if (s.own[h] == 1)
        return RefEnd::Empty;
    const bool inner = h >= 8;
    const int column = inner ? 15 - h : h;
    const int oppInner = 8 + column, oppOuter = 7 - column;
    if (inner && (!outerRequired || s.own[column] == 0) && s.opp[oppInner] > 0 && s.opp[oppOuter] > 0) {
        s.hand = s.opp[oppInner] + s.opp[oppOuter];
        s.opp[oppInner] = s.opp[oppOuter] = 0;
        return RefEnd::Capture; // anchor stays: S
    }
    s.hand = s.own[h];
    s.own[h] = 0;
    s.anchor = h;
    return RefEnd::Relay;
}

inline bool refCwCaptures(const RefState& s, bool outerRequired)
{
    const bool aloka = s.anchor <= 1 || s.anchor >= 14;
    RefState t = s;
    return aloka && refLap(t, Dir::Cw, outerRequired) == RefEnd::Capture;
}

inline RefState refStart(const Position& p, int hole)
{
    RefState s;
    s.own = holes(p, p.toMove);
    s.opp = holes(p, other(p.toMove));
    s.hand = s.own[hole];
    s.own[hole] = 0;
    s.anchor = hole;
    return s;
}

struct RefLine {
    long laps = 0;      // laps until the turn ended (when ends)
    bool ends = false;
    long firstRepeat = 0; // when it loops: the state before lap `repeatOf` recurs before lap firstRepeat
    long repeatOf = 0;
};

// Follows a turn whose laps after the first are all forced (ccw: no cw lap
// would capture from an aloka hole); REQUIREs that no choice point is met.
inline RefLine refForcedLine(RefState s, Dir first, bool outerRequired, long cap)
{
    std::map<decltype(s.key()), long> seen;
    Dir d = first;
    for (long n = 1; n <= cap; ++n) {
        if (n > 1) {
            REQUIRE_FALSE(refCwCaptures(s, outerRequired));
            auto [it, fresh] = seen.emplace(s.key(), n);
            if (!fresh)
                return {0, false, n, it->second};
        }
        if (refLap(s, d, outerRequired) == RefEnd::Empty)
            return {n, true, 0, 0};
        d = Dir::Ccw;
    }
    FAIL("reference line neither ended nor repeated within the cap");
    return {};
}

// ---- applying events as engine/trace.h documents them ----

inline int& at(Position& p, const Place& place) { return p.pit(place.side, place.hole); }

inline Position applyEvents(Position p, const Trace& trace, int* handLeft = nullptr)
{
    int hand = p.choicePending() ? p.pendingHand : 0;
    for (const Event& e : trace) {
        switch (e.type) {
        case EventType::PickUp:
        case EventType::RelayPickUp:
        case EventType::Capture:
            at(p, e.from) -= e.count;
            hand += e.count;
            break;
        case EventType::Drop:
            REQUIRE(e.count == 1);
            at(p, e.to) += 1;
            --hand;
            break;
        case EventType::Place: at(p, e.to) += e.count; break;
        case EventType::SetupDone:
            if (e.count == 1)
                p.setupPhase = false;
            break;
        case EventType::ChoicePending:
            p.pendingFrom = e.from.hole;
            p.pendingHand = e.count;
            break;
        case EventType::ChoiceMade:
            p.pendingFrom = -1;
            p.pendingHand = 0;
            break;
        case EventType::TurnPasses: p.toMove = e.side; break;
        default: break;
        }
    }
    if (handLeft)
        *handLeft = hand;
    return p;
}

inline Event pickUp(Side s, int hole, int count, bool relay = false)
{
    const Place from = Place::holeOf(s, hole);
    return relay ? Event::relayPickUp(from, count, s) : Event::pickUp(from, count, s);
}
inline Event drop(Side s, int hole) { return Event::drop(Place::holeOf(s, hole), s); }
inline Event capture(Side mover, int oppHole, int count)
{
    return Event::capture(Place::holeOf(other(mover), oppHole), Place::hand(mover), count, mover);
}
inline Event turnPasses(Side to) { return Event::turnPasses(to); }
inline Event choiceMade(Side s, Dir d) { return Event::choiceMade(d, s); }
inline Event choicePending(Side s, int from, int count)
{
    return Event::choicePending(Place::holeOf(s, from), count, s);
}
inline Event gameEnds(Outcome o) { return Event::gameEnds(o); }

} // namespace omweso_test
