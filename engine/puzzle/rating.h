#pragma once
// A puzzle's difficulty on an Elo-like scale, 800..2000 (docs/puzzles.md
// "Rating"), from what makes the answer hard to see.

namespace semina::puzzle {

constexpr int kMinRating = 800;
constexpr int kMaxRating = 2000;

struct RatingInputs {
    int legal = 2;         // legal decisions at the start of the turn
    int margin = 0;        // the first decision's lead over the second best (seeds)
    int specMargin = 1;    // the game's puzzle margin
    int answerGain = 0;    // the answer's first decision's immediate gain
    int bestOtherGain = 0; // the highest immediate gain of a wrong first decision
    int decisiveSteps = 1; // the answer's decisions with a choice (legal > 1)
};

int ratingOf(const RatingInputs& in);

} // namespace semina::puzzle
