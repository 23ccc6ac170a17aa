// The turn limit across the decisions of one turn (docs/rules.md §5): "a turn may
// sow at most 1,000 laps (... for Ali Guli Mane both sowings of the turn count
// together)". A Position carries no lap count, so the position-based rules
// judge a position in the middle of a turn with the count at 0; a Game counts
// the laps of the turn so far and judges with what is left (engine/game.h).
//
// The positions were found by scratch searches; short stretches are worked
// out by hand in the comments, long ones are checked here by seed-by-seed
// reference simulations written from the rules text (omweso: the one of
// omweso_test_support.h; aliguli: the one of aliguli_test_support.h).
#include "engine/game.h"
#include "tests/engine/support/aliguli_test_support.h"
#include "tests/engine/support/omweso_test_support.h"
#include "tests/engine/support/two_row_test_support.h"
#include "engine/rules/aliguli_turn.h"
#include "engine/rules/omweso.h"
#include "engine/ai/random.h"
#include "engine/ai/rng.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <vector>

using namespace semina;
using namespace semina::ai;
using test::RefSowing;
using test::refSow;

namespace {

std::vector<Decision> listOf(const DecisionList& list) { return {list.begin(), list.end()}; }

std::vector<Decision> gameDecisions(const Game& g)
{
    DecisionList list;
    g.legalDecisions(list);
    return listOf(list);
}

std::vector<Decision> positionDecisions(const Variant& v, const Position& p)
{
    DecisionList list;
    legalDecisions(v, p, list);
    return listOf(list);
}

// The laps of one decision in its trace: each lap is one run of Drop events
// (a lap drops at least one seed, and between two laps there is always a
// pick-up, a capture or a choice event).
int lapsInTrace(const Trace& t)
{
    int laps = 0;
    bool inRun = false;
    for (const Event& e : t) {
        const bool drop = e.type == EventType::Drop;
        laps += drop && !inRun;
        inRun = drop;
    }
    return laps;
}

// ---- Ali Guli Mane (the seed-by-seed reference: aliguli_test_support.h) ----

constexpr int X = test::P; // a protected hole

// ---- Omweso: the recurring choice ----

// South sows hole 7 (2 seeds). Every lap is a relay, and the picture moves
// on by itself: every 15 laps South's holes are those of 15 laps before
// turned two holes ccw (the hand 2 from 7 of lap 1 is a hand 2 from 9 at lap
// 16), so after 8 x 15 = 120 laps the turn is where it began, and it never
// ends by itself. (North's holes never change: no ccw lap captures.) Among
// these 120 laps exactly one starts from an aloka hole with a capturing cw
// lap: after the 53rd lap, from hole 14 with 5 in hand (the reference walk
// below checks all of this lap by lap).
const omweso_test::Holes kRecurSouth{1, 0, 1, 0, 1, 0, 1, 2, 3, 2, 1, 0, 1, 0, 1, 0};
const omweso_test::Holes kRecurNorth{2, 2, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 2, 0, 2, 0};
// That choice point: hole 14 just emptied, 5 seeds in hand.
const omweso_test::Holes kRecurAtChoice{2, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 0};
// The board after the cw lap from the choice point and its 1 more lap:
// cw 5 from 14: 13 (1->2), 12 (0->1), 11 (1->2), 10 (0->1), 9 (1->2): inner,
// column 6, outer 6 empty, North 14 (2) and 1 (2) full: capture 4. cw again
// from 14 would end in 10 (1->2), column 5, whose outer 5 holds 1: no
// capture, so ccw: 15 (0->1), 0 (2->3), 1 (1->2), 2 (0->1): empty: the end.
const omweso_test::Holes kRecurEndSouth{3, 2, 1, 1, 0, 1, 0, 1, 0, 2, 1, 2, 1, 2, 0, 1};
const omweso_test::Holes kRecurEndNorth{2, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 2, 0, 0, 0};

Position recurAtChoice()
{
    Position p = omweso_test::position(kRecurAtChoice, kRecurNorth);
    p.pendingFrom = 14;
    p.pendingHand = 5;
    return p;
}

} // namespace

