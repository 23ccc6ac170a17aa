#include "app/puzzle/puzzleprogress.h"

#include <QSettings>
#include <algorithm>
#include <cmath>

namespace PuzzleProgress {

namespace {

QSettings settings() { return QSettings(QStringLiteral("Semina"), QStringLiteral("Semina")); }
QString key(const QString& game, const char* what) { return QStringLiteral("puzzles/%1/%2").arg(game, QLatin1String(what)); }
QString resultKey(const QString& game, const QString& id) { return QStringLiteral("puzzles/%1/tried/%2").arg(game, id); }

} // namespace

int updated(int player, int puzzle, bool solved)
{
    const double expected = 1.0 / (1.0 + std::pow(10.0, (puzzle - player) / 400.0));
    return static_cast<int>(std::lround(player + kK * ((solved ? 1.0 : 0.0) - expected)));
}

int rating(const QString& game) { return settings().value(key(game, "rating"), kStartRating).toInt(); }
int streak(const QString& game) { return settings().value(key(game, "streak"), 0).toInt(); }
int bestStreak(const QString& game) { return settings().value(key(game, "bestStreak"), 0).toInt(); }
int solved(const QString& game) { return settings().value(key(game, "solved"), 0).toInt(); }
int tried(const QString& game) { return settings().value(key(game, "triedCount"), 0).toInt(); }

int result(const QString& game, const QString& id) { return qBound(0, settings().value(resultKey(game, id), 0).toInt(), 2); }

void recordFirstTry(const QString& game, const QString& id, int puzzleRating, bool won)
{
    if (result(game, id) != 0)
        return;
    QSettings s = settings();
    s.setValue(resultKey(game, id), won ? 1 : 2);
    s.setValue(key(game, "rating"), updated(rating(game), puzzleRating, won));
    const int run = won ? streak(game) + 1 : 0;
    s.setValue(key(game, "streak"), run);
    s.setValue(key(game, "bestStreak"), std::max(run, bestStreak(game)));
    s.setValue(key(game, "triedCount"), tried(game) + 1);
    if (won)
        s.setValue(key(game, "solved"), solved(game) + 1);
}

void reset(const QString& game) { settings().remove(QStringLiteral("puzzles/") + game); }

} // namespace PuzzleProgress
