// Match play between rounds (docs/rules.md §3.8-12 and the paragraph after them):
// refills from the stocks, protected holes, the loser's choice of holes, who
// starts, the end of the match; omweso's seed split. Expected positions worked
// out by hand.
#include "engine/match.h"
#include "engine/rules.h"
#include "tests/engine/support/omweso_test_support.h"

#include <catch2/catch.hpp>

#include <array>
#include <utility>
#include <vector>

using namespace semina;

namespace {

Variant game(GameId g) { return defaultVariant(g); }

// A finished round: empty board, the given stocks.
Position finished(int stockS, int stockN, Side toMove = Side::North)
{
    Position p;
    p.stores = {stockS, stockN};
    p.toMove = toMove;
    return p;
}

std::uint16_t mask(std::vector<int> holes)
{
    std::uint16_t m = 0;
    for (int h : holes)
        m |= static_cast<std::uint16_t>(1u << h);
    return m;
}

// A round's start: `filledS`/`filledN` holes hold `seeds`, the others are protected.
Position refilled(int holes, int seeds, std::vector<int> filledS, std::vector<int> filledN, int stockS,
                  int stockN, Side toMove)
{
    Position p;
    const std::uint16_t all = static_cast<std::uint16_t>((1u << holes) - 1);
    p.protectedMask = {static_cast<std::uint16_t>(all & ~mask(filledS)),
                       static_cast<std::uint16_t>(all & ~mask(filledN))};
    for (int h : filledS)
        p.pit(Side::South, h) = seeds;
    for (int h : filledN)
        p.pit(Side::North, h) = seeds;
    p.stores = {stockS, stockN};
    p.toMove = toMove;
    return p;
}

const std::vector<int> kAll7{0, 1, 2, 3, 4, 5, 6};

} // namespace

TEST_CASE("aliguli 3.8: the winner fills all holes and keeps the surplus, the loser fills what the stock allows")
{
    // South 48, North 22. South: 7 x 5 = 35, keeps 13. North: 22 / 5 = 4
    // holes (20) from the left, keeps 2; holes 4..6 protected (3.9).
    const NextRound r = nextRound(game(GameId::AliGuli), finished(48, 22), Side::South);
    REQUIRE(r.error == MatchError::None);
    CHECK_FALSE(r.matchOver);
    CHECK(r.roundWinner == Outcome::South);
    CHECK(r.loserFills == 4);
    CHECK(r.start == refilled(7, 5, kAll7, {0, 1, 2, 3}, 13, 2, Side::North));
    CHECK(r.start.protectedMask[1] == mask({4, 5, 6}));
}

TEST_CASE("aliguli 3.8: seeds=4 refills 4 per hole")
{
    Variant v = game(GameId::AliGuli);
    REQUIRE(setOption(v, "seeds", "4") == OptionError::None);
    // 56 seeds: North 30 wins: 28 in, keeps 2. South 26 / 4 = 6 holes (24), keeps 2.
    const NextRound r = nextRound(v, finished(26, 30), Side::North);
    REQUIRE(r.error == MatchError::None);
    CHECK(r.roundWinner == Outcome::North);
    CHECK(r.loserFills == 6);
    CHECK(r.start == refilled(7, 4, {0, 1, 2, 3, 4, 5}, kAll7, 2, 2, Side::South));
}

TEST_CASE("aliguli 3.9: protected holes come back into play when their owner can fill them again")
{
    // North had holes 4..6 protected last round and now won 40 to 30: all 7
    // filled (35), keeps 5. South: 30 / 5 = 6 holes, keeps 0.
    Position end = finished(30, 40);
    end.protectedMask = {0, mask({4, 5, 6})};
    const NextRound r = nextRound(game(GameId::AliGuli), end, Side::North);
    REQUIRE(r.error == MatchError::None);
    CHECK(r.start == refilled(7, 5, {0, 1, 2, 3, 4, 5}, kAll7, 0, 5, Side::South));
    CHECK(r.start.protectedMask[1] == 0);
}

TEST_CASE("aliguli 3.10: the loser chooses which holes to fill")
{
    const Variant v = game(GameId::AliGuli);
    const NextRound r = nextRound(v, finished(48, 22), Side::South, {6, 2, 4, 0});
    REQUIRE(r.error == MatchError::None);
    CHECK(r.start == refilled(7, 5, kAll7, {0, 2, 4, 6}, 13, 2, Side::North));
    CHECK(r.start.protectedMask[1] == mask({1, 3, 5}));
}

