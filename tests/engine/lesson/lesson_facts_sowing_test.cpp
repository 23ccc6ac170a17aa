// engine/lesson/facts.h for the relay games, Ali Guli Mane and Omweso. Every
// expected value is worked out by hand from docs/rules.md in the comment above
// it. Ali Guli Mane's ring: South's holes 1-7, then North's 1-7 (ccw);
// South's hole i faces North's hole 8-i. Omweso's loop: holes 1-8 the outer
// row from the owner's left, 9-16 the inner row back; column c holds outer
// c and inner 17-c and faces the opponent's inner 8+c and outer 9-c
// (docs/rules.md §4). Comments use 1-based numbers; Place holds 0-based ones.
#include "engine/lesson/facts.h"
#include "engine/lesson/goal.h"
#include "tests/engine/lesson/lesson_test_support.h"

#include <catch2/catch.hpp>

using namespace semina;
using namespace semina::lesson;
using test::ccw;
using test::cw;
using test::factsAfter;
using test::lessonVariant;

namespace {

const Variant ali = defaultVariant(GameId::AliGuli);
const Variant omw = defaultVariant(GameId::Omweso);
const Side S = Side::South;
const Side N = Side::North;

// Ali Guli Mane: South 2,0,0,0,2,0,0 / North 0,0,3,0,0,0,1.
const std::string aliSaada = "2,0,0,0,2,0,0/0,0,3,0,0,0,1/0,0/S";
// Omweso (outer-empty=required): South's 4 (2 seeds), 6 (4), 7 (3), 10 (1);
// North's 2 (3), 5 (2), 15 (2).
const std::string omwCapture = "0,0,0,2,0,4,3,0,0,1,0,0,0,0,0,0/0,3,0,0,2,0,0,0,0,0,0,0,0,0,2,0/0,0/S";

} // namespace

TEST_CASE("lesson facts, aliguli: a Saada capture takes C and the hole facing it")
{
    // §3.2-3.4: hole 1's 2 seeds go ccw into holes 2 and 3. N, hole 4, is
    // empty: a Saada. C is hole 5 (2 seeds), facing North's hole 3 (3): 5 to
    // the stock. A second sowing is due (§3.1); North's hole 7 keeps the
    // round going.
    const TurnFacts f = factsAfter(ali, aliSaada, {ccw(1)});
    CHECK(f.sowings == 1);
    CHECK(f.laps == 1);
    CHECK(f.relays == 0);
    CHECK(f.directions == 1u); // ccw only
    CHECK(f.saadas == 1);
    CHECK(f.saadaCaptures == 1);
    CHECK(f.captures == 1);
    CHECK(f.captured == 5);
    CHECK(f.lastSaada.empty == Place::holeOf(S, 3));
    CHECK(f.lastSaada.taken == Place::holeOf(S, 4));
    CHECK(f.lastSaada.takenHeld == 2);
    CHECK(f.lastSaada.facingHeld == 3);
    CHECK(f.lastSaada.captured == 5);
    CHECK(f.secondSowingDue);
    CHECK_FALSE(f.turnPassed);
    CHECK(f.turnGoesOn());
    CHECK(why({GoalKind::SaadaCapture}, f) == Miss::None);
    CHECK(why({GoalKind::SaadaCapture, 6}, f) == Miss::TooFewCaptured);
}

TEST_CASE("lesson facts, aliguli: a cw sowing whose Saada finds nothing")
{
    // Hole 1's 2 seeds go cw into North's holes 7 and 6. N, North's hole 5,
    // is empty: a Saada. C, North's hole 4, and its facing South hole 4 are
    // empty: nothing taken.
    const TurnFacts f = factsAfter(ali, aliSaada, {cw(1)});
    CHECK(f.directions == 2u); // cw only
    CHECK(f.lastPlace == Place::holeOf(N, 5));
    CHECK(f.lastSaada.empty == Place::holeOf(N, 4));
    CHECK(f.lastSaada.taken == Place::holeOf(N, 3));
    CHECK(f.captured == 0);
    CHECK(f.noCapture == Miss::SaadaTookNothing);
    CHECK(why({GoalKind::Capture}, f) == Miss::SaadaTookNothing);
    CHECK(why({GoalKind::SaadaCapture}, f) == Miss::SaadaTookNothing);
}

