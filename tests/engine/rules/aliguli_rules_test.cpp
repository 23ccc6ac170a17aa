// Ali Guli Mane, docs/rules.md §3.1-7 and §3.9, one scenario per clause and option.
// Expected positions are worked out by hand from the rules text.
//
// Hole indices in this file are the engine's 0-based local holes (S0..S6,
// N0..N6). South's hole i faces North's 6-i; ccw runs S0..S6, N0..N6, S0...
// The source's labels: A_k = North's local 7-k, B_k = South's local k-1.
#include "engine/rules.h"
#include "engine/trace.h"
#include "tests/engine/support/two_row_test_support.h"

#include <catch2/catch.hpp>

#include <array>
#include <string>

using namespace semina;
using test::pos;

namespace {

constexpr int X = test::P; // a protected hole (docs/notation.md's `x`)

Variant ali() { return defaultVariant(GameId::AliGuli); }

int A(int k) { return 7 - k; } // the source's A_k: North's local hole
int B(int k) { return k - 1; } // the source's B_k: South's local hole

std::string sideName(Side s) { return s == Side::South ? "S" : "N"; }
std::string placeName(const Place& p)
{
    switch (p.kind) {
    case Place::Kind::Hole: return sideName(p.side) + std::to_string(p.hole);
    case Place::Kind::Store: return "store" + sideName(p.side);
    case Place::Kind::Hand: return "hand" + sideName(p.side);
    case Place::Kind::None: break;
    }
    return "?";
}
std::string outcomeName(Outcome o)
{
    switch (o) {
    case Outcome::South: return "S";
    case Outcome::North: return "N";
    case Outcome::Draw: return "draw";
    case Outcome::None: break;
    }
    return "none";
}

// One line per event, compact enough to write the expected traces by hand.
std::string describe(const Trace& t)
{
    std::string out;
    for (const Event& e : t) {
        switch (e.type) {
        case EventType::PickUp: out += "pick " + placeName(e.from) + ":" + std::to_string(e.count); break;
        case EventType::RelayPickUp: out += "relay " + placeName(e.from) + ":" + std::to_string(e.count); break;
        case EventType::Drop:
            out += "drop " + placeName(e.to);
            if (e.count != 1 || e.from.kind != Place::Kind::Hand)
                out += "(bad)";
            break;
        case EventType::Capture:
            out += "take " + placeName(e.from) + ":" + std::to_string(e.count) + ">" + placeName(e.to);
            break;
        case EventType::Sweep:
            out += "sweep " + placeName(e.from) + ":" + std::to_string(e.count) + ">" + placeName(e.to);
            break;
        case EventType::SecondSowing: out += "second " + sideName(e.side); break;
        case EventType::TurnPasses: out += "pass " + sideName(e.side); break;
        case EventType::RoundEnds: out += "round " + outcomeName(e.outcome); break;
        case EventType::GameEnds: out += "game " + outcomeName(e.outcome); break;
        default: out += "other"; break;
        }
        out += "; ";
    }
    return out;
}

// Plays d with a trace, checks that the traceless play and replay() agree
// with it, and returns the trace.
Trace playChecked(const Variant& v, Position& p, const Decision& d)
{
    REQUIRE(isLegal(v, p, d));
    const Position before = p;
    Position quiet = p;
    Trace t;
    play(v, p, d, &t);
    play(v, quiet, d);
    CHECK(quiet == p);
    CHECK(replay(before, t) == p);
    return t;
}

Position afterFirst(Position p) // the expected position with the second sowing due
{
    p.secondSowingDue = true;
    return p;
}

} // namespace

TEST_CASE("aliguli 3.1: seeds=5 (default): 5 seeds in each of the 2x7 holes, no stock")
{
    const Position p = startPosition(ali(), Side::South);
    CHECK(p == pos({5, 5, 5, 5, 5, 5, 5}, {5, 5, 5, 5, 5, 5, 5}));
    CHECK(totalSeeds(p, 7) == 70);
    CHECK(startPosition(ali(), Side::North).toMove == Side::North);
}

