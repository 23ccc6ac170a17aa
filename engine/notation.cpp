#include "engine/notation.h"

#include "engine/rules/omweso.h"

#include <vector>

namespace semina {

namespace {

std::vector<std::string_view> split(std::string_view s, char sep)
{
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    for (;;) {
        const std::size_t at = s.find(sep, start);
        if (at == std::string_view::npos) {
            parts.push_back(s.substr(start));
            return parts;
        }
        parts.push_back(s.substr(start, at - start));
        start = at + 1;
    }
}

enum class Num : std::uint8_t { Ok, Bad, TooLarge };

// Plain decimal digits, leading zeros allowed (docs/notation.md); no sign, no spaces.
Num parseCount(std::string_view s, int cap, int& value)
{
    if (s.empty())
        return Num::Bad;
    for (char c : s)
        if (c < '0' || c > '9')
            return Num::Bad;
    while (s.size() > 1 && s.front() == '0')
        s.remove_prefix(1);
    if (s.size() > 6)
        return Num::TooLarge;
    value = 0;
    for (char c : s)
        value = value * 10 + (c - '0');
    return value > cap ? Num::TooLarge : Num::Ok;
}

PositionParse fail(PositionError e, PositionField f, int index = -1, int found = -1)
{
    PositionParse r;
    r.error = e;
    r.field = f;
    r.index = index;
    r.found = found;
    return r;
}

// Extras in their only canonical order (sorted by key).
constexpr std::string_view kExtraKeys[] = {"from", "hand", "phase", "sowing"};

int extraKey(std::string_view key)
{
    for (int i = 0; i < 4; ++i)
        if (kExtraKeys[i] == key)
            return i;
    return -1;
}

PositionParse parseRow(const Variant& v, std::string_view text, Side side, Position& p)
{
    const auto field = static_cast<PositionField>(idx(side));
    const auto items = split(text, ',');
    const int n = v.pitsPerSide();
    if (static_cast<int>(items.size()) != n)
        return fail(PositionError::HoleCount, field, -1, static_cast<int>(items.size()));
    for (int i = 0; i < n; ++i) {
        if (items[i] == "x") {
            if (v.game == GameId::Omweso)
                return fail(PositionError::ProtectedInOmweso, field, i);
            p.protectedMask[idx(side)] |= static_cast<std::uint16_t>(1u << i);
            continue;
        }
        int value = 0;
        switch (parseCount(items[i], kMaxNotationCount, value)) {
        case Num::Bad: return fail(PositionError::BadNumber, field, i);
        case Num::TooLarge: return fail(PositionError::CountTooLarge, field, i);
        case Num::Ok: break;
        }
        p.pit(side, i) = value;
    }
    if (p.protectedMask[idx(side)] == (1u << n) - 1u)
        return fail(PositionError::AllProtected, field);
    return {};
}

PositionParse parseExtras(const Variant& v, std::string_view text, Position& p)
{
    constexpr auto field = PositionField::Extras;
    const auto items = split(text, ';');
    int lastKey = -1;
    int values[4] = {-1, -1, -1, -1};
    for (int i = 0; i < static_cast<int>(items.size()); ++i) {
        const auto eq = items[i].find('=');
        if (eq == std::string_view::npos)
            return fail(PositionError::BadExtra, field, i);
        const int key = extraKey(items[i].substr(0, eq));
        const auto value = items[i].substr(eq + 1);
        if (key < 0)
            return fail(PositionError::UnknownExtra, field, i);
        if (key <= lastKey)
            return fail(PositionError::ExtrasOrder, field, i);
        lastKey = key;
        const bool omwesoKey = key != 3;
        if ((v.game == GameId::Omweso) != omwesoKey || (key == 3 && v.game != GameId::AliGuli))
            return fail(PositionError::ExtraNotInGame, field, i);
        switch (key) {
        case 0: // from=H: a 1-based hole
            if (parseCount(value, v.pitsPerSide(), values[0]) != Num::Ok || values[0] < 1)
                return fail(PositionError::BadExtraValue, field, i);
            break;
        case 1: { // hand=K: at least one seed in hand
            const Num n = parseCount(value, kMaxNotationCount, values[1]);
            if (n == Num::TooLarge)
                return fail(PositionError::CountTooLarge, field, i);
            if (n == Num::Bad || values[1] < 1)
                return fail(PositionError::BadExtraValue, field, i);
            break;
        }
        case 2:
            if (value != "setup")
                return fail(PositionError::BadExtraValue, field, i);
            values[2] = 1;
            break;
        case 3:
            if (value != "2")
                return fail(PositionError::BadExtraValue, field, i);
            values[3] = 1;
            break;
        }
    }
    if ((values[0] < 0) != (values[1] < 0) || (values[2] > 0 && values[0] >= 0))
        return fail(PositionError::ExtrasConflict, field);
    if (values[0] >= 0) {
        p.pendingFrom = static_cast<std::int8_t>(values[0] - 1);
        p.pendingHand = values[1];
    }
    p.setupPhase = values[2] > 0;
    p.secondSowingDue = values[3] > 0;
    return {};
}

} // namespace

PositionParse parsePosition(const Variant& v, std::string_view text)
{
    const auto fields = split(text, '/');
    if (fields.size() != 4 && fields.size() != 5)
        return fail(PositionError::FieldCount, PositionField::None, -1, static_cast<int>(fields.size()));

    Position p;
    for (Side s : {Side::South, Side::North}) {
        auto r = parseRow(v, fields[idx(s)], s, p);
        if (!r.ok())
            return r;
    }

    const auto stores = split(fields[2], ',');
    if (stores.size() != 2)
        return fail(PositionError::StoreCount, PositionField::Stores, -1, static_cast<int>(stores.size()));
    for (int i = 0; i < 2; ++i) {
        switch (parseCount(stores[i], kMaxNotationCount, p.stores[i])) {
        case Num::Bad: return fail(PositionError::BadNumber, PositionField::Stores, i);
        case Num::TooLarge: return fail(PositionError::CountTooLarge, PositionField::Stores, i);
        case Num::Ok: break;
        }
    }
    if (v.game == GameId::Omweso && (p.stores[0] != 0 || p.stores[1] != 0))
        return fail(PositionError::OmwesoStores, PositionField::Stores);

    if (fields[3] == "S")
        p.toMove = Side::South;
    else if (fields[3] == "N")
        p.toMove = Side::North;
    else
        return fail(PositionError::BadSide, PositionField::ToMove);

    if (fields.size() == 5) {
        auto r = parseExtras(v, fields[4], p);
        if (!r.ok())
            return r;
    }

    if (totalSeeds(p, v.pitsPerSide()) > kMaxNotationSeeds)
        return fail(PositionError::TooManySeeds, PositionField::None);
    if (p.setupPhase && seedsOnSide(p, p.toMove, v.pitsPerSide()) != 0)
        return fail(PositionError::SetupNotEmpty, PositionField::Extras);
    if (p.choicePending() && !omweso::choiceDue(v, p))
        return fail(PositionError::ChoiceNotDue, PositionField::Extras);

    PositionParse r;
    r.position = p;
    return r;
}

std::string printPosition(const Variant& v, const Position& p)
{
    std::string s;
    for (Side side : {Side::South, Side::North}) {
        for (int i = 0; i < v.pitsPerSide(); ++i) {
            if (i > 0)
                s += ',';
            s += p.isProtected(side, i) ? std::string("x") : std::to_string(p.pit(side, i));
        }
        s += '/';
    }
    s += std::to_string(p.stores[0]) + ',' + std::to_string(p.stores[1]) + '/';
    s += p.toMove == Side::South ? 'S' : 'N';
    if (p.choicePending())
        s += "/from=" + std::to_string(p.pendingFrom + 1) + ";hand=" + std::to_string(p.pendingHand);
    else if (p.setupPhase)
        s += "/phase=setup";
    else if (p.secondSowingDue)
        s += "/sowing=2";
    return s;
}

namespace {

bool hasDirections(GameId g) { return g == GameId::AliGuli || g == GameId::Omweso; }

DecisionParse failDecision(DecisionError e, int index = -1)
{
    DecisionParse r;
    r.error = e;
    r.index = index;
    return r;
}

DecisionParse parseSetup(const Variant& v, std::string_view counts)
{
    if (v.game != GameId::Omweso)
        return failDecision(DecisionError::SetupNotInGame);
    const auto items = split(counts, ',');
    if (static_cast<int>(items.size()) != v.pitsPerSide())
        return failDecision(DecisionError::SetupCount, static_cast<int>(items.size()));
    DecisionParse r;
    r.decision.kind = Decision::Kind::Setup;
    for (int i = 0; i < v.pitsPerSide(); ++i) {
        int value = 0;
        switch (parseCount(items[i], kMaxSetupCount, value)) {
        case Num::Bad: return failDecision(DecisionError::SetupBadNumber, i);
        case Num::TooLarge: return failDecision(DecisionError::SetupTooLarge, i);
        case Num::Ok: break;
        }
        r.decision.setup[i] = static_cast<std::uint8_t>(value);
    }
    return r;
}

} // namespace

DecisionParse parseDecision(const Variant& v, std::string_view text)
{
    if (text.empty())
        return failDecision(DecisionError::Empty);
    constexpr std::string_view kSetup = "setup:";
    if (text.substr(0, kSetup.size()) == kSetup)
        return parseSetup(v, text.substr(kSetup.size()));

    std::size_t digits = 0;
    while (digits < text.size() && text[digits] >= '0' && text[digits] <= '9')
        ++digits;
    const auto suffix = text.substr(digits);
    Dir dir = Dir::Ccw;
    if (suffix == "cw")
        dir = Dir::Cw;
    else if (!suffix.empty() && suffix != "ccw")
        return failDecision(DecisionError::BadSyntax);

    DecisionParse r;
    if (digits == 0) { // a bare direction: a mid-turn choice
        if (suffix.empty())
            return failDecision(DecisionError::BadSyntax);
        if (v.game != GameId::Omweso)
            return failDecision(DecisionError::ChoiceNotInGame);
        r.decision = Decision::choice(dir);
        return r;
    }
    if (!suffix.empty() && !hasDirections(v.game))
        return failDecision(DecisionError::DirectionNotInGame);
    int hole = 0;
    if (parseCount(text.substr(0, digits), v.pitsPerSide(), hole) != Num::Ok || hole < 1)
        return failDecision(DecisionError::HoleOutOfRange, hole >= 1 && hole <= kMaxNotationCount ? hole : -1);
    r.decision = Decision::sow(hole - 1, dir);
    return r;
}

std::string printDecision(const Variant& v, const Decision& d)
{
    const auto dirName = [](Dir dir) { return dir == Dir::Ccw ? "ccw" : "cw"; };
    switch (d.kind) {
    case Decision::Kind::Hole:
        return std::to_string(d.hole + 1) + (hasDirections(v.game) ? dirName(d.dir) : "");
    case Decision::Kind::Choice:
        return dirName(d.dir);
    case Decision::Kind::Setup: {
        std::string s = "setup:";
        for (int i = 0; i < v.pitsPerSide(); ++i) {
            if (i > 0)
                s += ',';
            s += std::to_string(d.setup[i]);
        }
        return s;
    }
    }
    return {};
}

std::string printListedDecision(const Variant& v, const Decision& d)
{
    return d.kind == Decision::Kind::Setup ? std::string("setup:*") : printDecision(v, d);
}

} // namespace semina
