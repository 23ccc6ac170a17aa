#include "cli/args.h"

#include <charconv>

namespace semina::cli {

namespace {

enum Flag : std::uint64_t {
    kVariant = std::uint64_t{1} << 0,
    kOption = std::uint64_t{1} << 1,
    kStart = std::uint64_t{1} << 2,
    kPosition = std::uint64_t{1} << 3,
    kTrace = std::uint64_t{1} << 4,
    kTtMb = std::uint64_t{1} << 5,
    kGames = std::uint64_t{1} << 6,
    kSeed = std::uint64_t{1} << 7,
    kLevels = std::uint64_t{1} << 8,
    kPreviousStarter = std::uint64_t{1} << 9,
    kFill = std::uint64_t{1} << 10,
    kDbSeeds = std::uint64_t{1} << 11,
    kDbDir = std::uint64_t{1} << 12,
    kOpenings = std::uint64_t{1} << 13,
    kOpeningPlies = std::uint64_t{1} << 14,
    kClose = std::uint64_t{1} << 15,
    kHandicap = std::uint64_t{1} << 16,
    kCheckNodes = std::uint64_t{1} << 17,
    kFirstOpening = std::uint64_t{1} << 18,
    kLevel = std::uint64_t{1} << 19,
    kGame = std::uint64_t{1} << 20,
    kSave = std::uint64_t{1} << 21,
    kOut = std::uint64_t{1} << 22,
    kMaxEntries = std::uint64_t{1} << 23,
    kBook = std::uint64_t{1} << 24,
    kFixed = std::uint64_t{1} << 25,
    kThreads = std::uint64_t{1} << 26,
    kProgress = std::uint64_t{1} << 27,
    kCheckpoint = std::uint64_t{1} << 28,
    kMemoryMb = std::uint64_t{1} << 29,
    kBudgetMs = std::uint64_t{1} << 30,
    kCount = std::uint64_t{1} << 31,
    kBudget = std::uint64_t{1} << 32,
};

struct CommandSpec {
    std::string_view name;
    std::uint64_t flags;
    std::uint64_t required;
    bool takesDecisions;
};

constexpr CommandSpec kCommands[] = {
    {"apply", kVariant | kOption | kStart | kPosition | kTrace | kGame | kSave, kVariant, true},
    {"moves", kVariant | kOption | kPosition, kVariant, false},
    {"solve", kVariant | kOption | kPosition | kTtMb | kDbSeeds | kDbDir | kThreads | kProgress, kVariant, false},
    {"bench", 0, 0, false},
    {"selfplay", kVariant | kOption | kGames | kSeed | kLevels, kVariant | kGames, false},
    {"next-round", kVariant | kOption | kPosition | kPreviousStarter | kFill | kLevel | kSeed,
     kVariant | kPosition | kPreviousStarter, false},
    {"paired", kVariant | kOption | kOpenings | kOpeningPlies | kSeed | kLevels | kClose | kHandicap | kCheckNodes
         | kFirstOpening | kDbSeeds | kDbDir | kMemoryMb,
     kVariant | kOpenings, false},
    {"book", kVariant | kOption | kOut | kTtMb | kDbSeeds | kDbDir | kMaxEntries | kCheckpoint | kThreads, kVariant, false},
    {"analyse", kVariant | kOption | kStart | kPosition | kGame | kBudgetMs | kThreads | kBook | kDbSeeds | kDbDir, kVariant,
     true},
    {"perfect-bench", kVariant | kOption | kGames | kSeed | kBook | kDbSeeds | kDbDir | kFixed | kMemoryMb, kVariant, false},
    {"puzzles", kVariant | kOption | kSeed | kCount | kOut | kBudget, kVariant | kSeed | kCount, false},
};

struct FlagSpec {
    std::string_view name;
    Flag flag;
    std::optional<std::string> Args::*field; // null: --option / --trace / --fixed / --progress
};

const FlagSpec kFlags[] = {
    {"--variant", kVariant, &Args::variant},
    {"--option", kOption, nullptr},
    {"--start", kStart, &Args::start},
    {"--position", kPosition, &Args::position},
    {"--trace", kTrace, nullptr},
    {"--tt-mb", kTtMb, &Args::ttMb},
    {"--games", kGames, &Args::games},
    {"--seed", kSeed, &Args::seed},
    {"--levels", kLevels, &Args::levels},
    {"--previous-starter", kPreviousStarter, &Args::previousStarter},
    {"--fill", kFill, &Args::fill},
    {"--db-seeds", kDbSeeds, &Args::dbSeeds},
    {"--db-dir", kDbDir, &Args::dbDir},
    {"--level", kLevel, &Args::level},
    {"--openings", kOpenings, &Args::openings},
    {"--opening-plies", kOpeningPlies, &Args::openingPlies},
    {"--close", kClose, &Args::close},
    {"--handicap", kHandicap, &Args::handicap},
    {"--check-nodes", kCheckNodes, &Args::checkNodes},
    {"--first-opening", kFirstOpening, &Args::firstOpening},
    {"--game", kGame, &Args::game},
    {"--save", kSave, &Args::save},
    {"--out", kOut, &Args::out},
    {"--max-entries", kMaxEntries, &Args::maxEntries},
    {"--checkpoint", kCheckpoint, &Args::checkpoint},
    {"--book", kBook, &Args::book},
    {"--fixed", kFixed, nullptr},
    {"--threads", kThreads, &Args::threads},
    {"--progress", kProgress, nullptr},
    {"--memory-mb", kMemoryMb, &Args::memoryMb},
    {"--budget-ms", kBudgetMs, &Args::budgetMs},
    {"--count", kCount, &Args::count},
    {"--budget", kBudget, &Args::budget},
};

// True when some game has an option of this name (the engine's table), to
// tell "another game's option" from "no such option".
bool anyGameHas(std::string_view name)
{
    for (const OptionSpec& o : optionTable())
        if (o.name == name)
            return true;
    return false;
}

} // namespace

Args parseArgs(const std::vector<std::string>& args)
{
    if (args.empty())
        throw CliError("missing command (apply, moves, solve, bench, selfplay, next-round, analyse, paired, book, perfect-bench, puzzles)");
    const CommandSpec* spec = nullptr;
    for (const auto& c : kCommands)
        if (c.name == args[0])
            spec = &c;
    if (!spec)
        throw CliError("unknown command " + quoted(args[0]) + " (apply, moves, solve, bench, selfplay, next-round, analyse, paired, book, perfect-bench, puzzles)");

    Args a;
    a.command = args[0];
    std::uint64_t seen = 0;
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (arg.rfind("--", 0) != 0) {
            if (!spec->takesDecisions)
                throw CliError("unexpected argument " + quoted(arg) + " for " + a.command);
            a.decisions.push_back(arg);
            continue;
        }
        const FlagSpec* flag = nullptr;
        for (const auto& f : kFlags)
            if (f.name == arg)
                flag = &f;
        if (!flag)
            throw CliError("unknown option " + quoted(arg));
        if (!(spec->flags & flag->flag))
            throw CliError(std::string(flag->name) + " does not apply to " + a.command);
        if (flag->flag == kTrace || flag->flag == kFixed || flag->flag == kProgress) {
            bool& on = flag->flag == kTrace ? a.trace : flag->flag == kFixed ? a.fixed : a.progress;
            if (on)
                throw CliError(std::string(flag->name) + " given twice");
            on = true;
            continue;
        }
        if (i + 1 >= args.size() || args[i + 1].rfind("--", 0) == 0)
            throw CliError("missing value for " + std::string(flag->name));
        const std::string& value = args[++i];
        if (flag->flag == kOption) {
            a.options.push_back(value);
        } else {
            if (seen & flag->flag)
                throw CliError(std::string(flag->name) + " given twice");
            a.*(flag->field) = value;
        }
        seen |= flag->flag;
    }
    // `apply --game FILE`, `analyse --game FILE`: the file names the game, its options and its start.
    if (seen & kGame) {
        for (const auto& f : kFlags)
            if ((f.flag & (kVariant | kOption | kStart | kPosition)) && (seen & f.flag))
                throw CliError(std::string(f.name) + " does not go with --game (the file names the game and its start)");
        seen |= kVariant;
    }
    for (const auto& f : kFlags)
        if ((spec->required & f.flag) && !(seen & f.flag))
            throw CliError(a.command + " needs " + std::string(f.name) + (spec->flags & kGame ? " or --game" : ""));
    return a;
}