TEST_CASE("aliguli 3.1: seeds=4 and seeds=6")
{
    Variant v = ali();
    REQUIRE(setOption(v, "seeds", "4") == OptionError::None);
    CHECK(startPosition(v, Side::South) == pos({4, 4, 4, 4, 4, 4, 4}, {4, 4, 4, 4, 4, 4, 4}));
    REQUIRE(setOption(v, "seeds", "6") == OptionError::None);
    CHECK(startPosition(v, Side::South) == pos({6, 6, 6, 6, 6, 6, 6}, {6, 6, 6, 6, 6, 6, 6}));
}

TEST_CASE("aliguli 3.1: second-sowing=always: a sowing without capture is followed by a second one")
{
    const Variant v = ali();
    Position p = pos({1, 1, 1, 1, 0, 1, 1}, {1, 0, 0, 1, 1, 1, 1});
    // S6 (1) ccw -> N0 (2). N = N1 empty: Saada; C = N2 empty, its facing S4
    // empty: nothing captured. The same player sows again.
    Trace t = playChecked(v, p, Decision::sow(6));
    CHECK(p == afterFirst(pos({1, 1, 1, 1, 0, 1, 0}, {2, 0, 0, 1, 1, 1, 1})));
    CHECK(describe(t) == "pick S6:1; drop N0; second S; ");

    // Second sowing: S0 (1) -> S1 (2); N = S2 (1): relay -> S3 (2); N = S4
    // empty: C = S5 (1), facing N1 (0): 1 seed. The turn passes.
    t = playChecked(v, p, Decision::sow(0));
    CHECK(p == pos({0, 2, 0, 2, 0, 0, 0}, {2, 0, 0, 1, 1, 1, 1}, 1, 0, Side::North));
    CHECK(describe(t) == "pick S0:1; drop S1; relay S2:1; drop S3; take S5:1>storeS; pass N; ");
}

TEST_CASE("aliguli 3.1: second-sowing=after-capture: no capture, no second sowing")
{
    Variant v = ali();
    REQUIRE(setOption(v, "second-sowing", "after-capture") == OptionError::None);
    Position p = pos({1, 1, 1, 1, 0, 1, 1}, {1, 0, 0, 1, 1, 1, 1});
    const Trace t = playChecked(v, p, Decision::sow(6)); // as above: nothing captured
    CHECK(p == pos({1, 1, 1, 1, 0, 1, 0}, {2, 0, 0, 1, 1, 1, 1}, 0, 0, Side::North));
    CHECK(describe(t) == "pick S6:1; drop N0; pass N; ");
}

TEST_CASE("aliguli 3.1: second-sowing=after-capture: a capture earns the second sowing")
{
    Variant v = ali();
    REQUIRE(setOption(v, "second-sowing", "after-capture") == OptionError::None);
    // S6 (3) ccw -> N0, N1, N2; N3 empty: C = N4 (4) and facing S2 (2).
    Position p = pos({1, 1, 2, 1, 1, 1, 3}, {1, 1, 1, 0, 4, 1, 1});
    const Trace t = playChecked(v, p, Decision::sow(6));
    CHECK(p == afterFirst(pos({1, 1, 0, 1, 1, 1, 0}, {2, 2, 2, 0, 0, 1, 1}, 6, 0)));
    CHECK(describe(t) == "pick S6:3; drop N0; drop N1; drop N2; take N4:4>storeS; take S2:2>storeS; second S; ");
}

TEST_CASE("aliguli 3.2: any own non-empty hole, one seed is enough, either direction")
{
    // Each of these ends in one lap and leaves a short second sowing (worked
    // out by hand: S1 ccw -> S2, Saada at S3; S1 cw -> S0, Saada at N6;
    // S6 ccw -> N0, N1, Saada at N2; S6 cw -> S5, S4, Saada at S3).
    const Position p = pos({0, 1, 0, 0, 0, 0, 2}, {1, 0, 0, 0, 0, 0, 0});
    DecisionList list;
    legalDecisions(ali(), p, list);
    REQUIRE(list.size() == 4);
    CHECK(list[0] == Decision::sow(1, Dir::Ccw));
    CHECK(list[1] == Decision::sow(1, Dir::Cw));
    CHECK(list[2] == Decision::sow(6, Dir::Ccw));
    CHECK(list[3] == Decision::sow(6, Dir::Cw));
    CHECK_FALSE(isLegal(ali(), p, Decision::sow(0)));        // empty
    CHECK_FALSE(isLegal(ali(), p, Decision::sow(7)));        // no such hole
    CHECK_FALSE(isLegal(ali(), p, Decision::choice(Dir::Ccw))); // not an aliguli decision
}

