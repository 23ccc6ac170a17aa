// Published Kalah results as oracles: Irving, Donkers & Uiterwijk 2000,
// "Solving Kalah", ICGA Journal 23(3) (the published results in shared/data).
// Their rules are docs/rules.md §1 with capture=empty and South to move.
#include "engine/rules.h"
#include "engine/solver/solver.h"
#include "engine/solver/db.h"

#include <catch2/catch.hpp>

#include <array>
#include <string>

using namespace semina;
using namespace semina::solver;

namespace {

Variant kalah(int holes, int seeds, bool captureEmpty = true)
{
    Variant v = defaultVariant(GameId::Kalah);
    v.holes = holes;
    v.seeds = seeds;
    v.kalahCaptureEmpty = captureEmpty;
    return v;
}

// Table 9: Kalah(m,n), South's margin and one perfect game. Holes count from 0
// at the mover's left; a run of digits is one player's sowings (extra moves);
// `-` passes the turn. (The paper's 4(6) line is a misprint and left out.)
struct PerfectGame {
    int holes;
    int seeds;
    int margin;
    const char* moves;
};

constexpr PerfectGame kTable9[] = {
    {4, 1, 2, "32-32-1"},
    {4, 2, 6, "3-3-230-231-1323"},
    {4, 3, 8, "13-1-032-2-3-0-1320-3-0-2"},
    {4, 4, 2, "02-2-3-0-2-21-303231-0-32-1-0"},
    {4, 5, 2, "0-2-1-3-0-2-1-0-32-3-021-2-0-02-2-1-3-3-313032-13031-1-2-2-3"},
    {5, 1, 0, "43-43-2-2"},
    {5, 2, 0, "31-32-24-0-0-31-3"},
    {5, 3, 8, "24-3-3-03-41-1-04342-3-3-2-2-4-414342-3"},
    {5, 4, 12, "12-04-03-2-20-41-1-42-32-3-2-40-0-1"},
    {5, 5, 2, "03-2-2-1-1-23-24-2-0-34414340-4240-2-14342"},
    {5, 6, 2, "2-0-0-3-3-0-2-1-440-4-42-2-121-12-3-1-4-20-0-34-24-324-1-3-3-1-41-43-2-2-3"},
    {6, 1, 2, "54-54-3-3-2"},
    {6, 2, 10, "42-42-30-0-1-1-4-5"},
    {6, 3, 2, "4-5-35-250-2-154-451535452-53-3-54-2"},
    {6, 4, 10, "25-10-3-3-5153-1-4-5-045-4-535452-53-4-1-3-2-0-54-1-3"},
    {6, 5, 12, "12-02-05-2-4-51-53-3-45-20-3-2-2-345-5-4-351-0-54-1-52-354-4-254-3-3"},
};

// Table 10: the value for South, rows m = 1..6, columns n = 1..6; '?' not solved.
constexpr const char* kTable10[] = {"DLWLWD", "WLLLWW", "DWWWWL", "WWWWWD", "DDWWWW", "WWWWW?"};

struct Replayed {
    bool ok = false;    // every sowing legal, runs and passes as written, over exactly at the end
    Position final;
};

// Plays a Table 9 move string from the start; `upTo` stops after that many characters.
Replayed replayGame(const Variant& v, const std::string& moves, std::size_t upTo = std::string::npos)
{
    Replayed r;
    Position p = startPosition(v, Side::South);
    const std::size_t end = std::min(upTo, moves.size());
    for (std::size_t i = 0; i < end; ++i) {
        if (moves[i] == '-')
            continue;
        const Side runner = p.toMove;
        const Decision d = Decision::sow(moves[i] - '0');
        if (status(v, p).over || !isLegal(v, p, d))
            return r;
        play(v, p, d);
        const bool lastOfAll = i + 1 == moves.size();
        const bool runEnds = i + 1 < moves.size() && moves[i + 1] == '-';
        if (lastOfAll) {
            if (!status(v, p).over)
                return r;
        } else if (i + 1 < end) {
            if (status(v, p).over)
                return r;
            if (runEnds != (p.toMove != runner))
                return r;
        }
    }
    r.ok = true;
    r.final = p;
    return r;
}

int southMargin(const Position& p) { return p.stores[0] - p.stores[1]; }

char letter(int value) { return value > 0 ? 'W' : value < 0 ? 'L' : 'D'; }

SolveResult solveStart(const Variant& v, std::size_t mb = 16) { return solveKalah(v, startPosition(v, Side::South), mb); }

} // namespace

