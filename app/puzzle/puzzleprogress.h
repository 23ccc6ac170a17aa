#pragma once
// What a player did in a game's puzzles (docs/puzzles.md "In the app"),
// kept between runs (QSettings, under puzzles/<game>/): their rating, which
// moves with each puzzle's first try by an Elo update against the puzzle's
// rating; the streak of puzzles solved at the first try and the best one;
// and each puzzle tried, solved at the first try or not.

#include <QString>

namespace PuzzleProgress {

constexpr int kStartRating = 1200;
constexpr int kK = 32;

// The Elo update (docs/puzzles.md "Rating"): R + K (S - E), E = 1 / (1 + 10^((P - R) / 400)).
int updated(int player, int puzzle, bool solved);

int rating(const QString& game);
int streak(const QString& game);
int bestStreak(const QString& game);
int solved(const QString& game); // puzzles solved at the first try
int tried(const QString& game);
// 0 not tried, 1 solved at the first try, 2 tried and missed at first.
int result(const QString& game, const QString& id);

// The first try at puzzle `id` (later ones change nothing): the rating, the
// streak, the counts.
void recordFirstTry(const QString& game, const QString& id, int puzzleRating, bool solved);

void reset(const QString& game);

} // namespace PuzzleProgress
