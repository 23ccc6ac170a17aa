// Paired games (engine/ai/paired.h): a pair's winner from its two margins,
// a game's margin, reproducible openings, and a small paired run's tallies.
#include "engine/ai/paired.h"
#include "engine/handicap.h"
#include "engine/rules.h"

#include <catch2/catch.hpp>

using namespace semina;
using namespace semina::ai;

namespace {

// A run that keeps every opening (no judge).
PairedOptions everyOpening(Level a, Level b, int openings, int plies)
{
    PairedOptions o;
    o.a = a;
    o.b = b;
    o.openings = openings;
    o.openingPlies = plies;
    o.closeSeeds = -1;
    return o;
}

} // namespace

TEST_CASE("paired: the pair goes to the larger margin summed over its two games")
{
    CHECK(pairWinner(10, -4) == PairWinner::A);  // A won as South by 10, lost as North by 4
    CHECK(pairWinner(-10, 4) == PairWinner::B);
    CHECK(pairWinner(6, -6) == PairWinner::Drawn); // each side's starter won by the same margin
    CHECK(pairWinner(0, 0) == PairWinner::Drawn);
    CHECK(pairWinner(0, 1) == PairWinner::A);
    CHECK(pairWinner(-1, -1) == PairWinner::B);
}

TEST_CASE("paired: a finished game's margin is the seeds held, a draw zero")
{
    const Variant v = defaultVariant(GameId::Kalah);
    Position won;
    won.stores = {30, 18};
    const Game g(v, won);
    REQUIRE(g.over());
    CHECK(gameMargin(g, Side::South) == 12);
    CHECK(gameMargin(g, Side::North) == -12);

    Position drawn;
    drawn.stores = {24, 24};
    const Game d(v, drawn);
    REQUIRE(d.winner() == Outcome::Draw);
    CHECK(gameMargin(d, Side::South) == 0);

    // Over because South's side is empty: North's seeds on the board are North's.
    Position swept;
    swept.stores = {20, 20};
    swept.pit(Side::North, 2) = 8;
    const Game s(v, swept);
    REQUIRE(s.over());
    CHECK(gameMargin(s, Side::North) == 8);
}

TEST_CASE("paired: openings are reproducible and made of the given number of decisions")
{
    const Variant v = defaultVariant(GameId::Kalah);
    const Game a = pairedOpening(v, 6, 42, 3, 0, Side::South);
    const Game b = pairedOpening(v, 6, 42, 3, 0, Side::South);
    CHECK(a.position() == b.position());
    CHECK(a.decisionsPlayed() == 6);
    CHECK_FALSE(a.over());
    // Without a handicap A's side does not change the opening.
    CHECK(pairedOpening(v, 6, 42, 3, 0, Side::North).position() == a.position());
    // Another opening number or seed gives (here) another position.
    CHECK(pairedOpening(v, 6, 42, 4, 0, Side::South).position() != a.position());
    CHECK(pairedOpening(v, 6, 43, 3, 0, Side::South).position() != a.position());
    CHECK(pairedOpening(v, 0, 42, 3, 0, Side::South).position() == startPosition(v));

    // With a handicap the opening starts from A's handicapped start.
    const Position h = pairedOpening(v, 0, 42, 3, 2, Side::North).position();
    CHECK(h == handicapStart(v, Side::North, 2).position);

    // Omweso: both set-ups (even) come first and are not counted as plies.
    const Variant o = defaultVariant(GameId::Omweso);
    const Game w = pairedOpening(o, 3, 7, 0, 0, Side::South);
    CHECK_FALSE(w.position().setupPhase);
    CHECK(w.decisionsPlayed() >= 2 + 3);
    CHECK(pairedOpening(o, 0, 7, 0, 0, Side::South).position().setupPhase); // the players' own set-ups
}

