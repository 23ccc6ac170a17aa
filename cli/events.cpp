// Trace events as JSON for `apply --trace`: one object per event, with only
// the fields that event uses. Places are "S3" (South's hole 3, 1-based local),
// "S:store" and "S:hand".
#include "cli/commands.h"
#include "cli/json.h"

namespace semina::cli {

namespace {

std::string sideJson(Side s) { return s == Side::South ? "\"S\"" : "\"N\""; }

std::string placeJson(const Place& p)
{
    const std::string side = p.side == Side::South ? "S" : "N";
    switch (p.kind) {
    case Place::Kind::Hole: return jsonString(side + std::to_string(p.hole + 1));
    case Place::Kind::Store: return jsonString(side + ":store");
    case Place::Kind::Hand: return jsonString(side + ":hand");
    case Place::Kind::None: break;
    }
    return "null";
}

std::string eventJson(const Event& e)
{
    JsonObject o;
    const auto fromTo = [&](bool from, bool to) {
        if (from)
            o.raw("from", placeJson(e.from));
        if (to)
            o.raw("to", placeJson(e.to));
        o.num("count", e.count);
    };
    switch (e.type) {
    case EventType::PickUp: o.str("type", "pick-up"); fromTo(true, false); break;
    case EventType::RelayPickUp: o.str("type", "relay-pick-up"); fromTo(true, false); break;
    case EventType::Drop: o.str("type", "drop"); fromTo(false, true); break;
    case EventType::Capture: o.str("type", "capture"); fromTo(true, true); break;
    case EventType::Sweep: o.str("type", "sweep"); fromTo(true, true); break;
    case EventType::Place: o.str("type", "place"); fromTo(false, true); break;
    case EventType::SetupDone:
        o.str("type", "setup-done").raw("side", sideJson(e.side)).boolean("setup_over", e.count == 1);
        break;
    case EventType::ChoicePending: o.str("type", "choice-pending"); fromTo(true, false); break;
    case EventType::ChoiceMade: o.str("type", "choice-made").str("dir", e.dir == Dir::Ccw ? "ccw" : "cw"); break;
    case EventType::SecondSowing: o.str("type", "second-sowing").raw("side", sideJson(e.side)); break;
    case EventType::ExtraMove: o.str("type", "extra-move").raw("side", sideJson(e.side)); break;
    case EventType::TurnPasses: o.str("type", "turn-passes").raw("side", sideJson(e.side)); break;
    case EventType::RoundEnds: o.str("type", "round-ends").raw("winner", outcomeJson(e.outcome)); break;
    case EventType::GameEnds: o.str("type", "game-ends").raw("winner", outcomeJson(e.outcome)); break;
    case EventType::Refill: o.str("type", "refill"); fromTo(true, true); break;
    }
    return o.text();
}

} // namespace

std::string eventsJson(const Trace& trace)
{
    std::string s = "[";
    for (std::size_t i = 0; i < trace.size(); ++i)
        s += (i > 0 ? ", " : "") + eventJson(trace[i]);
    return s + "]";
}

} // namespace semina::cli
