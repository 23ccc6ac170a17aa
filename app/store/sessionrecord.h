#pragma once
// A game on the screen as a saved game's value (engine/gamefile/gamefile.h)
// and back: the history's start and decisions, the players, and the match's
// rounds. What the file holds is checked by the engine's reader; putting it
// on the screen changes nothing when it cannot be done.

#include "engine/gamefile/gamefile.h"

#include <QString>

class GameSession;

namespace SessionRecord {

// The session's game (and match) now. `created` and `saved` are left empty.
semina::gamefile::GameRecord capture(const GameSession& session);

// A saved round played through from its start: where it ended and who won
// (`finished` false while it is still being played).
semina::MatchRound playedRound(const semina::gamefile::RoundRecord& round);

// Puts `record` on the session: its last round on the board with every
// decision played, the players, the match. False, with `error` set and the
// session unchanged, when the game cannot be shown (a level the game lacks).
bool restore(GameSession& session, const semina::gamefile::GameRecord& record, QString* error);

} // namespace SessionRecord