TEST_CASE("aliguli 3.2: direction=ccw-only offers only ccw sowings")
{
    Variant v = ali();
    REQUIRE(setOption(v, "direction", "ccw-only") == OptionError::None);
    const Position p = pos({0, 1, 0, 0, 0, 0, 2}, {1, 0, 0, 0, 0, 0, 0});
    DecisionList list;
    legalDecisions(v, p, list);
    REQUIRE(list.size() == 2);
    CHECK(list[0] == Decision::sow(1, Dir::Ccw));
    CHECK(list[1] == Decision::sow(6, Dir::Ccw));
    CHECK_FALSE(isLegal(v, p, Decision::sow(6, Dir::Cw)));
}

TEST_CASE("aliguli 3.2: a cw sowing goes the other way round, relays and Saada included")
{
    // North N1 (3) cw -> N0, S6, S5. N = S4 empty: C = S3 (2), facing N3 (4).
    Position p = pos({1, 1, 1, 2, 0, 1, 1}, {1, 3, 1, 4, 1, 1, 1}, 0, 0, Side::North);
    const Trace t = playChecked(ali(), p, Decision::sow(1, Dir::Cw));
    CHECK(p == afterFirst(pos({1, 1, 1, 0, 0, 2, 2}, {2, 0, 1, 0, 1, 1, 1}, 0, 6, Side::North)));
    CHECK(describe(t) == "pick N1:3; drop N0; drop S6; drop S5; take S3:2>storeN; take N3:4>storeN; second N; ");
}

TEST_CASE("aliguli 3.3: relay: the seeds of the next hole are sown on from the hole after it")
{
    // S0 (2) -> S1, S2. N = S3 (3): relay -> S4, S5, S6. N = N0 empty:
    // Saada, C = N1 (2) and its facing S5 (1 + 1 = 2): 4 seeds.
    Position p = pos({2, 1, 1, 3, 1, 1, 1}, {0, 2, 1, 1, 1, 1, 1});
    const Trace t = playChecked(ali(), p, Decision::sow(0));
    CHECK(p == afterFirst(pos({0, 2, 2, 0, 2, 0, 2}, {0, 0, 1, 1, 1, 1, 1}, 4, 0)));
    CHECK(describe(t)
          == "pick S0:2; drop S1; drop S2; relay S3:3; drop S4; drop S5; drop S6; "
             "take N1:2>storeS; take S5:2>storeS; second S; ");
}

TEST_CASE("aliguli 3.4: Saada, the source's example: ccw ends in A5, A4 empty, A3 and B3 captured")
{
    // B7 (3) ccw -> A7, A6, A5. A4 empty: C = A3 (4), facing B3 (2).
    std::array<int, 7> south{1, 1, 1, 1, 1, 1, 1};
    std::array<int, 7> north{1, 1, 1, 1, 1, 1, 1};
    south[B(7)] = 3;
    south[B(3)] = 2;
    north[A(4)] = 0;
    north[A(3)] = 4;
    Position p = pos(south, north);
    playChecked(ali(), p, Decision::sow(B(7)));
    CHECK(p.stores[0] == 6);
    CHECK(p.pit(Side::North, A(3)) == 0);
    CHECK(p.pit(Side::South, B(3)) == 0);
    CHECK(p.pit(Side::North, A(5)) == 2); // the last seed
    CHECK(p.pit(Side::North, A(4)) == 0); // N, the empty hole, stays empty
}

TEST_CASE("aliguli 3.4: Saada with C on the mover's own side takes the opponent's facing hole")
{
    // S0 (1) -> S1. N = S2 empty: C = S3 (2), facing N3 (4): 6 seeds.
    Position p = pos({1, 0, 0, 2, 1, 1, 1}, {1, 1, 1, 4, 1, 1, 1});
    const Trace t = playChecked(ali(), p, Decision::sow(0));
    CHECK(p == afterFirst(pos({0, 1, 0, 0, 1, 1, 1}, {1, 1, 1, 0, 1, 1, 1}, 6, 0)));
    CHECK(describe(t) == "pick S0:1; drop S1; take S3:2>storeS; take N3:4>storeS; second S; ");
}

