// `apply` and `moves`, and the helpers every command shares.
#include "cli/commands.h"
#include "cli/json.h"
#include "cli/messages.h"
#include "engine/notation.h"

#include <array>

namespace semina::cli {

Position positionOf(const Variant& v, std::string_view text)
{
    const PositionParse r = parsePosition(v, text);
    if (!r.ok())
        throw CliError(positionMessage(v, text, r));
    return r.position;
}

Game gameOf(const Args& a, const Variant& v, Trace* trace)
{
    // --start is checked even when --position makes it moot (docs/notation.md: ignored).
    const Side starter = a.start ? sideOf("--start", *a.start) : Side::South;
    if (a.position)
        return Game(v, positionOf(v, *a.position), trace);
    return Game(v, starter);
}

std::string outcomeJson(Outcome o)
{
    switch (o) {
    case Outcome::South: return "\"S\"";
    case Outcome::North: return "\"N\"";
    case Outcome::Draw: return "\"draw\"";
    case Outcome::None: break;
    }
    return "null";
}

namespace {

// [south, north]
std::string scoreJson(const std::array<int, 2>& score)
{
    std::string out = "[";
    out += std::to_string(score[0]);
    out += ", ";
    out += std::to_string(score[1]);
    out += ']';
    return out;
}

} // namespace

std::string decisionsJson(const Game& g)
{
    DecisionList list;
    g.legalDecisions(list);
    std::vector<std::string> items;
    for (const Decision& d : list)
        items.push_back(printListedDecision(g.variant(), d));
    return jsonStrings(items);
}

void applyCommand(const Args& a, std::ostream& out)
{
    const Variant v = variantOf(a);
    Trace trace;
    Trace* t = a.trace ? &trace : nullptr;
    Game g = gameOf(a, v, t);
    for (const std::string& text : a.decisions) {
        if (g.over())
            throw CliError("decision " + quoted(text) + " after the game is over");
        const DecisionParse r = parseDecision(v, text);
        if (!r.ok())
            throw CliError(decisionMessage(v, text, r));
        if (!g.play(r.decision, t))
            throw CliError(illegalMessage(g, text, r.decision));
    }

    const Position& p = g.position();
    std::array<int, 2> score = p.stores;
    if (v.game == GameId::Omweso)
        for (Side s : {Side::South, Side::North})
            score[idx(s)] = seedsOnSide(p, s, v.pitsPerSide());
    JsonObject o;
    o.str("position", printPosition(v, p))
        .str("turn", p.toMove == Side::South ? "S" : "N")
        .boolean("over", g.over())
        .raw("winner", g.over() ? outcomeJson(g.winner()) : "null")
        .raw("score", scoreJson(score))
        .raw("pending", decisionsJson(g));
    if (a.trace)
        o.raw("events", eventsJson(trace));
    out << o.text() << '\n';
}

void movesCommand(const Args& a, std::ostream& out)
{
    const Variant v = variantOf(a);
    const Game g = gameOf(a, v);
    out << JsonObject().raw("moves", decisionsJson(g)).text() << '\n';
}

} // namespace semina::cli