TEST_CASE("lesson facts, aliguli: a relay, and an empty C under empty-capture=none")
{
    // §3.3: hole 1's seed falls into hole 2; N, hole 3, holds 2: relay, into
    // holes 4 and 5. N, hole 6, is empty: Saada; C is hole 7 (empty), facing
    // North's hole 1 (2): the facing hole is taken (§3.4 default): 2.
    const std::string pos = "1,0,2,0,0,0,0/2,0,0,0,0,0,1/0,0/S";
    const TurnFacts f = factsAfter(ali, pos, {ccw(1)});
    CHECK(f.relays == 1);
    CHECK(f.laps == 2);
    CHECK(f.captured == 2);
    CHECK(f.lastSaada.taken == Place::holeOf(S, 6));
    CHECK(f.lastSaada.takenHeld == 0);
    CHECK(f.lastSaada.facingHeld == 2);
    CHECK(why({GoalKind::Relay}, f) == Miss::None);
    CHECK(why({GoalKind::Relay, 2}, f) == Miss::TooFewRelays);
    // empty-capture=none: the empty C takes nothing; with second-sowing=
    // after-capture no second sowing follows and the turn passes.
    const Variant none = lessonVariant(GameId::AliGuli, {{"empty-capture", "none"}, {"second-sowing", "after-capture"}});
    const TurnFacts g = factsAfter(none, pos, {ccw(1)});
    CHECK(g.captured == 0);
    CHECK(g.noCapture == Miss::SaadaEmptyHole);
    CHECK_FALSE(g.secondSowingDue);
    CHECK(g.turnPassed);
}

TEST_CASE("lesson facts, aliguli: the two sowings of a turn, the second ending the round")
{
    // First sowing as above: 5 captured; South 0,1,1,0,0,0,0, North's 7
    // holds 1. Second sowing hole 3 cw: its seed falls into hole 2; N, hole
    // 1, is empty: Saada; C is North's hole 7 (1), facing South's hole 1
    // (empty): 1 taken. North's row is empty: the round ends (§3.5) and
    // South's hole 2 (2) goes to South's stock: 5 + 1 + 2 = 8 to 0.
    const TurnFacts f = factsAfter(ali, aliSaada, {ccw(1), cw(3)});
    CHECK(f.sowings == 2);
    CHECK(f.saadas == 2);
    CHECK(f.saadaCaptures == 2);
    CHECK(f.captures == 2);
    CHECK(f.captured == 6);
    CHECK(f.directions == 3u);
    CHECK(f.lastSaada.taken == Place::holeOf(N, 6));
    CHECK(f.lastSaada.captured == 1);
    CHECK(f.sweptToMover == 2);
    CHECK(f.gameOver);
    CHECK(f.outcome == Outcome::South);
    CHECK(f.turnPassed);
    CHECK(why({GoalKind::Captures, 2}, f) == Miss::None);
    CHECK(why({GoalKind::WinGame}, f) == Miss::None);
}

TEST_CASE("lesson facts, aliguli: the Saada skips a protected hole (match play)")
{
    // §3.9: hole 1's 2 seeds fall into holes 2 and 3. Hole 4 is protected,
    // so N is hole 5 (empty): Saada; C is hole 6 (2 seeds), facing North's
    // hole 2 (empty): 2 taken. Unprotected, N would be hole 4 and C hole 5,
    // both empty, facing North's hole 3 (empty): nothing.
    const TurnFacts f = factsAfter(ali, "2,0,0,x,0,2,0/0,0,0,0,0,0,1/0,0/S", {ccw(1)});
    CHECK(f.lastSaada.empty == Place::holeOf(S, 4));
    CHECK(f.lastSaada.taken == Place::holeOf(S, 5));
    CHECK(f.captured == 2);
    const TurnFacts g = factsAfter(ali, "2,0,0,0,0,2,0/0,0,0,0,0,0,1/0,0/S", {ccw(1)});
    CHECK(g.lastSaada.empty == Place::holeOf(S, 3));
    CHECK(g.captured == 0);
    CHECK(g.noCapture == Miss::SaadaTookNothing);
}

TEST_CASE("lesson facts, omweso: a set-up sows nothing")
{
    // §4.1: South places 32 seeds, 2 a hole; North places next.
    const Game start(omw);
    Decision setup;
    setup.kind = Decision::Kind::Setup;
    setup.setup.fill(2);
    const TurnFacts f = lesson::factsOfLine(start, {setup});
    CHECK(f.laps == 0);
    CHECK(f.sowings == 0);
    CHECK(f.last == LastSeed::None);
    CHECK(f.captured == 0);
    CHECK(f.turnPassed);
    CHECK_FALSE(f.gameOver);
}

