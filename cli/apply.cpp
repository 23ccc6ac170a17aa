// `apply` and `moves`, and the helpers every command shares.
// `apply --game` / `--save`: docs/notation.md, docs/game-format.md.
#include "cli/commands.h"
#include "cli/gamefile.h"
#include "cli/json.h"
#include "engine/gamefile/messages.h"
#include "engine/notation.h"

#include <array>
#include <optional>

namespace semina::cli {

using gamefile::decisionMessage;
using gamefile::illegalMessage;
using gamefile::positionMessage;

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

namespace {

// The record `apply --save` writes: the file's own with the further
// decisions appended, or a new single game between two humans.
gamefile::GameRecord recordToSave(const Args& a, const std::optional<gamefile::GameRecord>& file, const Variant& v,
                                  const std::vector<Decision>& played)
{
    gamefile::GameRecord r;
    if (file) {
        r = *file;
        auto& decisions = r.rounds.back().decisions;
        decisions.insert(decisions.end(), played.begin(), played.end());
    } else {
        const Side starter = a.start ? sideOf("--start", *a.start) : Side::South;
        r.game = v.game;
        r.appVersion = SEMINA_VERSION;
        r.created = utcNow();
        r.rounds.push_back({v, a.position ? positionOf(v, *a.position) : startPosition(v, starter), played, {}, {}, {}, {}});
    }
    r.saved = utcNow();
    return r;
}

} // namespace

std::vector<Decision> playDecisions(Game& g, const std::vector<std::string>& decisions, Trace* trace)
{
    const Variant& v = g.variant();
    std::vector<Decision> played;
    for (const std::string& text : decisions) {
        if (g.over())
            throw CliError("decision " + quoted(text) + " after the game is over");
        const DecisionParse r = parseDecision(v, text);
        if (!r.ok())
            throw CliError(decisionMessage(v, text, r));
        if (!g.play(r.decision, trace))
            throw CliError(illegalMessage(g, text, r.decision));
        played.push_back(r.decision);
    }
    return played;
}

void applyCommand(const Args& a, std::ostream& out)
{
    std::optional<gamefile::GameRecord> file;
    std::string warning;
    if (a.game)
        file = loadGameFile(*a.game, warning);
    const Variant v = file ? file->rounds.back().variant : variantOf(a);
    Trace trace;
    Trace* t = a.trace ? &trace : nullptr;
    Game g = file ? gamefile::liveGame(*file) : gameOf(a, v, t);
    const std::vector<Decision> played = playDecisions(g, a.decisions, t);
    if (a.save)
        saveGameFile(*a.save, recordToSave(a, file, v, played));

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
    if (!warning.empty())
        o.str("warning", warning);
    out << o.text() << '\n';
}

void movesCommand(const Args& a, std::ostream& out)
{
    const Variant v = variantOf(a);
    const Game g = gameOf(a, v);
    out << JsonObject().raw("moves", decisionsJson(g)).text() << '\n';
}

} // namespace semina::cli