TEST_CASE("kalah oracle: every Table 9 game replays under capture=empty to its margin, ending on its last sowing")
{
    for (const PerfectGame& g : kTable9) {
        INFO("Kalah(" << g.holes << "," << g.seeds << ") " << g.moves);
        const Replayed r = replayGame(kalah(g.holes, g.seeds), g.moves);
        REQUIRE(r.ok);
        CHECK(status(kalah(g.holes, g.seeds), r.final).over);
        CHECK(southMargin(r.final) == g.margin);
        CHECK(totalSeeds(r.final, g.holes) == 2 * g.holes * g.seeds);
    }
}

TEST_CASE("kalah oracle: capture=standard does not replay the same")
{
    // Kalah(4,2) "3-3-230-231-...": North's last sowing of "231" (2 seeds from
    // hole 1) ends in its empty hole 3, facing South's empty hole 0. Under
    // capture=empty North takes that seed (store 3 -> 4); under standard not.
    const std::string moves = "3-3-230-231-1323";
    const Replayed empty = replayGame(kalah(4, 2, true), moves, 11);
    const Replayed standard = replayGame(kalah(4, 2, false), moves, 11);
    REQUIRE(empty.ok);
    REQUIRE(standard.ok);
    CHECK(empty.final.stores[1] == 4);
    CHECK(standard.final.stores[1] == 3);
    CHECK(standard.final.pits[1][3] == 1);

    // Kalah(5,2) "31-32-24-0-0-31-3": up to its last sowing every capture faces
    // a non-empty hole (South 3+1 with North 1 = 2, South 2 with North 2 = 2,
    // North 3 with South 1 = 1), so both rules agree: stores 9 and 4, South
    // 0,0,0,1,0, North 0,0,1,0,5. The last sowing, South 3, ends in the empty
    // South 4 facing the empty North 0: capture=empty takes the seed (10),
    // South's side is empty and North adds 1 + 5 (10): a draw, as published.
    // Under standard nothing is taken and the game goes on.
    const std::string five = "31-32-24-0-0-31-3";
    for (const bool captureEmpty : {true, false}) {
        const Variant v = kalah(5, 2, captureEmpty);
        const Replayed before = replayGame(v, five, five.size() - 1);
        REQUIRE(before.ok);
        Position p = before.final;
        CHECK(p.stores == std::array<std::int32_t, 2>{9, 4});
        REQUIRE(isLegal(v, p, Decision::sow(3)));
        play(v, p, Decision::sow(3));
        if (captureEmpty) {
            CHECK(status(v, p) == Status{true, Outcome::Draw});
            CHECK(p.stores == std::array<std::int32_t, 2>{10, 10});
        } else {
            CHECK_FALSE(status(v, p).over);
            CHECK(p.pits[0][4] == 1);
            CHECK(p.stores == std::array<std::int32_t, 2>{9, 4});
        }
    }

    // And some of the perfect games do not even replay (or end elsewhere).
    int differ = 0;
    for (const PerfectGame& g : kTable9) {
        const Replayed r = replayGame(kalah(g.holes, g.seeds, false), g.moves);
        if (!r.ok || southMargin(r.final) != g.margin)
            ++differ;
    }
    CHECK(differ > 0);
}