Variant variantOf(const Args& a)
{
    const auto game = gameFromKey(a.variant.value_or(""));
    if (!game)
        throw CliError("unknown variant " + quoted(a.variant.value_or("")) + " (kalah, mankala, aliguli, omweso)");
    Variant v = defaultVariant(*game);
    std::vector<std::string> keys;
    for (const std::string& kv : a.options) {
        const auto eq = kv.find('=');
        if (eq == std::string::npos || eq == 0)
            throw CliError("option " + quoted(kv) + " is not KEY=VALUE");
        const std::string key = kv.substr(0, eq);
        const std::string value = kv.substr(eq + 1);
        for (const auto& k : keys)
            if (k == key)
                throw CliError("option " + quoted(key) + " given twice");
        keys.push_back(key);
        switch (setOption(v, key, value)) {
        case OptionError::None: break;
        case OptionError::BadValue:
            throw CliError("bad value " + quoted(value) + " for option " + quoted(key));
        case OptionError::UnknownOption: {
            if (anyGameHas(key))
                throw CliError("option " + quoted(key) + " does not apply to " + std::string(gameKey(*game)));
            throw CliError("unknown option " + quoted(key));
        }
        }
    }
    if (v.game == GameId::Omweso) {
        int given = 0;
        for (const auto& k : keys)
            given += (k == "south-seeds" || k == "north-seeds") ? 1 : 0;
        if (given == 1)
            throw CliError("south-seeds and north-seeds are given together");
    }
    if (!checkVariant(v))
        throw CliError("south-seeds and north-seeds must sum to 64");
    return v;
}

Side sideOf(std::string_view flag, std::string_view value)
{
    if (value == "S")
        return Side::South;
    if (value == "N")
        return Side::North;
    throw CliError(std::string(flag) + " must be S or N, not " + quoted(value));
}

std::uint64_t numberOf(std::string_view flag, std::string_view value, std::uint64_t min, std::uint64_t max)
{
    std::uint64_t n = 0;
    const char* end = value.data() + value.size();
    const bool digits = !value.empty() && value.find_first_not_of("0123456789") == std::string_view::npos;
    const auto [ptr, ec] = std::from_chars(value.data(), end, n);
    if (!digits || ec != std::errc() || ptr != end || n < min || n > max)
        throw CliError(std::string(flag) + " must be a number in " + std::to_string(min) + ".." + std::to_string(max)
            + ", not " + quoted(value));
    return n;
}

} // namespace semina::cli