TEST_CASE("aliguli 3.4: empty-capture=facing (default): an empty C still gives its facing hole")
{
    // S6 (1) -> N0 (2). N = N1 empty; C = N2 empty; facing S4 (3) is taken.
    Position p = pos({1, 1, 1, 1, 3, 1, 1}, {1, 0, 0, 1, 1, 1, 1});
    const Trace t = playChecked(ali(), p, Decision::sow(6));
    CHECK(p == afterFirst(pos({1, 1, 1, 1, 0, 1, 0}, {2, 0, 0, 1, 1, 1, 1}, 3, 0)));
    CHECK(describe(t) == "pick S6:1; drop N0; take S4:3>storeS; second S; ");
}

TEST_CASE("aliguli 3.4: empty-capture=none: an empty C gives nothing")
{
    Variant v = ali();
    REQUIRE(setOption(v, "empty-capture", "none") == OptionError::None);
    Position p = pos({1, 1, 1, 1, 3, 1, 1}, {1, 0, 0, 1, 1, 1, 1});
    const Trace t = playChecked(v, p, Decision::sow(6));
    CHECK(p == afterFirst(pos({1, 1, 1, 1, 3, 1, 0}, {2, 0, 0, 1, 1, 1, 1}, 0, 0)));
    CHECK(describe(t) == "pick S6:1; drop N0; second S; ");

    // With after-capture as well, nothing was captured: the turn passes.
    REQUIRE(setOption(v, "second-sowing", "after-capture") == OptionError::None);
    Position q = pos({1, 1, 1, 1, 3, 1, 1}, {1, 0, 0, 1, 1, 1, 1});
    playChecked(v, q, Decision::sow(6));
    CHECK(q == pos({1, 1, 1, 1, 3, 1, 0}, {2, 0, 0, 1, 1, 1, 1}, 0, 0, Side::North));
}

TEST_CASE("aliguli 3.5: the round ends when a player's holes are empty, no second sowing")
{
    // S1 (1) -> S2. N = S3 empty: C = S4 (2), facing N2 (5): 7 seeds. North's
    // row is now empty: the round ends, S2's seed goes to South's stock.
    // Stocks: South 10 + 7 + 1 = 18, North 20: North wins the round.
    Position p = pos({0, 1, 0, 0, 2, 0, 0}, {0, 0, 5, 0, 0, 0, 0}, 10, 20);
    const Trace t = playChecked(ali(), p, Decision::sow(1));
    CHECK(p == pos({0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0}, 18, 20, Side::North));
    CHECK(describe(t)
          == "pick S1:1; drop S2; take S4:2>storeS; take N2:5>storeS; pass N; "
             "sweep S2:1>storeS; round N; game N; ");
    CHECK(status(ali(), p) == Status{true, Outcome::North});
    DecisionList list;
    legalDecisions(ali(), p, list);
    CHECK(list.empty());
}

TEST_CASE("aliguli 3.5: the mover's own empty row ends the round too, the rest goes to its owner")
{
    // S6 (1) -> N0 (2); N1 (1) relay -> N2 (2); N3 (1) relay -> N4 (2);
    // N5 empty: C = N6 empty, facing S0 empty: nothing. South's row is empty:
    // North's 2 + 2 + 2 seeds go to North's stock.
    Position p = pos({0, 0, 0, 0, 0, 0, 1}, {1, 1, 1, 1, 1, 0, 0});
    const Trace t = playChecked(ali(), p, Decision::sow(6));
    CHECK(p == pos({0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0}, 0, 6, Side::North));
    CHECK(describe(t)
          == "pick S6:1; drop N0; relay N1:1; drop N2; relay N3:1; drop N4; pass N; "
             "sweep N0:2>storeN; sweep N2:2>storeN; sweep N4:2>storeN; round N; game N; ");
}

