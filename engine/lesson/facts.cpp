#include "engine/lesson/facts.h"

#include "engine/board.h"
#include "engine/rules/omweso_lap.h"

namespace semina::lesson {

namespace {

int& at(Position& p, const Place& place)
{
    return place.kind == Place::Kind::Store ? p.stores[idx(place.side)] : p.pit(place.side, place.hole);
}

// Follows the events one by one on a copy of the position, as replay() does
// for the holes and stores, and notes what each lap did.
class Walk {
public:
    Walk(const Variant& v, const Position& before)
        : m_v(v)
        , m_me(before.toMove)
        , m_cur(before)
    {
        m_f.game = v.game;
        m_f.mover = m_me;
        if (before.choicePending())
            m_anchor = Place::holeOf(m_me, before.pendingFrom);
    }

    void event(const Event& e)
    {
        if (e.type == EventType::Drop) {
            drop(e);
            m_previous = e.type;
            return;
        }
        if (m_inLap)
            endLap(&e);
        other(e);
    }

    TurnFacts finish(const Position& after)
    {
        if (m_inLap)
            endLap(nullptr);
        m_f.turnPassed = after.toMove != m_me;
        // Ali Guli Mane under second-sowing=after-capture: one sowing that
        // captured nothing, and the turn passed with no second (§3.1).
        m_f.secondSowingLost = m_v.game == GameId::AliGuli && m_f.sowings == 1 && !m_secondSowings
                               && m_f.turnPassed && !m_f.gameOver;
        if (m_v.game == GameId::Omweso)
            m_f.opponentStuck = m_f.gameOver && m_f.moverWon() && m_f.turnPassed;
        classifyLast();
        if (m_f.captures == 0 && m_f.laps > 0 && m_f.noCapture == Miss::None)
            m_f.noCapture = whyNoCapture();
        return m_f;
    }

private:
    void drop(const Event& e)
    {
        if (!m_inLap)
            startLap(e);
        m_f.lastPlace = e.to;
        m_f.lastHeld = at(m_cur, e.to);
        ++at(m_cur, e.to);
        if (e.to == Place::storeOf(m_me)) {
            ++m_f.dropsIntoOwnStore;
            m_lapPassedStore = true;
        }
    }

    void startLap(const Event& first)
    {
        m_inLap = true;
        ++m_f.laps;
        m_lapPassedStore = false;
        m_lapDir = m_forced ? m_forcedDir : directionOf(first);
        m_forced = false;
        m_f.directions |= 1u << static_cast<int>(m_lapDir);
        if (m_loadedByCapture)
            ++m_f.resown;
    }

    // Where the lap's first seed went from the hole it started after: cw
    // when that is the next place cw and not the next place ccw.
    Dir directionOf(const Event& first) const
    {
        if (first.dir == Dir::Cw)
            return Dir::Cw; // aliguli records the direction on every event
        if (m_anchor.kind != Place::Kind::Hole)
            return Dir::Ccw;
        const bool cw = nextPlace(m_v, m_cur, m_anchor, Dir::Cw, m_me) == first.to;
        const bool ccw = nextPlace(m_v, m_cur, m_anchor, Dir::Ccw, m_me) == first.to;
        return cw && !ccw ? Dir::Cw : Dir::Ccw;
    }

    // The lap is down; `next` is the event after it (null: the trace ends).
    void endLap(const Event* next)
    {
        m_inLap = false;
        const bool captures = next && next->type == EventType::Capture;
        const bool relays = next && next->type == EventType::RelayPickUp;
        m_f.lastLapPassedStore = m_lapPassedStore && m_f.lastPlace != Place::storeOf(m_me);
        if (m_v.game == GameId::Omweso) {
            if (captures && m_lapDir == Dir::Cw)
                ++m_f.cwCaptures;
            if (relays && m_f.noCapture == Miss::None)
                m_f.noCapture = omwesoNearMiss();
        }
        if (m_v.game == GameId::AliGuli && !relays)
            saada();
    }

    // docs/rules.md §4.4b: why a lap that ended in a full inner hole did not capture.
    Miss omwesoNearMiss() const
    {
        const int last = m_f.lastPlace.hole;
        if (!omweso::isInner(last) || m_f.lastHeld == 0)
            return Miss::None;
        const int c = omweso::columnOf(last);
        if (m_v.omwesoOuterEmptyRequired && m_cur.pit(m_me, c) != 0)
            return Miss::OuterHoleNotEmpty;
        return Miss::FacingNotBothFull;
    }

    // docs/rules.md §3.4: N after the last seed's hole is empty, C is after N.
    void saada()
    {
        Saada s;
        s.empty = nextPlace(m_v, m_cur, m_f.lastPlace, m_lapDir, m_me);
        s.taken = nextPlace(m_v, m_cur, s.empty, m_lapDir, m_me);
        if (s.taken.kind == Place::Kind::Hole) {
            s.takenHeld = m_cur.pit(s.taken.side, s.taken.hole);
            const Side fs = semina::other(s.taken.side);
            const int fh = m_v.holes - 1 - s.taken.hole;
            s.facingHeld = m_cur.isProtected(fs, fh) ? 0 : m_cur.pit(fs, fh);
        }
        m_f.lastSaada = s;
        ++m_f.saadas;
    }