TEST_CASE("kalah oracle: the solver reproduces Table 10 for m <= 4 with n <= 4 and m <= 3 with n <= 6")
{
    for (int m = 1; m <= 4; ++m) {
        for (int n = 1; n <= (m <= 3 ? 6 : 4); ++n) {
            INFO("Kalah(" << m << "," << n << ")");
            const SolveResult r = solveStart(kalah(m, n));
            CHECK(letter(r.value) == kTable10[m - 1][n - 1]);
            CHECK(r.hasBest);
        }
    }
}

TEST_CASE("kalah oracle: the solver with an endgame database reproduces Table 10 for m = 5 with n <= 4")
{
    // Kalah(5,4) takes a few seconds without the database in a Debug build;
    // a small table of boards of up to 12 seeds (C(22,10) = 646646 bytes) is
    // built in a moment and cuts the search.
    const solver::EndgameDb db = solver::EndgameDb::build(5, true, 12);
    SolveOptions o;
    o.ttMegabytes = 16;
    o.db = &db;
    for (int n = 1; n <= 4; ++n) {
        INFO("Kalah(5," << n << ")");
        const Variant v = kalah(5, n);
        const SolveResult r = solveKalah(v, startPosition(v, Side::South), o);
        CHECK(letter(r.value) == kTable10[4][n - 1]);
        CHECK(r.hasBest);
    }
}

TEST_CASE("kalah oracle: the solver's values are the Table 9 margins for m = 4 with n <= 4")
{
    for (const PerfectGame& g : kTable9) {
        if (g.holes != 4 || g.seeds > 4)
            continue;
        INFO("Kalah(" << g.holes << "," << g.seeds << ")");
        CHECK(solveStart(kalah(g.holes, g.seeds)).value == g.margin);
    }
}

TEST_CASE("kalah oracle: the solver's best first move keeps the published margin")
{
    for (int n = 1; n <= 4; ++n) {
        const Variant v = kalah(4, n);
        const SolveResult r = solveStart(v);
        REQUIRE(r.hasBest);
        Position p = startPosition(v, Side::South);
        REQUIRE(isLegal(v, p, r.best));
        play(v, p, r.best);
        const SolveResult rest = solveKalah(v, p, 16);
        const int forSouth = p.toMove == Side::South ? rest.value : -rest.value;
        INFO("Kalah(4," << n << ") first move " << int(r.best.hole));
        CHECK(forSouth == r.value);
        CHECK(forSouth == kTable9[n - 1].margin);
    }
}

TEST_CASE("kalah oracle: the Table 9 margins for m = 4 and 5 with n <= 5 and m = 6 with n <= 3, Table 10 for 4(6)", "[slow]")
{
    for (const PerfectGame& g : kTable9) {
        if (!((g.holes == 4 && g.seeds > 4) || (g.holes == 5 && g.seeds <= 5) || (g.holes == 6 && g.seeds <= 3)))
            continue;
        INFO("Kalah(" << g.holes << "," << g.seeds << ")");
        CHECK(solveStart(kalah(g.holes, g.seeds), 512).value == g.margin);
    }
    // Table 10's 4(6) (its Table 9 line is a misprint): a draw.
    CHECK(letter(solveStart(kalah(4, 6), 512).value) == kTable10[3][5]);
}

// Far longer than the others (well over ten minutes in a Release build).
TEST_CASE("kalah oracle: Kalah 5x6 is a first-player win by 2", "[slow]")
{
    CHECK(solveStart(kalah(5, 6), 2048).value == 2);
}

TEST_CASE("kalah oracle: capture=standard Kalah 6x3 is a first-player win by 2")
{
    CHECK(solveStart(kalah(6, 3, false), 64).value == 2);
}

TEST_CASE("kalah oracle: Kalah 6x4 is a first-player win by 10 (empty) and by 8 (standard)", "[slow]")
{
    // Table 9's 6(4) margin, and the later standard-capture result (data
    // file, "Later results").
    const SolveResult empty = solveStart(kalah(6, 4, true), 256);
    CHECK(empty.value == 10);
    const SolveResult standard = solveStart(kalah(6, 4, false), 256);
    CHECK(standard.value == 8);
}
