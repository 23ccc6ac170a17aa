#include "engine/lesson/goal.h"

namespace semina::lesson {

namespace {

// Nothing captured: the game's reason, unless the turn stopped at a choice
// before it could capture.
Miss noCapture(const TurnFacts& f)
{
    if (f.choicePending)
        return Miss::TurnGoesOn;
    return f.noCapture == Miss::None ? Miss::TooFewCaptured : f.noCapture;
}

// Kalah §1.2: where the last seed went instead of the store.
Miss notInStore(const TurnFacts& f)
{
    switch (f.last) {
    case LastSeed::OwnEmptyHole:
    case LastSeed::OwnHole: return f.lastLapPassedStore ? Miss::PastStore : Miss::ShortOfStore;
    case LastSeed::OpponentEmptyHole:
    case LastSeed::OpponentHole: return Miss::PastStore;
    case LastSeed::OwnStore:
    case LastSeed::None: break;
    }
    return Miss::NoExtraMove;
}

Miss gameResult(const TurnFacts& f)
{
    if (!f.gameOver)
        return Miss::GameNotOver;
    if (f.moverWon())
        return Miss::None;
    return f.outcome == Outcome::Draw ? Miss::GameDrawn : Miss::GameLost;
}

} // namespace

Miss why(const Goal& goal, const TurnFacts& f)
{
    const int n = goal.atLeast;
    switch (goal.kind) {
    case GoalKind::Capture:
        if (f.captured >= n && f.captured > 0)
            return Miss::None;
        return f.captured > 0 ? Miss::TooFewCaptured : noCapture(f);
    case GoalKind::Captures:
        if (f.captures >= n && f.captures > 0)
            return Miss::None;
        return f.captures > 0 ? Miss::TooFewCaptures : noCapture(f);
    case GoalKind::ExtraMove:
        if (f.extraMoves >= n && f.extraMoves > 0)
            return Miss::None;
        return f.extraMoves > 0 ? Miss::NoExtraMove : notInStore(f);
    case GoalKind::SaadaCapture:
        if (f.saadas == 0)
            return Miss::SaadaTookNothing;
        if (f.lastSaada.captured >= n && f.lastSaada.captured > 0)
            return Miss::None;
        return f.lastSaada.captured > 0 ? Miss::TooFewCaptured : saadaMiss(f.lastSaada);
    case GoalKind::Relay: return f.relays >= n ? Miss::None : Miss::TooFewRelays;
    case GoalKind::ClockwiseCapture:
        if (f.cwCaptures >= n && f.cwCaptures > 0)
            return Miss::None;
        return f.captures > 0 ? Miss::CaptureNotClockwise : noCapture(f);
    case GoalKind::LastIn: return f.laps > 0 && f.lastPlace == goal.place ? Miss::None : Miss::WrongLastPlace;
    case GoalKind::ChoiceDue: return f.choicePending ? Miss::None : Miss::NoChoiceDue;
    case GoalKind::EndGame: return f.gameOver ? Miss::None : Miss::GameNotOver;
    case GoalKind::OpponentStuck: return f.opponentStuck ? Miss::None : Miss::OpponentCanMove;
    case GoalKind::WinGame:
    case GoalKind::WinWithin: return gameResult(f);
    case GoalKind::NearBest: return f.shortOfBest <= goal.within ? Miss::None : Miss::FarFromBest;
    case GoalKind::Defend:
        if (f.turnGoesOn())
            return Miss::TurnGoesOn;
        return f.threat <= goal.within ? Miss::None : Miss::OpponentCanCapture;
    }
    return Miss::None;
}

} // namespace semina::lesson
