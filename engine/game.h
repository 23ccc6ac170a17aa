#pragma once
// A game in progress: the options, the current position and the history the
// third-repetition rule needs (docs/rules.md §2.6, §3.6, §4.8, §5a). A plain value
// type: copy it to keep an undo point.
//
// Repetition counts whole positions (holes, stores, protected holes, player to
// move) at turn boundaries only: never a position with a second sowing due, a
// pending direction choice, or in the omweso set-up. The start (or given)
// position is the first occurrence. On the third occurrence the game's
// endByRepetition() is applied and the game is over (omweso: a draw).
//
// The turn limit (docs/rules.md §5): a Position carries no lap count, so the
// rules (rules.h) judge a position with the laps left that their caller
// passes, a whole turn by default. A Game knows better: it counts the laps
// sown so far in the current turn and judges and plays every decision with
// the laps left. So in a game played from the
// start, an Ali Guli Mane second sowing gets 1,000 minus the first sowing's
// laps, and an Omweso turn that stopped at a direction choice goes on with
// what it has left: a choice that recurs in one turn cannot stretch it.
//
// What counts as a lap (docs/rules.md §5, the same in the rules and here): one
// handful sown one seed per hole, counted when it is sown: the first handful
// of a sowing, each relay pick-up, and (omweso) each re-sowing of captured
// seeds. An aliguli Saada capture is no lap. An omweso lap whose seeds are in
// hand at a pending choice is not sown yet; it counts in the Choice decision.
// In a trace, the laps of a decision are its maximal runs of Drop events.
// The count is 0 at the start of a turn and at a given position (also one in
// the middle of a turn); it is reset when the player to move changes. Kalah
// and Mankala decisions sow one lap each; their turns are short and have no
// limit (§5), so their count is kept but never used.

#include "engine/decision.h"
#include "engine/position.h"
#include "engine/rules.h"
#include "engine/trace.h"
#include "engine/variant.h"

#include <cstdint>
#include <vector>

namespace semina {

class Game {
public:
    // A new game from the options' start position.
    explicit Game(const Variant& v, Side starter = Side::South);
    // A game from a given position, judged at once (docs/rules.md §5a: settle()).
    // `trace` receives the events of that judgement (an end sweep), if any.
    Game(const Variant& v, const Position& given, Trace* trace = nullptr);

    const Variant& variant() const { return m_variant; }
    const Position& position() const { return m_position; }
    bool over() const { return m_status.over; }
    Outcome winner() const { return m_status.winner; }
    bool endedByRepetition() const { return m_endedByRepetition; }
    // Decisions played since the start / given position.
    int decisionsPlayed() const { return m_decisionsPlayed; }
    // Laps sown so far in the current turn (see above), and the laps left.
    int lapsThisTurn() const { return m_lapsThisTurn; }
    int lapsLeft() const { return kMaxLapsPerTurn - m_lapsThisTurn; }

    // The legal decisions now, with the laps left in the turn; empty when the
    // game is over.
    void legalDecisions(DecisionList& out) const;
    bool isLegal(const Decision& d) const;

    // Plays a decision and appends its events (and those of a repetition's
    // end) to `trace`. Returns false, changing nothing, when the decision is
    // not legal or the game is over.
    bool play(const Decision& d, Trace* trace = nullptr);

    // How many times the position has occurred at a turn boundary so far
    // (0 for a position that is not at a turn boundary).
    int occurrences(const Position& p) const;

    bool operator==(const Game&) const = default;

private:
    static bool atTurnBoundary(const Position& p);
    static std::uint64_t hashOf(const Position& p);
    void record();

    Variant m_variant;
    Position m_position;
    Status m_status;
    bool m_endedByRepetition = false;
    int m_decisionsPlayed = 0;
    int m_lapsThisTurn = 0;
    // Turn-boundary positions so far, with their hashes (compared first).
    std::vector<std::uint64_t> m_hashes;
    std::vector<Position> m_history;
};

} // namespace semina
