// engine/lesson/facts.h for Kalah and Mankala: what a decision did, read off
// its trace. Every expected value is worked out by hand from docs/rules.md in
// the comment above it (hole numbers 1-based, as docs/notation.md).
#include "engine/lesson/facts.h"
#include "engine/lesson/goal.h"
#include "tests/engine/lesson/lesson_test_support.h"

#include <catch2/catch.hpp>

using namespace semina;
using namespace semina::lesson;
using test::ccw;
using test::factsAfter;
using test::lessonVariant;

namespace {

const Variant kalah = defaultVariant(GameId::Kalah);
const Variant mankala = defaultVariant(GameId::Mankala);
const std::string kalahStart = "4,4,4,4,4,4/4,4,4,4,4,4/0,0/S";

} // namespace

TEST_CASE("lesson facts, kalah: the last seed in the own store earns another move")
{
    // §1.1-1.2: South's hole 3 holds 4; they fall into holes 4, 5, 6 and the
    // store (which held 0). Another move: South is still to move.
    const TurnFacts f = factsAfter(kalah, kalahStart, {Decision::sow(2)});
    CHECK(f.mover == Side::South);
    CHECK(f.laps == 1);
    CHECK(f.sowings == 1);
    CHECK(f.extraMoves == 1);
    CHECK(f.dropsIntoOwnStore == 1);
    CHECK(f.last == LastSeed::OwnStore);
    CHECK(f.lastPlace == Place::storeOf(Side::South));
    CHECK(f.lastHeld == 0);
    CHECK(f.captured == 0);
    CHECK_FALSE(f.turnPassed);
    CHECK(f.turnGoesOn());
    CHECK(why({GoalKind::ExtraMove}, f) == Miss::None);
    CHECK(why({GoalKind::Capture}, f) == Miss::LastInOwnStore);
}

TEST_CASE("lesson facts, kalah: a last seed short of the store earns nothing")
{
    // Hole 1's 4 seeds fall into holes 2, 3, 4, 5; hole 5 held 4, so no
    // capture (§1.3) and the turn passes.
    const TurnFacts f = factsAfter(kalah, kalahStart, {Decision::sow(0)});
    CHECK(f.last == LastSeed::OwnHole);
    CHECK(f.lastPlace == Place::holeOf(Side::South, 4));
    CHECK(f.lastHeld == 4);
    CHECK(f.extraMoves == 0);
    CHECK_FALSE(f.lastLapPassedStore);
    CHECK(f.turnPassed);
    CHECK(why({GoalKind::ExtraMove}, f) == Miss::ShortOfStore);
    CHECK(why({GoalKind::Capture}, f) == Miss::LastInOwnHole);
}

TEST_CASE("lesson facts, kalah: a last seed past the store lands on the opponent's side")
{
    // Hole 6's 4 seeds: the store, then North's holes 1, 2, 3 (hole 3 held 4).
    const TurnFacts f = factsAfter(kalah, kalahStart, {Decision::sow(5)});
    CHECK(f.last == LastSeed::OpponentHole);
    CHECK(f.lastPlace == Place::holeOf(Side::North, 2));
    CHECK(f.lastHeld == 4);
    CHECK(f.dropsIntoOwnStore == 1);
    CHECK(f.lastLapPassedStore);
    CHECK(why({GoalKind::ExtraMove}, f) == Miss::PastStore);
    CHECK(why({GoalKind::Capture}, f) == Miss::LastOnOpponentSide);
}

TEST_CASE("lesson facts, kalah: a capture takes the sowing seed and the facing hole")
{
    // §1.3: hole 1's one seed falls into the empty hole 2, which faces North's
    // hole 6+1-2 = 5 (10 seeds): 1 + 10 = 11 go to South's store.
    const std::string pos = "1,0,3,0,0,1/3,3,3,3,10,3/0,0/S";
    const TurnFacts f = factsAfter(kalah, pos, {Decision::sow(0)});
    CHECK(f.last == LastSeed::OwnEmptyHole);
    CHECK(f.lastPlace == Place::holeOf(Side::South, 1));
    CHECK(f.captures == 1);
    CHECK(f.captured == 11);
    CHECK(f.turnPassed);
    CHECK(why({GoalKind::Capture}, f) == Miss::None);
    CHECK(why({GoalKind::Capture, 11}, f) == Miss::None);
    CHECK(why({GoalKind::Capture, 12}, f) == Miss::TooFewCaptured);
    CHECK(why({GoalKind::ExtraMove}, f) == Miss::ShortOfStore);
}

TEST_CASE("lesson facts, kalah: an empty facing hole captures the sowing seed alone, or nothing (standard)")
{
    // The same sowing into hole 2, but North's hole 5 is empty: capture=empty
    // takes the one sowing seed; capture=standard takes nothing.
    const std::string pos = "1,0,3,0,0,1/3,3,3,3,0,3/0,0/S";
    const TurnFacts empty = factsAfter(kalah, pos, {Decision::sow(0)});
    CHECK(empty.captured == 1);
    CHECK(empty.captures == 1);
    const Variant standard = lessonVariant(GameId::Kalah, {{"capture", "standard"}});
    const TurnFacts f = factsAfter(standard, pos, {Decision::sow(0)});
    CHECK(f.captured == 0);
    CHECK(f.last == LastSeed::OwnEmptyHole);
    CHECK(f.noCapture == Miss::FacingHoleEmpty);
    CHECK(why({GoalKind::Capture}, f) == Miss::FacingHoleEmpty);
}