TEST_CASE("aliguli 3.10: the loser's fill must name exactly as many different valid holes as the stock fills")
{
    const Variant v = game(GameId::AliGuli);
    const Position end = finished(48, 22); // North fills 4 holes
    CHECK(nextRound(v, end, Side::South, {0, 1, 2}).error == MatchError::FillWrongCount);
    CHECK(nextRound(v, end, Side::South, {0, 1, 2, 3, 4}).error == MatchError::FillWrongCount);
    CHECK(nextRound(v, end, Side::South, {0, 1, 2, 7}).error == MatchError::FillBadHole);
    CHECK(nextRound(v, end, Side::South, {-1, 1, 2, 3}).error == MatchError::FillBadHole);
    CHECK(nextRound(v, end, Side::South, {0, 1, 1, 2}).error == MatchError::FillDuplicate);
    CHECK(nextRound(v, end, Side::South, {3, 2, 1, 0}).error == MatchError::None);
}

TEST_CASE("aliguli 3.11: after a drawn round both players fill all holes")
{
    const Variant v = game(GameId::AliGuli);
    const NextRound r = nextRound(v, finished(35, 35), Side::North);
    REQUIRE(r.error == MatchError::None);
    CHECK(r.roundWinner == Outcome::Draw);
    CHECK(r.loserFills == 0);
    CHECK(r.start == refilled(7, 5, kAll7, kAll7, 0, 0, Side::South));
    CHECK(r.start == startPosition(v, Side::South));
    CHECK(nextRound(v, finished(35, 35), Side::North, {0, 1}).error == MatchError::FillAfterDraw);
}

TEST_CASE("aliguli 3.11: next-starter=alternate (default)")
{
    const Variant v = game(GameId::AliGuli);
    CHECK(nextRound(v, finished(48, 22), Side::South).start.toMove == Side::North);
    CHECK(nextRound(v, finished(48, 22), Side::North).start.toMove == Side::South);
    CHECK(nextRound(v, finished(22, 48), Side::North).start.toMove == Side::South);
}

TEST_CASE("aliguli 3.11: next-starter=loser")
{
    Variant v = game(GameId::AliGuli);
    REQUIRE(setOption(v, "next-starter", "loser") == OptionError::None);
    CHECK(nextRound(v, finished(48, 22), Side::North).start.toMove == Side::North);
    CHECK(nextRound(v, finished(48, 22), Side::South).start.toMove == Side::North);
    CHECK(nextRound(v, finished(22, 48), Side::North).start.toMove == Side::South);
    // After a draw there is no loser: alternate.
    CHECK(nextRound(v, finished(35, 35), Side::North).start.toMove == Side::South);
    CHECK(nextRound(v, finished(35, 35), Side::South).start.toMove == Side::North);
}

TEST_CASE("aliguli 3.11: next-starter=winner")
{
    Variant v = game(GameId::AliGuli);
    REQUIRE(setOption(v, "next-starter", "winner") == OptionError::None);
    CHECK(nextRound(v, finished(48, 22), Side::South).start.toMove == Side::South);
    CHECK(nextRound(v, finished(48, 22), Side::North).start.toMove == Side::South);
    CHECK(nextRound(v, finished(22, 48), Side::South).start.toMove == Side::North);
    CHECK(nextRound(v, finished(35, 35), Side::North).start.toMove == Side::South);
}

TEST_CASE("aliguli 3.12: the match ends when a player cannot fill a single hole")
{
    const Variant v = game(GameId::AliGuli);
    NextRound r = nextRound(v, finished(66, 4), Side::South);
    CHECK(r.error == MatchError::None);
    CHECK(r.matchOver);
    CHECK(r.matchWinner == Outcome::South);
    CHECK(r.roundWinner == Outcome::South);

    r = nextRound(v, finished(1, 69), Side::South);
    CHECK(r.matchOver);
    CHECK(r.matchWinner == Outcome::North);

    // Neither can (positions may hold any totals): a drawn match.
    r = nextRound(v, finished(4, 3), Side::South);
    CHECK(r.matchOver);
    CHECK(r.matchWinner == Outcome::Draw);

    // 5 seeds still fill one hole: the match goes on with 6 holes protected.
    r = nextRound(v, finished(65, 5), Side::South);
    REQUIRE_FALSE(r.matchOver);
    CHECK(r.loserFills == 1);
    CHECK(r.start == refilled(7, 5, kAll7, {0}, 30, 0, Side::North));
}