TEST_CASE("aliguli §5: a second sowing has only the laps the first sowing left", "[turn-budget]")
{
    const Variant v = defaultVariant(GameId::AliGuli);
    // Four holes in play: S1, S3, N1, N3; ccw ring S1 -> S3 -> N1 -> N3.
    const Position start = test::pos({X, 140, X, 161, X, X, X}, {X, 41, X, 152, X, X, X});
    const RefSowing first = refSow(v, start, 1, Dir::Ccw);
    REQUIRE(first.laps == 998);
    // It leaves S1 14, S3 0, N1 0, N3 309, and 171 in South's stock.
    REQUIRE(first.after == [] {
        Position e = test::pos({X, 14, X, 0, X, X, X}, {X, 0, X, 309, X, X, X});
        e.stores = {171, 0};
        return e;
    }());
    // Second sowings from there (South has only S1):
    // - S1 cw (S1 -> N3 -> N1 -> S3): 14 = 3 rounds of 4 + 2: S1 3, N3 313,
    //   N1 4, S3 3, last seed in N1; next S3 holds 3: relay: S1 4, N3 314,
    //   N1 5; next S3 is empty: Saada, C = S1 (4) taken, its facing N5 is
    //   protected. 2 laps; South's row is empty: the round ends.
    // - S1 ccw: 14 = 3 rounds + 2: S1 3, S3 4, N1 4, N3 312, last in N1;
    //   next N3: relay 312 = 78 rounds, last seed back in N3; next S1 holds 81:
    //   a third lap. More than 2 laps (the reference: 150).
    Position mid = first.after;
    mid.secondSowingDue = true;
    REQUIRE(refSow(v, mid, 1, Dir::Cw).laps == 2);
    REQUIRE(refSow(v, mid, 1, Dir::Ccw).laps == 150);

    SECTION("the position-based rules judge sowing=2 with the count at 0")
    {
        CHECK(isLegal(v, start, Decision::sow(1, Dir::Ccw))); // 998 + 2 <= 1,000
        CHECK(positionDecisions(v, mid) == std::vector<Decision>{Decision::sow(1, Dir::Ccw), Decision::sow(1, Dir::Cw)});
        // With laps left given, the 150-lap sowing needs 150 of them.
        DecisionList list;
        legalDecisions(v, mid, list, 150);
        CHECK(list.size() == 2);
        legalDecisions(v, mid, list, 149);
        CHECK(listOf(list) == std::vector<Decision>{Decision::sow(1, Dir::Cw)});
        legalDecisions(v, mid, list, 1);
        CHECK(list.empty());
    }
    SECTION("a game played from the start has 1,000 - 998 = 2 laps left")
    {
        Game g(v, start);
        CHECK(g.lapsThisTurn() == 0);
        Trace t;
        REQUIRE(g.play(Decision::sow(1, Dir::Ccw), &t));
        CHECK(g.position() == mid);
        CHECK(g.lapsThisTurn() == 998);
        CHECK(lapsInTrace(t) == 998);
        CHECK(g.lapsLeft() == 2);
        CHECK(gameDecisions(g) == std::vector<Decision>{Decision::sow(1, Dir::Cw)});
        CHECK_FALSE(g.isLegal(Decision::sow(1, Dir::Ccw)));
        const Game before = g;
        CHECK_FALSE(g.play(Decision::sow(1, Dir::Ccw)));
        CHECK(g == before);

        REQUIRE(g.play(Decision::sow(1, Dir::Cw)));
        CHECK(g.over()); // South's row is empty; the sweep gives N1 5 + N3 314 to North
        CHECK(g.position().stores == std::array<std::int32_t, 2>{175, 319});
        CHECK(g.winner() == Outcome::North);
        CHECK(g.lapsThisTurn() == 0); // the turn passed with the round's end
    }
    SECTION("a game given at the second sowing starts its count at 0")
    {
        Game g(v, mid);
        CHECK(g.lapsThisTurn() == 0);
        CHECK(gameDecisions(g) == positionDecisions(v, mid));
        Trace t;
        REQUIRE(g.play(Decision::sow(1, Dir::Ccw), &t));
        CHECK(lapsInTrace(t) == 150);
        CHECK(g.lapsThisTurn() == 0);
        CHECK(g.position().toMove == Side::North);
    }
}

