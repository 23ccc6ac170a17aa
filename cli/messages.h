#pragma once
// The words for the engine's error codes (the engine itself has no text).

#include "engine/decision.h"
#include "engine/game.h"
#include "engine/notation.h"

#include <string>
#include <string_view>

namespace semina::cli {

std::string positionMessage(const Variant& v, std::string_view text, const PositionParse& r);
std::string decisionMessage(const Variant& v, std::string_view text, const DecisionParse& r);
// Why a well-formed decision cannot be played now.
std::string illegalMessage(const Game& g, std::string_view text, const Decision& d);

} // namespace semina::cli
