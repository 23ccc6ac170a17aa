#pragma once
// A game in progress: the options, the current position and the history the
// third-repetition rule needs (rules.md §2.6, §3.6, §4.8, §5a). A plain value
// type: copy it to keep an undo point.
//
// Repetition counts whole positions (holes, stores, protected holes, player to
// move) at turn boundaries only: never a position with a second sowing due, a
// pending direction choice, or in the omweso set-up. The start (or given)
// position is the first occurrence. On the third occurrence the game's
// endByRepetition() is applied and the game is over (omweso: a draw).

#include "decision.h"
#include "position.h"
#include "rules.h"
#include "trace.h"
#include "variant.h"

#include <cstdint>
#include <vector>

namespace semina {

class Game {
public:
    // A new game from the options' start position.
    explicit Game(const Variant& v, Side starter = Side::South);
    // A game from a given position, judged at once (rules.md §5a: settle()).
    // `trace` receives the events of that judgement (an end sweep), if any.
    Game(const Variant& v, const Position& given, Trace* trace = nullptr);

    const Variant& variant() const { return m_variant; }
    const Position& position() const { return m_position; }
    bool over() const { return m_status.over; }
    Outcome winner() const { return m_status.winner; }
    bool endedByRepetition() const { return m_endedByRepetition; }
    // Decisions played since the start / given position.
    int decisionsPlayed() const { return m_decisionsPlayed; }

    // The legal decisions now; empty when the game is over.
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
    // Turn-boundary positions so far, with their hashes (compared first).
    std::vector<std::uint64_t> m_hashes;
    std::vector<Position> m_history;
};

} // namespace semina
