// The analysis board and the game review (engine/analysis): Kalah values
// marked exact against a plain minimax over the rules, the grades by the
// thresholds of docs/analysis.md, and a review that finds exactly the
// mistakes planted in a game.
#include "engine/ai/solver_memory.h"
#include "engine/analysis/analysis.h"
#include "engine/analysis/gamereview.h"
#include "engine/analysis/grades.h"
#include "engine/rules.h"
#include "tests/engine/support/two_row_test_support.h"

#include <catch2/catch.hpp>

#include <map>
#include <random>

using namespace semina;
using namespace semina::analysis;
using semina::test::kalah;

namespace {

// The future store difference for the player to move under perfect play
// (what is still to come, stores left out), by full minimax over the rules
// (no solver, no pruning), remembered by board.
int future(const Variant& v, const Position& p, std::map<std::vector<int>, int>& seen)
{
    if (status(v, p).over)
        return 0;
    std::vector<int> key(p.pits[0].begin(), p.pits[0].begin() + v.holes);
    key.insert(key.end(), p.pits[1].begin(), p.pits[1].begin() + v.holes);
    key.push_back(idx(p.toMove));
    if (const auto it = seen.find(key); it != seen.end())
        return it->second;
    DecisionList list;
    legalDecisions(v, p, list);
    int best = -1000;
    for (const Decision& d : list) {
        Position q = p;
        play(v, q, d);
        const int gained = (q.stores[idx(p.toMove)] - p.stores[idx(p.toMove)])
                           - (q.stores[idx(other(p.toMove))] - p.stores[idx(other(p.toMove))]);
        best = std::max(best, gained + (q.toMove == p.toMove ? future(v, q, seen) : -future(v, q, seen)));
    }
    seen.emplace(std::move(key), best);
    return best;
}

// The final store difference for the player to move under perfect play.
int minimax(const Variant& v, const Position& p)
{
    static std::map<std::pair<int, int>, std::map<std::vector<int>, int>> tables; // by (holes, capture rule)
    return p.stores[idx(p.toMove)] - p.stores[idx(other(p.toMove))]
           + future(v, p, tables[{v.holes, v.kalahCaptureEmpty ? 1 : 0}]);
}

int childValue(const Variant& v, const Position& p, const Decision& d)
{
    Position q = p;
    play(v, q, d);
    return q.toMove == p.toMove ? minimax(v, q) : -minimax(v, q);
}

// p after `plies` random decisions (the same every run), or earlier if the game ends.
Position randomPosition(const Variant& v, int plies, std::mt19937& rng)
{
    Position p = startPosition(v);
    for (int i = 0; i < plies && !status(v, p).over; ++i) {
        DecisionList list;
        legalDecisions(v, p, list);
        play(v, p, list[static_cast<int>(rng() % static_cast<unsigned>(list.size()))]);
    }
    return p;
}

ExactHelp withMemory()
{
    ExactHelp help;
    help.memory = std::make_shared<ai::SolverMemory>(8);
    return help;
}

} // namespace

TEST_CASE("analysis: every Kalah value marked exact is the child's minimax value", "[analysis]")
{
    std::mt19937 rng(43);
    int exactSeen = 0;
    for (const bool empty : {true, false}) {
        const Variant v = kalah(empty, 4, 2);
        for (int game = 0; game < 12; ++game) {
            const Position p = randomPosition(v, game % 6, rng);
            if (status(v, p).over)
                continue;
            PositionAnalysis a = estimatePosition(v, p, kMaxLapsPerTurn);
            DecisionList legal;
            legalDecisions(v, p, legal);
            REQUIRE(a.values.size() == static_cast<std::size_t>(legal.size()));
            for (int i = 0; i < legal.size(); ++i)
                CHECK(a.values[static_cast<std::size_t>(i)].decision == legal[i]); // the order of `moves`
            settlePosition(v, p, kMaxLapsPerTurn, a, withMemory(), {});
            CHECK(a.allExact()); // a 16-seed board settles without limits
            for (const DecisionValue& d : a.values) {
                if (!d.exact)
                    continue;
                ++exactSeen;
                CHECK(d.value == childValue(v, p, d.decision));
            }
        }
    }
    CHECK(exactSeen > 50);
}

TEST_CASE("analysis: a Kalah value settled by the solver counts the seeds already stored", "[analysis]")
{
    // Three holes, South 0,0,1 / North 0,0,1, stores 5 and 2, South to move.
    // South's one move sows hole 3's seed into its store (6): South's side
    // is empty, so the game ends and North's last seed goes to North's store
    // (3). The final difference for South is 6 - 3 = +3, the stored seeds
    // included (the seeds still to come would make it 1 - 1 = 0).
    const Variant v = kalah(true, 3, 1);
    Position p{};
    p.pits[0] = {0, 0, 1};
    p.pits[1] = {0, 0, 1};
    p.stores = {5, 2};
    p.toMove = Side::South;
    PositionAnalysis a = estimatePosition(v, p, kMaxLapsPerTurn);
    REQUIRE(a.values.size() == 1);
    settlePosition(v, p, kMaxLapsPerTurn, a, {}, {});
    CHECK(a.values[0].exact);
    CHECK(a.values[0].value == 3);
}

