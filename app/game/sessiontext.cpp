#include "app/game/sessiontext.h"

#include "app/catalog/gamecontent.h"

#include <QCoreApplication>

namespace SessionText {

QString gameTitle(semina::GameId game)
{
    const std::string_view key = semina::gameKey(game);
    return GameContent::info(QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size()))).title;
}

QString sideName(semina::GameId, int side)
{
    //: The player at the bottom of the board
    return side == 0 ? QCoreApplication::translate("GameSession", "South")
                     //: The player at the top of the board
                     : QCoreApplication::translate("GameSession", "North");
}

QString holeVerdict(semina::HoleVerdict verdict)
{
    using semina::HoleVerdict;
    switch (verdict) {
    case HoleVerdict::Playable: return {};
    case HoleVerdict::GameOver: return QCoreApplication::translate("GameSession", "The game is over.");
    case HoleVerdict::SetupPending:
        return QCoreApplication::translate("GameSession", "Place your seeds first, then press Done.");
    case HoleVerdict::ChoicePending:
        return QCoreApplication::translate("GameSession", "Choose a direction with the arrows first.");
    case HoleVerdict::NotYours: return QCoreApplication::translate("GameSession", "That hole belongs to your opponent.");
    case HoleVerdict::Protected:
        return QCoreApplication::translate("GameSession", "That hole is protected: it is out of play this round.");
    case HoleVerdict::Empty: return QCoreApplication::translate("GameSession", "That hole is empty.");
    case HoleVerdict::SingleSeed:
        return QCoreApplication::translate("GameSession", "A turn must start from a hole with more than one seed.");
    case HoleVerdict::NeverEnds:
        return QCoreApplication::translate("GameSession",
                                           "Sowing from that hole would go on for ever (more than 1,000 laps).");
    }
    return {};
}

QString outcome(semina::GameId game, semina::Outcome o)
{
    switch (o) {
    case semina::Outcome::South:
    case semina::Outcome::North:
        return QCoreApplication::translate("GameSession", "%1 wins.").arg(sideName(game, o == semina::Outcome::South ? 0 : 1));
    case semina::Outcome::Draw: return QCoreApplication::translate("GameSession", "A draw.");
    case semina::Outcome::None: break;
    }
    return {};
}

QString levelTitle(semina::ai::Level level)
{
    using semina::ai::Level;
    switch (level) {
    case Level::Random: break;
    case Level::Beginner: return QCoreApplication::translate("GameSession", "Beginner");
    case Level::Casual: return QCoreApplication::translate("GameSession", "Casual");
    case Level::Strong: return QCoreApplication::translate("GameSession", "Strong");
    case Level::Expert: return QCoreApplication::translate("GameSession", "Expert");
    case Level::Perfect:
        //: The Kalah level that plays solved, perfect moves
        return QCoreApplication::translate("GameSession", "Perfect");
    }
    const auto key = semina::ai::levelKey(level);
    return QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size()));
}

QString levelTitle(const QString& key)
{
    const auto level = semina::ai::levelFromKey(key.toStdString());
    return level ? levelTitle(*level) : key;
}

} // namespace SessionText
