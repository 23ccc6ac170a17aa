// Reading what a game file says about a game besides its decisions
// (docs/game-format.md, version 2): the players' names, the event, date and
// round, the result, and each round's comments and review.
#include "engine/gamefile/messages.h"
#include "engine/gamefile/reader.h"
#include "engine/notation.h"

#include <algorithm>

namespace semina::gamefile::detail {

namespace {

using Type = json::Value::Type;

// Characters (code points) of valid UTF-8 text.
std::size_t characters(std::string_view s)
{
    return static_cast<std::size_t>(std::count_if(s.begin(), s.end(), [](char c) { return (c & 0xC0) != 0x80; }));
}

// A control character (C0, DEL or C1) in `s`, other than a line break when
// `lineBreaks`.
bool hasControl(std::string_view s, bool lineBreaks)
{
    for (std::size_t i = 0; i < s.size(); ++i) {
        const auto u = static_cast<unsigned char>(s[i]);
        if ((u < 0x20 && !(lineBreaks && u == '\n')) || u == 0x7F)
            return true;
        if (u == 0xC2 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) < 0xA0) // U+0080..U+009F
            return true;
    }
    return false;
}

// A one-line text of at most `most` characters; empty when absent.
std::string readLine(Members& m, std::string_view key, std::size_t most)
{
    const json::Value* v = m.takeIf(key, Type::String);
    if (!v)
        return {};
    if (hasControl(v->text, false))
        fail(m.path(key), *v, "holds a control character (a line break, a tab...): it is one line of text");
    if (characters(v->text) > most)
        fail(m.path(key), *v, "longer than " + std::to_string(most) + " characters");
    return v->text;
}

std::string_view sideKey(int s) { return s == 0 ? "south" : "north"; }

// "0" or a number without a leading zero, at most `most`; -1 otherwise.
int decisionNumber(std::string_view key, std::size_t most)
{
    if (key.empty() || key.size() > 6 || key.find_first_not_of("0123456789") != std::string_view::npos
        || (key.size() > 1 && key[0] == '0'))
        return -1;
    const int n = std::stoi(std::string(key));
    return static_cast<std::size_t>(n) <= most ? n : -1;
}

std::vector<std::pair<int, std::string>> readComments(const json::Value& object, std::size_t decisions,
                                                      const std::string& path)
{
    Members m(object, path);
    std::vector<std::pair<int, std::string>> out;
    const std::string range = "0 for the start, 1.." + std::to_string(decisions) + " after that decision";
    for (std::size_t i = 0; i < object.keys.size(); ++i) {
        const std::string& key = object.keys[i];
        const json::Value& text = m.take(key, Type::String);
        const int n = decisionNumber(key, decisions);
        if (n < 0)
            fail(m.path(key), text,
                 quoted(key) + " is not a decision number of this round (" + (decisions ? range : "0 for the start")
                     + ": the round has " + std::to_string(decisions) + " decisions)");
        if (text.text.empty())
            fail(m.path(key), text, "an empty comment (leave it out instead)");
        if (hasControl(text.text, true))
            fail(m.path(key), text, "holds a control character other than a line break");
        out.emplace_back(n, text.text);
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::string listed(const std::vector<std::string>& keys)
{
    std::string out;
    for (const std::string& k : keys)
        out += (out.empty() ? "" : ", ") + k;
    return out;
}

// The review of decision `number` (1-based), played in `g` (the position before it).
analysis::PlyReview readEntry(const json::Value& entry, const Game& g, int number, const std::string& path)
{
    Members m(entry, path);
    const json::Value& values = m.take("values", Type::Object);
    const json::Value& exact = m.take("exact", Type::Array);
    const json::Value* grade = entry.find("grade");
    const json::Value& gradeValue = m.take("grade", grade && grade->is(Type::Null) ? Type::Null : Type::String);
    m.refuseRest("a review entry holds values, exact and grade");
    const std::string what = "decision " + std::to_string(number);
    analysis::PlyReview out;
    if (g.position().setupPhase) {
        if (!values.items.empty() || !exact.items.empty() || !gradeValue.is(Type::Null))
            fail(path, entry, what + " is an omweso set-up, which is not weighed: its entry is "
                                     "{\"values\": {}, \"exact\": [], \"grade\": null}");
        return out;
    }
    if (gradeValue.is(Type::Null))
        fail(m.path("grade"), gradeValue, "null, but only an omweso set-up has no grade (best, good, inaccuracy, mistake, blunder)");
    const auto parsedGrade = analysis::gradeFromKey(gradeValue.text);
    if (!parsedGrade)
        fail(m.path("grade"), gradeValue, quoted(gradeValue.text) + " is not a grade (best, good, inaccuracy, mistake, blunder)");
    out.grade = *parsedGrade;

    // The legal decisions before it, as `semina-cli moves` lists them.
    DecisionList list;
    g.legalDecisions(list);
    std::vector<std::string> keys;
    for (const Decision& d : list)
        keys.push_back(printListedDecision(g.variant(), d));
    const std::string valuesPath = m.path("values");
    Members vm(values, valuesPath);
    std::vector<const json::Value*> found(keys.size(), nullptr);
    for (std::size_t i = 0; i < values.keys.size(); ++i) {
        const std::string& key = values.keys[i];
        const auto at = std::find(keys.begin(), keys.end(), key);
        const json::Value& v = vm.take(key, Type::Integer);
        if (at == keys.end())
            fail(vm.path(key), v, quoted(key) + " is not a legal decision before " + what + " (" + listed(keys) + ")");
        if (v.integer < -kMaxReviewValue || v.integer > kMaxReviewValue)
            fail(vm.path(key), v, std::to_string(v.integer) + " is not a value in seeds (-" + std::to_string(kMaxReviewValue)
                                      + ".." + std::to_string(kMaxReviewValue) + ")");
        found[static_cast<std::size_t>(at - keys.begin())] = &v;
    }
    for (std::size_t k = 0; k < keys.size(); ++k) {
        if (!found[k])
            fail(valuesPath, values, "no value for " + quoted(keys[k]) + ": the values name every legal decision before "
                                         + what + " (" + listed(keys) + ")");
        out.values.push_back({list[k], static_cast<int>(found[k]->integer), false});
    }
    for (std::size_t i = 0; i < exact.items.size(); ++i) {
        const json::Value& e = exact.items[i];
        const std::string at = m.path("exact") + "[" + std::to_string(i) + "]";
        if (!e.is(Type::String))
            fail(at, e, "must be a decision of values, not " + std::string(typeName(e.type)));
        const auto k = std::find(keys.begin(), keys.end(), e.text);
        if (k == keys.end())
            fail(at, e, quoted(e.text) + " has no value: exact names decisions of values");
        analysis::DecisionValue& dv = out.values[static_cast<std::size_t>(k - keys.begin())];
        if (dv.exact)
            fail(at, e, quoted(e.text) + " is named twice");
        dv.exact = true;
    }
    return out;
}

std::vector<analysis::PlyReview> readReview(const json::Value& review, const RoundRecord& r, const std::string& path)
{
    if (review.items.size() > r.decisions.size())
        fail(path, review, std::to_string(review.items.size()) + " entries, but the round has "
                               + std::to_string(r.decisions.size()) + " decisions: one entry a decision, from the first");
    std::vector<analysis::PlyReview> out;
    Game g(r.variant, r.start);
    for (std::size_t i = 0; i < review.items.size(); ++i) {
        out.push_back(readEntry(review.items[i], g, static_cast<int>(i) + 1, path + "[" + std::to_string(i) + "]"));
        g.play(r.decisions[i]);
    }
    return out;
}

} // namespace

void readNotes(Members& top, GameRecord& r)
{
    if (const json::Value* names = top.takeIf("names", Type::Object)) {
        Members m(*names, "names");
        for (int s = 0; s < 2; ++s) {
            r.names[s] = readLine(m, sideKey(s), kMaxNameChars);
            if (!r.names[s].empty() && r.players[s] != "human")
                fail(m.path(sideKey(s)), *names->find(sideKey(s)),
                     quoted(r.names[s]) + ", but " + std::string(sideKey(s)) + " is the computer (" + r.players[s]
                         + "): names are for people; a computer is named by its level");
        }
        m.refuseRest("names holds south and north");
    }
    r.event = readLine(top, "event", kMaxEventChars);
    if (const json::Value* date = top.takeIf("date", Type::String)) {
        if (!date->text.empty() && !isDate(date->text))
            fail("date", *date, quoted(date->text) + " is not a date such as 2026-12-02");
        r.date = date->text;
    }
    r.round = readLine(top, "round", kMaxRoundChars);
}

void readRoundNotes(Members& m, RoundRecord& r)
{
    if (const json::Value* comments = m.takeIf("comments", Type::Object))
        r.comments = readComments(*comments, r.decisions.size(), m.path("comments"));
    if (const json::Value* review = m.takeIf("review", Type::Array))
        r.review = readReview(*review, r, m.path("review"));
}

void checkResult(Members& top, const GameRecord& r)
{
    const json::Value* result = top.takeIf("result", Type::String);
    if (!result) {
        if (r.version >= 2)
            fail("result", top.object(), "missing: from format version 2 a file says its result (south, north, draw or unfinished)");
        return;
    }
    const Result expected = resultOf(r);
    const std::string_view given = result->text;
    if (given != "south" && given != "north" && given != "draw" && given != "unfinished")
        fail("result", *result, quoted(given) + " is not a result (south, north, draw, unfinished)");
    if (given != expected.key)
        fail("result", *result, quoted(given) + ", but the file's " + (r.match ? "match" : "game") + " gives "
                                    + quoted(expected.key) + ": " + expected.why);
}

} // namespace semina::gamefile::detail
