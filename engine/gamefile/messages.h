#pragma once
// English words for the notation's error codes (engine/notation.h), shared
// by the game-file reader and semina-cli (docs/notation.md). The rest of the
// engine has no text; these messages are for logs, files and the command
// line, never for the app's screens.

#include "engine/decision.h"
#include "engine/game.h"
#include "engine/notation.h"

#include <string>
#include <string_view>

namespace semina::gamefile {

// User text quoted for a message, cut short when very long.
std::string quoted(std::string_view text);

std::string positionMessage(const Variant& v, std::string_view text, const PositionParse& r);
std::string decisionMessage(const Variant& v, std::string_view text, const DecisionParse& r);
// Why a well-formed decision cannot be played now ("hole 3 is empty").
std::string illegalReason(const Game& g, const Decision& d);
// "illegal decision '3': hole 3 is empty" (or "... after the game is over").
std::string illegalMessage(const Game& g, std::string_view text, const Decision& d);

} // namespace semina::gamefile
