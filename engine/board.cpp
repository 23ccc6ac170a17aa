#include "engine/board.h"

#include "engine/notation.h"
#include "engine/rules/aliguli_sow.h"
#include "engine/rules/omweso_lap.h"
#include "engine/setup.h"

namespace semina {

namespace {

// The row and column of a hole (the diagrams in board.h and position.h).
void place(const Variant& v, Side side, int hole, HoleInfo& out)
{
    const int m = v.holes;
    const bool south = side == Side::South;
    if (v.game == GameId::Omweso) {
        const bool outer = !omweso::isInner(hole);
        out.row = south ? (outer ? 3 : 2) : (outer ? 0 : 1);
        out.column = south ? omweso::columnOf(hole) : m - 1 - omweso::columnOf(hole);
        return;
    }
    out.row = south ? 1 : 0;
    out.column = south ? hole : m - 1 - hole;
}

// Two-row boards with stores, ccw: South 0..m-1, South's store, North 0..m-1,
// North's store (docs/rules.md §1.1, §2.2, position.h). Index of a place in that cycle.
int cycleIndex(int m, Place at)
{
    const int base = idx(at.side) * (m + 1);
    return at.kind == Place::Kind::Store ? base + m : base + at.hole;
}

Place cyclePlace(int m, int i)
{
    const Side s = i < m + 1 ? Side::South : Side::North;
    const int k = i % (m + 1);
    return k == m ? Place::storeOf(s) : Place::holeOf(s, k);
}

Place nextOnTwoRows(const Variant& v, const Position& p, Place from, Dir d, Side mover)
{
    const int m = v.holes;
    const int n = 2 * (m + 1);
    const bool intoStore = v.game == GameId::Kalah; // mankala never sows into a store
    int i = cycleIndex(m, from);
    for (int k = 0; k < n; ++k) {
        i = d == Dir::Ccw ? (i + 1) % n : (i + n - 1) % n;
        const Place at = cyclePlace(m, i);
        if (at.kind == Place::Kind::Store ? intoStore && at.side == mover : !p.isProtected(at.side, at.hole))
            return at;
    }
    return {};
}

} // namespace

Capabilities capabilities(const Variant& v)
{
    Capabilities c;
    c.pitsPerSide = v.pitsPerSide();
    c.holesPerRow = v.holes;
    switch (v.game) {
    case GameId::Kalah:
        c.score = ScoreMeaning::InStore;
        c.matchPlay = true;
        break;
    case GameId::Mankala: c.matchPlay = true; break;
    case GameId::AliGuli:
        c.containers = Containers::Stocks;
        c.directions = v.aliDirectionChoice ? DirectionChoice::EverySow : DirectionChoice::None;
        c.matchPlay = true;
        break;
    case GameId::Omweso:
        c.boardRows = 4;
        c.rowsPerSide = 2;
        c.containers = Containers::None;
        c.score = ScoreMeaning::OnOwnSide;
        c.directions = DirectionChoice::AlokaHoles;
        c.setupPhase = true;
        break;
    }
    c.setupSeeds = {setupSeeds(v, Side::South), setupSeeds(v, Side::North)};
    return c;
}

HoleInfo holeInfo(const Variant& v, const Position& p, Side side, int hole)
{
    HoleInfo h;
    h.owner = side;
    place(v, side, hole, h);
    h.aloka = v.game == GameId::Omweso && omweso::isAloka(hole);
    h.isProtected = p.isProtected(side, hole);
    h.label = holeLabel(v, side, hole);
    for (Dir d : {Dir::Ccw, Dir::Cw})
        h.next[static_cast<int>(d)] = nextPlace(v, p, Place::holeOf(side, hole), d, side);
    return h;
}

HoleLabel holeLabel(const Variant& v, Side side, int hole)
{
    if (v.game == GameId::AliGuli)
        return {side == Side::North ? 'A' : 'B', (side == Side::South ? hole : v.holes - 1 - hole) + 1};
    return {'\0', hole + 1};
}

std::string holeName(const Variant& v, Side side, int hole)
{
    const HoleLabel l = holeLabel(v, side, hole);
    const std::string number = std::to_string(l.number);
    return l.row ? l.row + number : number;
}

std::string decisionName(const Variant& v, Side mover, const Decision& d)
{
    const std::string notation = printDecision(v, d);
    if (d.kind != Decision::Kind::Hole)
        return notation;
    const std::size_t digits = notation.find_first_not_of("0123456789");
    return holeName(v, mover, d.hole) + (digits == std::string::npos ? std::string() : notation.substr(digits));
}

Place nextPlace(const Variant& v, const Position& p, Place from, Dir d, Side mover)
{
    switch (v.game) {
    case GameId::Omweso:
        if (from.kind != Place::Kind::Hole)
            return {};
        return Place::holeOf(from.side, omweso::holeAt(from.hole, 1, d));
    case GameId::AliGuli: {
        const aliguli::Ring ring(v, p);
        if (from.kind != Place::Kind::Hole || ring.activeCount() == 0)
            return {};
        const int r = ring.next(aliguli::Ring::index(v.holes, from.side, from.hole), d);
        return Place::holeOf(ring.sideOf(r), ring.holeOf(r));
    }
    case GameId::Kalah:
    case GameId::Mankala: return nextOnTwoRows(v, p, from, d, mover);
    }
    return {};
}

bool sowsDirection(const Variant& v, Dir d)
{
    if (d == Dir::Ccw)
        return true;
    return capabilities(v).directions != DirectionChoice::None;
}

} // namespace semina
