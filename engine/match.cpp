// Refill rounds (docs/rules.md §3.8-12 and the paragraph after them) and
// omweso's seed split between rounds ("Match play in the other games").
//
// Decisions where the rules are silent (positions may hold any seed totals):
// - The round's winner fills as many holes as their stock allows, at most all
//   of them, from their left (in a normal match the winner always has enough).
// - After a drawn round both players fill that way; naming a fill is an error.
// - A loser whose stock fills every hole fills them all (the fill, if named,
//   must then name every hole).
// - The match is judged before the fill: when a player cannot fill a single
//   hole the match is over and a named fill is not checked.
// - The round is settled first (settle() is idempotent), so an end position
//   whose sweep was not yet applied is accepted; it must then be over and its
//   board empty.
// - Omweso's split: 4 seeds more for a round's loser (one step of
//   engine/handicap.h's handicap), within 20..44 so that both players keep a
//   playable set-up; the starter alternates whoever won.
#include "engine/match.h"

#include "engine/rules.h"

#include <algorithm>

namespace semina {

namespace {

// Omweso's seed split (see SeedSplitLimits): the 64 seeds of the game
// (docs/rules.md §4), a lost round's step, and the most steps either side of
// the even split (32 - 3 x 4 = 20, 32 + 3 x 4 = 44).
constexpr int kOmwesoSeeds = 64;
constexpr int kSeedSplitStep = 4;
constexpr int kSeedSplitMaxSteps = 3;

// Fills holes of `s` named by `fill`, or the first `count` from the owner's
// left; unfilled holes are protected. The stock keeps the rest.
void refill(Position& p, Side s, int holes, int seeds, int count, const std::vector<int>& fill, Trace& trace)
{
    std::uint16_t mask = 0;
    for (int h = 0; h < holes; ++h)
        mask |= static_cast<std::uint16_t>(1u << h);
    if (fill.empty()) {
        for (int h = 0; h < count; ++h)
            mask &= static_cast<std::uint16_t>(~(1u << h));
    } else {
        for (int h : fill)
            mask &= static_cast<std::uint16_t>(~(1u << h));
    }
    for (int h = 0; h < holes; ++h) {
        p.pit(s, h) = ((mask >> h) & 1u) ? 0 : seeds;
        if (p.pit(s, h) > 0)
            trace.push_back(Event::refill(s, h, seeds));
    }
    p.protectedMask[idx(s)] = mask;
    p.stores[idx(s)] -= count * seeds;
}

MatchError checkFill(const std::vector<int>& fill, int holes, int count)
{
    std::uint32_t seen = 0;
    for (int h : fill) {
        if (h < 0 || h >= holes)
            return MatchError::FillBadHole;
        if ((seen >> h) & 1u)
            return MatchError::FillDuplicate;
        seen |= 1u << h;
    }
    if (static_cast<int>(fill.size()) != count)
        return MatchError::FillWrongCount;
    return MatchError::None;
}

} // namespace

RoundSetUp roundSetUp(const Variant& v) { return v.game == GameId::Omweso ? RoundSetUp::SeedSplit : RoundSetUp::Refill; }

SeedSplitLimits seedSplitLimits(const Variant& v)
{
    if (roundSetUp(v) != RoundSetUp::SeedSplit)
        return {};
    const int min = kOmwesoSeeds / 2 - kSeedSplitMaxSteps * kSeedSplitStep;
    return {kOmwesoSeeds, kSeedSplitStep, min, kOmwesoSeeds - min};
}

bool seedSplitAllowed(const Variant& v, int southSeeds)
{
    const SeedSplitLimits l = seedSplitLimits(v);
    return roundSetUp(v) == RoundSetUp::SeedSplit && southSeeds >= l.min && southSeeds <= l.max;
}

Variant withSeedSplit(const Variant& v, int southSeeds)
{
    if (roundSetUp(v) != RoundSetUp::SeedSplit)
        return v;
    const SeedSplitLimits l = seedSplitLimits(v);
    Variant next = v;
    next.southSeeds = std::clamp(southSeeds, l.min, l.max);
    next.northSeeds = l.total - next.southSeeds;
    return next;
}

Variant nextRoundVariant(const Variant& v, Outcome roundWinner)
{
    if (roundSetUp(v) != RoundSetUp::SeedSplit)
        return v;
    const int step = seedSplitLimits(v).step;
    const int change = roundWinner == Outcome::North ? step : roundWinner == Outcome::South ? -step : 0;
    return withSeedSplit(v, v.southSeeds + change);
}

NextRound seedSplitRound(const Variant& v, Outcome roundWinner, Side previousStarter)
{
    NextRound r;
    if (roundSetUp(v) != RoundSetUp::SeedSplit) {
        r.error = MatchError::WrongGame;
        return r;
    }
    r.roundWinner = roundWinner;
    r.variant = nextRoundVariant(v, roundWinner);
    r.start = startPosition(r.variant, other(previousStarter));
    return r;
}

NextRound nextRound(const Variant& v, const Position& finalPosition, Side previousStarter,
                    const std::vector<int>& fill)
{
    NextRound r;
    if (roundSetUp(v) == RoundSetUp::SeedSplit && !fill.empty()) {
        r.error = MatchError::WrongGame;
        return r;
    }
    Position end = finalPosition;
    settle(v, end);
    const Status st = status(v, end);
    if (roundSetUp(v) == RoundSetUp::SeedSplit) {
        if (!st.over) {
            r.error = MatchError::RoundNotOver;
            return r;
        }
        return seedSplitRound(v, st.winner, previousStarter);
    }
    r.variant = v;
    const int holes = v.pitsPerSide();
    if (!st.over || seedsOnSide(end, Side::South, holes) != 0
        || seedsOnSide(end, Side::North, holes) != 0) {
        r.error = MatchError::RoundNotOver;
        return r;
    }
    r.roundWinner = st.winner;

    const int seeds = v.seeds;
    const int fills[2] = {std::min(holes, end.stores[0] / seeds), std::min(holes, end.stores[1] / seeds)};
    const bool southCan = fills[0] > 0;
    const bool northCan = fills[1] > 0;
    if (!southCan || !northCan) {
        r.matchOver = true;
        r.matchWinner = southCan ? Outcome::South : northCan ? Outcome::North : Outcome::Draw;
        return r;
    }

    Position next;
    next.stores = end.stores;
    Side starter = other(previousStarter);
    if (st.winner == Outcome::Draw) {
        if (!fill.empty()) {
            r.error = MatchError::FillAfterDraw;
            return r;
        }
        refill(next, Side::South, holes, seeds, fills[0], {}, r.refill);
        refill(next, Side::North, holes, seeds, fills[1], {}, r.refill);
    } else {
        const Side winner = st.winner == Outcome::South ? Side::South : Side::North;
        const Side loser = other(winner);
        const int loserFills = fills[idx(loser)];
        if (!fill.empty()) {
            r.error = checkFill(fill, holes, loserFills);
            if (r.error != MatchError::None)
                return r;
        }
        refill(next, winner, holes, seeds, fills[idx(winner)], {}, r.refill);
        refill(next, loser, holes, seeds, loserFills, fill, r.refill);
        r.loserFills = loserFills;
        if (v.nextStarter == NextStarter::Loser)
            starter = loser;
        else if (v.nextStarter == NextStarter::Winner)
            starter = winner;
    }
    next.toMove = starter;
    r.start = next;
    return r;
}

RefillChoice refillChoice(const Variant& v, const Position& finalPosition)
{
    RefillChoice c;
    if (roundSetUp(v) != RoundSetUp::Refill)
        return c;
    Position end = finalPosition;
    settle(v, end);
    const Status st = status(v, end);
    if (!st.over || st.winner == Outcome::Draw)
        return c;
    c.loser = st.winner == Outcome::South ? Side::North : Side::South;
    const int stock = end.stores[idx(c.loser)];
    const int fills = std::min(v.pitsPerSide(), stock / v.seeds);
    if (fills == 0 || fills == v.pitsPerSide())
        return c;
    c.holes = fills;
    c.remainder = stock - fills * v.seeds;
    return c;
}

int MatchRecord::wins(Side side) const
{
    const Outcome mine = side == Side::South ? Outcome::South : Outcome::North;
    return static_cast<int>(std::count_if(rounds.begin(), rounds.end(),
                                          [mine](const MatchRound& r) { return r.finished && r.winner == mine; }));
}

} // namespace semina