TEST_CASE("omweso §5: a choice that recurs in one turn cannot stretch the turn past 1,000 laps", "[turn-budget]")
{
    using namespace omweso_test;
    const Variant v = variant();
    const Position start = position(kRecurSouth, kRecurNorth);

    // The reference: 53 laps to the choice point, all relays, no choice before.
    RefState s = refStart(start, 7);
    for (int lap = 1; lap <= 53; ++lap) {
        if (lap > 1)
            REQUIRE_FALSE(refCwCaptures(s, true));
        REQUIRE(refLap(s, Dir::Ccw, true) == RefEnd::Relay);
    }
    REQUIRE(s.own == kRecurAtChoice);
    REQUIRE(s.opp == kRecurNorth);
    REQUIRE(s.anchor == 14);
    REQUIRE(s.hand == 5);
    REQUIRE(refCwCaptures(s, true));
    const RefState choice = s;
    // ccw from there: 120 relays, no capture, no other choice point, then the
    // same state again.
    for (int lap = 1; lap <= 120; ++lap) {
        if (lap > 1)
            REQUIRE_FALSE(refCwCaptures(s, true));
        REQUIRE(refLap(s, Dir::Ccw, true) == RefEnd::Relay);
    }
    REQUIRE(s.key() == choice.key());
    // cw from there: the 2 laps worked out above, with no choice in between.
    s = choice;
    REQUIRE(refLap(s, Dir::Cw, true) == RefEnd::Capture);
    REQUIRE_FALSE(refCwCaptures(s, true));
    REQUIRE(refLap(s, Dir::Ccw, true) == RefEnd::Empty);
    REQUIRE(s.own == kRecurEndSouth);
    REQUIRE(s.opp == kRecurEndNorth);

    // So from the choice point with b laps left: cw needs 2 laps, ccw needs
    // 120 + 2 = 122 (its only way out is the same choice, then cw).
    SECTION("the choice needs 122 laps left for ccw, 2 for cw")
    {
        const Position p = recurAtChoice();
        DecisionList list;
        legalDecisions(v, p, list, 122);
        CHECK(listOf(list) == std::vector<Decision>{Decision::choice(Dir::Ccw), Decision::choice(Dir::Cw)});
        legalDecisions(v, p, list, 121);
        CHECK(listOf(list) == std::vector<Decision>{Decision::choice(Dir::Cw)});
        CHECK_FALSE(isLegal(v, p, Decision::choice(Dir::Ccw), 121));
        legalDecisions(v, p, list, 1);
        CHECK(list.empty());
    }
    SECTION("position by position, the same choice comes back for ever")
    {
        Position p = recurAtChoice();
        for (int i = 0; i < 20; ++i) {
            CHECK(positionDecisions(v, p) == std::vector<Decision>{Decision::choice(Dir::Ccw), Decision::choice(Dir::Cw)});
            play(v, p, Decision::choice(Dir::Ccw));
            REQUIRE(p == recurAtChoice()); // 120 laps later, judged afresh
        }
    }
    SECTION("in a game the turn ends after 7 ccw choices, 895 laps in all")
    {
        // The first decision stops at the choice after 53 laps (947 left
        // >= 122). At 53 + 120n laps the choice is offered while
        // 53 + 120n + 122 <= 1,000, i.e. n <= 6: 7 times. The 7th ccw comes
        // back after 773 + 120 = 893 laps with 107 left < 122: cw is played
        // without asking, and the turn ends at 893 + 2 = 895 laps.
        Game g(v, start);
        Trace t;
        REQUIRE(g.play(Decision::sow(7), &t));
        CHECK(lapsInTrace(t) == 53);
        for (int n = 0; n <= 6; ++n) {
            INFO("choice " << n + 1);
            REQUIRE(g.position() == recurAtChoice());
            CHECK(g.lapsThisTurn() == 53 + 120 * n);
            CHECK(gameDecisions(g) == std::vector<Decision>{Decision::choice(Dir::Ccw), Decision::choice(Dir::Cw)});
            t.clear();
            REQUIRE(g.play(Decision::choice(Dir::Ccw), &t));
            CHECK(lapsInTrace(t) == (n < 6 ? 120 : 122));
        }
        CHECK_FALSE(g.position().choicePending());
        CHECK(g.position().toMove == Side::North);
        CHECK(holes(g.position(), Side::South) == kRecurEndSouth);
        CHECK(holes(g.position(), Side::North) == kRecurEndNorth);
        CHECK(g.lapsThisTurn() == 0);
        // The last decision: ChoiceMade(ccw) opens it; the cw lap at the
        // choice point that came back was played without asking.
        REQUIRE_FALSE(t.empty());
        CHECK(t.front() == choiceMade(Side::South, Dir::Ccw));
        CHECK(std::count(t.begin(), t.end(), choiceMade(Side::South, Dir::Cw)) == 1);
        CHECK(std::count_if(t.begin(), t.end(), [](const Event& e) { return e.type == EventType::ChoicePending; }) == 0);

        // The same 7th ccw judged position by position stops at the choice
        // again and offers ccw once more.
        Game g2(v, start);
        REQUIRE(g2.play(Decision::sow(7)));
        for (int n = 0; n < 6; ++n)
            REQUIRE(g2.play(Decision::choice(Dir::Ccw)));
        CHECK(g2.lapsThisTurn() == 773);
        Position q = g2.position();
        play(v, q, Decision::choice(Dir::Ccw));
        CHECK(q == recurAtChoice());
        CHECK(positionDecisions(v, q) == std::vector<Decision>{Decision::choice(Dir::Ccw), Decision::choice(Dir::Cw)});
    }
    SECTION("a game given at the choice starts at 0: 8 ccw choices, 962 laps")
    {
        // Offered while 120n + 122 <= 1,000: n <= 7. The 8th ccw comes back
        // at 960 laps (40 left): cw without asking: 962.
        Game g(v, recurAtChoice());
        int laps = 0;
        for (int n = 0; n <= 7; ++n) {
            REQUIRE(g.position() == recurAtChoice());
            CHECK(g.lapsThisTurn() == 120 * n);
            Trace t;
            REQUIRE(g.play(Decision::choice(Dir::Ccw), &t));
            laps += lapsInTrace(t);
        }
        CHECK(laps == 962);
        CHECK(g.position().toMove == Side::North);
        CHECK(holes(g.position(), Side::South) == kRecurEndSouth);
    }
    SECTION("choosing cw at once ends the turn after 53 + 2 laps")
    {
        Game g(v, start);
        REQUIRE(g.play(Decision::sow(7)));
        Trace t;
        REQUIRE(g.play(Decision::choice(Dir::Cw), &t));
        CHECK(lapsInTrace(t) == 2);
        CHECK(holes(g.position(), Side::South) == kRecurEndSouth);
        CHECK(g.lapsThisTurn() == 0);
    }
}

