// Writing a game file (docs/game-format.md), and the game it holds.
#include "engine/gamefile/gamefile.h"
#include "engine/gamefile/json.h"
#include "engine/gamefile/reader.h"
#include "engine/notation.h"

#include <algorithm>

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

// {"values": {"3": 4, ...}, "exact": ["3"], "grade": "best"} on one line.
Value reviewEntry(const Variant& v, const analysis::PlyReview& ply)
{
    Value values = Value::makeObject();
    Value exact = Value::makeArray();
    for (const analysis::DecisionValue& d : ply.values) {
        const std::string key = printListedDecision(v, d.decision);
        values.add(key, Value::makeInteger(d.value));
        if (d.exact)
            exact.items.push_back(Value::makeString(key));
    }
    Value entry = Value::makeObject();
    entry.add("values", std::move(values));
    entry.add("exact", std::move(exact));
    entry.add("grade", ply.grade ? Value::makeString(std::string(analysis::gradeKey(*ply.grade))) : Value());
    entry.oneLine = true;
    return entry;
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
    if (!r.comments.empty()) {
        Value comments = Value::makeObject();
        for (const auto& [number, text] : r.comments)
            comments.add(std::to_string(number), Value::makeString(text));
        out.add("comments", std::move(comments));
    }
    if (!r.review.empty()) {
        Value review = Value::makeArray();
        for (const analysis::PlyReview& ply : r.review)
            review.items.push_back(reviewEntry(r.variant, ply));
        out.add("review", std::move(review));
    }
    addUnknown(out, r.unknown);
    return out;
}

} // namespace

std::string writeGameFile(const GameRecord& record)
{
    Value top = Value::makeObject();
    top.add("format", Value::makeString("semina-game"));
    // A file read from an earlier version is written as this one.
    top.add("version", Value::makeInteger(std::max(record.version, kFormatVersion)));
    top.add("app_version", Value::makeString(record.appVersion));
    top.add("game", Value::makeString(std::string(gameKey(record.game))));
    Value players = Value::makeObject();
    players.add("south", Value::makeString(record.players[0]));
    players.add("north", Value::makeString(record.players[1]));
    top.add("players", std::move(players));
    if (!record.names[0].empty() || !record.names[1].empty()) {
        Value names = Value::makeObject();
        for (int s = 0; s < 2; ++s)
            if (!record.names[s].empty())
                names.add(s == 0 ? "south" : "north", Value::makeString(record.names[s]));
        top.add("names", std::move(names));
    }
    const auto optional = [&top](const char* key, const std::string& text) {
        if (!text.empty())
            top.add(key, Value::makeString(text));
    };
    optional("event", record.event);
    optional("date", record.date);
    optional("round", record.round);
    top.add("match", Value::makeBool(record.match));
    top.add("match_over", Value::makeBool(record.matchOver));
    top.add("result", Value::makeString(std::string(resultKey(record))));
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

} // namespace semina::gamefile
