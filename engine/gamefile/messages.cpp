#include "engine/gamefile/messages.h"

#include <vector>

namespace semina::gamefile {

namespace {

std::string_view sideName(Side s) { return s == Side::South ? "South" : "North"; }

std::vector<std::string_view> split(std::string_view s, char sep)
{
    std::vector<std::string_view> parts;
    for (std::size_t start = 0;;) {
        const std::size_t at = s.find(sep, start);
        parts.push_back(s.substr(start, at == std::string_view::npos ? at : at - start));
        if (at == std::string_view::npos)
            return parts;
        start = at + 1;
    }
}

// The item the parser complained about, quoted.
std::string item(std::string_view text, PositionField field, int index)
{
    const auto fields = split(text, '/');
    const auto f = static_cast<std::size_t>(field);
    if (field == PositionField::None || f >= fields.size())
        return {};
    if (index < 0)
        return quoted(fields[f]);
    const auto items = split(fields[f], field == PositionField::Extras ? ';' : ',');
    return static_cast<std::size_t>(index) < items.size() ? quoted(items[index]) : std::string();
}

std::string where(PositionField field, int index)
{
    switch (field) {
    case PositionField::South:
    case PositionField::North: {
        std::string s = field == PositionField::South ? "south row" : "north row";
        return index >= 0 ? s + " hole " + std::to_string(index + 1) : s;
    }
    case PositionField::Stores:
        return index == 0 ? "south store" : index == 1 ? "north store" : "stores";
    case PositionField::ToMove: return "player to move";
    case PositionField::Extras: return "extras";
    case PositionField::None: break;
    }
    return "position";
}

} // namespace

std::string quoted(std::string_view text)
{
    constexpr std::size_t kMax = 80;
    std::string out = "'";
    out += text.substr(0, kMax);
    out += text.size() > kMax ? "...'" : "'";
    return out;
}

std::string positionMessage(const Variant& v, std::string_view text, const PositionParse& r)
{
    const std::string at = where(r.field, r.index);
    const std::string it = item(text, r.field, r.index);
    const std::string game(gameKey(v.game));
    std::string m;
    switch (r.error) {
    case PositionError::None: return {};
    case PositionError::FieldCount:
        m = "expected 4 or 5 fields separated by '/', found " + std::to_string(r.found);
        break;
    case PositionError::HoleCount:
        m = at + " has " + std::to_string(r.found) + " holes, the options give " + std::to_string(v.pitsPerSide());
        break;
    case PositionError::BadNumber: m = at + " " + it + " is not a count"; break;
    case PositionError::CountTooLarge:
        m = at + " " + it + " is above the limit of " + std::to_string(kMaxNotationCount);
        break;
    case PositionError::TooManySeeds:
        m = "more than " + std::to_string(kMaxNotationSeeds) + " seeds in all";
        break;
    case PositionError::ProtectedInOmweso: m = at + ": omweso has no protected holes"; break;
    case PositionError::AllProtected: m = "every hole of the " + at + " is protected"; break;
    case PositionError::StoreCount: m = "expected two stores 'south,north', found " + it; break;
    case PositionError::OmwesoStores: m = "omweso stores are always 0,0, not " + it; break;
    case PositionError::BadSide: m = "player to move must be S or N, not " + it; break;
    case PositionError::BadExtra: m = "extra " + it + " is not key=value"; break;
    case PositionError::UnknownExtra: m = "unknown extra " + it + " (from, hand, phase, sowing)"; break;
    case PositionError::ExtrasOrder: m = "extra " + it + ": extras are sorted by key, each given once"; break;
    case PositionError::BadExtraValue: m = "bad extra " + it; break;
    case PositionError::ExtraNotInGame: m = "extra " + it + " does not apply to " + game; break;
    case PositionError::ExtrasConflict: m = "from and hand go together, and never with phase=setup"; break;
    case PositionError::SetupNotEmpty:
        m = "phase=setup, but the player to place already has seeds in their holes";
        break;
    case PositionError::ChoiceNotDue: m = "no direction choice is due at " + it; break;
    }
    return "bad position " + quoted(text) + ": " + m;
}

std::string decisionMessage(const Variant& v, std::string_view text, const DecisionParse& r)
{
    const std::string game(gameKey(v.game));
    const std::string d = "decision " + quoted(text);
    switch (r.error) {
    case DecisionError::None: return {};
    case DecisionError::Empty: return "empty decision";
    case DecisionError::BadSyntax: return "malformed " + d;
    case DecisionError::HoleOutOfRange:
        return d + ": hole not in 1.." + std::to_string(v.pitsPerSide());
    case DecisionError::DirectionNotInGame: return d + ": " + game + " decisions are hole numbers without a direction";
    case DecisionError::ChoiceNotInGame: return d + ": a bare direction is an omweso mid-turn choice, not " + game;
    case DecisionError::SetupNotInGame: return d + ": set-ups are omweso only";
    case DecisionError::SetupCount:
        return d + ": a set-up lists " + std::to_string(v.pitsPerSide()) + " counts, not " + std::to_string(r.index);
    case DecisionError::SetupBadNumber:
        return d + ": set-up count " + std::to_string(r.index + 1) + " is not a count";
    case DecisionError::SetupTooLarge:
        return d + ": set-up count " + std::to_string(r.index + 1) + " is above " + std::to_string(kMaxSetupCount);
    }
    return "malformed " + d;
}

std::string illegalReason(const Game& g, const Decision& d)
{
    const Position& p = g.position();
    const Variant& v = g.variant();
    if (g.over())
        return "the game is over";
    if (p.setupPhase && d.kind != Decision::Kind::Setup)
        return std::string(sideName(p.toMove)) + " is placing seeds (setup:...)";
    if (!p.setupPhase && d.kind == Decision::Kind::Setup)
        return "the set-up is over";
    if (d.kind == Decision::Kind::Setup) {
        int sum = 0;
        for (int i = 0; i < v.pitsPerSide(); ++i)
            sum += d.setup[i];
        const int need = p.toMove == Side::South ? v.southSeeds : v.northSeeds;
        if (sum != need)
            return "the set-up places " + std::to_string(sum) + " seeds, " + std::string(sideName(p.toMove))
                + " places " + std::to_string(need);
    }
    if (p.choicePending() && d.kind != Decision::Kind::Choice)
        return "a direction choice is due (ccw or cw)";
    if (!p.choicePending() && d.kind == Decision::Kind::Choice)
        return "no direction choice is due";
    if (d.kind == Decision::Kind::Hole && d.hole < v.pitsPerSide()) {
        if (p.isProtected(p.toMove, d.hole))
            return "hole " + std::to_string(d.hole + 1) + " is protected";
        if (p.pit(p.toMove, d.hole) == 0)
            return "hole " + std::to_string(d.hole + 1) + " is empty";
    }
    return "not legal in " + printPosition(v, p);
}

std::string illegalMessage(const Game& g, std::string_view text, const Decision& d)
{
    if (g.over())
        return "decision " + quoted(text) + " after the game is over";
    return "illegal decision " + quoted(text) + ": " + illegalReason(g, d);
}

} // namespace semina::gamefile
