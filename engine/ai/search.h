#pragma once
// The AI's search: negamax alpha-beta with principal-variation
// windows, iterative deepening, a transposition table, move ordering and
// limits by depth, nodes, time and a stop flag.
//
// The turn limit (docs/rules.md §5): every position searched knows the laps left
// in its turn (the root's from the limits, 1,000 at each new turn), and its
// decisions are those legal within them, as a Game judges them. The table
// does not key on the laps: they change what is legal only in turns of
// hundreds of laps, and a table move is played only if it is legal.
//
// Decisions, not turns: every decision is one ply (an extra move, the second
// sowing, a mid-turn direction choice), and the score is negated only where
// the player to move changes. The horizon is never left in the middle of a
// turn: a decision that keeps the same player to move is searched at least one
// ply further (turns are finite, docs/rules.md §5, so this always ends).
//
// Scores, for the player to move (ai/eval.h kSeed points per seed):
// - unfinished positions: the game's evaluation, inside +-kWinThreshold;
// - a finished game: won +(kWinScore - plies from the root) + marginUnit x
//   the final store difference (which is then > 0), lost the negation, drawn
//   0. A bigger margin comes first (one seed outweighs any number of plies),
//   then a sooner win, so a winning side makes progress. Omweso counts no
//   margin (a win is a win: the loser cannot move);
// - a position met again on the search path (at a turn boundary): the end by
//   repetition (omweso: a draw);
// - kalah/mankala/aliguli: more than half the seeds in one store decides the
//   game: a bound that cuts where it can (exactly), and at the horizon a win
//   for that player now with the stores' difference.
//
// No allocation during the search: the per-ply buffers and the table are made
// once by the owner of the Search.

#include "engine/ai/tt.h"
#include "engine/decision.h"
#include "engine/position.h"
#include "engine/rules.h"
#include "engine/trace.h"
#include "engine/variant.h"

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

namespace semina::ai {

using Clock = std::chrono::steady_clock;

constexpr int kMaxPly = 128;

// Points per seed of a finished game's margin (more than kMaxPly plies).
constexpr int marginUnit(const Variant& v) { return v.game == GameId::Omweso ? 0 : 256; }

struct SearchLimits {
    int maxDepth = 1;            // deepest iteration (decisions)
    std::uint64_t maxNodes = 0;  // 0: no node budget
    std::optional<Clock::time_point> deadline;
    std::optional<Clock::time_point> softDeadline; // no new iteration starts after it
    const std::atomic<bool>* stop = nullptr;
    // Laps left in the root's turn (docs/rules.md §5; a Game's lapsLeft()): the
    // root's decisions are those legal within them, and the search counts
    // the laps of each turn from there (engine/rules.h).
    int lapsLeft = kMaxLapsPerTurn;
};

struct SearchOptions {
    bool plainEval = false;      // ai/score.h materialDifference (tests, comparisons)
    bool table = true;           // false: the table is neither read nor written (tests)
    bool finishTurns = true;     // false: the horizon may fall inside a turn (a beginner's view)
    int noise = 0;               // +-noise points per evaluation, fixed per position and seed
    std::uint64_t noiseSeed = 0; // (variety between games; never changes a finished game's value)
};

struct SearchReport {
    Decision best;
    bool hasBest = false;   // false only when the position is over
    int value = 0;
    int depth = 0;          // the deepest completed iteration
    std::uint64_t nodes = 0;
    bool exact = false;     // the last iteration saw no horizon: the game's value
    bool stopped = false;   // a limit other than the depth ended the search
};

struct RootScore {
    Decision decision;
    int value = 0;
};

class Search {
public:
    Search(const Variant& v, TranspositionTable& tt, const SearchLimits& limits, const SearchOptions& options = {});

    // Iterative deepening, depth 1 up to limits.maxDepth, each iteration led by
    // the previous one's best decision. When a limit cuts an iteration short,
    // its best decision still counts if it was proven better than the
    // previous best. A position with one legal decision is not searched. In
    // a lost position (every decision loses by force) the best decision of the
    // deepest iteration that did not yet see the loss is played: the one
    // that holds out best against an opponent who misses the win.
    SearchReport iterate(const Position& root);

    // The value of every legal decision at `depth`, with full windows (exact
    // minimax values at that depth), best first. Returns how many were scored
    // before a limit struck (the rest are left out).
    int scoreRoot(const Position& root, int depth, std::array<RootScore, 2 * kMaxPits>& out);

    std::uint64_t nodes() const { return m_nodes; }
    bool stopped() const { return m_stopped; }

private:
    struct Ply {
        DecisionList list;
        std::array<Position, 2 * kMaxPits> child;
        std::array<int, 2 * kMaxPits> order; // indices into list, best first
        std::array<int, 2 * kMaxPits> score;
        std::array<std::uint64_t, 2 * kMaxPits> childKey;
        std::array<int, 2 * kMaxPits> childLaps; // laps left in the child's turn
        std::uint64_t key = 0;
        int lapsLeft = kMaxLapsPerTurn;
        bool boundary = false;
    };

    int negamax(const Position& p, std::uint64_t key, int lapsLeft, int depth, int alpha, int beta, int ply);
    // The child list[i] of the node at `ply`, valued for the parent's player
    // to move (negated only if the turn passed).
    int childValue(const Position& parent, int ply, int i, int depth, int alpha, int beta);
    // Sets up the root's ply: its key, laps and legal decisions.
    void prepareRoot(const Position& root);
    int childDepth(const Position& parent, const Position& child, int depth) const;
    // Plays list[i] into child[i] within the ply's laps left, keys it (and
    // fetches its table entry early), notes the laps left in its turn and
    // scores it for ordering (captures, extra moves, history).
    void expand(Ply& pl, const Position& p, int i, std::uint8_t ttMove) const;
    void sortFrom(Ply& pl, int from, int n) const;
    int evaluateLeaf(const Position& p, std::uint64_t key) const;
    int terminalValue(const Position& p, Outcome winner, int ply) const;
    bool repeated(int ply) const;
    bool limitReached();

    const Variant& m_v;
    TranspositionTable& m_tt;
    SearchLimits m_limits;
    SearchOptions m_options;
    std::vector<Ply> m_plies; // kMaxPly + 1, allocated once
    std::array<std::array<int, 2 * kMaxPits + 3>, 2> m_history{}; // [side][packDecision]
    std::uint64_t m_nodes = 0;
    bool m_stopped = false;
    bool m_horizon = false; // a node below the current one was cut by the depth or is path-dependent
};

} // namespace semina::ai
