// Puzzles (docs/puzzles.md): what qualifies, worked out by hand from the
// rules (docs/rules.md §1), and what is refused.
#include "engine/notation.h"
#include "engine/puzzle/check.h"
#include "engine/puzzle/rating.h"

#include <catch2/catch.hpp>

using namespace semina;
using namespace semina::puzzle;

namespace {

Position kalahAt(const char* text)
{
    const PositionParse p = parsePosition(defaultVariant(GameId::Kalah), text);
    REQUIRE(p.ok());
    return p.position;
}

} // namespace

// South 5 and 6 hold a seed each, North's hole 1 (facing South's 6) one.
// 6 then 5 (forced): a seed to the store, another move (§1.2); 5's seed
// falls into the emptied 6 and takes it with North's 1 (§1.3); South's row
// is empty, the game ends (§1.4): 23+1+2 = 26 to 22, +4.
// 5: 6 now holds 2; North's only move 1 drops into its empty 2, taking that
// seed (the facing South 5 is empty: capture=empty), North's row is empty,
// South sweeps 2: 25 to 23, +2. So 6 is best by exactly 2.
TEST_CASE("puzzle: kalah, a best ahead by the margin is a puzzle, its turn the answer", "[puzzle]")
{
    const Variant v = defaultVariant(GameId::Kalah);
    const Verdict verdict = checkPosition(v, kalahAt("0,0,0,0,1,1/1,0,0,0,0,0/23,22/S"));
    REQUIRE(verdict.ok());
    const Puzzle& z = verdict.puzzle;
    REQUIRE(z.steps.size() == 2);
    CHECK(z.steps[0].decision == Decision::sow(5));
    CHECK(z.steps[0].legal == 2);
    CHECK(z.steps[0].value == 4);
    CHECK(z.steps[0].second == 2);
    CHECK(z.steps[1].decision == Decision::sow(4));
    CHECK(z.steps[1].legal == 1);
    CHECK(z.margin() == 2);
    CHECK(z.rating >= kMinRating);
    CHECK(z.rating <= kMaxRating);
    CHECK(confirms(z));
}

// The same puzzle's themes: a capture (2 seeds), another move, and an
// endgame (3 seeds on the board, and the turn ends the game); no deny (the
// game is over after it), nothing of the other games.
TEST_CASE("puzzle: kalah, the themes of a hand-worked turn", "[puzzle]")
{
    const Verdict verdict = checkPosition(defaultVariant(GameId::Kalah), kalahAt("0,0,0,0,1,1/1,0,0,0,0,0/23,22/S"));
    REQUIRE(verdict.ok());
    CHECK(verdict.puzzle.themes
          == (themeBit(Theme::Capture) | themeBit(Theme::ExtraMove) | themeBit(Theme::Endgame)));
}

// North's seed now in its hole 6. 6 then 5: store +1, then 5's seed takes
// itself from the empty 6 (North's 1 is empty): 25 to 22, North sweeps 1:
// 25 to 23, +2. 5: North's 6 goes to its store (23), North's row is empty,
// South sweeps 2: 25 to 23, +2. Two answers of the same value: no puzzle.
TEST_CASE("puzzle: kalah, two decisions of the same exact value are refused", "[puzzle]")
{
    const Verdict verdict = checkPosition(defaultVariant(GameId::Kalah), kalahAt("0,0,0,0,1,1/0,0,0,0,0,1/23,22/S"));
    CHECK(verdict.reason == Reject::NoClearBest);
}

TEST_CASE("puzzle: kalah, a position with one legal decision is refused", "[puzzle]")
{
    const Verdict verdict = checkPosition(defaultVariant(GameId::Kalah), kalahAt("0,0,0,0,0,2/1,0,0,0,0,0/23,22/S"));
    CHECK(verdict.reason == Reject::OneDecision);
}

// 25 of 48 seeds in South's store: South has won, whatever comes.
TEST_CASE("puzzle: kalah, a decided game is refused", "[puzzle]")
{
    const Verdict verdict = checkPosition(defaultVariant(GameId::Kalah), kalahAt("0,0,0,0,1,1/1,0,0,0,0,0/25,20/S"));
    CHECK(verdict.reason == Reject::Decided);
}

TEST_CASE("puzzle: a second sowing due is not the start of a turn", "[puzzle]")
{
    const Variant v = defaultVariant(GameId::AliGuli);
    const PositionParse p = parsePosition(v, "5,5,5,5,5,5,5/5,5,5,5,5,5,5/0,0/S/sowing=2");
    REQUIRE(p.ok());
    CHECK(checkPosition(v, p.position).reason == Reject::NotTurnStart);
}

// docs/puzzles.md "Rating": the bounds, and each term pulling the right way.
TEST_CASE("puzzle: the rating runs from 800 to 2000 and rises with what hides the answer", "[puzzle]")
{
    const RatingInputs plain{.legal = 2, .margin = 20, .specMargin = 2, .answerGain = 5, .bestOtherGain = 0};
    CHECK(ratingOf(plain) == kMinRating);
    const RatingInputs hard{.legal = 12, .margin = 2, .specMargin = 2, .answerGain = 0, .bestOtherGain = 4, .decisiveSteps = 4};
    CHECK(ratingOf(hard) == kMaxRating);
    RatingInputs quiet = plain;
    quiet.answerGain = 0;
    CHECK(ratingOf(quiet) > ratingOf(plain));
}
