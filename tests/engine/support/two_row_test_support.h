#pragma once
// Shared helpers of the two-row rule tests (kalah, mankala, aliguli): positions written
// as hole lists, playing a 1-based hole, and building expected trace events.

#include "engine/rules.h"

#include <catch2/catch.hpp>

#include <initializer_list>

namespace semina::test {

constexpr int P = -1; // a protected hole (holds no seeds)

// Kalah with the given capture rule and board size.
inline Variant kalah(bool captureEmpty = true, int holes = 6, int seeds = 4)
{
    Variant v = defaultVariant(GameId::Kalah);
    v.kalahCaptureEmpty = captureEmpty;
    v.holes = holes;
    v.seeds = seeds;
    return v;
}

// A position of a two-row board: the holes of each row in local order (P: a
// protected hole), the stores (aliguli: stocks) and the player to move. A row
// is a braced list or any container of ints.
template <typename South = std::initializer_list<int>, typename North = std::initializer_list<int>>
Position pos(const South& south, const North& north, int southStore = 0, int northStore = 0,
             Side toMove = Side::South)
{
    Position p;
    int h = 0;
    for (int n : south) {
        if (n == P)
            p.protectedMask[0] |= static_cast<std::uint16_t>(1u << h);
        p.pits[0][h++] = n == P ? 0 : n;
    }
    h = 0;
    for (int n : north) {
        if (n == P)
            p.protectedMask[1] |= static_cast<std::uint16_t>(1u << h);
        p.pits[1][h++] = n == P ? 0 : n;
    }
    p.stores = {southStore, northStore};
    p.toMove = toMove;
    return p;
}

// Plays 1-based hole `hole` (it must be legal) and returns the trace.
inline Trace move(const Variant& v, Position& p, int hole)
{
    const Decision d = Decision::sow(hole - 1);
    REQUIRE(isLegal(v, p, d));
    Trace t;
    play(v, p, d, &t);
    return t;
}

inline Event pickUp(Side s, int hole, int n) { return Event::pickUp(Place::holeOf(s, hole), n, s); }
inline Event drop(Side mover, Place to) { return Event::drop(to, mover); }
inline Event captured(Side mover, Place from, int n) { return Event::capture(from, Place::storeOf(mover), n, mover); }
// The end sweep of `owner`'s hole into `owner`'s store.
inline Event sweep(Side owner, int hole, int n) { return Event::sweep(Place::holeOf(owner, hole), n, owner); }

// Plays up to `plies` random legal decisions from `p` and returns where it
// stopped (no legal decision, or `plies` played). At every step: isLegal()
// agrees with legalDecisions() for each hole, play with and without a trace
// agree, replay() of the trace gives the same (engine/trace.h), and the seeds
// are conserved.
template <typename Rng>
Position playRandomChecked(const Variant& v, Position p, int plies, Rng& rng)
{
    const int total = totalSeeds(p, v.holes);
    for (int ply = 0; ply < plies; ++ply) {
        DecisionList list;
        legalDecisions(v, p, list);
        for (int h = 0; h < v.holes; ++h)
            CHECK(isLegal(v, p, Decision::sow(h)) == list.contains(Decision::sow(h)));
        if (list.empty())
            break;
        const Decision d = list[static_cast<int>(rng() % static_cast<unsigned>(list.size()))];
        Position traced = p;
        Trace t;
        play(v, traced, d, &t);
        REQUIRE(replay(p, t) == traced); // the events tell the whole change (trace.h)
        play(v, p, d, nullptr);
        REQUIRE(traced == p);
        REQUIRE(totalSeeds(p, v.holes) == total);
    }
    return p;
}

} // namespace semina::test
