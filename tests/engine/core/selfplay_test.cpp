// Random self-play over every game and option set, checking after every
// decision: seeds conserved, print(parse(p)) == p, replay(old, trace) == new,
// the decision's notation round-trips; and that every game ends. Kalah and
// Ali Guli Mane / Mankala / Kalah matches go on into later rounds (protected
// holes) through nextRound().
#include "engine/game.h"
#include "engine/match.h"
#include "engine/notation.h"
#include "engine/ai/random.h"
#include "engine/ai/rng.h"

#include "tests/engine/support/selfplay_test_support.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace semina;
using namespace semina::ai;

namespace {

using test::kMaxDecisionsPerGame;
using test::optionSets;
using test::report;
using test::Tally;

int seedsInPlay(const Variant& v, const Position& p)
{
    int n = totalSeeds(p, v.pitsPerSide());
    if (p.setupPhase) {
        const auto supply = [&](Side s) { return s == Side::South ? v.southSeeds : v.northSeeds; };
        n += supply(p.toMove);
        if (seedsOnSide(p, other(p.toMove), v.pitsPerSide()) == 0)
            n += supply(other(p.toMove));
    }
    return n;
}

void checkNotation(const Variant& v, const Position& p, Tally& t)
{
    const std::string text = printPosition(v, p);
    const PositionParse r = parsePosition(v, text);
    if (!r.ok())
        t.fail(v, "printed position does not parse (error " + std::to_string(int(r.error)) + ")", p);
    else if (!(r.position == p) || printPosition(v, r.position) != text)
        t.fail(v, "position does not round-trip", p);
}

// Plays one round from `g` with random decisions; returns false if it did not end.
bool playRound(Game& g, Rng& rng, Tally& t)
{
    const Variant& v = g.variant();
    const int seeds = seedsInPlay(v, g.position());
    checkNotation(v, g.position(), t);
    while (!g.over()) {
        if (g.decisionsPlayed() >= kMaxDecisionsPerGame) {
            t.fail(v, "game does not end", g.position());
            return false;
        }
        const Position before = g.position();
        DecisionList list;
        g.legalDecisions(list);
        if (list.empty()) {
            t.fail(v, "no legal decision in a game that is not over", before);
            return false;
        }
        const Decision d = randomDecision(v, before, rng);
        if (d.kind != Decision::Kind::Setup) {
            const DecisionParse back = parseDecision(v, printDecision(v, d));
            if (!back.ok() || !(back.decision == d))
                t.fail(v, "decision " + printDecision(v, d) + " does not round-trip", before);
        }
        Trace trace;
        if (!g.play(d, &trace)) {
            t.fail(v, "a listed decision is refused: " + printDecision(v, d), before);
            return false;
        }
        ++t.decisions;
        const Position& after = g.position();
        if (seedsInPlay(v, after) != seeds)
            t.fail(v, "seeds not conserved after " + printDecision(v, d), before);
        if (!(replay(before, trace) == after))
            t.fail(v, "replay differs after " + printDecision(v, d) + ": " + printPosition(v, replay(before, trace)),
                before);
        checkNotation(v, after, t);
    }
    DecisionList list;
    g.legalDecisions(list);
    if (!list.empty())
        t.fail(v, "decisions listed after the end", g.position());
    return true;
}

// One game, or a match of up to `rounds` rounds (kalah, mankala, aliguli).
void playMatch(const Variant& v, Side starter, int rounds, Rng& rng, Tally& t)
{
    Game g(v, starter);
    ++t.games;
    for (int round = 1;; ++round) {
        if (!playRound(g, rng, t) || round >= rounds || v.game == GameId::Omweso)
            return;
        const int seeds = seedsInPlay(v, g.position());
        const NextRound next = nextRound(v, g.position(), starter);
        if (next.error != MatchError::None) {
            t.fail(v, "nextRound refused a finished round (error " + std::to_string(int(next.error)) + ")",
                g.position());
            return;
        }
        if (next.matchOver)
            return;
        if (seedsInPlay(v, next.start) != seeds)
            t.fail(v, "refill does not conserve seeds", next.start);
        starter = next.start.toMove;
        g = Game(v, next.start);
        ++t.games;
    }
}

void run(const Variant& v, int games, int rounds, std::uint64_t seed, Tally& t)
{
    Rng rng(seed);
    for (int i = 0; i < games; ++i)
        playMatch(v, i % 2 == 0 ? Side::South : Side::North, rounds, rng, t);
}

// How many matches of how many rounds each option set plays (the [slow] run
// multiplies the matches), and the seed of its random player.
struct Plan {
    int matches;
    int rounds;
    std::uint64_t seed;
};

Plan planFor(const Variant& v)
{
    switch (v.game) {
    case GameId::Kalah: {
        // Small boards are cheap: they carry the bulk of the games.
        const int size = v.holes * v.seeds;
        return {size <= 9 ? 400 : size <= 16 ? 100 : 20, 3, 1000u * v.holes + 10u * v.seeds};
    }
    case GameId::Mankala: return {60, 3, 7};
    case GameId::AliGuli: return {12, 3, 11};
    case GameId::Omweso: return {16, 1, 13};
    }
    return {};
}

void playAll(GameId game, int scale)
{
    Tally t;
    for (const Variant& v : optionSets(game)) {
        const Plan plan = planFor(v);
        run(v, scale * plan.matches, plan.rounds, plan.seed, t);
    }
    report(t);
}

} // namespace

TEST_CASE("selfplay: kalah, every board size, seed count and capture rule") { playAll(GameId::Kalah, 1); }
TEST_CASE("selfplay: mankala, every option set") { playAll(GameId::Mankala, 1); }
TEST_CASE("selfplay: aliguli, every option set") { playAll(GameId::AliGuli, 1); }
TEST_CASE("selfplay: omweso, both capture rules and seed handicaps") { playAll(GameId::Omweso, 1); }

TEST_CASE("selfplay: every game, ten times the games", "[slow]")
{
    for (GameId game : {GameId::Kalah, GameId::Mankala, GameId::AliGuli, GameId::Omweso})
        playAll(game, 10);
}
