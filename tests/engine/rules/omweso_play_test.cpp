// Omweso: whole games with random set-ups and random decisions, checking the
// invariants every position and trace must keep (docs/rules.md §4, §5, §5a;
// engine/trace.h).
#include "tests/engine/support/omweso_test_support.h"

#include "engine/ai/random.h"
#include "engine/rules/omweso.h"

using namespace semina;
using namespace semina::ai;
using namespace omweso_test;

namespace {

struct Rng {
    std::uint32_t state;
    std::uint32_t next() { state = state * 1664525u + 1013904223u; return state >> 8; }
};

Decision randomSetup(Rng& rng, int seeds)
{
    Decision d;
    d.kind = Decision::Kind::Setup;
    for (int i = 0; i < seeds; ++i)
        ++d.setup[rng.next() % 16];
    return d;
}

// Every candidate decision of the position, legal or not.
std::vector<Decision> candidates(const Position& p)
{
    std::vector<Decision> out;
    if (p.choicePending()) {
        out = {Decision::choice(Dir::Ccw), Decision::choice(Dir::Cw)};
        return out;
    }
    for (int h = 0; h < 16; ++h)
        for (Dir d : {Dir::Ccw, Dir::Cw})
            out.push_back(Decision::sow(h, d));
    return out;
}

void playGames(const Variant& v, std::uint32_t seed, int games, int maxDecisions)
{
    Rng rng{seed};
    for (int g = 0; g < games; ++g) {
        const Side starter = g % 2 ? Side::North : Side::South;
        Position p = startPosition(v, starter);
        for (int n = 0; n < maxDecisions; ++n) {
            DecisionList list;
            legalDecisions(v, p, list);
            const Status st = status(v, p);
            REQUIRE(st.over == list.empty());
            if (st.over) {
                CHECK(st.winner == (p.toMove == Side::South ? Outcome::North : Outcome::South));
                break;
            }
            Decision d;
            if (p.setupPhase) {
                REQUIRE(list.size() == 1);
                d = randomSetup(rng, p.toMove == Side::South ? v.southSeeds : v.northSeeds);
                REQUIRE(isLegal(v, p, d));
            } else {
                // isLegal agrees with the list, for every candidate.
                for (const Decision& c : candidates(p))
                    REQUIRE(isLegal(v, p, c) == list.contains(c));
                if (p.choicePending()) {
                    REQUIRE(list.size() == 2); // a stop is only made where both sides are legal
                    REQUIRE(omweso::choiceDue(v, p));
                }
                d = list[static_cast<int>(rng.next() % static_cast<std::uint32_t>(list.size()))];
            }
            const Position before = p;
            Trace t;
            play(v, p, d, &t);
            Position quiet = before;
            play(v, quiet, d); // the same without a trace
            REQUIRE(quiet == p);

            REQUIRE(replay(before, t) == p); // the engine's replay (engine/trace.h)
            int hand = 0;
            REQUIRE(applyEvents(before, t, &hand) == p); // and this file's reading of trace.h
            REQUIRE(hand == (p.choicePending() ? p.pendingHand : 0));
            REQUIRE(totalSeeds(p, 16) == (p.setupPhase ? totalSeeds(p, 16) : 64));
            REQUIRE(p.stores == std::array<std::int32_t, 2>{0, 0});
            if (!p.choicePending() && !before.setupPhase)
                REQUIRE(p.toMove == other(before.toMove));
            if (p.choicePending())
                REQUIRE(p.toMove == before.toMove);
        }
    }
}

} // namespace

TEST_CASE("omweso: random games keep every invariant (outer-empty=required)")
{
    playGames(variant(true), 7, 12, 150);
}

TEST_CASE("omweso: random games keep every invariant (outer-empty=ignored)")
{
    playGames(variant(false), 11, 12, 150);
}

TEST_CASE("omweso: random games with a seed handicap (south-seeds=20, north-seeds=44)")
{
    Variant v = variant();
    v.southSeeds = 20;
    v.northSeeds = 44;
    playGames(v, 23, 8, 150);
}