namespace {

struct SelfPlay {
    long games = 0;
    long decisions = 0;
    long narrower = 0; // decisions where Game offered less than the position-based rules
    long midTurn = 0;  // decisions made with laps already sown in the turn
};

int seedsInPlay(const Variant& v, const Position& p)
{
    int n = totalSeeds(p, v.pitsPerSide());
    if (p.setupPhase) { // omweso: the seeds still to be placed (cf. selfplay_test.cpp)
        const auto supply = [&](Side s) { return s == Side::South ? v.southSeeds : v.northSeeds; };
        n += supply(p.toMove);
        if (seedsOnSide(p, other(p.toMove), v.pitsPerSide()) == 0)
            n += supply(other(p.toMove));
    }
    return n;
}

// Plays g to its end with decisions drawn from g.legalDecisions(), checking
// after each: seeds conserved, replay(trace) gives the new position, Game's
// decisions are among the position-based ones (all of them at the start of a
// turn), Game's lap count is the sum of the turn's lap runs in the traces, and
// no turn sows more than 1,000 laps.
void playOut(Game& g, Rng& rng, SelfPlay& tally)
{
    const Variant& v = g.variant();
    const int seeds = seedsInPlay(v, g.position());
    int turnLaps = 0;
    ++tally.games;
    while (!g.over()) {
        REQUIRE(g.decisionsPlayed() < 20000); // else the game does not end
        const Position before = g.position();
        const auto mine = gameDecisions(g);
        const auto fresh = positionDecisions(v, before);
        REQUIRE_FALSE(mine.empty());
        for (const Decision& d : mine)
            REQUIRE(std::find(fresh.begin(), fresh.end(), d) != fresh.end());
        if (g.lapsThisTurn() == 0)
            REQUIRE(mine == fresh);
        tally.narrower += mine.size() < fresh.size();
        tally.midTurn += g.lapsThisTurn() > 0;

        Decision d = mine[static_cast<std::size_t>(rng.below(static_cast<int>(mine.size())))];
        if (d.kind == Decision::Kind::Setup)
            d = randomSetup(v, before, rng);
        Trace t;
        REQUIRE(g.play(d, &t));
        ++tally.decisions;
        const Position& after = g.position();
        REQUIRE(seedsInPlay(v, after) == seeds);
        REQUIRE(replay(before, t) == after);
        turnLaps += lapsInTrace(t);
        REQUIRE(turnLaps <= kMaxLapsPerTurn);
        if (after.toMove != before.toMove)
            turnLaps = 0;
        REQUIRE(g.lapsThisTurn() == turnLaps);
    }
    REQUIRE(gameDecisions(g).empty());
}

Variant withOption(GameId game, const char* key, const char* value)
{
    Variant v = defaultVariant(game);
    REQUIRE(setOption(v, key, value) == OptionError::None);
    return v;
}

} // namespace

