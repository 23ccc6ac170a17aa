// The AI's evaluations (ai/eval.h). The weights were set by self-play (the
// strength ladder, scripts/ladder); every term is cheap, the search does the rest.
#include "engine/ai/eval.h"

#include "engine/rules/aliguli_sow.h"
#include "engine/rules/omweso_lap.h"

#include <algorithm>
#include <array>

namespace semina::ai {

namespace {

// --- Kalah and Mankala: where a sowing from a hole ends ---------------------
//
// The lap of `mover` as a cycle of slots: own holes, own store (kalah only),
// the opponent's holes; protected holes are left out (as in the rules).
struct Slot {
    Side side;
    int hole; // -1: the mover's store
};

struct Cycle {
    std::array<Slot, 2 * kMaxPits + 1> slots{};
    std::array<int, kMaxPits> indexOf{}; // own hole -> slot
    int size = 0;
    // Without protected holes the slots are plain arithmetic (the usual case).
    bool plain = false;
    int m = 0;
    int store = 0;
    Side mover = Side::South;

    Cycle(const Variant& v, const Position& p, Side s, bool withStore)
        : plain(p.protectedMask[0] == 0 && p.protectedMask[1] == 0)
        , m(v.holes)
        , store(withStore ? 1 : 0)
        , mover(s)
    {
        if (plain) {
            size = 2 * m + store;
            return;
        }
        for (int h = 0; h < v.holes; ++h)
            if (!p.isProtected(s, h)) {
                indexOf[h] = size;
                slots[size++] = {s, h};
            }
        if (withStore)
            slots[size++] = {s, -1};
        for (int h = 0; h < v.holes; ++h)
            if (!p.isProtected(other(s), h))
                slots[size++] = {other(s), h};
    }