TEST_CASE("lesson facts, kalah: a whole turn of two extra moves and a capture")
{
    // South 0,0,0,0,1,1 against North 2,2,0,0,0,0, stores 10,10.
    // Hole 6 (1 seed) into the store (11): another move. Hole 5 (1) into
    // the now empty hole 6, facing North's hole 1 (2): 1 + 2 = 3 to the
    // store (14). South's row is empty: North's hole 2 (2) is swept to North
    // (12). South wins 14-12 (§1.4-1.5).
    const TurnFacts f = factsAfter(kalah, "0,0,0,0,1,1/2,2,0,0,0,0/10,10/S", {Decision::sow(5), Decision::sow(4)});
    CHECK(f.sowings == 2);
    CHECK(f.laps == 2);
    CHECK(f.extraMoves == 1);
    CHECK(f.captured == 3);
    CHECK(f.sweptToOpponent == 2);
    CHECK(f.sweptToMover == 0);
    CHECK(f.gameOver);
    CHECK(f.outcome == Outcome::South);
    CHECK(f.moverWon());
    CHECK(why({GoalKind::WinGame}, f) == Miss::None);
    CHECK(why({GoalKind::EndGame}, f) == Miss::None);
    CHECK(why({GoalKind::ExtraMove, 2}, f) == Miss::NoExtraMove);
    // South's own row emptied; North still had seeds.
    CHECK_FALSE(f.opponentStuck);
    CHECK(why({GoalKind::OpponentStuck}, f) == Miss::OpponentCanMove);
}

TEST_CASE("lesson facts, kalah: the turn that does not end the game")
{
    // South's hole 5 (1 seed) into hole 6, which held 1: no capture, the
    // turn passes, both rows still hold seeds.
    const TurnFacts f = factsAfter(kalah, "0,0,0,0,1,1/2,2,0,0,0,0/10,10/S", {Decision::sow(4)});
    CHECK_FALSE(f.gameOver);
    CHECK(why({GoalKind::EndGame}, f) == Miss::GameNotOver);
    CHECK(why({GoalKind::WinGame}, f) == Miss::GameNotOver);
}

TEST_CASE("lesson facts, kalah: the last seed into a given hole")
{
    // Hole 1's 4 seeds end in hole 5 (above); hole 2's end in hole 6.
    const Goal inFive{GoalKind::LastIn, 1, Place::holeOf(Side::South, 4)};
    CHECK(why(inFive, factsAfter(kalah, kalahStart, {Decision::sow(0)})) == Miss::None);
    CHECK(why(inFive, factsAfter(kalah, kalahStart, {Decision::sow(1)})) == Miss::WrongLastPlace);
    const Goal inStore{GoalKind::LastIn, 1, Place::storeOf(Side::South)};
    CHECK(why(inStore, factsAfter(kalah, kalahStart, {Decision::sow(2)})) == Miss::None);
}

TEST_CASE("lesson facts, mankala: a last seed making 2 captures, one making 1 does not")
{
    // §2.3: hole 2's one seed falls into hole 3, which held 1: it holds 2 and
    // goes to South's store.
    const std::string pos = "0,1,1,0,0,0/4,4,4,4,4,4/0,0/S";
    const TurnFacts f = factsAfter(mankala, pos, {Decision::sow(1)});
    CHECK(f.last == LastSeed::OwnHole);
    CHECK(f.lastHeld == 1);
    CHECK(f.captured == 2);
    CHECK(f.turnPassed);
    CHECK(f.extraMoves == 0);
    CHECK(why({GoalKind::Capture}, f) == Miss::None);
    // Hole 3's one seed falls into the empty hole 4: it holds 1, no capture.
    const TurnFacts g = factsAfter(mankala, pos, {Decision::sow(2)});
    CHECK(g.last == LastSeed::OwnEmptyHole);
    CHECK(g.captured == 0);
    CHECK(why({GoalKind::Capture}, g) == Miss::NotTwoOrSix);
}

TEST_CASE("lesson facts, mankala: a 6 on the opponent's side, capture-side=opponent refuses the own row")
{
    // Hole 6's 2 seeds: North's hole 1 (1 -> 2) and hole 2 (5 -> 6): the
    // last makes 6, all 6 are captured (only the last hole, §2.3).
    const TurnFacts f = factsAfter(mankala, "0,0,0,0,0,2/1,5,4,4,4,4/0,0/S", {Decision::sow(5)});
    CHECK(f.last == LastSeed::OpponentHole);
    CHECK(f.lastHeld == 5);
    CHECK(f.captured == 6);
    CHECK(f.captures == 1);
    // With capture-side=opponent the 2 in South's own hole 3 is not taken.
    const Variant opponent = lessonVariant(GameId::Mankala, {{"capture-side", "opponent"}});
    const TurnFacts g = factsAfter(opponent, "0,1,1,0,0,0/4,4,4,4,4,4/0,0/S", {Decision::sow(1)});
    CHECK(g.captured == 0);
    CHECK(why({GoalKind::Capture}, g) == Miss::OwnRowNoCapture);
}

TEST_CASE("lesson facts, mankala: leaving the opponent without a move ends the game")
{
    // Hole 6's one seed makes North's hole 1 hold 2: captured. North has no
    // seed and cannot move (§2.5): the game is over, South 2 - North 0.
    const TurnFacts f = factsAfter(mankala, "0,0,0,0,0,1/1,0,0,0,0,0/0,0/S", {Decision::sow(5)});
    CHECK(f.captured == 2);
    CHECK(f.gameOver);
    CHECK(f.outcome == Outcome::South);
    CHECK(why({GoalKind::EndGame}, f) == Miss::None);
    CHECK(why({GoalKind::WinGame}, f) == Miss::None);
    CHECK(f.opponentStuck);
    CHECK(why({GoalKind::OpponentStuck}, f) == Miss::None);
}
