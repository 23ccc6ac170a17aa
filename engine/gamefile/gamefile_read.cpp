// Reading a game file (docs/game-format.md): the JSON, then the top-level
// members; the rounds are gamefile_round.cpp's.
#include "engine/ai/level.h"
#include "engine/gamefile/messages.h"
#include "engine/gamefile/reader.h"

namespace semina::gamefile {

namespace detail {

void fail(const std::string& where, const json::Value& at, const std::string& what)
{
    std::string message = where.empty() ? "the file" : where;
    if (at.line > 0)
        message += " (line " + std::to_string(at.line) + ", column " + std::to_string(at.column) + ")";
    throw ReadError{where, message + ": " + what};
}

std::string_view typeName(json::Value::Type t)
{
    switch (t) {
    case json::Value::Type::Null: return "null";
    case json::Value::Type::Bool: return "true or false";
    case json::Value::Type::Integer: return "a whole number";
    case json::Value::Type::String: return "a string";
    case json::Value::Type::Array: return "an array";
    case json::Value::Type::Object: return "an object";
    }
    return "a value";
}

Members::Members(const json::Value& object, std::string path)
    : m_object(object)
    , m_path(std::move(path))
    , m_taken(object.items.size(), false)
{
    if (!object.is(json::Value::Type::Object))
        fail(m_path, object, "must be an object, not " + std::string(typeName(object.type)));
}

std::string Members::path(std::string_view key) const
{
    return m_path.empty() ? std::string(key) : m_path + "." + std::string(key);
}

const json::Value* Members::takeIf(std::string_view key, json::Value::Type t)
{
    for (std::size_t i = 0; i < m_object.keys.size(); ++i) {
        if (m_object.keys[i] != key)
            continue;
        m_taken[i] = true;
        const json::Value& v = m_object.items[i];
        if (!v.is(t))
            fail(path(key), v, "must be " + std::string(typeName(t)) + ", not " + std::string(typeName(v.type)));
        return &v;
    }
    return nullptr;
}

const json::Value& Members::take(std::string_view key, json::Value::Type t)
{
    const json::Value* v = takeIf(key, t);
    if (!v)
        fail(path(key), m_object, "missing: " + std::string(typeName(t)) + " is needed here");
    return *v;
}

std::vector<UnknownMember> Members::rest() const
{
    std::vector<UnknownMember> out;
    for (std::size_t i = 0; i < m_taken.size(); ++i)
        if (!m_taken[i])
            out.push_back({m_object.keys[i], json::writeCompact(m_object.items[i])});
    return out;
}

void Members::refuseRest(const std::string& what) const
{
    for (std::size_t i = 0; i < m_taken.size(); ++i)
        if (!m_taken[i])
            fail(path(m_object.keys[i]), m_object.items[i], "unknown member (" + what + ")");
}

bool isDate(std::string_view s)
{
    if (s.size() != 10 || s[4] != '-' || s[7] != '-')
        return false;
    const auto number = [&s](std::size_t at, std::size_t n) {
        int x = 0;
        for (std::size_t i = at; i < at + n; ++i) {
            if (s[i] < '0' || s[i] > '9')
                return -1;
            x = x * 10 + (s[i] - '0');
        }
        return x;
    };
    const int year = number(0, 4), month = number(5, 2), day = number(8, 2);
    if (year < 0 || month < 1 || month > 12 || day < 1)
        return false;
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return day <= kDays[month - 1] + (month == 2 && leap ? 1 : 0);
}

} // namespace detail

namespace {

using detail::fail;
using Type = json::Value::Type;

// Beyond any version there will be: a larger number is a broken file.
constexpr std::int64_t kMaxFormatVersion = 1000000;

// "2026-12-02T03:25:00Z": ISO 8601 in UTC, to the second.
bool isUtcTime(std::string_view s)
{
    if (s.size() != 20 || s[10] != 'T' || s[13] != ':' || s[16] != ':' || s[19] != 'Z' || !detail::isDate(s.substr(0, 10)))
        return false;
    const auto two = [&s](std::size_t at) {
        const bool digits = s[at] >= '0' && s[at] <= '9' && s[at + 1] >= '0' && s[at + 1] <= '9';
        return digits ? (s[at] - '0') * 10 + (s[at + 1] - '0') : -1;
    };
    const int hour = two(11), minute = two(14), second = two(17);
    return hour >= 0 && hour <= 23 && minute >= 0 && minute <= 59 && second >= 0 && second <= 59;
}

std::string readTime(detail::Members& m, std::string_view key)
{
    const json::Value& v = m.take(key, Type::String);
    if (!isUtcTime(v.text))
        fail(m.path(key), v, quoted(v.text) + " is not a UTC time such as 2026-12-02T03:25:00Z");
    return v.text;
}

// "human", or a level that plays the game.
std::string readPlayer(detail::Members& m, std::string_view key, GameId game)
{
    const json::Value& v = m.take(key, Type::String);
    if (v.text == "human")
        return v.text;
    const auto level = ai::levelFromKey(v.text);
    if (!level)
        fail(m.path(key), v,
             "unknown player " + quoted(v.text) + " (human, random, beginner, casual, strong, expert, perfect)");
    if (!ai::levelPlays(*level, game))
        fail(m.path(key), v, "level " + quoted(v.text) + " does not play " + std::string(gameKey(game)));
    return v.text;
}

GameRecord readRecord(const json::Value& root, std::string& warning)
{
    detail::Members top(root, "");
    GameRecord r;
    const json::Value* format = top.takeIf("format", Type::String);
    if (!format)
        fail("format", root, "missing: this is not a Semina game file");
    if (format->text != "semina-game")
        fail("format", *format, quoted(format->text) + " is not \"semina-game\": this is not a Semina game file");
    const json::Value& version = top.take("version", Type::Integer);
    if (version.integer < 1 || version.integer > kMaxFormatVersion)
        fail("version", version, std::to_string(version.integer) + " is not a format version (1 or later)");
    r.version = static_cast<int>(version.integer);
    if (r.version > kFormatVersion)
        warning = "the file has format version " + std::to_string(version.integer) + ", later than this program's "
            + std::to_string(kFormatVersion) + ": it was read, and what this version does not know is kept";
    r.appVersion = top.take("app_version", Type::String).text;
    const json::Value& game = top.take("game", Type::String);
    const auto id = gameFromKey(game.text);
    if (!id)
        fail("game", game, "unknown game " + quoted(game.text) + " (kalah, mankala, aliguli, omweso)");
    r.game = *id;
    detail::Members players(top.take("players", Type::Object), "players");
    r.players[0] = readPlayer(players, "south", r.game);
    r.players[1] = readPlayer(players, "north", r.game);
    players.refuseRest("players names south and north");
    detail::readNotes(top, r);
    r.match = top.take("match", Type::Bool).boolean;
    const json::Value& over = top.take("match_over", Type::Bool);
    r.matchOver = over.boolean;
    if (r.matchOver && !r.match)
        fail("match_over", over, "true, but the file is not a match");
    r.created = readTime(top, "created");
    r.saved = readTime(top, "saved");
    if (const json::Value* from = top.takeIf("branch_of", Type::Object)) {
        detail::Members b(*from, "branch_of");
        BranchOf branch;
        branch.created = readTime(b, "created");
        const json::Value& round = b.take("round", Type::Integer);
        if (round.integer < 1 || round.integer > static_cast<std::int64_t>(kMaxRounds))
            fail(b.path("round"), round, std::to_string(round.integer) + " is not a round number (1 or more)");
        branch.round = static_cast<int>(round.integer);
        const json::Value& kept = b.take("decisions", Type::Integer);
        if (kept.integer < 0 || kept.integer > static_cast<std::int64_t>(kMaxDecisions))
            fail(b.path("decisions"), kept, std::to_string(kept.integer) + " is not a number of decisions");
        branch.decisions = static_cast<int>(kept.integer);
        b.refuseRest("branch_of names created, round and decisions");
        r.branchOf = branch;
    }
    r.rounds = detail::readRounds(top.take("rounds", Type::Array), r.game, r.match);
    detail::checkResult(top, r);
    r.unknown = top.rest();
    return r;
}

} // namespace

ReadResult readGameFile(std::string_view text)
{
    ReadResult result;
    if (text.empty()) {
        result.error = "the file is empty";
        return result;
    }
    if (text.size() > kMaxFileBytes) {
        result.error = "the file is larger than " + std::to_string(kMaxFileBytes >> 20) + " MiB: no game file is";
        return result;
    }
    const json::ParseResult parsed = json::parse(text);
    if (!parsed.ok()) {
        result.where = "line " + std::to_string(parsed.line) + ", column " + std::to_string(parsed.column);
        result.error = result.where + ": " + parsed.error;
        return result;
    }
    std::string warning;
    try {
        result.record = readRecord(*parsed.value, warning);
        result.warning = warning;
    } catch (const detail::ReadError& e) {
        result.where = e.where;
        result.error = e.message;
        if (!warning.empty())
            result.error += " (" + warning.substr(0, warning.find(':')) + ")";
    }
    return result;
}

} // namespace semina::gamefile