TEST_CASE("match: only a finished round can be refilled")
{
    const Variant v = game(GameId::AliGuli);
    CHECK(nextRound(v, startPosition(v, Side::South), Side::South).error == MatchError::RoundNotOver);

    // An end position before its sweep is judged at once (§5a): South's row
    // is empty, North's 3 go to North: 40 to 30.
    Position end = finished(40, 27, Side::South);
    end.pit(Side::North, 0) = 3;
    const NextRound r = nextRound(v, end, Side::South);
    REQUIRE(r.error == MatchError::None);
    CHECK(r.roundWinner == Outcome::South);
    // South: 35 in, keeps 5. North: 30 / 5 = 6 holes, keeps 0.
    CHECK(r.start == refilled(7, 5, kAll7, {0, 1, 2, 3, 4, 5}, 5, 0, Side::North));
}

TEST_CASE("kalah: match refills with 4 seeds per hole and the store as stock")
{
    const Variant v = game(GameId::Kalah);
    // South 30: 6 x 4 = 24, keeps 6. North 18 / 4 = 4 holes (16), keeps 2.
    const NextRound r = nextRound(v, finished(30, 18), Side::South);
    REQUIRE(r.error == MatchError::None);
    CHECK(r.roundWinner == Outcome::South);
    CHECK(r.start == refilled(6, 4, {0, 1, 2, 3, 4, 5}, {0, 1, 2, 3}, 6, 2, Side::North));
    CHECK(nextRound(v, startPosition(v, Side::South), Side::South).error == MatchError::RoundNotOver);
    CHECK(nextRound(v, finished(30, 18), Side::South, {5, 4, 3, 2}).start
          == refilled(6, 4, {0, 1, 2, 3, 4, 5}, {2, 3, 4, 5}, 6, 2, Side::North));
    CHECK(nextRound(v, finished(30, 18), Side::South, {6, 4, 3, 2}).error == MatchError::FillBadHole);
}

TEST_CASE("kalah: match refills honour holes=4")
{
    Variant v = game(GameId::Kalah);
    REQUIRE(setOption(v, "holes", "4") == OptionError::None);
    // North 20 wins: 4 x 4 = 16, keeps 4. South 12 / 4 = 3 holes, keeps 0.
    const NextRound r = nextRound(v, finished(12, 20), Side::South);
    REQUIRE(r.error == MatchError::None);
    CHECK(r.start == refilled(4, 4, {0, 1, 2}, {0, 1, 2, 3}, 0, 4, Side::North));
    CHECK(nextRound(v, finished(16, 16), Side::South).start == startPosition(v, Side::North));
}

TEST_CASE("mankala: match refills with seeds=6")
{
    Variant v = game(GameId::Mankala);
    REQUIRE(setOption(v, "seeds", "6") == OptionError::None);
    // South 40: 36 in, keeps 4. North 32 / 6 = 5 holes (30), keeps 2.
    const NextRound r = nextRound(v, finished(40, 32), Side::North);
    REQUIRE(r.error == MatchError::None);
    CHECK(r.start == refilled(6, 6, {0, 1, 2, 3, 4, 5}, {0, 1, 2, 3, 4}, 4, 2, Side::South));
    const NextRound over = nextRound(v, finished(70, 2), Side::North);
    CHECK(over.matchOver);
    CHECK(over.matchWinner == Outcome::South);
}

TEST_CASE("kalah: the next round plays round the loser's protected holes")
{
    // South won 30-18 and North fills holes 2..5 (0-based): N0, N1 protected.
    // North started the round, so South starts this one. S5 (4): the store,
    // then N2, N3, N4 (N0 and N1 skipped, docs/rules.md §3.9, §5a); the turn
    // passes.
    const Variant v = game(GameId::Kalah);
    const NextRound r = nextRound(v, finished(30, 18), Side::North, {2, 3, 4, 5});
    REQUIRE(r.error == MatchError::None);
    Position p = r.start;
    REQUIRE(p.toMove == Side::South);
    play(v, p, Decision::sow(5));
    Position expected = refilled(6, 4, {0, 1, 2, 3, 4, 5}, {2, 3, 4, 5}, 7, 2, Side::North);
    expected.pit(Side::South, 5) = 0;
    for (int h : {2, 3, 4})
        expected.pit(Side::North, h) = 5;
    CHECK(p == expected);
    CHECK_FALSE(isLegal(v, p, Decision::sow(0))); // North may not choose a protected hole
    CHECK(isLegal(v, p, Decision::sow(2)));
}