TEST_CASE("analysis: a stop before the first estimate leaves no values, and limits leave estimates marked so", "[analysis]")
{
    const Variant v = kalah(true, 6, 4);
    const Position p = startPosition(v);
    const std::atomic<bool> stop{true};
    CHECK(estimatePosition(v, p, kMaxLapsPerTurn, 0, &stop).values.empty());

    PositionAnalysis a = estimatePosition(v, p, kMaxLapsPerTurn, 20'000);
    REQUIRE(a.values.size() == 6);
    CHECK(a.depth > 0);
    SettleLimits tight;
    tight.maxNodes = 1000; // far too few for any child of the 48-seed start
    CHECK(settlePosition(v, p, kMaxLapsPerTurn, a, {}, tight) == 0);
    for (const DecisionValue& d : a.values)
        CHECK_FALSE(d.exact);
}

TEST_CASE("analysis: estimates in every game, none exact outside Kalah", "[analysis]")
{
    for (const GameId g : {GameId::Mankala, GameId::AliGuli, GameId::Omweso}) {
        const Variant v = defaultVariant(g);
        Position p = startPosition(v);
        if (p.setupPhase) {
            CHECK(estimatePosition(v, p, kMaxLapsPerTurn).values.empty()); // a set-up is not weighed
            continue;
        }
        PositionAnalysis a = estimatePosition(v, p, kMaxLapsPerTurn, 20'000);
        DecisionList legal;
        legalDecisions(v, p, legal);
        CHECK(a.values.size() == static_cast<std::size_t>(legal.size()));
        CHECK(settlePosition(v, p, kMaxLapsPerTurn, a, {}, {}) == 0);
        for (const DecisionValue& d : a.values)
            CHECK_FALSE(d.exact);
    }
}

TEST_CASE("grades: each game's thresholds, as docs/analysis.md gives them", "[analysis]")
{
    // Kalah and Mankala: good <= 1, inaccuracy <= 3, mistake <= 6, blunder beyond.
    for (const GameId g : {GameId::Kalah, GameId::Mankala}) {
        CHECK(gradeFor(g, 0) == Grade::Best);
        CHECK(gradeFor(g, 1) == Grade::Good);
        CHECK(gradeFor(g, 2) == Grade::Inaccuracy);
        CHECK(gradeFor(g, 3) == Grade::Inaccuracy);
        CHECK(gradeFor(g, 4) == Grade::Mistake);
        CHECK(gradeFor(g, 6) == Grade::Mistake);
        CHECK(gradeFor(g, 7) == Grade::Blunder);
    }
    // Ali Guli Mane: 1, 4, 8.
    CHECK(gradeFor(GameId::AliGuli, 1) == Grade::Good);
    CHECK(gradeFor(GameId::AliGuli, 4) == Grade::Inaccuracy);
    CHECK(gradeFor(GameId::AliGuli, 5) == Grade::Mistake);
    CHECK(gradeFor(GameId::AliGuli, 8) == Grade::Mistake);
    CHECK(gradeFor(GameId::AliGuli, 9) == Grade::Blunder);
    // Omweso: 2, 5, 10.
    CHECK(gradeFor(GameId::Omweso, 2) == Grade::Good);
    CHECK(gradeFor(GameId::Omweso, 3) == Grade::Inaccuracy);
    CHECK(gradeFor(GameId::Omweso, 10) == Grade::Mistake);
    CHECK(gradeFor(GameId::Omweso, 11) == Grade::Blunder);

    // Accuracy 100 h / (h + loss), h = 3 in Kalah: 100, 75, 50.
    CHECK(decisionAccuracy(GameId::Kalah, 0) == Approx(100.0));
    CHECK(decisionAccuracy(GameId::Kalah, 1) == Approx(75.0));
    CHECK(decisionAccuracy(GameId::Kalah, 3) == Approx(50.0));

    for (const Grade gr : {Grade::Best, Grade::Good, Grade::Inaccuracy, Grade::Mistake, Grade::Blunder})
        CHECK(gradeFromKey(gradeKey(gr)) == gr);
    CHECK_FALSE(gradeFromKey("brilliant"));
}

TEST_CASE("grades: a played decision's loss and grade from the values, an Omweso set-up has none", "[analysis]")
{
    const Variant v = kalah(true, 3, 2);
    const std::vector<DecisionValue> values = {
        {Decision::sow(0), -4, true}, {Decision::sow(1), 2, true}, {Decision::sow(2), 5, false}};
    const PlyReview r = reviewOf(GameId::Kalah, values, Decision::sow(0));
    REQUIRE(r.grade);
    CHECK(*r.grade == Grade::Blunder); // 5 - (-4) = 9 > 6
    CHECK(lossOf(r, Decision::sow(0)) == 9);
    CHECK(reviewOf(GameId::Kalah, values, Decision::sow(1)).grade == Grade::Inaccuracy); // 3
    CHECK(reviewOf(GameId::Kalah, values, Decision::sow(2)).grade == Grade::Best);
    const PlyReview setup = reviewOf(GameId::Omweso, {}, Decision{});
    CHECK_FALSE(setup.grade);
    CHECK_FALSE(lossOf(setup, Decision{}));
}

TEST_CASE("review: a Kalah game with planted mistakes: the review finds exactly those", "[analysis]")
{
    // Both sides play a minimax-best decision, except at the planted plies,
    // where the mover plays the decision that loses the most, planted only
    // where that loses at least 4 seeds (a mistake or worse).
    const Variant v = kalah(true, 4, 2);
    Game g(v);
    std::vector<Decision> played;
    std::vector<int> planted;
    std::mt19937 rng(7);
    const std::vector<int> wanted = {1, 4, 7};
    while (!g.over()) {
        const Position& p = g.position();
        DecisionList legal;
        legalDecisions(v, p, legal);
        int bestValue = -1000, worstValue = 1000;
        Decision best, worst;
        for (const Decision& d : legal) {
            const int value = childValue(v, p, d);
            if (value > bestValue)
                bestValue = value, best = d;
            if (value < worstValue)
                worstValue = value, worst = d;
        }
        const int ply = static_cast<int>(played.size());
        const bool plant = std::find(wanted.begin(), wanted.end(), ply) != wanted.end() && bestValue - worstValue >= 4;
        const Decision d = plant ? worst : best;
        if (plant)
            planted.push_back(ply);
        played.push_back(d);
        REQUIRE(g.play(d));
    }
    REQUIRE(planted.size() >= 2);

    const std::vector<ReviewStep> steps = stepsOf(v, startPosition(v), played);
    REQUIRE(steps.size() == played.size());
    ReviewOptions options;
    options.estimateNodes = 20'000; // the exact values replace them
    options.exactMs = 60'000; // far more than a 16-seed board needs
    options.help = withMemory();
    const std::vector<PositionAnalysis> found = reviewSteps(v, steps, options);
    std::vector<int> flagged;
    std::vector<GradedDecision> graded;
    std::vector<PlyReview> reviews;
    reviews.reserve(steps.size());
    for (std::size_t i = 0; i < steps.size(); ++i) {
        CHECK(found[i].allExact());
        reviews.push_back(reviewOf(GameId::Kalah, found[i].values, steps[i].played));
        REQUIRE(reviews.back().grade);
        if (*reviews.back().grade >= Grade::Mistake)
            flagged.push_back(static_cast<int>(i));
        else
            CHECK(*reviews.back().grade == Grade::Best);
        graded.push_back({steps[i].position.toMove, steps[i].played, &reviews.back()});
    }
    CHECK(flagged == planted);
    const auto summary = summarize(GameId::Kalah, graded);
    CHECK(summary[0].mistakes + summary[0].blunders + summary[1].mistakes + summary[1].blunders
          == static_cast<int>(planted.size()));
    CHECK(summary[0].inaccuracies + summary[1].inaccuracies == 0);
    CHECK(summary[0].accuracy < 100.0 + 1e-9);
}

TEST_CASE("review: progress is told for every step, and a stop ends the review at once", "[analysis][threads]")
{
    const Variant v = kalah(true, 4, 3);
    const std::vector<Decision> played = {Decision::sow(0), Decision::sow(1), Decision::sow(3)};
    const std::vector<ReviewStep> steps = stepsOf(v, startPosition(v), played);
    REQUIRE(steps.size() == 3);
    std::vector<int> told(steps.size(), 0);
    ReviewOptions options;
    options.threads = 2;
    options.exactMs = 0;
    reviewSteps(v, steps, options, [&](std::size_t i, const PositionAnalysis& a, int pass) {
        CHECK(pass == 1);
        CHECK_FALSE(a.values.empty());
        ++told[i];
    });
    CHECK(told == std::vector<int>{1, 1, 1});

    const std::atomic<bool> stop{true};
    options.stop = &stop;
    const auto none = reviewSteps(v, steps, options);
    for (const PositionAnalysis& a : none)
        CHECK(a.values.empty());

    // An illegal decision ends the steps there: South's hole 2 (3 seeds)
    // sows holes 3, 4 and the store, an extra move from an empty hole 2.
    CHECK(stepsOf(v, startPosition(v), {Decision::sow(1), Decision::sow(1)}).size() == 1);
}

TEST_CASE("analysis: the best line follows the exact best decisions in Kalah", "[analysis]")
{
    const Variant v = kalah(true, 4, 2);
    const Position p = startPosition(v);
    const std::vector<Decision> line = bestLine(v, p, kMaxLapsPerTurn, 6, withMemory(), {});
    REQUIRE(line.size() == 6);
    Position q = p;
    for (const Decision& d : line) {
        const int here = minimax(v, q);
        CHECK(childValue(v, q, d) == here); // each step keeps the position's value
        play(v, q, d);
        if (status(v, q).over)
            break;
    }
}
