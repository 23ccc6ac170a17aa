#include "engine/puzzle/format.h"

#include "engine/gamefile/json.h"
#include "engine/notation.h"

#include <string>

namespace semina::puzzle {

namespace {

using json::Value;

std::string optionText(const OptionSpec& o, int value)
{
    return o.isRange() ? std::to_string(value) : std::string(o.values[static_cast<std::size_t>(value)]);
}

Value optionsOf(const Variant& v)
{
    Value out = Value::makeObject();
    const Variant d = defaultVariant(v.game);
    for (const OptionSpec& o : optionTable())
        if (o.game == v.game && o.get(v) != o.get(d))
            out.add(std::string(o.name), Value::makeString(optionText(o, o.get(v))));
    return out;
}

Value stepOf(const Step& s)
{
    Value out = Value::makeObject();
    out.add("legal", Value::makeInteger(s.legal));
    out.add("value", Value::makeInteger(s.value));
    out.add("second", Value::makeInteger(s.second));
    out.add("depth", Value::makeInteger(s.depth));
    out.add("recheck_depth", Value::makeInteger(s.recheckDepth));
    return out;
}

Value checkOf(const CheckSpec& c)
{
    Value out = Value::makeObject();
    out.add("method", Value::makeString(c.exact ? "solver" : "search"));
    out.add("min_margin", Value::makeInteger(c.margin));
    out.add("nodes", Value::makeInteger(static_cast<std::int64_t>(c.nodes)));
    out.add("recheck_nodes", Value::makeInteger(static_cast<std::int64_t>(c.recheckNodes)));
    return out;
}

// Reading: each accessor fails (returns false) on a missing or mistyped member.
struct Reader {
    std::string error;
    bool fail(std::string what)
    {
        if (error.empty())
            error = std::move(what);
        return false;
    }
    const Value* member(const Value& o, std::string_view key, Value::Type t)
    {
        const Value* m = o.find(key);
        if (!m || !m->is(t)) {
            fail("missing or mistyped \"" + std::string(key) + "\"");
            return nullptr;
        }
        return m;
    }
    bool integer(const Value& o, std::string_view key, int& out)
    {
        const Value* m = member(o, key, Value::Type::Integer);
        if (m)
            out = static_cast<int>(m->integer);
        return m != nullptr;
    }
};

} // namespace

std::string puzzleLine(const Puzzle& p)
{
    Value o = Value::makeObject();
    o.add("id", Value::makeString(p.id));
    o.add("variant", Value::makeString(std::string(gameKey(p.variant.game))));
    o.add("options", optionsOf(p.variant));
    o.add("position", Value::makeString(printPosition(p.variant, p.position)));
    Value answer = Value::makeArray();
    Value steps = Value::makeArray();
    for (const Step& s : p.steps) {
        answer.items.push_back(Value::makeString(printDecision(p.variant, s.decision)));
        steps.items.push_back(stepOf(s));
    }
    o.add("answer", std::move(answer));
    o.add("margin", Value::makeInteger(p.margin()));
    Value themes = Value::makeArray();
    for (int t = 0; t < kThemeCount; ++t)
        if (p.themes & themeBit(static_cast<Theme>(t)))
            themes.items.push_back(Value::makeString(std::string(themeKey(static_cast<Theme>(t)))));
    o.add("themes", std::move(themes));
    o.add("rating", Value::makeInteger(p.rating));
    o.add("steps", std::move(steps));
    o.add("check", checkOf(p.spec));
    return json::writeCompact(o);
}

std::optional<Puzzle> readPuzzleLine(std::string_view line, std::string* error)
{
    Reader r;
    Puzzle p;
    const auto done = [&](bool ok) -> std::optional<Puzzle> {
        if (ok)
            return p;
        if (error)
            *error = r.error.empty() ? "malformed puzzle" : r.error;
        return std::nullopt;
    };
    const json::ParseResult parsed = json::parse(line);
    if (!parsed.ok())
        return r.fail(parsed.error), done(false);
    const Value& o = *parsed.value;
    if (!o.is(Value::Type::Object))
        return r.fail("not an object"), done(false);
    const Value* id = r.member(o, "id", Value::Type::String);
    const Value* variant = r.member(o, "variant", Value::Type::String);
    const Value* options = r.member(o, "options", Value::Type::Object);
    const Value* position = r.member(o, "position", Value::Type::String);
    const Value* answer = r.member(o, "answer", Value::Type::Array);
    const Value* themes = r.member(o, "themes", Value::Type::Array);
    const Value* steps = r.member(o, "steps", Value::Type::Array);
    const Value* check = r.member(o, "check", Value::Type::Object);
    if (!id || !variant || !options || !position || !answer || !themes || !steps || !check || !r.integer(o, "rating", p.rating))
        return done(false);
    p.id = id->text;
    const auto game = gameFromKey(variant->text);
    if (!game)
        return r.fail("unknown variant"), done(false);
    p.variant = defaultVariant(*game);
    for (std::size_t i = 0; i < options->keys.size(); ++i)
        if (!options->items[i].is(Value::Type::String)
            || setOption(p.variant, options->keys[i], options->items[i].text) != OptionError::None)
            return r.fail("bad option \"" + options->keys[i] + "\""), done(false);
    const PositionParse pos = parsePosition(p.variant, position->text);
    if (!pos.ok())
        return r.fail("bad position"), done(false);
    p.position = pos.position;
    if (answer->items.size() != steps->items.size() || answer->items.empty())
        return r.fail("answer and steps differ in length"), done(false);
    for (std::size_t i = 0; i < answer->items.size(); ++i) {
        Step s;
        const Value& st = steps->items[i];
        if (!answer->items[i].is(Value::Type::String) || !st.is(Value::Type::Object))
            return r.fail("bad answer"), done(false);
        const DecisionParse d = parseDecision(p.variant, answer->items[i].text);
        if (!d.ok())
            return r.fail("bad decision in the answer"), done(false);
        s.decision = d.decision;
        if (!r.integer(st, "legal", s.legal) || !r.integer(st, "value", s.value) || !r.integer(st, "second", s.second)
            || !r.integer(st, "depth", s.depth) || !r.integer(st, "recheck_depth", s.recheckDepth))
            return done(false);
        p.steps.push_back(s);
    }
    for (const Value& t : themes->items) {
        int found = -1;
        for (int k = 0; k < kThemeCount; ++k)
            if (t.is(Value::Type::String) && themeKey(static_cast<Theme>(k)) == t.text)
                found = k;
        if (found < 0)
            return r.fail("unknown theme"), done(false);
        p.themes |= themeBit(static_cast<Theme>(found));
    }
    const Value* method = r.member(*check, "method", Value::Type::String);
    int nodes = 0;
    int recheckNodes = 0;
    if (!method || !r.integer(*check, "min_margin", p.spec.margin) || !r.integer(*check, "nodes", nodes)
        || !r.integer(*check, "recheck_nodes", recheckNodes))
        return done(false);
    p.spec.exact = method->text == "solver";
    p.spec.nodes = static_cast<std::uint64_t>(nodes);
    p.spec.recheckNodes = static_cast<std::uint64_t>(recheckNodes);
    return done(true);
}

} // namespace semina::puzzle
