#pragma once
// The words the game screen says about the engine's verdicts (translated).

#include "engine/ai/level.h"
#include "engine/explain.h"
#include "engine/trace.h"
#include "engine/variant.h"

#include <QString>

namespace SessionText {

QString gameTitle(semina::GameId game);
QString sideName(semina::GameId game, int side);
QString holeVerdict(semina::HoleVerdict verdict);
QString outcome(semina::GameId game, semina::Outcome outcome);
// The title of a computer level, or of its stable key (beginner .. perfect).
QString levelTitle(semina::ai::Level level);
QString levelTitle(const QString& key);

} // namespace SessionText