TEST_CASE("aliguli 3.5: a given position with an empty row is over at once")
{
    // §5a: judged at once, with the end sweep. North's 1 + 2 go to North.
    Position p = pos({0, 0, 0, 0, 0, 0, 0}, {1, 2, 0, 0, 0, 0, 0}, 30, 10);
    DecisionList list;
    legalDecisions(ali(), p, list);
    CHECK(list.empty());
    Trace t;
    settle(ali(), p, &t);
    CHECK(p == pos({0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0}, 30, 13));
    CHECK(describe(t) == "sweep N0:1>storeN; sweep N1:2>storeN; round S; game S; ");
    CHECK(status(ali(), p) == Status{true, Outcome::South});
    Trace again;
    settle(ali(), p, &again); // idempotent
    CHECK(again.empty());
    CHECK(status(ali(), p) == Status{true, Outcome::South});

    // With the second sowing due, the round ended on the first sowing: the
    // opponent is to move (§5a).
    Position q = afterFirst(pos({0, 0, 0, 0, 0, 0, 0}, {1, 2, 0, 0, 0, 0, 0}, 30, 10));
    Trace tq;
    settle(ali(), q, &tq);
    CHECK(q == pos({0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0}, 30, 13, Side::North));
    CHECK(describe(tq) == "pass N; sweep N0:1>storeN; sweep N1:2>storeN; round S; game S; ");
}

TEST_CASE("aliguli 3.6: third repetition: each player takes the seeds of their own row")
{
    Position p = pos({1, 2, 0, 0, 0, 0, 0}, {0, 0, 3, 0, 0, 0, 1}, 10, 5);
    const Position before = p;
    Trace t;
    endByRepetition(ali(), p, &t);
    // South 10 + 1 + 2 = 13, North 5 + 3 + 1 = 9.
    CHECK(p == pos({0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0}, 13, 9));
    CHECK(describe(t)
          == "sweep S0:1>storeS; sweep S1:2>storeS; sweep N2:3>storeN; sweep N6:1>storeN; round S; game S; ");
    CHECK(replay(before, t) == p);
    CHECK(status(ali(), p) == Status{true, Outcome::South});
}

TEST_CASE("aliguli 3.7: more seeds in stock wins the round, equal is a draw")
{
    const Position zero = pos({0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0});
    Position p = zero;
    p.stores = {35, 35};
    CHECK(status(ali(), p) == Status{true, Outcome::Draw});
    p.stores = {36, 34};
    CHECK(status(ali(), p) == Status{true, Outcome::South});
    p.stores = {20, 50};
    CHECK(status(ali(), p) == Status{true, Outcome::North});
    CHECK(status(ali(), startPosition(ali(), Side::South)) == Status{false, Outcome::None});
}

TEST_CASE("aliguli 3.9: protected holes are skipped when sowing to the next hole")
{
    // S1 protected. S0 (2) -> S2, S3 (not S1, S2). N = S4 empty: C = S5 (1),
    // facing N1 (1): 2 seeds.
    Position p = pos({2, X, 1, 0, 0, 1, 1}, {1, 1, 1, 1, 1, 1, 1});
    const Trace t = playChecked(ali(), p, Decision::sow(0));
    CHECK(p == afterFirst(pos({0, X, 2, 1, 0, 0, 1}, {1, 0, 1, 1, 1, 1, 1}, 2, 0)));
    CHECK(describe(t) == "pick S0:2; drop S2; drop S3; take S5:1>storeS; take N1:1>storeS; second S; ");
}

TEST_CASE("aliguli 3.9: a protected hole is skipped when finding N (the relay goes on)")
{
    // S2 protected. S0 (1) -> S1. N is S3 (1), not S2: relay -> S4. N = S5
    // empty: C = S6 (1), facing N0 (1): 2 seeds.
    Position p = pos({1, 0, X, 1, 0, 0, 1}, {1, 1, 1, 1, 1, 1, 1});
    const Trace t = playChecked(ali(), p, Decision::sow(0));
    CHECK(p == afterFirst(pos({0, 1, X, 0, 1, 0, 0}, {0, 1, 1, 1, 1, 1, 1}, 2, 0)));
    CHECK(describe(t) == "pick S0:1; drop S1; relay S3:1; drop S4; take S6:1>storeS; take N0:1>storeS; second S; ");
}