TEST_CASE("aliguli: the next round's relays and Saada go round the loser's protected holes")
{
    // South won 65-5: South fills all 7 (35), keeps 30; North fills hole 3
    // alone, the rest protected (§3.8-10). North started: South starts.
    // S0 (5) -> S1..S5 (6). N = S6 (5): relay -> N3 (6; N0-N2 skipped), S0 (1;
    // N4-N6 skipped), S1, S2, S3 (7). N = S4 (6): relay -> S5 (7), S6 (1),
    // N3 (7), S0 (2), S1, S2 (8). N = S3 (7): relay -> S4 (1), S5 (8), S6 (2),
    // N3 (8), S0 (3), S1, S2 (9). N = S3, empty: Saada (§3.4). C = S4 (1); its
    // facing hole N2 is protected and gives nothing: 1 seed. The second
    // sowing is South's.
    const Variant v = game(GameId::AliGuli);
    const NextRound r = nextRound(v, finished(65, 5), Side::North, {3});
    REQUIRE(r.error == MatchError::None);
    Position p = r.start;
    REQUIRE(p.toMove == Side::South);
    play(v, p, Decision::sow(0));
    const std::vector<int> south{3, 9, 9, 0, 0, 8, 2};
    for (int h = 0; h < 7; ++h) {
        CHECK(p.pit(Side::South, h) == south[static_cast<std::size_t>(h)]);
        CHECK(p.pit(Side::North, h) == (h == 3 ? 8 : 0));
    }
    CHECK(p.stores == std::array<int, 2>{31, 0});
    CHECK(p.protectedMask == std::array<std::uint16_t, 2>{0, mask({0, 1, 2, 4, 5, 6})});
    CHECK(p.toMove == Side::South);
}

TEST_CASE("match: the refill is a trace of seeds from each stock into its filled holes")
{
    // South 48, North 22 (as in 3.8 above): South's 7 holes get 5 each from
    // South's stock, then North's holes 0..3 get 5 each from North's.
    const NextRound r = nextRound(game(GameId::AliGuli), finished(48, 22), Side::South, {0, 2, 3, 6});
    REQUIRE(r.error == MatchError::None);
    REQUIRE(r.refill.size() == 11);
    for (std::size_t i = 0; i < r.refill.size(); ++i) {
        const Event& e = r.refill[i];
        const Side side = i < 7 ? Side::South : Side::North;
        CHECK(e.type == EventType::Refill);
        CHECK(e.count == 5);
        CHECK(e.from == Place::storeOf(side));
        CHECK(e.to.kind == Place::Kind::Hole);
        CHECK(e.to.side == side);
    }
    CHECK(r.refill[7].to.hole == 0);
    CHECK(r.refill[8].to.hole == 2);
    CHECK(r.refill[9].to.hole == 3);
    CHECK(r.refill[10].to.hole == 6);
    // Replayed from the end, the trace gives the start's seeds and stocks.
    const Position replayed = replay(finished(48, 22), r.refill);
    CHECK(replayed.pits == r.start.pits);
    CHECK(replayed.stores == r.start.stores);
}

TEST_CASE("match: the loser's choice is how many holes their stock fills, and what it leaves")
{
    const RefillChoice c = refillChoice(game(GameId::AliGuli), finished(48, 22));
    CHECK(c.loser == Side::North);
    CHECK(c.holes == 4);     // 22 / 5
    CHECK(c.remainder == 2); // 22 - 20
    const RefillChoice k = refillChoice(game(GameId::Kalah), finished(17, 31));
    CHECK(k.loser == Side::South);
    CHECK(k.holes == 4); // 17 / 4
    CHECK(k.remainder == 1);
    // No choice after a draw, when the loser fills everything, when the match is over.
    CHECK(refillChoice(game(GameId::AliGuli), finished(35, 35)).holes == 0);
    CHECK(refillChoice(game(GameId::Kalah), finished(24, 24)).holes == 0);
    CHECK(refillChoice(game(GameId::Kalah), finished(44, 4 * 6)).holes == 0); // 24 fills all 6
    CHECK(refillChoice(game(GameId::AliGuli), finished(66, 4)).holes == 0);   // cannot fill one: over
    CHECK(refillChoice(game(GameId::Omweso), finished(0, 0)).holes == 0);
}

