#include "engine/ai/setup.h"

#include "engine/ai/eval.h"
#include "engine/rules.h"
#include "engine/ai/rng.h"
#include "engine/ai/score.h"

#include <array>
#include <algorithm>
#include <cmath>
#include <optional>

namespace semina::ai {

namespace {

constexpr int kHoles = 16;
using Counts = std::array<int, kHoles>;

// Loop order (position.h): 0..7 the outer row from the owner's left, 8..15 the
// inner row from the right; column c holds outer c and inner 15 - c; the aloka
// holes are 0, 1, 14, 15.
int innerOf(int column) { return kHoles - 1 - column; }

// `seeds` spread in proportion to `weights` (largest remainders; ties to the
// lower hole). All-zero weights spread evenly.
Counts spread(const Counts& weights, int seeds)
{
    int total = 0;
    for (int w : weights)
        total += w;
    Counts w = weights;
    if (total == 0) {
        w.fill(1);
        total = kHoles;
    }
    Counts c{};
    std::array<int, kHoles> rest{};
    int placed = 0;
    for (int h = 0; h < kHoles; ++h) {
        c[h] = seeds * w[h] / total;
        rest[h] = seeds * w[h] % total;
        placed += c[h];
    }
    while (placed < seeds) {
        int at = 0;
        for (int h = 1; h < kHoles; ++h)
            if (rest[h] > rest[at])
                at = h;
        ++c[at];
        rest[at] = -1;
        ++placed;
    }
    return c;
}

constexpr int kShapes = 7;

Counts shape(int s)
{
    Counts w{};
    for (int c = 0; c < 8; ++c) {
        int& outer = w[c];
        int& inner = w[innerOf(c)];
        switch (s) {
        case 0: outer = 1; inner = 1; break;                           // even
        case 1: outer = 1; inner = 3; break;                           // inner-heavy
        case 2: outer = (c >= 2 && c <= 5) ? 0 : 2; inner = 3; break;  // captures ready in the middle
        case 3: outer = c <= 1 ? 4 : 1; inner = c <= 1 ? 4 : 1; break; // aloka-heavy
        case 4: outer = c % 2; inner = 1 - c % 2; break;               // every column half empty
        case 5: outer = 0; inner = c % 2; break;                       // four big inner holes
        default: outer = 3; inner = 1; break;                          // outer-heavy
        }
    }
    return w;
}

Counts randomCounts(Rng& rng, int seeds)
{
    Counts w{};
    for (int& x : w)
        x = rng.below(4);
    return spread(w, seeds);
}

// A few seeds moved from one hole to another.
Counts changed(const Counts& c, Rng& rng, int seeds)
{
    Counts n = c;
    if (seeds == 0)
        return n;
    const int moves = 1 + rng.below(3);
    for (int i = 0; i < moves; ++i) {
        int from = rng.below(kHoles);
        while (n[from] == 0)
            from = (from + 1) % kHoles;
        const int to = (from + 1 + rng.below(kHoles - 1)) % kHoles;
        const int k = 1 + rng.below(std::min(n[from], 2));
        n[from] -= k;
        n[to] += k;
    }
    return n;
}

Decision toDecision(const Counts& c)
{
    Decision d;
    d.kind = Decision::Kind::Setup;
    for (int h = 0; h < kHoles; ++h)
        d.setup[h] = static_cast<std::uint8_t>(c[h]);
    return d;
}

} // namespace

SetupChoice chooseSetup(const Variant& v, const Position& p, const SetupPlan& plan, const SearchLimits& limits,
                        std::uint64_t seed)
{
    const Side placer = p.toMove;
    const int seeds = placer == Side::South ? v.southSeeds : v.northSeeds;
    SetupChoice best;
    best.setup = toDecision(spread(shape(0), seeds));
    best.value = -kInfinity;

    TranspositionTable tt(std::size_t{1} << 22);
    SearchLimits l = limits;
    l.maxDepth = std::max(1, plan.depth);
    Search search(v, tt, l);
    Rng rng(seed);

    // The judged value for the placer, or nothing when a limit cut the search.
    const auto judge = [&](const Counts& c) -> std::optional<int> {
        Position placed = p;
        play(v, placed, toDecision(c));
        // The first placer: the worse of two replies (even; loaded inner row
        // with empty outer holes in the middle, ready to capture).
        const int replies = placed.setupPhase ? 2 : 1;
        int worst = kInfinity;
        for (int k = 0; k < replies; ++k) {
            Position q = placed;
            if (q.setupPhase) {
                const int theirs = q.toMove == Side::South ? v.southSeeds : v.northSeeds;
                play(v, q, toDecision(spread(shape(k == 0 ? 0 : 2), theirs)));
            }
            const Status st = status(v, q);
            int value;
            if (st.over) {
                const bool placerWins = (st.winner == Outcome::South) == (placer == Side::South);
                value = st.winner == Outcome::Draw ? 0 : placerWins ? kWinScore : -kWinScore;
            } else {
                const SearchReport r = search.iterate(q);
                if (search.stopped())
                    return std::nullopt;
                value = r.depth > 0 ? r.value : ai::evaluate(v, q);
                value = q.toMove == placer ? value : -value;
            }
            worst = std::min(worst, value);
        }
        return worst;
    };

    std::array<Counts, 64> judged{};
    std::array<int, 64> values{};
    int count = 0;
    const int wanted = std::clamp(plan.candidates, 1, 64);
    Counts bestCounts = spread(shape(0), seeds);
    for (int i = 0; i < wanted; ++i) {
        Counts c;
        if (i < kShapes)
            c = spread(shape(i), seeds);
        else if (i < kShapes + 3)
            c = randomCounts(rng, seeds);
        else
            c = changed(bestCounts, rng, seeds);
        const auto value = judge(c);
        if (!value)
            break;
        judged[count] = c;
        values[count] = *value;
        ++count;
        if (*value > best.value) {
            best.value = *value;
            bestCounts = c;
        }
    }
    best.nodes = search.nodes();
    if (count == 0) {
        best.value = 0;
        return best;
    }
    int pick = 0;
    for (int i = 1; i < count; ++i)
        if (values[i] > values[pick])
            pick = i;
    if (plan.temperature > 0) {
        // A weaker player picks among the arrangements, the better ones likelier.
        std::array<double, 64> weight{};
        double sum = 0;
        for (int i = 0; i < count; ++i) {
            weight[i] = std::exp(static_cast<double>(values[i] - values[pick]) / plan.temperature);
            sum += weight[i];
        }
        double x = static_cast<double>(rng.next() >> 11) * 0x1.0p-53 * sum;
        for (int i = 0; i < count; ++i) {
            x -= weight[i];
            if (x <= 0) {
                pick = i;
                break;
            }
        }
    }
    best.setup = toDecision(judged[pick]);
    best.value = values[pick];
    return best;
}

} // namespace semina::ai