TEST_CASE("paired: a lopsided opening is not close, any opening is with closeness off")
{
    const Variant v = defaultVariant(GameId::Kalah);
    Position p;
    p.stores = {20, 2}; // South to move, far ahead: 26 seeds left on the board
    for (int hole = 0; hole < 6; ++hole)
        p.pit(Side::North, hole) = hole < 2 ? 3 : 5;
    p.pit(Side::South, 0) = 6;
    const Game g(v, p);
    REQUIRE_FALSE(g.over());
    CHECK_FALSE(closeOpening(v, g, 4, 20000));
    CHECK(closeOpening(v, g, -1, 20000));
}

TEST_CASE("paired: a small run's tallies add up and repeat")
{
    Variant v = defaultVariant(GameId::Kalah);
    REQUIRE(setOption(v, "holes", "3") == OptionError::None);
    PairedOptions o = everyOpening(Level::Beginner, Level::Random, 12, 2);
    o.seed = 5;
    const PairedReport r = playPaired(v, o);
    CHECK(r.kept == 12);
    CHECK(r.tried >= r.kept);
    CHECK(r.pairs[0] + r.pairs[1] + r.pairs[2] == r.kept);
    CHECK(r.games[0] + r.games[1] + r.games[2] == 2 * r.kept);
    CHECK(r.conserved);
    CHECK(r.checked == 0);
    const PairedReport again = playPaired(v, o);
    CHECK(again.pairs[0] == r.pairs[0]);
    CHECK(again.marginA == r.marginA);
}

TEST_CASE("paired: perfect's decisions keep the solver's value on a small kalah board")
{
    Variant v = defaultVariant(GameId::Kalah);
    REQUIRE(setOption(v, "holes", "3") == OptionError::None);
    REQUIRE(setOption(v, "seeds", "3") == OptionError::None);
    PairedOptions o = everyOpening(Level::Perfect, Level::Random, 4, 1);
    o.checkNodes = 1'000'000; // a 3x3 board is solved well within it
    const PairedReport r = playPaired(v, o);
    CHECK(r.checked > 0);
    CHECK(r.keptValue == r.checked);
    CHECK(r.pairs[1] == 0);
}

TEST_CASE("paired: a run continued from the openings it tried adds up to one longer run")
{
    Variant v = defaultVariant(GameId::Kalah);
    REQUIRE(setOption(v, "holes", "4") == OptionError::None);
    PairedOptions o = everyOpening(Level::Beginner, Level::Random, 6, 3);
    o.closeSeeds = 1; // some openings are left out
    o.seed = 9;
    const PairedReport whole = playPaired(v, o);
    o.openings = 3;
    const PairedReport first = playPaired(v, o);
    o.firstOpening = first.tried;
    const PairedReport rest = playPaired(v, o);
    CHECK(first.kept + rest.kept == whole.kept);
    CHECK(first.tried + rest.tried == whole.tried);
    CHECK(first.marginA + rest.marginA == whole.marginA);
    for (int i = 0; i < 3; ++i)
        CHECK(first.pairs[i] + rest.pairs[i] == whole.pairs[i]);
}

TEST_CASE("paired: the openings of the pairs B won replay alone to the same result")
{
    Variant v = defaultVariant(GameId::Kalah);
    REQUIRE(setOption(v, "holes", "4") == OptionError::None);
    PairedOptions o = everyOpening(Level::Random, Level::Beginner, 8, 3);
    o.seed = 3;
    const PairedReport whole = playPaired(v, o);
    REQUIRE(whole.wonByB.size() == static_cast<std::size_t>(whole.pairs[1]));
    REQUIRE_FALSE(whole.wonByB.empty()); // random loses pairs to beginner
    for (const int i : whole.wonByB) {
        o.firstOpening = i;
        o.openings = 1;
        const PairedReport alone = playPaired(v, o);
        CHECK(alone.pairs[1] == 1);
        CHECK(alone.wonByB == std::vector<int>{i});
    }
}

TEST_CASE("paired: omweso games whose players set up themselves keep their seeds")
{
    const Variant v = defaultVariant(GameId::Omweso);
    PairedOptions o = everyOpening(Level::Random, Level::Random, 2, 0);
    o.handicap = 2; // A sets up 24 seeds, B 40
    const PairedReport r = playPaired(v, o);
    CHECK(r.kept == 2);
    CHECK(r.conserved);
}