TEST_CASE("match: a match record counts the rounds each side won")
{
    MatchRecord m;
    m.rounds.resize(4);
    m.rounds[0] = {Position{}, Position{}, true, Outcome::South, {}};
    m.rounds[1] = {Position{}, Position{}, true, Outcome::North, {1, 2}};
    m.rounds[2] = {Position{}, Position{}, true, Outcome::South, {}};
    m.rounds[3] = {Position{}, Position{}, false, Outcome::South, {}}; // not finished: not counted
    CHECK(m.wins(Side::South) == 2);
    CHECK(m.wins(Side::North) == 1);
}

// ---- omweso: the next round is a new set-up with a new seed split ----

namespace {

Variant split(int south, int north)
{
    Variant v = game(GameId::Omweso);
    v.southSeeds = south;
    v.northSeeds = north;
    return v;
}

// South's and North's seeds in the round after one of `v` that `winner` won.
std::pair<int, int> nextSplit(const Variant& v, Outcome winner)
{
    const Variant next = nextRoundVariant(v, winner);
    return {next.southSeeds, next.northSeeds};
}

using Split = std::pair<int, int>;

} // namespace

TEST_CASE("match: omweso sets up its next round by a seed split, the others by a refill")
{
    CHECK(roundSetUp(game(GameId::Omweso)) == RoundSetUp::SeedSplit);
    for (GameId g : {GameId::Kalah, GameId::Mankala, GameId::AliGuli}) {
        CHECK(roundSetUp(game(g)) == RoundSetUp::Refill);
        CHECK(seedSplitLimits(game(g)) == SeedSplitLimits{});
        CHECK(nextRoundVariant(game(g), Outcome::South) == game(g));
        CHECK(withSeedSplit(game(g), 20) == game(g));
        CHECK_FALSE(seedSplitAllowed(game(g), 32));
    }
    // 64 seeds; a lost round adds 4; three steps either side of 32/32.
    CHECK(seedSplitLimits(game(GameId::Omweso)) == SeedSplitLimits{64, 4, 20, 44});
}

TEST_CASE("match: omweso's loser places 4 more seeds in the next round")
{
    const Variant even = game(GameId::Omweso);
    CHECK(nextSplit(even, Outcome::North) == Split{36, 28}); // South lost: 32 + 4, North the rest
    CHECK(nextSplit(even, Outcome::South) == Split{28, 36}); // North lost: South 32 - 4
    CHECK(nextSplit(even, Outcome::Draw) == Split{32, 32});  // a draw changes nothing
    CHECK(nextSplit(split(36, 28), Outcome::North) == Split{40, 24});
    CHECK(nextSplit(split(36, 28), Outcome::South) == Split{32, 32});
    CHECK(nextSplit(split(24, 40), Outcome::Draw) == Split{24, 40});
    // The other options stay.
    Variant ignored = even;
    ignored.omwesoOuterEmptyRequired = false;
    CHECK_FALSE(nextRoundVariant(ignored, Outcome::North).omwesoOuterEmptyRequired);
}

TEST_CASE("match: omweso's seed split stays within 20..44")
{
    CHECK(nextSplit(split(42, 22), Outcome::North) == Split{44, 20}); // 46 clamped
    CHECK(nextSplit(split(44, 20), Outcome::North) == Split{44, 20});
    CHECK(nextSplit(split(22, 42), Outcome::South) == Split{20, 44}); // 18 clamped
    CHECK(nextSplit(split(20, 44), Outcome::South) == Split{20, 44});
    CHECK(nextSplit(split(44, 20), Outcome::South) == Split{40, 24});
    // A single game's handicap may go further (8/56, engine/handicap.h); the
    // round after it comes back within the limits.
    CHECK(nextSplit(split(8, 56), Outcome::North) == Split{20, 44}); // 12 clamped
    CHECK(nextSplit(split(56, 8), Outcome::North) == Split{44, 20}); // 60 clamped
    CHECK(nextSplit(split(56, 8), Outcome::Draw) == Split{44, 20});
}

