#include "engine/editcheck.h"

#include "engine/handicap.h"
#include "engine/rules.h"
#include "engine/setup.h"

#include <algorithm>

namespace semina {

EditRules editRules(const Variant& v)
{
    EditRules r;
    r.phases.push_back(EditPhase::Play);
    if (v.game == GameId::AliGuli)
        r.phases.push_back(EditPhase::SecondSowing);
    if (v.game == GameId::Omweso)
        r.phases.push_back(EditPhase::Setup);
    // Protected holes are those a match round's loser cannot fill (§3.9), in
    // every game that refills; omweso's rematch is a seed split instead.
    r.protectedHoles = v.game != GameId::Omweso;
    r.stores = v.hasStores();
    r.maxCount = seedRange(v).full;
    return r;
}

SeedRange seedRange(const Variant& v)
{
    if (v.game == GameId::Omweso)
        return {64, 64, 1};
    const int full = 2 * v.holes * v.seeds;
    return {full, full - maxHandicap(v) * v.seeds, v.seeds};
}

int seedsInGame(const Variant& v, const Position& p)
{
    int n = totalSeeds(p, v.pitsPerSide());
    if (p.setupPhase) {
        n += setupSeeds(v, p.toMove);
        if (seedsOnSide(p, other(p.toMove), v.pitsPerSide()) == 0)
            n += setupSeeds(v, other(p.toMove));
    }
    return n;
}

bool seedsAddUp(const Variant& v, const Position& p)
{
    const SeedRange r = seedRange(v);
    const int have = seedsInGame(v, p);
    return have <= r.full && have >= r.least && (r.full - have) % r.step == 0;
}

EditPhase phaseOf(const Position& p)
{
    if (p.secondSowingDue)
        return EditPhase::SecondSowing;
    if (p.setupPhase)
        return EditPhase::Setup;
    return EditPhase::Play;
}

void setPhase(Position& p, EditPhase phase)
{
    p.secondSowingDue = phase == EditPhase::SecondSowing;
    p.setupPhase = phase == EditPhase::Setup;
    p.pendingFrom = -1;
    p.pendingHand = 0;
}

namespace {

EditCheck problem(EditProblem what, Side side, int hole = -1, int count = 0, int expected = 0)
{
    EditCheck c;
    c.problem = what;
    c.side = side;
    c.hole = hole;
    c.count = count;
    c.expected = expected;
    return c;
}

// Holes and stores one by one, South's first.
EditCheck checkPlaces(const Variant& v, const Position& p, const EditRules& rules)
{
    const int n = v.pitsPerSide();
    for (Side s : {Side::South, Side::North}) {
        for (int i = 0; i < n; ++i) {
            const int count = p.pit(s, i);
            if (p.isProtected(s, i) && !rules.protectedHoles)
                return problem(EditProblem::ProtectedNotInGame, s, i);
            if (p.isProtected(s, i) && count != 0)
                return problem(EditProblem::ProtectedNotEmpty, s, i, count);
            if (count > rules.maxCount)
                return problem(EditProblem::HoleTooFull, s, i, count, rules.maxCount);
        }
        if (p.protectedMask[idx(s)] == (1u << n) - 1u)
            return problem(EditProblem::AllProtected, s);
    }
    for (Side s : {Side::South, Side::North}) {
        const int count = p.stores[idx(s)];
        if (!rules.stores && count != 0)
            return problem(EditProblem::StoreNotInGame, s, -1, count);
        if (count > rules.maxCount)
            return problem(EditProblem::StoreTooFull, s, -1, count, rules.maxCount);
    }
    return {};
}

} // namespace

EditCheck checkEdit(const Variant& v, const Position& p)
{
    if (!checkVariant(v))
        return problem(EditProblem::BadOptions, p.toMove);
    const EditRules rules = editRules(v);
    if (p.choicePending() || std::find(rules.phases.begin(), rules.phases.end(), phaseOf(p)) == rules.phases.end())
        return problem(EditProblem::PhaseNotInGame, p.toMove);
    if (EditCheck c = checkPlaces(v, p, rules); !c.ok())
        return c;
    const int n = v.pitsPerSide();
    if (p.setupPhase && seedsOnSide(p, p.toMove, n) != 0)
        return problem(EditProblem::SetupNotEmpty, p.toMove, -1, seedsOnSide(p, p.toMove, n));
    if (!seedsAddUp(v, p)) {
        const SeedRange r = seedRange(v);
        EditCheck c = problem(EditProblem::SeedTotal, p.toMove, -1, seedsInGame(v, p), r.full);
        c.least = r.least;
        c.step = r.step;
        return c;
    }
    // Judged at once (docs/rules.md §5a): over before anyone moves.
    Position judged = p;
    settle(v, judged);
    if (!status(v, judged).over)
        return {};
    for (Side s : {p.toMove, other(p.toMove)})
        if (seedsOnSide(p, s, n) == 0)
            return problem(EditProblem::SideEmpty, s);
    return problem(EditProblem::CannotMove, p.toMove);
}

} // namespace semina
