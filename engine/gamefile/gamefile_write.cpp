// Writing a game file (docs/game-format.md), and the game it holds.
#include "engine/gamefile/gamefile.h"
#include "engine/gamefile/json.h"
#include "engine/gamefile/reader.h"
#include "engine/notation.h"

namespace semina::gamefile {

namespace {

using json::Value;

// A member kept from the file; a text that is not JSON (a record built by
// hand) is written as null.
Value unknownValue(const UnknownMember& m)
{
    json::ParseResult r = json::parse(m.json);
    return r.ok() ? std::move(*r.value) : Value();
}

void addUnknown(Value& object, const std::vector<UnknownMember>& unknown)
{
    for (const UnknownMember& m : unknown)
        object.add(m.key, unknownValue(m));
}

Value options(const Variant& v)
{
    Value out = Value::makeObject();
    for (const OptionSpec& o : optionTable()) {
        if (o.game != v.game)
            continue;
        const int x = o.get(v);
        const bool known = o.isRange() || (x >= 0 && x < static_cast<int>(o.values.size()));
        const std::string text = !known ? "" : o.isRange() ? std::to_string(x) : std::string(o.values[static_cast<std::size_t>(x)]);
        if (!known || !detail::numericOption(o)) {
            out.add(std::string(o.name), Value::makeString(text));
            continue;
        }
        std::int64_t n = 0;
        for (char c : text)
            n = n * 10 + (c - '0');
        out.add(std::string(o.name), Value::makeInteger(n));
    }
    return out;
}

Value round(const RoundRecord& r, bool followed)
{
    Value out = Value::makeObject();
    out.add("options", options(r.variant));
    out.add("start", Value::makeString(printPosition(r.variant, r.start)));
    Value decisions = Value::makeArray();
    for (const Decision& d : r.decisions)
        decisions.items.push_back(Value::makeString(printDecision(r.variant, d)));
    out.add("decisions", std::move(decisions));
    if (followed && r.variant.game != GameId::Omweso) {
        Value fill = Value::makeArray();
        for (int h : r.fill)
            fill.items.push_back(Value::makeInteger(h + 1));
        out.add("fill", std::move(fill));
    }
    addUnknown(out, r.unknown);
    return out;
}

} // namespace

std::string writeGameFile(const GameRecord& record)
{
    Value top = Value::makeObject();
    top.add("format", Value::makeString("semina-game"));
    top.add("version", Value::makeInteger(record.version));
    top.add("app_version", Value::makeString(record.appVersion));
    top.add("game", Value::makeString(std::string(gameKey(record.game))));
    Value players = Value::makeObject();
    players.add("south", Value::makeString(record.players[0]));
    players.add("north", Value::makeString(record.players[1]));
    top.add("players", std::move(players));
    top.add("match", Value::makeBool(record.match));
    top.add("match_over", Value::makeBool(record.matchOver));
    top.add("created", Value::makeString(record.created));
    top.add("saved", Value::makeString(record.saved));
    if (record.branchOf) {
        Value branch = Value::makeObject();
        branch.add("created", Value::makeString(record.branchOf->created));
        branch.add("round", Value::makeInteger(record.branchOf->round));
        branch.add("decisions", Value::makeInteger(record.branchOf->decisions));
        top.add("branch_of", std::move(branch));
    }
    Value rounds = Value::makeArray();
    for (std::size_t k = 0; k < record.rounds.size(); ++k)
        rounds.items.push_back(round(record.rounds[k], k + 1 < record.rounds.size()));
    top.add("rounds", std::move(rounds));
    addUnknown(top, record.unknown);
    return json::writePretty(top) + "\n";
}

Game liveGame(const GameRecord& record)
{
    if (record.rounds.empty())
        return Game(defaultVariant(record.game));
    const RoundRecord& last = record.rounds.back();
    Game g(last.variant, last.start);
    for (const Decision& d : last.decisions)
        g.play(d);
    return g;
}

} // namespace semina::gamefile