    void other(const Event& e)
    {
        const bool captureRun = m_previous == EventType::Capture;
        m_previous = e.type;
        switch (e.type) {
        case EventType::PickUp:
        case EventType::RelayPickUp:
            at(m_cur, e.from) -= e.count;
            m_anchor = e.from;
            m_loadedByCapture = false;
            ++(e.type == EventType::PickUp ? m_f.sowings : m_f.relays);
            break;
        case EventType::Capture:
            at(m_cur, e.from) -= e.count;
            if (e.to.kind == Place::Kind::Store)
                at(m_cur, e.to) += e.count;
            m_loadedByCapture = true;
            m_f.captured += e.count;
            if (!captureRun)
                ++m_f.captures;
            if (m_v.game == GameId::AliGuli) {
                if (m_f.lastSaada.captured == 0)
                    ++m_f.saadaCaptures;
                m_f.lastSaada.captured += e.count;
            }
            break;
        case EventType::Sweep:
            noteEnd();
            at(m_cur, e.from) -= e.count;
            at(m_cur, e.to) += e.count;
            (e.to.side == m_me ? m_f.sweptToMover : m_f.sweptToOpponent) += e.count;
            break;
        case EventType::Place: at(m_cur, e.to) += e.count; break;
        case EventType::ChoicePending:
            m_anchor = e.from;
            m_f.choicePending = true;
            break;
        case EventType::ChoiceMade:
            m_f.choicePending = false;
            m_forced = true;
            m_forcedDir = e.dir;
            break;
        case EventType::SecondSowing:
            m_f.secondSowingDue = true;
            m_secondSowings = true;
            break;
        case EventType::ExtraMove: ++m_f.extraMoves; break;
        case EventType::TurnPasses:
            m_f.secondSowingDue = false;
            m_f.choicePending = false;
            break;
        case EventType::GameEnds:
            noteEnd();
            m_f.gameOver = true;
            m_f.outcome = e.outcome;
            break;
        case EventType::Drop:
        case EventType::SetupDone:
        case EventType::RoundEnds:
        case EventType::Refill: break; // between rounds, not in a turn
        }
    }

    // The first event of a game's end (its sweep, or GameEnds): is the
    // opponent's row empty, before the seeds are swept?
    void noteEnd()
    {
        if (m_ended)
            return;
        m_ended = true;
        m_f.opponentStuck = seedsOnSide(m_cur, semina::other(m_me), m_v.pitsPerSide()) == 0;
    }

    void classifyLast()
    {
        const Place& p = m_f.lastPlace;
        if (m_f.laps == 0)
            m_f.last = LastSeed::None;
        else if (p.kind == Place::Kind::Store)
            m_f.last = LastSeed::OwnStore;
        else if (p.side == m_me)
            m_f.last = m_f.lastHeld == 0 ? LastSeed::OwnEmptyHole : LastSeed::OwnHole;
        else
            m_f.last = m_f.lastHeld == 0 ? LastSeed::OpponentEmptyHole : LastSeed::OpponentHole;
    }

    // When no lap captured: the reason the rules of the game give (docs/rules.md
    // §1.3, §2.3, §3.4, §4.4).
    Miss whyNoCapture() const
    {
        switch (m_v.game) {
        case GameId::Kalah:
            switch (m_f.last) {
            case LastSeed::OwnStore: return Miss::LastInOwnStore;
            case LastSeed::OwnHole: return Miss::LastInOwnHole;
            case LastSeed::OwnEmptyHole: return Miss::FacingHoleEmpty;
            default: return Miss::LastOnOpponentSide;
            }
        case GameId::Mankala: {
            const int now = m_f.lastHeld + 1;
            return now == 2 || now == 6 ? Miss::OwnRowNoCapture : Miss::NotTwoOrSix;
        }
        case GameId::AliGuli: return saadaMiss(m_f.lastSaada);
        case GameId::Omweso: return Miss::LastInOwnEmptyHole;
        }
        return Miss::None;
    }

    const Variant& m_v;
    Side m_me;
    Position m_cur;
    TurnFacts m_f;
    Place m_anchor;             // the lap starts after this hole
    bool m_inLap = false;
    bool m_forced = false;      // a ChoiceMade names the next lap's direction
    Dir m_forcedDir = Dir::Ccw;
    Dir m_lapDir = Dir::Ccw;
    bool m_lapPassedStore = false;
    bool m_loadedByCapture = false; // the hand holds captured seeds (omweso §4.5)
    bool m_ended = false;
    EventType m_previous = EventType::TurnPasses;
    bool m_secondSowings = false; // a SecondSowing event was seen
};

} // namespace

TurnFacts factsOf(const Variant& v, const Position& before, const Trace& trace, const Position& after)
{
    Walk walk(v, before);
    for (const Event& e : trace)
        walk.event(e);
    return walk.finish(after);
}

} // namespace semina::lesson
