// Reading the rounds of a game file (docs/game-format.md "Rounds"): each
// round's options, start and decisions, and for a match how each round
// follows from the one before (docs/rules.md §3.8-12).
#include "engine/editcheck.h"
#include "engine/gamefile/messages.h"
#include "engine/gamefile/reader.h"

#include <algorithm>
#include <optional>

namespace semina::gamefile::detail {

bool numericOption(const OptionSpec& o)
{
    if (o.isRange())
        return true;
    for (std::string_view value : o.values)
        if (value.empty() || value.find_first_not_of("0123456789") != std::string_view::npos)
            return false;
    return true;
}

namespace {

using Type = json::Value::Type;

std::string valuesOf(const OptionSpec& o)
{
    if (o.isRange())
        return std::to_string(o.min) + ".." + std::to_string(o.max);
    std::string out;
    for (std::string_view value : o.values)
        out += (out.empty() ? "" : ", ") + std::string(value);
    return out;
}

std::string optionNames(GameId game)
{
    std::string out;
    for (const OptionSpec& o : optionTable())
        if (o.game == game)
            out += (out.empty() ? "" : ", ") + std::string(o.name);
    return out;
}

// The value of option `o` in `v` as the file writes it.
std::string shown(const OptionSpec& o, const Variant& v)
{
    const int x = o.get(v);
    return o.isRange() ? std::to_string(x) : quoted(o.values[static_cast<std::size_t>(x)]);
}

Variant readOptions(const json::Value& object, GameId game, const std::string& path)
{
    Members m(object, path);
    const std::string g(gameKey(game));
    for (std::size_t i = 0; i < object.keys.size(); ++i) {
        const std::string& key = object.keys[i];
        if (findOption(game, key))
            continue;
        bool other = false;
        for (const OptionSpec& o : optionTable())
            other = other || o.name == key;
        fail(m.path(key), object.items[i],
             other ? "the option " + quoted(key) + " does not apply to " + g
                   : "unknown option " + quoted(key) + " (" + g + " has " + optionNames(game) + ")");
    }
    Variant v = defaultVariant(game);
    for (const OptionSpec& o : optionTable()) {
        if (o.game != game)
            continue;
        const Type type = numericOption(o) ? Type::Integer : Type::String;
        const json::Value* value = m.takeIf(o.name, type);
        if (!value)
            fail(m.path(o.name), object, "missing: a round names every option of " + g + " (" + optionNames(game) + ")");
        const std::string text = type == Type::Integer ? std::to_string(value->integer) : value->text;
        if (setOption(v, o.name, text) != OptionError::None)
            fail(m.path(o.name), *value,
                 (type == Type::Integer ? text : quoted(text)) + " is not a value of " + std::string(o.name) + " ("
                     + valuesOf(o) + ")");
    }
    if (!checkVariant(v))
        fail(path, object, "south-seeds and north-seeds must add up to 64, not " + std::to_string(v.southSeeds) + " + "
                               + std::to_string(v.northSeeds));
    return v;
}

// A match round keeps the options of the round before, but for omweso's seed split.
void checkSameOptions(const Variant& before, const Variant& now, int round, const std::string& path,
                      const json::Value& object)
{
    for (const OptionSpec& o : optionTable()) {
        const bool split = o.name == "south-seeds" || o.name == "north-seeds";
        if (o.game != now.game || split || o.get(before) == o.get(now))
            continue;
        const json::Value* value = object.find(o.name);
        fail(path + "." + std::string(o.name), value ? *value : object,
             shown(o, now) + ", but round " + std::to_string(round) + " played with " + shown(o, before)
                 + ": the options stay the same through a match"
                 + (now.game == GameId::Omweso ? " (only south-seeds and north-seeds change)" : ""));
    }
}

// The first round's start holds the seeds its game plays with: all of them,
// or (kalah, mankala, aliguli) fewer by the whole holes of a handicap
// (engine/handicap.h); the rule is the position editor's (engine/editcheck.h).
void checkSeeds(const Variant& v, const Position& p, const std::string& path, const json::Value& at)
{
    if (seedsAddUp(v, p))
        return;
    const int have = seedsInGame(v, p);
    const SeedRange r = seedRange(v);
    if (v.game == GameId::Omweso)
        fail(path, at, "the position holds " + std::to_string(have)
                           + " seeds (with those still to be placed), but omweso plays with 64");
    fail(path, at, "the position holds " + std::to_string(have) + " seeds, but " + std::string(gameKey(v.game))
                       + " with these options plays with " + std::to_string(r.full) + " (with a handicap: fewer by "
                       + std::to_string(r.step) + " a hole, down to " + std::to_string(r.least) + ")");
}

struct Round {
    RoundRecord record;
    Game end;                              // after the round's decisions
    const json::Value* fill = nullptr;     // its `fill` in the file
    std::string path;
};

// Round `k` (0-based, k > 0) starts where the round before leads.
void checkFollows(const Round& before, const RoundRecord& now, int k, const std::string& path,
                  const json::Value& round, const json::Value& start)
{
    const std::string number = "round " + std::to_string(k + 1);
    const std::string previous = "round " + std::to_string(k);
    if (!before.end.over())
        fail(path, round, number + " follows " + previous + ", which is not over");
    const Variant& v = now.variant;
    if (v.game == GameId::Omweso) {
        const Position expected = startPosition(v, now.start.toMove);
        if (now.start != expected)
            fail(path + ".start", start, "an omweso round of a match starts with the set-up, " +
                 quoted(printPosition(v, expected)) + ", not " + quoted(printPosition(v, now.start)));
        return;
    }
    const NextRound next = nextRound(before.record.variant, before.end.position(), before.record.start.toMove,
                                     before.record.fill);
    const std::string fillPath = before.path + ".fill";
    const json::Value& fill = before.fill ? *before.fill : round;
    switch (next.error) {
    case MatchError::None: break;
    case MatchError::FillAfterDraw:
        fail(fillPath, fill, previous + " was drawn: both players fill their holes from their left, and no fill is named");
    case MatchError::FillWrongCount: {
        const Position& end = before.end.position();
        const RefillChoice c = refillChoice(before.record.variant, end);
        const int fills = std::min(v.pitsPerSide(), end.stores[idx(c.loser)] / v.seeds);
        fail(fillPath, fill, "the loser of " + previous + " fills exactly " + std::to_string(fills) + (fills == 1 ? " hole" : " holes")
                                 + ", not "
                                 + std::to_string(before.record.fill.size()));
    }
    case MatchError::FillDuplicate: fail(fillPath, fill, "names the same hole twice");
    default: fail(path, round, number + " cannot follow " + previous);
    }
    if (next.matchOver)
        fail(path, round, "the match was over after " + previous + " (a player could not fill a single hole), yet "
                              + number + " follows");
    if (next.start != now.start)
        fail(path + ".start", start, number + " starts where the refill after " + previous + " leads, "
                                         + quoted(printPosition(v, next.start)) + ", not "
                                         + quoted(printPosition(v, now.start)));
}

// The loser's holes, 1-based in the file.
std::vector<int> readFill(const json::Value& fill, const Variant& v, const std::string& path)
{
    std::vector<int> holes;
    for (std::size_t i = 0; i < fill.items.size(); ++i) {
        const json::Value& h = fill.items[i];
        const std::string at = path + "[" + std::to_string(i) + "]";
        if (!h.is(Type::Integer))
            fail(at, h, "must be a hole number, not " + std::string(typeName(h.type)));
        if (h.integer < 1 || h.integer > v.pitsPerSide())
            fail(at, h, "hole " + std::to_string(h.integer) + " does not exist (1.." + std::to_string(v.pitsPerSide()) + ")");
        holes.push_back(static_cast<int>(h.integer) - 1);
    }
    return holes;
}

// Plays the round's decisions, each legal in turn.
void playDecisions(Game& g, const json::Value& decisions, const std::string& path, bool match, std::size_t& total,
                   std::vector<Decision>& played)
{
    total += decisions.items.size();
    if (total > kMaxDecisions)
        fail(path, decisions, "more than " + std::to_string(kMaxDecisions) + " decisions in one file");
    const Variant v = g.variant();
    for (std::size_t i = 0; i < decisions.items.size(); ++i) {
        const json::Value& d = decisions.items[i];
        const std::string at = path + "[" + std::to_string(i) + "]";
        const std::string number = "decision " + std::to_string(i + 1);
        if (!d.is(Type::String))
            fail(at, d, number + " must be a string in the decision notation, not " + std::string(typeName(d.type)));
        const DecisionParse parsed = parseDecision(v, d.text);
        if (!parsed.ok())
            fail(at, d, number + ": " + decisionMessage(v, d.text, parsed));
        if (g.over())
            fail(at, d, number + " (" + quoted(d.text) + ") comes after the " + (match ? "round" : "game") + " is over");
        if (!g.play(parsed.decision))
            fail(at, d, number + " (" + quoted(d.text) + ") is not legal here: " + illegalReason(g, parsed.decision));
        played.push_back(parsed.decision);
    }
}

} // namespace

std::vector<RoundRecord> readRounds(const json::Value& rounds, GameId game, bool match)
{
    const std::size_t count = rounds.items.size();
    if (count == 0)
        fail("rounds", rounds, "empty: a game file holds at least one round");
    if (!match && count != 1)
        fail("rounds", rounds, "a single game (\"match\": false) has one round, not " + std::to_string(count));
    if (count > kMaxRounds)
        fail("rounds", rounds, "more than " + std::to_string(kMaxRounds) + " rounds");
    std::vector<RoundRecord> out;
    std::optional<Round> before;
    std::size_t decisions = 0;
    for (std::size_t k = 0; k < count; ++k) {
        const json::Value& round = rounds.items[k];
        const std::string path = "rounds[" + std::to_string(k) + "]";
        Members m(round, path);
        RoundRecord r;
        r.variant = readOptions(m.take("options", Type::Object), game, m.path("options"));
        if (before)
            checkSameOptions(before->record.variant, r.variant, static_cast<int>(k), m.path("options"),
                             *round.find("options"));
        const json::Value& start = m.take("start", Type::String);
        const PositionParse parsed = parsePosition(r.variant, start.text);
        if (!parsed.ok())
            fail(m.path("start"), start, positionMessage(r.variant, start.text, parsed));
        r.start = parsed.position;
        if (before)
            checkFollows(*before, r, static_cast<int>(k), path, round, start);
        else
            checkSeeds(r.variant, r.start, m.path("start"), start);
        Game g(r.variant, r.start);
        playDecisions(g, m.take("decisions", Type::Array), m.path("decisions"), match, decisions, r.decisions);
        const json::Value* fill = m.takeIf("fill", Type::Array);
        const bool followed = k + 1 < count;
        if (followed && game != GameId::Omweso) {
            if (!fill)
                fail(m.path("fill"), round, "missing: a round followed by another names the holes its loser filled");
            r.fill = readFill(*fill, r.variant, m.path("fill"));
        } else if (fill) {
            fail(m.path("fill"), *fill, followed ? "omweso has no refill between rounds" : "no round follows this one");
        }
        readRoundNotes(m, r);
        r.unknown = m.rest();
        out.push_back(r);
        before.emplace(Round{r, g, fill, path});
    }
    return out;
}

} // namespace semina::gamefile::detail