TEST_CASE("§5: random games through Game conserve seeds, count laps as the traces do, and end", "[turn-budget]")
{
    Rng rng(20250105);
    SelfPlay tally;
    const std::vector<Variant> fromStart = {
        defaultVariant(GameId::Kalah),
        defaultVariant(GameId::Mankala),
        defaultVariant(GameId::AliGuli),
        withOption(GameId::AliGuli, "second-sowing", "after-capture"),
        withOption(GameId::AliGuli, "direction", "ccw-only"),
        defaultVariant(GameId::Omweso),
        withOption(GameId::Omweso, "outer-empty", "ignored"),
    };
    for (const Variant& v : fromStart) {
        for (int i = 0; i < 8; ++i) {
            Game g(v, i % 2 == 0 ? Side::South : Side::North);
            playOut(g, rng, tally);
        }
    }
    // Given boards where long turns are common: omweso boards of 64 seeds
    // spread at random, and aliguli rings of a few holes with many seeds.
    for (int i = 0; i < 40; ++i) {
        const Variant v = i % 2 == 0 ? defaultVariant(GameId::Omweso) : withOption(GameId::Omweso, "outer-empty", "ignored");
        Position p;
        for (int s = 0; s < 64; ++s)
            ++p.pits[static_cast<std::size_t>(rng.below(2))][static_cast<std::size_t>(rng.below(16))];
        Game g(v, p);
        playOut(g, rng, tally);
    }
    for (int i = 0; i < 40; ++i) {
        const Variant v = defaultVariant(GameId::AliGuli);
        Position p;
        p.protectedMask = {0x7f, 0x7f};
        for (Side s : {Side::South, Side::North})
            for (int k = 0; k < 2; ++k)
                p.protectedMask[idx(s)] &= static_cast<std::uint16_t>(~(1u << rng.below(7)));
        for (Side s : {Side::South, Side::North})
            for (int h = 0; h < 7; ++h)
                if (!p.isProtected(s, h))
                    p.pit(s, h) = rng.below(200);
        Game g(v, p);
        playOut(g, rng, tally);
    }
    // And the two turns above, where the budget bites: random play from them
    // meets decisions the position-based rules would offer and Game does not.
    for (int i = 0; i < 10; ++i) {
        Game ali(defaultVariant(GameId::AliGuli), test::pos({X, 140, X, 161, X, X, X}, {X, 41, X, 152, X, X, X}));
        playOut(ali, rng, tally);
        Game omw(defaultVariant(GameId::Omweso), omweso_test::position(kRecurSouth, kRecurNorth));
        playOut(omw, rng, tally);
    }
    INFO(tally.games << " games, " << tally.decisions << " decisions, " << tally.midTurn << " mid-turn, "
                     << tally.narrower << " narrower");
    CHECK(tally.midTurn > 1000);
    CHECK(tally.narrower > 0);
}
