#pragma once
// semina-cli's commands (docs/notation.md "Commands"). Each writes its JSON line to
// `out` or throws CliError.

#include "cli/args.h"
#include "engine/ai/level.h"
#include "engine/game.h"
#include "engine/solver/book.h"
#include "engine/solver/db_file.h"
#include "engine/trace.h"

#include <memory>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

namespace semina::cli {

void applyCommand(const Args& a, std::ostream& out);
void movesCommand(const Args& a, std::ostream& out);
void solveCommand(const Args& a, std::ostream& out);
void benchCommand(const Args& a, std::ostream& out);
void selfplayCommand(const Args& a, std::ostream& out);
void nextRoundCommand(const Args& a, std::ostream& out);
void pairedCommand(const Args& a, std::ostream& out);
void bookCommand(const Args& a, std::ostream& out);
void perfectBenchCommand(const Args& a, std::ostream& out);
void analyseCommand(const Args& a, std::ostream& out);
void puzzlesCommand(const Args& a, std::ostream& out);

// Shared by the commands.
Position positionOf(const Variant& v, std::string_view text); // parsed or CliError
Game gameOf(const Args& a, const Variant& v, Trace* trace = nullptr); // --position or --start
// Plays the decisions given on the command line in turn (CliError at the first
// that does not parse, is illegal, or comes after the end); returns them.
std::vector<Decision> playDecisions(Game& g, const std::vector<std::string>& decisions, Trace* trace = nullptr);
std::string outcomeJson(Outcome o);                                   // "S", "N", "draw", null
std::string decisionsJson(const Game& g);                             // the legal decisions, as listed
std::string eventsJson(const Trace& trace);
// --threads N (1..kMaxSolveThreads, default 1).
int threadsOf(const Args& a);
// --db-seeds K / --db-dir DIR (or $SEMINA_SOLVE_DB_SEEDS): the endgame database, loaded or built.
solver::EndgameDbLoad endgameDbOf(const Args& a, const Variant& v);
// --memory-mb N: Perfect's solver memory through a game (ai/solver_memory.h),
// in MiB; by default 0, none (a fresh table each decision, as the app's Perfect).
std::size_t memoryMegabytesOf(const Args& a);
// --book FILE: the opening book for v's board, read and checked (CliError when unsound).
std::shared_ptr<const solver::Book> bookFileOf(const std::string& path, const Variant& v);
// --levels A,B (default expert,expert), each one that plays the game.
std::pair<ai::Level, ai::Level> levelsOf(const Args& a, const Variant& v);

} // namespace semina::cli