TEST_CASE("lesson facts, omweso: a capture across the centre and the captured seeds sown on")
{
    // §4.4b, §4.5: hole 7's 3 seeds go ccw into 8, 9 and 10. Hole 10 (inner,
    // column 7) held 1; the outer hole 7 of that column is empty (just
    // lifted); North's facing inner 15 (2) and outer 2 (3) both hold seeds:
    // 5 captured, sown from after hole 7: 8, 9, 10, 11, 12. Hole 12 was
    // empty: the turn passes (§4.4a).
    const TurnFacts f = factsAfter(omw, omwCapture, {ccw(7)});
    CHECK(f.laps == 2);
    CHECK(f.relays == 0);
    CHECK(f.captures == 1);
    CHECK(f.captured == 5);
    CHECK(f.resown == 1);
    CHECK(f.cwCaptures == 0);
    CHECK(f.directions == 1u);
    CHECK(f.last == LastSeed::OwnEmptyHole);
    CHECK(f.lastPlace == Place::holeOf(S, 11));
    CHECK(f.turnPassed);
    CHECK_FALSE(f.gameOver); // North's hole 5 (2) can still move
    CHECK(why({GoalKind::Capture}, f) == Miss::None);
    CHECK(why({GoalKind::ClockwiseCapture}, f) == Miss::CaptureNotClockwise);
}

TEST_CASE("lesson facts, omweso: a capture that leaves the opponent without a turn")
{
    // The capture above, with North's 5 empty: North's 2 and 15 are taken
    // and North has no seed left (§4.7): South wins.
    const std::string pos = "0,0,0,2,0,4,3,0,0,1,0,0,0,0,0,0/0,3,0,0,0,0,0,0,0,0,0,0,0,0,2,0/0,0/S";
    const TurnFacts f = factsAfter(omw, pos, {ccw(7)});
    CHECK(f.captured == 5);
    CHECK(f.gameOver);
    CHECK(f.outcome == Outcome::South);
    CHECK(f.opponentStuck);
    CHECK(why({GoalKind::OpponentStuck}, f) == Miss::None);
    // Hole 4 captures nothing (below): North's 2 (3 seeds) can still move.
    CHECK(why({GoalKind::OpponentStuck}, factsAfter(omw, pos, {ccw(4)})) == Miss::OpponentCanMove);
}

TEST_CASE("lesson facts, omweso: a full outer hole spoils the capture, outer-empty=ignored allows it")
{
    // Hole 6's 4 seeds: 7 (3 -> 4), 8, 9, 10 (1 -> 2). Hole 10 is a full
    // inner hole, but the outer hole 7 of its column holds 4: no capture, a
    // relay of 2 into 11 and 12, which was empty.
    const TurnFacts f = factsAfter(omw, omwCapture, {ccw(6)});
    CHECK(f.captured == 0);
    CHECK(f.relays == 1);
    CHECK(f.noCapture == Miss::OuterHoleNotEmpty);
    CHECK(why({GoalKind::Capture}, f) == Miss::OuterHoleNotEmpty);
    // outer-empty=ignored: the same lap captures North's 15 and 2 (5), sown
    // from after hole 6: 7 ... 11; hole 11 was empty.
    const Variant ignored = lessonVariant(GameId::Omweso, {{"outer-empty", "ignored"}});
    const TurnFacts g = factsAfter(ignored, omwCapture, {ccw(6)});
    CHECK(g.captured == 5);
    CHECK(g.lastPlace == Place::holeOf(S, 10));
}

TEST_CASE("lesson facts, omweso: no capture when a facing hole is empty, or the lap ends in an empty hole")
{
    // Hole 8's 2 seeds: 9 and 10 (1 -> 2), column 7's outer hole is empty,
    // but North's outer 2 is empty: relay into 11, 12 (empty).
    const std::string pos = "0,0,0,0,0,0,0,2,0,1,0,0,0,0,0,0/0,0,0,0,2,0,0,0,0,0,0,0,0,0,2,0/0,0/S";
    const TurnFacts f = factsAfter(omw, pos, {ccw(8)});
    CHECK(f.noCapture == Miss::FacingNotBothFull);
    // Hole 4's 2 seeds: 5 (empty) and 6 (4): relay of 5 into 7, 8, 9, 10, 11;
    // 11 was empty. No lap ended in a full inner hole.
    const TurnFacts g = factsAfter(omw, omwCapture, {ccw(4)});
    CHECK(g.relays == 1);
    CHECK(g.lastPlace == Place::holeOf(S, 10));
    CHECK(g.noCapture == Miss::LastInOwnEmptyHole);
    CHECK(why({GoalKind::Capture}, g) == Miss::LastInOwnEmptyHole);
}

