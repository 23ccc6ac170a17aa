// Refill rounds (docs/rules.md §3.8-12 and the paragraph after them).
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
#include "engine/match.h"

#include "engine/rules.h"

#include <algorithm>

namespace semina {

namespace {

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

NextRound nextRound(const Variant& v, const Position& finalPosition, Side previousStarter,
                    const std::vector<int>& fill)
{
    NextRound r;
    if (v.game == GameId::Omweso) {
        r.error = MatchError::WrongGame;
        return r;
    }
    Position end = finalPosition;
    settle(v, end);
    const Status st = status(v, end);
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
    if (v.game == GameId::Omweso)
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
