#pragma once
// The words of keeping games (app/store/gamestore.h), translated: what the home
// screen says of a saved game, and why a file was refused.

#include "engine/gamefile/gamefile.h"

#include <QString>

namespace GameStoreText {

// "Kalah", "Kalah match, round 3".
QString title(const semina::gamefile::GameRecord& r);
// "Human against Expert · 12 decisions · South wins · 2/12/26 03:40".
QString summary(const semina::gamefile::GameRecord& r);

QString missing(const QString& file);
QString notAFile(const QString& file);
QString tooLarge(const QString& file);
QString cannotRead(const QString& file, const QString& why);
QString cannotWrite(const QString& file, const QString& why);
// `why` is the reader's own sentence (what is wrong and where).
QString refused(const QString& file, const QString& why);
// `why` is the reader's own sentence (a later version).
QString readWithWarning(const QString& file, const QString& why);
QString setAside(const QString& why, const QString& path);
QString nothingToContinue();

} // namespace GameStoreText