TEST_CASE("lesson facts, omweso: the clockwise capture from an aloka hole")
{
    // §4.6: South's aloka hole 2 (3 seeds) cw: 1, 16, 15 (1 -> 2). Hole 15 is
    // inner, column 2, whose outer hole 2 was just lifted; North's inner 10
    // and outer 7 hold 2 each: 4 captured. From S = 2 a cw lap of 4 would end
    // in the empty 14, so the lap goes ccw: 3, 4, 5, 6; 6 was empty.
    const std::string p = "0,3,0,0,0,0,0,0,0,0,0,0,0,0,1,0/0,0,0,2,0,0,2,0,0,2,0,0,0,0,0,0/0,0/S";
    const TurnFacts f = factsAfter(omw, p, {cw(2)});
    CHECK(f.laps == 2);
    CHECK(f.captures == 1);
    CHECK(f.captured == 4);
    CHECK(f.cwCaptures == 1);
    CHECK(f.directions == 3u);
    CHECK(f.lastPlace == Place::holeOf(S, 5));
    CHECK(why({GoalKind::ClockwiseCapture}, f) == Miss::None);
    // The same hole ccw: 3, 4, 5; 5 was empty, no capture.
    const TurnFacts g = factsAfter(omw, p, {ccw(2)});
    CHECK(g.captured == 0);
    CHECK(why({GoalKind::ClockwiseCapture}, g) == Miss::LastInOwnEmptyHole);
}

TEST_CASE("lesson facts, omweso: a relay from an aloka hole stops at a direction choice")
{
    // Hole 13's 3 seeds: 14, 15, 16 (1 -> 2). Hole 16 is inner (column 1),
    // but North's facing 9 and 8 are empty: relay of 2 from the aloka hole 16.
    // Cw they would fall into 15 (1 -> 2) and 14 (1 -> 2); 14 is inner,
    // column 3, whose outer hole 3 is empty, facing North's 11 and 6 (2 each):
    // a capture, so both directions are allowed and the turn waits (§4.6).
    const std::string pos = "0,0,0,0,2,0,0,0,0,0,0,0,3,0,0,1/0,0,0,2,0,2,0,0,0,0,2,0,0,0,0,0/0,0/S";
    const Game start = test::gameAt(omw, pos);
    const TurnFacts f = factsAfter(omw, pos, {ccw(13)});
    CHECK(f.laps == 1); // the relay's seeds are in hand, not sown yet (engine/game.h)
    CHECK(f.relays == 1);
    CHECK(f.choicePending);
    CHECK_FALSE(f.turnPassed);
    CHECK(f.noCapture == Miss::FacingNotBothFull);
    CHECK(why({GoalKind::ChoiceDue}, f) == Miss::None);
    CHECK(why({GoalKind::Capture}, f) == Miss::TurnGoesOn);
    // Choosing cw: 15, 14 capture North's 11 and 6 (4), which a cw lap from 16
    // would sow into 15, 14, 13, 12 (empty): so ccw into 1, 2, 3, 4.
    Game g = start;
    REQUIRE(g.play(ccw(13)));
    CHECK(printPosition(omw, g.position())
          == "0,0,0,0,2,0,0,0,0,0,0,0,0,1,1,0/0,0,0,2,0,2,0,0,0,0,2,0,0,0,0,0/0,0/S/from=16;hand=2");
    const TurnFacts c = lesson::factsOfLine(g, {Decision::choice(Dir::Cw)});
    CHECK(c.cwCaptures == 1);
    CHECK(c.captured == 4);
    CHECK(c.resown == 1);
    CHECK(c.lastPlace == Place::holeOf(S, 3));
    CHECK(c.turnPassed);
    // The whole turn, both decisions together.
    const TurnFacts t = factsAfter(omw, pos, {ccw(13), Decision::choice(Dir::Cw)});
    CHECK(t.laps == 3);
    CHECK(t.relays == 1);
    CHECK(t.cwCaptures == 1);
    CHECK(why({GoalKind::ClockwiseCapture}, t) == Miss::None);
}

// rules.md §3.1, second-sowing=after-capture: with no capture the turn
// passes after one sowing, and the facts say the second sowing was lost.
// Under `always` a second sowing is due instead.
TEST_CASE("lesson facts, aliguli: a first sowing that captures nothing loses the second under after-capture")
{
    const std::string at = "4,1,3,0,0,0,0/0,3,2,5,0,0,3/25,24/S";
    const Variant after = lessonVariant(GameId::AliGuli, {{"second-sowing", "after-capture"}});
    // Hole 1 ccw: 4 seeds into B2..B5, the hole after B5 (B6) empty, then B7
    // empty and its facing hole A7 (North's own 1) empty: nothing captured.
    const TurnFacts lost = factsAfter(after, at, {ccw(1)});
    CHECK(lost.captured == 0);
    CHECK(lost.sowings == 1);
    CHECK(lost.turnPassed);
    CHECK(lost.secondSowingLost);
    // Hole 2 ccw captures: the second sowing is due, nothing lost.
    const TurnFacts kept = factsAfter(after, at, {ccw(2)});
    CHECK(kept.captured > 0);
    CHECK_FALSE(kept.secondSowingLost);
    CHECK(kept.secondSowingDue);
    // Under `always` the same sowing keeps the second.
    const TurnFacts always = factsAfter(lessonVariant(GameId::AliGuli), at, {ccw(1)});
    CHECK_FALSE(always.secondSowingLost);
    CHECK(always.secondSowingDue);
}