    int index(int hole) const { return plain ? hole : indexOf[hole]; }
    Slot slot(int k) const
    {
        if (!plain)
            return slots[k];
        if (k < m)
            return {mover, k};
        if (k < m + store)
            return {mover, -1};
        return {other(mover), k - m - store};
    }
};

struct Landing {
    Slot slot;
    int before; // seeds the last slot held just before the last seed
};

// Seeds fall at offsets 1..n after the start slot; the last at offset o, which
// has received (n - o) / size seeds earlier in the same sowing.
Landing landing(const Cycle& c, const Position& p, int startSlot, int n)
{
    const int o = (n - 1) % c.size + 1;
    const int at = (startSlot + o) % c.size;
    const Slot s = c.slot(at);
    int before = (n - o) / c.size;
    if (s.hole >= 0 && at != startSlot)
        before += p.pit(s.side, s.hole);
    return {s, before};
}

int kalahEval(const Variant& v, const Position& p)
{
    const Side me = p.toMove;
    const Side opp = other(me);
    const int m = v.holes;
    int score = kSeed * (p.stores[idx(me)] - p.stores[idx(opp)]);
    // Seeds on a side go to its owner when a side runs empty: worth a little.
    score += 2 * (seedsOnSide(p, me, m) - seedsOnSide(p, opp, m));

    // What each player has at hand: extra moves and the best capture.
    for (Side s : {me, opp}) {
        const Cycle c(v, p, s, true);
        int extra = 0;
        int capture = 0;
        for (int h = 0; h < m; ++h) {
            const int n = p.pit(s, h);
            if (n == 0 || p.isProtected(s, h))
                continue;
            const Landing l = landing(c, p, c.index(h), n);
            if (l.slot.hole < 0)
                ++extra;
            else if (l.slot.side == s && l.before == 0) {
                const int f = m - 1 - l.slot.hole;
                const int facing = p.isProtected(other(s), f) ? 0 : p.pit(other(s), f);
                if (facing > 0 || v.kalahCaptureEmpty)
                    capture = std::max(capture, facing + 1);
            }
        }
        // The player to move can use them now; the other only after a reply.
        const int sign = s == me ? 1 : -1;
        score += sign * (s == me ? 6 : 3) * (extra > 0 ? 1 + extra : 0);
        score += sign * (s == me ? 6 : 3) * capture;
    }
    return score;
}

int mankalaEval(const Variant& v, const Position& p)
{
    const Side me = p.toMove;
    const Side opp = other(me);
    const int m = v.holes;
    int score = kSeed * (p.stores[idx(me)] - p.stores[idx(opp)]);
    for (Side s : {me, opp}) {
        const Cycle c(v, p, s, false);
        int capture = 0;
        int holes = 0;
        for (int h = 0; h < m; ++h) {
            const int n = p.pit(s, h);
            if (n == 0 || p.isProtected(s, h))
                continue;
            ++holes;
            const Landing l = landing(c, p, c.index(h), n);
            if ((l.before == 1 || l.before == 5) && (v.mankalaCaptureAnySide || l.slot.side != s))
                capture = std::max(capture, l.before + 1);
        }
        const int sign = s == me ? 1 : -1;
        score += sign * ((s == me ? 7 : 3) * capture + 2 * holes);
    }
    return score;
}

// --- Ali Guli Mane -----------------------------------------------------------

int aliguliEval(const Variant& v, const Position& p)
{
    const Side me = p.toMove;
    const Side opp = other(me);
    const int m = v.holes;
    int score = kSeed * (p.stores[idx(me)] - p.stores[idx(opp)]);
    // A row's seeds go to its owner when the round ends, unless captured first.
    score += 3 * (seedsOnSide(p, me, m) - seedsOnSide(p, opp, m));

    const aliguli::Ring ring(v, p);
    if (ring.activeCount() < 3)
        return score;
    const auto at = [&](int r) { return ring.active(r) ? p.pit(ring.sideOf(r), ring.holeOf(r)) : 0; };
    // Saada threats: a sowing whose last seed falls just before an empty hole N
    // takes the hole C after N and the hole facing C. Whoever sows next may
    // find such an ending, and the player to move sows first (twice, when the
    // second sowing is still to come).
    int threat = 0;
    for (int r = 0; r < ring.size(); ++r) {
        if (!ring.active(r) || at(r) != 0)
            continue;
        for (Dir d : {Dir::Ccw, Dir::Cw}) {
            if (d == Dir::Cw && !v.aliDirectionChoice)
                continue;
            const int c = ring.next(r, d);
            const int gain = at(c) + at(ring.facing(c));
            if (at(c) > 0 || v.aliEmptyCaptureFacing)
                threat = std::max(threat, gain);
        }
    }
    score += (p.secondSowingDue ? 5 : 3) * threat;

    // Holes in play: a player with more non-empty holes has more sowings to
    // choose from; protected holes shrink a player's row for the round.
    int holes[2] = {0, 0};
    int guarded[2] = {0, 0};
    for (int r = 0; r < ring.size(); ++r) {
        const int s = idx(ring.sideOf(r));
        if (!ring.active(r))
            ++guarded[s];
        else if (at(r) > 0)
            ++holes[s];
    }
    score += 2 * (holes[idx(me)] - holes[idx(opp)]);
    score -= 4 * (guarded[idx(me)] - guarded[idx(opp)]);
    return score;
}

// --- Omweso ------------------------------------------------------------------

struct OmwesoSide {
    int seeds = 0;
    int movable = 0; // holes with more than one seed
    int aloka = 0;   // aloka holes with more than one seed (a cw start may capture)
    int threat = 0;  // the largest capture across the centre now set up
    int threats = 0; // columns set up for a capture
};

OmwesoSide omwesoSide(const Variant& v, const Position& p, Side s)
{
    using namespace omweso;
    OmwesoSide r;
    const auto& own = p.pits[idx(s)];
    const auto& opp = p.pits[idx(other(s))];
    for (int h = 0; h < kLoop; ++h) {
        r.seeds += own[h];
        if (own[h] > 1) {
            ++r.movable;
            r.aloka += isAloka(h) ? 1 : 0;
        }
    }
    // Rule 4b: a lap ending in a non-empty inner hole captures when the outer
    // hole of its column is empty (unless ignored) and both facing holes hold seeds.
    for (int c = 0; c < 8; ++c) {
        const int inner = kLoop - 1 - c;
        if (own[inner] == 0 || (v.omwesoOuterEmptyRequired && own[c] != 0))
            continue;
        const int a = opp[facingInner(c)];
        const int b = opp[facingOuter(c)];
        if (a > 0 && b > 0) {
            ++r.threats;
            r.threat = std::max(r.threat, a + b);
        }
    }
    return r;
}

int omwesoEval(const Variant& v, const Position& p)
{
    const Side me = p.toMove;
    const OmwesoSide a = omwesoSide(v, p, me);
    const OmwesoSide b = omwesoSide(v, p, other(me));
    const int hand = p.choicePending() ? p.pendingHand : 0;
    int score = kSeed * (a.seeds + hand - b.seeds);
    score += 4 * (a.movable - b.movable);
    // Few holes left to start from is close to losing (rule 7).
    score -= a.movable <= 2 ? 12 * (3 - a.movable) : 0;
    score += b.movable <= 2 ? 12 * (3 - b.movable) : 0;
    score += 2 * (a.aloka - b.aloka);
    // The mover can strike first; the opponent's threats are met after a reply.
    score += 6 * a.threat + 3 * a.threats;
    score -= 3 * b.threat + 2 * b.threats;
    return score;
}

} // namespace

int decidedWinner(const Variant& v, const Position& p)
{
    if (!v.hasStores())
        return 0;
    const int total = totalSeeds(p, v.pitsPerSide());
    const int mine = p.stores[idx(p.toMove)];
    const int theirs = p.stores[idx(other(p.toMove))];
    if (2 * mine > total)
        return 1;
    if (2 * theirs > total)
        return -1;
    return 0;
}

int evaluate(const Variant& v, const Position& p)
{
    switch (v.game) {
    case GameId::Kalah: return kalahEval(v, p);
    case GameId::Mankala: return mankalaEval(v, p);
    case GameId::AliGuli: return aliguliEval(v, p);
    case GameId::Omweso: return omwesoEval(v, p);
    }
    return 0;
}

} // namespace semina::ai