TEST_CASE("aliguli 3.9: a protected hole is skipped when finding C")
{
    // S3 protected. S0 (1) -> S1. N = S2 empty; C is S4 (2), not S3; facing N2 (3).
    Position p = pos({1, 0, 0, X, 2, 1, 1}, {1, 1, 3, 1, 1, 1, 1});
    playChecked(ali(), p, Decision::sow(0));
    CHECK(p == afterFirst(pos({0, 1, 0, X, 0, 1, 1}, {1, 1, 0, 1, 1, 1, 1}, 5, 0)));
}

TEST_CASE("aliguli 3.9: a protected facing hole gives nothing")
{
    // N3 protected. S0 (1) -> S1. N = S2 empty: C = S3 (2); its facing hole N3
    // is protected: only C's 2 seeds (not N2's or N4's instead).
    Position p = pos({1, 0, 0, 2, 1, 1, 1}, {1, 1, 3, X, 4, 1, 1});
    playChecked(ali(), p, Decision::sow(0));
    CHECK(p == afterFirst(pos({0, 1, 0, 0, 1, 1, 1}, {1, 1, 3, X, 4, 1, 1}, 2, 0)));

    // C empty and its facing hole protected: nothing, so after-capture passes.
    Variant v = ali();
    REQUIRE(setOption(v, "second-sowing", "after-capture") == OptionError::None);
    Position q = pos({1, 0, 0, 0, 1, 1, 1}, {1, 1, 3, X, 4, 1, 1});
    playChecked(v, q, Decision::sow(0));
    CHECK(q == pos({0, 1, 0, 0, 1, 1, 1}, {1, 1, 3, X, 4, 1, 1}, 0, 0, Side::North));
}

TEST_CASE("aliguli: a lap of 14 or more seeds does not skip its start hole")
{
    // S0 (14): one seed in each of the 14 holes, the 14th back into S0.
    // S=[1,1,1,1,1,1,1] N=[2,1,1,1,1,1,1], L = S0.
    // N=S1 (1) -> S2=2 | N=S3 (1) -> S4=2 | N=S5 (1) -> S6=2 | N=N0 (2) -> N1=2, N2=2
    // | N=N3 (1) -> N4=2 | N=N5 (1) -> N6=2 | N=S0 (1) -> S1=1 | N=S2 (2) -> S3=1, S4=3
    // | N=S5 empty: C = S6 (2), facing N0 (0). 9 laps.
    Position p = pos({14, 0, 0, 0, 0, 0, 0}, {1, 0, 0, 0, 0, 0, 0});
    const Trace t = playChecked(ali(), p, Decision::sow(0));
    CHECK(p == afterFirst(pos({0, 1, 0, 1, 3, 0, 0}, {0, 2, 2, 0, 2, 0, 2}, 2, 0)));
    REQUIRE(t.size() > 15);
    CHECK(describe(Trace(t.begin(), t.begin() + 16))
          == "pick S0:14; drop S1; drop S2; drop S3; drop S4; drop S5; drop S6; drop N0; drop N1; "
             "drop N2; drop N3; drop N4; drop N5; drop N6; drop S0; relay S1:1; ");
    int relays = 0;
    for (const Event& e : t)
        relays += e.type == EventType::RelayPickUp;
    CHECK(relays == 8);
}

TEST_CASE("aliguli 3.9: a lap longer than the ring of unprotected holes comes back to its start")
{
    // Only S0, S1, N0, N1 in play: the ring S0 -> S1 -> N0 -> N1 -> S0.
    // S0 (5) -> S1, N0, N1, S0, S1: S=[1,2] N=[1,2]. N = N0 (1): relay -> N1 (3).
    // N = S0 (1): relay -> S1 (3). N = N0 empty: C = N1 (3); its facing hole
    // (S5) is protected. North's row is empty: S1's 3 go to South. 3 + 3 = 6.
    Position p = pos({5, 0, X, X, X, X, X}, {0, 1, X, X, X, X, X});
    const Trace t = playChecked(ali(), p, Decision::sow(0));
    CHECK(p == pos({0, 0, X, X, X, X, X}, {0, 0, X, X, X, X, X}, 6, 0, Side::North));
    CHECK(describe(t)
          == "pick S0:5; drop S1; drop N0; drop N1; drop S0; drop S1; relay N0:1; drop N1; "
             "relay S0:1; drop S1; take N1:3>storeS; pass N; sweep S1:3>storeS; round S; game S; ");
}
