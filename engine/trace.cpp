#include "engine/trace.h"

namespace semina {

namespace {

// Seeds the replay holds in hand; a pending choice's hand is the position's
// pendingHand, so a decision played from a pending choice starts with it.
struct Hand {
    std::int32_t seeds = 0;
};

void take(Position& p, Hand& hand, const Place& from, std::int32_t count)
{
    switch (from.kind) {
    case Place::Kind::Hole: p.pit(from.side, from.hole) -= count; break;
    case Place::Kind::Store: p.stores[idx(from.side)] -= count; break;
    case Place::Kind::Hand: hand.seeds -= count; break;
    case Place::Kind::None: break;
    }
}

void give(Position& p, Hand& hand, const Place& to, std::int32_t count)
{
    switch (to.kind) {
    case Place::Kind::Hole: p.pit(to.side, to.hole) += count; break;
    case Place::Kind::Store: p.stores[idx(to.side)] += count; break;
    case Place::Kind::Hand: hand.seeds += count; break;
    case Place::Kind::None: break;
    }
}

} // namespace

Position replay(Position p, const Trace& events)
{
    Hand hand{p.choicePending() ? p.pendingHand : 0};
    for (const Event& e : events) {
        switch (e.type) {
        case EventType::PickUp:
        case EventType::RelayPickUp:
            take(p, hand, e.from, e.count);
            hand.seeds += e.count;
            break;
        case EventType::Drop:
            hand.seeds -= e.count;
            give(p, hand, e.to, e.count);
            break;
        case EventType::Capture:
        case EventType::Sweep:
        case EventType::Refill:
            take(p, hand, e.from, e.count);
            give(p, hand, e.to, e.count);
            break;
        case EventType::Place:
            give(p, hand, e.to, e.count);
            break;
        case EventType::SetupDone:
            if (e.count == 1)
                p.setupPhase = false;
            break;
        case EventType::ChoicePending:
            p.pendingFrom = e.from.hole;
            p.pendingHand = e.count;
            hand.seeds = e.count;
            break;
        case EventType::ChoiceMade:
            p.pendingFrom = -1;
            p.pendingHand = 0;
            break;
        case EventType::SecondSowing:
            p.secondSowingDue = true;
            p.toMove = e.side;
            break;
        case EventType::ExtraMove:
            p.toMove = e.side;
            break;
        case EventType::TurnPasses:
            p.toMove = e.side;
            p.secondSowingDue = false;
            p.pendingFrom = -1;
            p.pendingHand = 0;
            break;
        case EventType::RoundEnds:
        case EventType::GameEnds:
            // A finished game or round has nothing due (docs/rules.md §5a): a round
            // that ends on the first sowing has no second sowing.
            p.secondSowingDue = false;
            p.pendingFrom = -1;
            p.pendingHand = 0;
            break;
        }
    }
    return p;
}

} // namespace semina