TEST_CASE("match: omweso's seed split may be set within 20..44, North placing the rest")
{
    const Variant v = game(GameId::Omweso);
    CHECK_FALSE(seedSplitAllowed(v, 19));
    CHECK(seedSplitAllowed(v, 20));
    CHECK(seedSplitAllowed(v, 31)); // any number, not only steps of 4
    CHECK(seedSplitAllowed(v, 44));
    CHECK_FALSE(seedSplitAllowed(v, 45));
    CHECK_FALSE(seedSplitAllowed(v, 0));
    CHECK_FALSE(seedSplitAllowed(v, 64));
    const Variant set = withSeedSplit(v, 31);
    CHECK(set.southSeeds == 31);
    CHECK(set.northSeeds == 33);
    CHECK(checkVariant(set));
    CHECK(withSeedSplit(v, 50) == split(44, 20));
    CHECK(withSeedSplit(v, 3) == split(20, 44));
}

TEST_CASE("match: omweso's next round starts with the set-up of the new split, the other player first")
{
    const Variant v = game(GameId::Omweso);
    // South started and won: North lost, places 36, and starts.
    const Game southWon = omweso_test::finishedRound(v, Side::South, Outcome::South);
    NextRound r = nextRound(v, southWon.position(), Side::South);
    REQUIRE(r.error == MatchError::None);
    CHECK_FALSE(r.matchOver);
    CHECK(r.roundWinner == Outcome::South);
    CHECK(r.loserFills == 0);
    CHECK(r.refill.empty());
    CHECK(r.variant == split(28, 36));
    CHECK(r.start.setupPhase);
    CHECK(r.start.toMove == Side::North);
    CHECK(r.start == startPosition(r.variant, Side::North));
    CHECK(r.start == Game(r.variant, Side::North).position()); // a new game of the next round's options

    // North started and won: South lost, places 36, and starts.
    const Game northWon = omweso_test::finishedRound(v, Side::North, Outcome::North);
    r = nextRound(v, northWon.position(), Side::North);
    REQUIRE(r.error == MatchError::None);
    CHECK(r.roundWinner == Outcome::North);
    CHECK(r.variant == split(36, 28));
    CHECK(r.start == startPosition(r.variant, Side::South));
}

TEST_CASE("match: omweso's next starter is the other of the last round's, whoever won")
{
    const Variant v = game(GameId::Omweso);
    for (Outcome w : {Outcome::South, Outcome::North, Outcome::Draw}) {
        CHECK(seedSplitRound(v, w, Side::South).start.toMove == Side::North);
        CHECK(seedSplitRound(v, w, Side::North).start.toMove == Side::South);
    }
    // A round drawn by a third repetition (its end position cannot show it):
    // the same split, the start alternating.
    const NextRound drawn = seedSplitRound(split(24, 40), Outcome::Draw, Side::North);
    REQUIRE(drawn.error == MatchError::None);
    CHECK(drawn.roundWinner == Outcome::Draw);
    CHECK(drawn.variant == split(24, 40));
    CHECK(drawn.start == startPosition(split(24, 40), Side::South));
    CHECK(seedSplitRound(game(GameId::Kalah), Outcome::South, Side::South).error == MatchError::WrongGame);
}

TEST_CASE("match: omweso's next round needs a finished round and takes no fill")
{
    const Variant v = game(GameId::Omweso);
    CHECK(nextRound(v, startPosition(v, Side::South), Side::South).error == MatchError::RoundNotOver);
    Game g(v, Side::South);
    ai::Rng rng(5);
    for (int n = 0; n < 6; ++n) // both set-ups and four moves: still being played
        REQUIRE(g.play(ai::randomDecision(v, g.position(), rng, g.lapsLeft())));
    REQUIRE_FALSE(g.over());
    CHECK(nextRound(v, g.position(), Side::South).error == MatchError::RoundNotOver);
    const Game over = omweso_test::finishedRound(v, Side::South, Outcome::North);
    CHECK(nextRound(v, over.position(), Side::South, {0}).error == MatchError::WrongGame);
    // The refill games' next round keeps their options.
    CHECK(nextRound(game(GameId::AliGuli), finished(48, 22), Side::South).variant == game(GameId::AliGuli));
}
